import { ImportSourceInput } from '../../../shared/schemas/imports';
import { defineRoute } from '../../lib/http/route';
import { imports } from '../imports/deps';

/** A presigned POST for a paste bigger than the JSON body allows (write level). */
export const createImportSource = defineRoute({
  input: ImportSourceInput,
  auth: 'customer',
  status: 201,
  handler: ({ caller, input, request }) => imports.source(caller, input, request.now),
});
