import { ImportRefInput } from '../../../shared/schemas/imports';
import { defineRoute } from '../../lib/http/route';
import { imports } from '../imports/deps';

/** A five-minute link to the import's error rows as CSV (read level, the import's own author; 404 when none). */
export const getImportErrors = defineRoute({
  input: ImportRefInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => imports.errors(caller, input, request.now),
});
