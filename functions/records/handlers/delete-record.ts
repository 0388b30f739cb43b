import { RecordRefInput } from '../../../shared/schemas/records';
import { defineRoute } from '../../lib/http/route';
import { records } from '../deps';

/** Deletes a record with its versions (write level; a category still in use → 409 CATEGORY_IN_USE). */
export const deleteRecord = defineRoute({
  input: RecordRefInput,
  auth: 'customer',
  handler: async ({ caller, input }) => {
    await records.remove(caller, input);
  },
});
