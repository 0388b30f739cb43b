/**
 * The uploads of one file or gallery field, for the record form (the customer's endpoints, ./api.ts) and the
 * /_upload page (the link's endpoints): both give the two calls that differ, `create` and `status`.
 *
 * Each file goes through: `choosing` (its preview is made, a presigned POST asked for; files wait here while
 * UPLOAD_CONCURRENCY others are being sent) → `uploading` (`progress` in %) → `checking` (the status is asked again,
 * 300 ms then longer up to 2 s, for at most 2 minutes) → `ready`, or `rejected` (the check's `reason`), or `failed`
 * (`failure.status`, the number shown with errors.UPLOAD_FAILED), or `cancelled`. A failed file may be retried;
 * a file still on its way may be cancelled. `onReady` hands each checked file over (the field adds it to its value).
 * The file's item: ./upload-item.ts; its sending: ./send-upload.ts; its check: ./poll-status.ts.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createSendSlots, sendUpload, UPLOAD_CONCURRENCY, type UploadOptions } from './send-upload';
import { inProgress, type UploadItem } from './upload-item';

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
  const slots = createSendSlots(() => options().concurrency ?? UPLOAD_CONCURRENCY);

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const find = (key: string) => items.find((item) => item.key === key);
  const update = (key: string, patch: Partial<UploadItem>) => {
    if (!find(key)) return;
    items = items.map((item) => (item.key === key ? { ...item, ...patch } : item));
    emit();
  };
  const context = { find, update, options, slots };

  const start = (key: string) => {
    const controller = new AbortController();
    controllers.set(key, controller);
    void sendUpload(key, controller.signal, context).finally(() => {
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
