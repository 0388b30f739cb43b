/**
 * Sending one file of a field: a place among the files being sent (UPLOAD_CONCURRENCY at once, the others wait in
 * `choosing`), its preview made, a presigned POST asked for, the preview then the file posted to S3 (the progress
 * counts both), then the check (./poll-status.ts), which no longer takes a place. The file's item is updated at each
 * step; `onReady` hands a checked file over.
 */
import type { CreatedUpload } from '../../../../shared/schemas/uploads';
import { CLIENT_ERROR_CODES } from '../api';
import { isAbort, type PollTiming, pollStatus } from './poll-status';
import { makePreview, type Preview } from './preview';
import { transfer } from './transfer';
import { failureOf, UPLOAD_FAILURE_CODES, type UploadCalls, type UploadItem } from './upload-item';

/** How many files travel at once; the others wait (in `choosing`). */
export const UPLOAD_CONCURRENCY = 3;

export interface UploadOptions extends UploadCalls {
  /** A file passed its check (phase `ready`, `uploadId` set). Called once per file. */
  readonly onReady?: ((item: UploadItem) => void) | undefined;
  readonly poll?: PollTiming | undefined;
  readonly concurrency?: number | undefined;
}

/** The places among the files being sent: `acquire` waits for one (false when aborted meanwhile), `release` frees it. */
export function createSendSlots(limit: () => number) {
  let sending = 0;
  const waiting: (() => void)[] = [];
  return {
    acquire: (signal: AbortSignal) =>
      new Promise<boolean>((resolve) => {
        if (sending < limit()) {
          sending += 1;
          resolve(true);
          return;
        }
        const go = () => {
          signal.removeEventListener('abort', stop);
          sending += 1;
          resolve(true);
        };
        const stop = () => {
          const at = waiting.indexOf(go);
          if (at >= 0) waiting.splice(at, 1);
          resolve(false);
        };
        waiting.push(go);
        signal.addEventListener('abort', stop, { once: true });
      }),
    release: () => {
      sending -= 1;
      waiting.shift()?.();
    },
  };
}

/** What sending a file reads and writes: its item in the store, the options (read each time), the places. */
export interface SendContext {
  readonly find: (key: string) => UploadItem | undefined;
  readonly update: (key: string, patch: Partial<UploadItem>) => void;
  readonly options: () => UploadOptions;
  readonly slots: ReturnType<typeof createSendSlots>;
}

/** Posts the file (and its preview first, when the server signed one) to S3; false when it did not get there (the item says why). */
async function post(
  key: string,
  { file, preview }: { readonly file: File; readonly preview: Preview | undefined },
  created: CreatedUpload,
  signal: AbortSignal,
  { update }: SendContext,
) {
  const previewBytes = created.preview && preview ? preview.blob.size : 0;
  const all = previewBytes + file.size;
  const report = (before: number, part: number) => (loaded: number, total: number) => {
    const sent = before + (total > 0 ? (loaded / total) * part : 0);
    // 100 % is for "sent"; until S3 answers, at most 99.
    update(key, { progress: Math.min(99, Math.floor((sent / all) * 100)) });
  };
  let previewSent = false;
  if (created.preview && preview) {
    const result = await transfer(created.preview, preview.blob, { signal, onProgress: report(0, previewBytes) });
    if (result.outcome === 'aborted') return false;
    // A preview that did not get through is no reason to refuse the file: it is shown without one.
    previewSent = result.outcome === 'ok';
  }
  const result = await transfer(created, file, { signal, fileName: file.name, onProgress: report(previewBytes, file.size) });
  if (result.outcome === 'aborted') return false;
  if (result.outcome === 'failed') {
    const code = result.status === 0 ? CLIENT_ERROR_CODES.network : UPLOAD_FAILURE_CODES.storage;
    update(key, { phase: 'failed', failure: { status: result.status, code } });
    return false;
  }
  update(key, { phase: 'checking', progress: 100, previewSent });
  return true;
}

/** Waits for the file's check, then marks it ready (handed over), rejected or failed. */
async function check(key: string, uploadId: string, signal: AbortSignal, { find, update, options }: SendContext) {
  const outcome = await pollStatus(uploadId, signal, (id, abort) => options().status(id, abort), options().poll);
  if (outcome === undefined || signal.aborted) return;
  if ('code' in outcome) update(key, { phase: 'failed', failure: outcome });
  else if (outcome.status === 'rejected') update(key, { phase: 'rejected', reason: outcome.reason ?? 'typeMismatch' });
  else {
    update(key, { phase: 'ready', size: outcome.size, name: outcome.name, type: outcome.type });
    const ready = find(key);
    if (ready) options().onReady?.(ready);
  }
}

/** Sends the file of `key` through every step, until it is ready, refused, failed or cancelled (`signal`). */
export async function sendUpload(key: string, signal: AbortSignal, context: SendContext): Promise<void> {
  const { find, update, options, slots } = context;
  const item = find(key);
  if (!item) return;
  const { file } = item;
  if (!(await slots.acquire(signal))) return;
  let checking = false;
  try {
    const preview = item.preview ?? (await makePreview(file));
    if (signal.aborted) return;
    if (preview) update(key, { preview });
    let created: CreatedUpload;
    try {
      created = await options().create(file, preview ? { type: preview.type, size: preview.blob.size } : undefined);
    } catch (error) {
      if (!signal.aborted && !isAbort(error)) update(key, { phase: 'failed', failure: failureOf(error) });
      return;
    }
    // Cancelled meanwhile: the upload is never attached, and the server forgets it (its object expires).
    if (signal.aborted) return;
    update(key, { phase: 'uploading', uploadId: created.uploadId, progress: 0 });
    if (!(await post(key, { file, preview }, created, signal, context))) return;
    checking = true;
    slots.release();
    await check(key, created.uploadId, signal, context);
  } finally {
    if (!checking) slots.release();
  }
}
