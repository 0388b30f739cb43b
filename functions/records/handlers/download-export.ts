import { ExportRefInput } from '../../../shared/schemas/exports';
import { defineRoute } from '../../lib/http/route';
import { recordExports } from '../exports/deps';

/** A short-lived link to a finished export's file, offered as an attachment (read level; not written yet → 409). */
export const downloadExport = defineRoute({
  input: ExportRefInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => recordExports.download(caller, input, request.now),
});
