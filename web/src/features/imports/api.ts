/**
 * The CSV paste import's calls (shared/schemas/imports.ts; docs/api.md, "Import"), below the element's records base
 * `/api/projects/{projectId}/applications/{applicationId}/elements/{element}/records`:
 * the preview (the paste inline when small, else first posted to S3 through a presigned POST), the commit (a job,
 * followed through web/src/lib/job-query.ts), and the link to the CSV of the rows in error.
 */
import type { UiLocale } from '../../../../shared/constants';
import { IMPORT_INLINE_MAX_BYTES, type ImportPreview, type ImportSource } from '../../../../shared/schemas/imports';
import type { PresignedPost } from '../../../../shared/schemas/uploads';
import { ApiError, api } from '../../lib/api';
import { type ElementRef, recordsPath } from '../../lib/projects/element-queries';

const importsPath = (to: ElementRef) => `${recordsPath(to)}/imports`;

/** The paste's size in bytes, as the server counts it (UTF-8). */
export const byteSize = (text: string) => new TextEncoder().encode(text).length;

/**
 * Posts the paste to S3 through its presigned POST: the form's fields in their order, the file last (as
 * lib/uploads/transfer.ts does for files; `fetch` here: a paste needs no progress, and the records screens keep the
 * transfer's chunk to themselves). 'ok', else the HTTP status (0 when no answer came).
 */
async function postToS3(post: PresignedPost, csv: string, signal?: AbortSignal): Promise<'ok' | number> {
  const body = new FormData();
  for (const [name, value] of Object.entries(post.fields)) body.append(name, value);
  body.append('file', new Blob([csv], { type: 'text/csv' }), 'source.csv');
  try {
    const response = await fetch(post.url, { method: 'POST', body, signal: signal ?? null });
    return response.ok ? 'ok' : response.status;
  } catch (error) {
    if (signal?.aborted) throw error;
    return 0;
  }
}

/**
 * The preview of `csv`: inline when it fits the JSON body (IMPORT_INLINE_MAX_BYTES), else posted to S3 first. An S3
 * refusal is thrown as an ApiError `UPLOAD_FAILED` carrying the HTTP status (docs/product.md, "Errors": a generic error
 * with a number).
 */
export async function previewImport(to: ElementRef, csv: string, lang: UiLocale, signal?: AbortSignal): Promise<ImportPreview> {
  const size = byteSize(csv);
  if (size <= IMPORT_INLINE_MAX_BYTES) return api.post<ImportPreview>(importsPath(to), { csv, lang }, { signal });
  const source = await api.post<ImportSource>(`${importsPath(to)}/sources`, { size }, { signal });
  const status = await postToS3(source, csv, signal);
  if (status !== 'ok') throw new ApiError({ status, code: 'UPLOAD_FAILED' });
  return api.post<ImportPreview>(importsPath(to), { sourceId: source.sourceId, lang }, { signal });
}

/** `POST {base}/imports/{importId}/commit` → 202 `{ jobId }` (the same job when committed again). */
export const commitImport = (to: ElementRef, importId: string) =>
  api.post<{ jobId: string }>(`${importsPath(to)}/${encodeURIComponent(importId)}/commit`, {});

/** `GET {base}/imports/{importId}/errors` → a short-lived link to the CSV of the rows in error. */
export const errorRowsLink = (to: ElementRef, importId: string) =>
  api.get<{ url: string; fileName: string }>(`${importsPath(to)}/${encodeURIComponent(importId)}/errors`);
