import { RecordRefInput } from '../../../shared/schemas/refs';
import { defineRoute } from '../../lib/http/route';
import { records } from '../deps';

/** Deletes a record with its versions, and queues the deletion of its files (write level; a category in use → 409). */
export const deleteRecord = defineRoute({
  input: RecordRefInput,
  auth: 'customer',
  handler: async ({ caller, input, request }) => {
    await records.remove(caller, input, request.now);
  },
});
