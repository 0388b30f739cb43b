import { ListRecordsInput } from '../../../shared/schemas/records';
import { defineRoute } from '../../lib/http/route';
import { records } from '../deps';

/** One page of an element's records, sorted by a list column, optionally searched (read level). */
export const listRecords = defineRoute({
  input: ListRecordsInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => records.list(caller, input, request.now),
});
