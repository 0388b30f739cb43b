import { RecordRefInput } from '../../../shared/schemas/refs';
import { defineRoute } from '../../lib/http/route';
import { records } from '../deps';

/** One record with its version count (read level). */
export const getRecord = defineRoute({
  input: RecordRefInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => records.get(caller, input, request.now),
});
