/**
 * The uploads of one file or gallery field, for the record form (the customer's endpoints, ./api.ts) and the
 * /_upload page (the link's endpoints): both give the two calls that differ, `create` and `status`.
 *
 * Each file goes through: `choosing` (its preview is made, a presigned POST asked for; files wait here while
 * UPLOAD_CONCURRENCY others are being sent) → `uploading` (`progress` in %) → `checking` (the status is asked again,
 * 300 ms then longer up to 2 s, for at most 2 minutes) → `ready`, or `rejected` (the check's `reason`), or `failed`
 * (`failure.status`, the number shown with errors.UPLOAD_FAILED), or `cancelled`. A failed file may be retried;
 * a file still on its way may be cancelled. `onReady` hands each checked file over (the field adds it to its value).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CreatedUpload, RejectionReason, UploadStatus } from '../../../../shared/schemas/uploads';
import { CLIENT_ERROR_CODES, isApiError } from '../api';
import { makePreview, type Preview } from './preview';
import { transfer } from './transfer';

export type UploadPhase = 'choosing' | 'uploading' | 'checking' | 'ready' | 'rejected' | 'failed' | 'cancelled';

/** What the server is told of the preview before it signs a POST for it. */
export interface PreviewMeta {
  readonly type: Preview['type'];
  readonly size: number;
}

/**
 * Why a file could not be sent: `status` is the number shown (the API's or S3's HTTP status; 0 when no answer came),
 * `code` says what failed — the API's error code when it refused (VALIDATION_FAILED, TOO_MANY_REQUESTS,
 * UPLOAD_LINK_EXPIRED…), NETWORK, STORAGE (S3 refused the POST) or CHECK_TIMEOUT (408: the check never ended).
 */
export interface UploadFailure {
  readonly status: number;
  readonly code: string;
}

export const UPLOAD_FAILURE_CODES = { storage: 'STORAGE', checkTimeout: 'CHECK_TIMEOUT' } as const;

export interface UploadItem {
  /** This list's own id of the file (the upload has no id before `create` answers). */
  readonly key: string;
  readonly file: File;
  readonly name: string;
  readonly type: string;
  /** Bytes: the file's, then the checked size once ready. */
  readonly size: number;
  readonly phase: UploadPhase;
  /** 0–100, while uploading (100 from checking on). */
  readonly progress: number;
  readonly uploadId?: string | undefined;
  /** The preview made in the browser (images), shown while the file travels and once it is ready. */
  readonly preview?: Preview | undefined;
  /** The preview reached the storage too. */
  readonly previewSent: boolean;
  readonly reason?: RejectionReason | undefined;
  readonly failure?: UploadFailure | undefined;
}

export interface UploadCalls {
  /** Asks for a presigned POST for `file` (and for its preview when `preview` is given). */
  readonly create: (file: File, preview: PreviewMeta | undefined) => Promise<CreatedUpload>;
  readonly status: (uploadId: string, signal?: AbortSignal) => Promise<UploadStatus>;
}

export interface PollTiming {
  readonly firstMs: number;
  readonly maxMs: number;
  readonly factor: number;
  readonly giveUpMs: number;
}
export const POLL_TIMING: PollTiming = { firstMs: 300, maxMs: 2000, factor: 1.5, giveUpMs: 120_000 };
/** How many files travel at once; the others wait (in `choosing`). */
export const UPLOAD_CONCURRENCY = 3;

export interface UploadOptions extends UploadCalls {
  /** A file passed its check (phase `ready`, `uploadId` set). Called once per file. */
  readonly onReady?: ((item: UploadItem) => void) | undefined;
  readonly poll?: PollTiming | undefined;
  readonly concurrency?: number | undefined;
}

/** Whether the file is still on its way (a form must not be saved meanwhile). */
export const inProgress = (item: Pick<UploadItem, 'phase'>): boolean =>
  item.phase === 'choosing' || item.phase === 'uploading' || item.phase === 'checking';

/** What a refused call becomes on a file: the API's status and code, or no answer at all. */
export const failureOf = (error: unknown): UploadFailure =>
  isApiError(error) ? { status: error.status, code: error.code } : { status: 0, code: CLIENT_ERROR_CODES.network };

/** The API answered something it will answer again: asking again is pointless (the upload is unknown, the link is gone…). */
const final = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** Waits `ms`, or less when `signal` aborts. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

let counter = 0;

export interface UploadStore {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => readonly UploadItem[];
  /** Starts uploading `files`; returns their keys. */
  readonly add: (files: readonly File[]) => string[];
  readonly cancel: (key: string) => void;
  /** A failed (or cancelled) file starts again, with a new presigned POST. */
  readonly retry: (key: string) => void;
  /** Takes the file off the list (cancelled first if on its way). */
  readonly dismiss: (key: string) => void;
  /** Cancels every file on its way (the field is leaving). */
  readonly cancelAll: () => void;
}

