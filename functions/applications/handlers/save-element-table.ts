import { SaveTableInput } from '../../../shared/schemas/element-configs';
import { defineRoute } from '../../lib/http/route';
import { applications } from '../deps';

/** Saves one element's list configuration (full level), conditional on the version the builder loaded. */
export const saveElementTable = defineRoute({
  input: SaveTableInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => applications.saveTable(caller, input, request.now),
});
