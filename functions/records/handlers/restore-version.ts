import { RestoreVersionInput } from '../../../shared/schemas/records';
import { defineRoute } from '../../lib/http/route';
import { records } from '../deps';

/** Saves an old version's values as a new version (write level; `version` is the record's current one). */
export const restoreVersion = defineRoute({
  input: RestoreVersionInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => records.restore(caller, input, request.now),
});
