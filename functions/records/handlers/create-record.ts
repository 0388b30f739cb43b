import { CreateRecordInput } from '../../../shared/schemas/records';
import { defineRoute } from '../../lib/http/route';
import { records } from '../deps';

/** Creates a record at version 1 (write level). */
export const createRecord = defineRoute({
  input: CreateRecordInput,
  auth: 'customer',
  status: 201,
  handler: ({ caller, input, request }) => records.create(caller, input, request.now),
});