/** The uploads of one field, outside React (`useUploads` wraps it); `options` is read each time it is needed. */
export function createUploadStore(options: () => UploadOptions): UploadStore {
  let items: readonly UploadItem[] = [];
  const listeners = new Set<() => void>();
  const controllers = new Map<string, AbortController>();
  let sending = 0;
  const waiting: (() => void)[] = [];

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const find = (key: string) => items.find((item) => item.key === key);
  const update = (key: string, patch: Partial<UploadItem>) => {
    if (!find(key)) return;
    items = items.map((item) => (item.key === key ? { ...item, ...patch } : item));
    emit();
  };

  /** A place among the files being sent (UPLOAD_CONCURRENCY at once); false when aborted while waiting. */
  const acquire = (signal: AbortSignal) =>
    new Promise<boolean>((resolve) => {
      if (sending < (options().concurrency ?? UPLOAD_CONCURRENCY)) {
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
    });
  const release = () => {
    sending -= 1;
    waiting.shift()?.();
  };

  /** Asks the status until the check ends: the final status, a failure, or undefined when cancelled. */
  async function poll(uploadId: string, signal: AbortSignal): Promise<UploadStatus | UploadFailure | undefined> {
    const timing = options().poll ?? POLL_TIMING;
    const deadline = Date.now() + timing.giveUpMs;
    let delay = timing.firstMs;
    for (;;) {
      await sleep(delay, signal);
      if (signal.aborted) return undefined;
      try {
        const status = await options().status(uploadId, signal);
        if (status.status !== 'pending') return status;
      } catch (error) {
        if (signal.aborted || isAbort(error)) return undefined;
        if (final(error)) return failureOf(error);
        // Otherwise (network, 5xx, 429) ask again later.
      }
      if (Date.now() + delay > deadline) return { status: 408, code: UPLOAD_FAILURE_CODES.checkTimeout };
      delay = Math.min(timing.maxMs, delay * timing.factor);
    }
  }

  async function send(key: string, signal: AbortSignal): Promise<void> {
    const item = find(key);
    if (!item) return;
    const { file } = item;
    if (!(await acquire(signal))) return;
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
        if (result.outcome === 'aborted') return;
        // A preview that did not get through is no reason to refuse the file: it is shown without one.
        previewSent = result.outcome === 'ok';
      }
      const result = await transfer(created, file, { signal, fileName: file.name, onProgress: report(previewBytes, file.size) });
      if (result.outcome === 'aborted') return;
      if (result.outcome === 'failed') {
        update(key, {
          phase: 'failed',
          failure: { status: result.status, code: result.status === 0 ? CLIENT_ERROR_CODES.network : UPLOAD_FAILURE_CODES.storage },
        });
        return;
      }
      update(key, { phase: 'checking', progress: 100, previewSent });
      checking = true;
      release();

      const outcome = await poll(created.uploadId, signal);
      if (outcome === undefined || signal.aborted) return;
      if ('code' in outcome) update(key, { phase: 'failed', failure: outcome });
      else if (outcome.status === 'rejected') update(key, { phase: 'rejected', reason: outcome.reason ?? 'typeMismatch' });
      else {
        update(key, { phase: 'ready', size: outcome.size, name: outcome.name, type: outcome.type });
        const ready = find(key);
        if (ready) options().onReady?.(ready);
      }
    } finally {
      if (!checking) release();
    }
  }

  const start = (key: string) => {
    const controller = new AbortController();
    controllers.set(key, controller);
    void send(key, controller.signal).finally(() => {
      if (controllers.get(key) === controller) controllers.delete(key);
    });
  };

  const stop = (key: string) => {
    controllers.get(key)?.abort();
    controllers.delete(key);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
    add(files) {
      const added = files.map<UploadItem>((file) => {
        counter += 1;
        return {
          key: `upload-${counter}`,
          file,
          name: file.name,
          type: file.type,
          size: file.size,
          phase: 'choosing',
          progress: 0,
          previewSent: false,
        };
      });
      if (added.length === 0) return [];
      items = [...items, ...added];
      emit();
      for (const item of added) start(item.key);
      return added.map((item) => item.key);
    },
    cancel(key) {
      const item = find(key);
      if (!item || !inProgress(item)) return;
      stop(key);
      update(key, { phase: 'cancelled' });
    },
    retry(key) {
      const item = find(key);
      if (!item || (item.phase !== 'failed' && item.phase !== 'cancelled')) return;
      update(key, { phase: 'choosing', progress: 0, uploadId: undefined, failure: undefined, previewSent: false });
      start(key);
    },
    dismiss(key) {
      if (!find(key)) return;
      stop(key);
      items = items.filter((item) => item.key !== key);
      emit();
    },
    cancelAll() {
      for (const item of items) if (inProgress(item)) stop(item.key);
      items = items.map((item) => (inProgress(item) ? { ...item, phase: 'cancelled' as const } : item));
      emit();
    },
  };
}

export interface Uploads extends Omit<UploadStore, 'subscribe' | 'getSnapshot' | 'cancelAll'> {
  readonly items: readonly UploadItem[];
  /** Some file is still on its way (choosing, uploading or checking). */
  readonly busy: boolean;
}

/** The uploads of one field (see the module's comment); what is on its way is cancelled when the component leaves. */
export function useUploads(options: UploadOptions): Uploads {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [store] = useState(() => createUploadStore(() => latest.current));
  useEffect(() => () => store.cancelAll(), [store]);
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return {
    items,
    busy: items.some(inProgress),
    add: store.add,
    cancel: store.cancel,
    retry: store.retry,
    dismiss: store.dismiss,
  };
}
