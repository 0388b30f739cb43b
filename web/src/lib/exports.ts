/**
 * The export of an element's records, in a file or as vCards (docs/api.md, "Export and vCards"; shapes in
 * shared/schemas/exports.ts): `POST {records base}/exports` → 202 `{ jobId }` (the job writes the file to S3; its
 * progress through web/src/lib/job-query.ts), then `GET {records base}/exports/{jobId}/download` → a link valid a few
 * minutes (EXPORT_LINK_SECONDS), asked afresh for each download. Used by the export screen and the vCards dialog.
 */
import { useState } from 'react';
import type * as v from 'valibot';
import type { ExportDownload, ExportInput } from '../../../shared/schemas/exports';
import { api } from './api';
import { type MutationConfig, useApiMutation } from './mutation-config';
import { downloads } from './projects/download';
import { type ElementRef, recordsPath } from './projects/element-queries';

/** The body of an export, without the element (the path names it). */
export type ExportRequest = Omit<v.InferInput<typeof ExportInput>, 'projectId' | 'applicationId' | 'element'>;

const exportsPath = (to: ElementRef) => `${recordsPath(to)}/exports`;

const startExport = ({ to, request }: { to: ElementRef; request: ExportRequest }) => api.post<{ jobId: string }>(exportsPath(to), request);

/** Starts an export job; nothing in the cache changes (the job is polled by its id). */
export function useStartExport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof startExport> } = {}) {
  return useApiMutation(startExport, {}, mutationConfig);
}

/** A fresh download link of a finished export (409 EXPORT_NOT_READY before it is written). */
const exportDownload = (to: ElementRef, jobId: string) =>
  api.get<ExportDownload>(`${exportsPath(to)}/${encodeURIComponent(jobId)}/download`);

/**
 * The download of a finished export: each click asks a fresh link and opens it (an attachment: the page stays);
 * `busy` while the link is asked (a click meanwhile does nothing), `failure` when it could not be had.
 */
export function useExportDownload(to: ElementRef, jobId: string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { url } = await exportDownload(to, jobId);
      downloads.open(url);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, download };
}
