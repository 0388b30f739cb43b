import { ExportInput } from '../../../shared/schemas/exports';
import { defineRoute } from '../../lib/http/route';
import { recordExports } from '../exports/deps';

/** Starts the export of an element's records (CSV, JSON or vCards) as a job: 202 `{ jobId }` (read level). */
export const startExport = defineRoute({
  input: ExportInput,
  auth: 'customer',
  status: 202,
  handler: ({ caller, input, request }) => recordExports.start(caller, input, request.now),
});
