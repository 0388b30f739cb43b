import { PreviewImportInput } from '../../../shared/schemas/imports';
import { defineRoute } from '../../lib/http/route';
import { imports } from '../imports/deps';

/** Reads a paste and answers the plan of its import; nothing is written to the records (write level). */
export const previewImport = defineRoute({
  input: PreviewImportInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => imports.preview(caller, input, request.now),
});
