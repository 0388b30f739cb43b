import { UpdateRecordInput } from '../../../shared/schemas/records';
import { defineRoute } from '../../lib/http/route';
import { records } from '../deps';

/** Saves a record as a new version, if it is still at the version sent (write level; stale → 409). */
export const updateRecord = defineRoute({
  input: UpdateRecordInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => records.update(caller, input, request.now),
});
