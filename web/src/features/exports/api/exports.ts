/**
 * The export of an element's records (docs/api.md, "Export and vCards"; shared/schemas/exports.ts): `POST {records base}/exports`
 * → 202 `{ jobId }` (the job writes the file to S3; its progress through `GET /api/jobs/{jobId}`, web/src/lib/job-query.ts), then
 * `GET {records base}/exports/{jobId}/download` → a link valid a few minutes (EXPORT_LINK_SECONDS), asked afresh per download.
 */
import type * as v from 'valibot';
import type { ExportDownload, ExportInput } from '../../../../../shared/schemas/exports';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import { type ElementRef, recordsPath } from '../../../lib/projects/element-queries';

/** The body of an export, without the element (the path names it). */
export type ExportRequest = Omit<v.InferInput<typeof ExportInput>, 'projectId' | 'applicationId' | 'element'>;

const exportsPath = (to: ElementRef) => `${recordsPath(to)}/exports`;

const startExport = ({ to, request }: { to: ElementRef; request: ExportRequest }) => api.post<{ jobId: string }>(exportsPath(to), request);

/** Starts an export job; nothing in the cache changes (the job is polled by its id). */
export function useStartExport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof startExport> } = {}) {
  return useApiMutation(startExport, {}, mutationConfig);
}

/** A fresh download link of a finished export (409 EXPORT_NOT_READY before it is written). */
export const exportDownload = (to: ElementRef, jobId: string) =>
  api.get<ExportDownload>(`${exportsPath(to)}/${encodeURIComponent(jobId)}/download`);
