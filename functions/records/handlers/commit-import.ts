import { ImportRefInput } from '../../../shared/schemas/imports';
import { defineRoute } from '../../lib/http/route';
import { imports } from '../imports/deps';

/** Starts the job that applies a previewed plan: 202 `{ jobId }` (write level; 409 IMPORT_RUNNING, 410 IMPORT_EXPIRED). */
export const commitImport = defineRoute({
  input: ImportRefInput,
  auth: 'customer',
  status: 202,
  handler: ({ caller, input, request }) => imports.commit(caller, input, request.now),
});
