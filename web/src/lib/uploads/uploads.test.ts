import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatedUpload, UploadStatus } from '../../../../shared/schemas/uploads';
import { answerRoutes, apiError } from '../../test/api-server';
import { stubXhr } from '../../test/fake-xhr';
import { ApiError } from '../api';
import { createUpload, customerUploads, getUploadStatus } from './api';
import { makePreview, previewSize } from './preview';
import { transfer } from './transfer';
import type { PollTiming } from './poll-status';
import type { UploadOptions } from './send-upload';
import type { UploadItem } from './upload-item';
import { createUploadStore } from './use-uploads';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** `vi.waitFor` with room for a busy machine. */
const eventually = <T>(check: () => T) => vi.waitFor(check, { timeout: 5000 });

const post = { url: 'https://files.test/bucket', fields: { key: 'files/p/a/u1/original', 'Content-Type': 'image/png', policy: 'P' } };
const png = (name = 'photo.png', bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('transfer', () => {
  it('posts the presigned fields in order, then the file, and reports the progress', async () => {
    const sent = stubXhr();
    const progress: [number, number][] = [];
    const done = transfer(post, png(), { fileName: 'photo.png', onProgress: (loaded, total) => progress.push([loaded, total]) });
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('https://files.test/bucket');
    expect(request?.parts()).toEqual([
      ['key', 'files/p/a/u1/original'],
      ['Content-Type', 'image/png'],
      ['policy', 'P'],
      ['file', '<file photo.png>'],
    ]);
    request?.progress(300, 1200);
    request?.progress(1200, 1200);
    request?.respond(204);
    await expect(done).resolves.toEqual({ outcome: 'ok' });
    expect(progress).toEqual([
      [300, 1200],
      [1200, 1200],
    ]);
  });

  it('says failed with the HTTP status when S3 refuses, 0 when no answer came', async () => {
    const sent = stubXhr();
    const refused = transfer(post, png());
    sent[0]?.respond(403);
    await expect(refused).resolves.toEqual({ outcome: 'failed', status: 403 });
    const lost = transfer(post, png());
    sent[1]?.fail();
    await expect(lost).resolves.toEqual({ outcome: 'failed', status: 0 });
  });

  it('aborts the request through the signal', async () => {
    const sent = stubXhr();
    const controller = new AbortController();
    const done = transfer(post, png(), { signal: controller.signal });
    controller.abort();
    await expect(done).resolves.toEqual({ outcome: 'aborted' });
    expect(sent[0]?.aborted).toBe(true);
    // Already aborted: nothing is sent.
    await expect(transfer(post, png(), { signal: controller.signal })).resolves.toEqual({ outcome: 'aborted' });
    expect(sent).toHaveLength(1);
  });
});

describe('preview', () => {
  it('keeps the proportions, the longest side at most 320 pixels, never enlarged', () => {
    expect(previewSize(4000, 3000)).toEqual({ width: 320, height: 240 });
    expect(previewSize(1000, 4000)).toEqual({ width: 80, height: 320 });
    expect(previewSize(200, 100)).toEqual({ width: 200, height: 100 });
  });

  /** A browser whose canvas encodes the `encodes` types (others come out as PNG, as browsers do). */
  const stubCanvas = (encodes: string[], bytes = 2000) => {
    const drawn: number[][] = [];
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (file: File) => {
        if (file.name.includes('broken')) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
        return { width: 1600, height: 1200, close };
      }),
    );
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {}
        getContext() {
          return { drawImage: (_image: unknown, ...box: number[]) => drawn.push(box) };
        }
        async convertToBlob({ type }: { type: string }) {
          return new Blob([new Uint8Array(bytes)], { type: encodes.includes(type) ? type : 'image/png' });
        }
      },
    );
    return { drawn, close };
  };

  it('draws a raster image at most 320 pixels wide or high, as WebP', async () => {
    const { drawn, close } = stubCanvas(['image/webp', 'image/jpeg']);
    const preview = await makePreview(png());
    expect(preview?.type).toBe('image/webp');
    expect(preview?.blob.size).toBe(2000);
    expect(drawn).toEqual([[0, 0, 320, 240]]);
    expect(close).toHaveBeenCalled();
  });

  it('falls back to JPEG where the browser cannot encode WebP', async () => {
    stubCanvas(['image/jpeg']);
    expect((await makePreview(png()))?.type).toBe('image/jpeg');
  });

  it('makes none for what is not a raster image, cannot be decoded, or comes out too big', async () => {
    stubCanvas(['image/webp']);
    expect(await makePreview(new File(['%PDF'], 'slides.pdf', { type: 'application/pdf' }))).toBeUndefined();
    expect(await makePreview(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }))).toBeUndefined();
    expect(await makePreview(png('broken.png'))).toBeUndefined();
    stubCanvas(['image/webp'], 200 * 1024);
    expect(await makePreview(png())).toBeUndefined();
  });

  it('makes none in a browser without createImageBitmap', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    expect(await makePreview(png())).toBeUndefined();
  });
});

describe('customer endpoints', () => {
  const target = { projectId: 'p1', applicationId: 'a1', element: 'speakers' };

  it('asks for a presigned POST with the field, the file and its preview, and reads the status', async () => {
    const created: CreatedUpload = { uploadId: 'u1', ...post };
    const calls = answerRoutes({
      'POST /api/projects/p1/applications/a1/uploads': { status: 201, body: created },
      'GET /api/projects/p1/applications/a1/uploads/u1': { status: 200, body: { uploadId: 'u1', status: 'pending' } },
    });
    await expect(createUpload(target, 'photo', png(), { type: 'image/webp', size: 900 })).resolves.toEqual(created);
    expect(calls[0]?.body).toEqual({
      element: 'speakers',
      field: 'photo',
      name: 'photo.png',
      type: 'image/png',
      size: 1000,
      preview: { type: 'image/webp', size: 900 },
    });
    await expect(getUploadStatus(target, 'u1')).resolves.toMatchObject({ status: 'pending' });
    const calls2 = customerUploads(target, 'slides');
    answerRoutes({ 'POST /api/projects/p1/applications/a1/uploads': apiError(400, 'VALIDATION_FAILED') });
    await expect(calls2.create(new File(['x'], 'a.exe'), undefined)).rejects.toMatchObject({ status: 400 });
  });
});

describe('upload store', () => {
  const fast: PollTiming = { firstMs: 1, maxMs: 4, factor: 2, giveUpMs: 60 };
  const created = (uploadId: string, withPreview = false): CreatedUpload => ({
    uploadId,
    url: `https://files.test/${uploadId}`,
    fields: { key: `files/p/a/${uploadId}/original` },
    ...(withPreview
      ? { preview: { url: `https://files.test/${uploadId}/preview`, fields: { key: `files/p/a/${uploadId}/preview` } } }
      : {}),
  });
  const status = (uploadId: string, state: UploadStatus['status'], extra: Partial<UploadStatus> = {}): UploadStatus => ({
    uploadId,
    status: state,
    name: 'photo.png',
    type: 'image/png',
    size: 1000,
    ...extra,
  });

  const storeWith = (options: Partial<UploadOptions>) => {
    const ready: UploadItem[] = [];
    const store = createUploadStore(() => ({
      create: vi.fn(async () => created('u1')),
      status: vi.fn(async () => status('u1', 'ready')),
      onReady: (item) => ready.push(item),
      poll: fast,
      ...options,
    }));
    const phases = () => store.getSnapshot().map((item) => item.phase);
    return { store, ready, phases };
  };

  it('goes from choosing to uploading (progress) to checking to ready, and hands the file over', async () => {
    const sent = stubXhr();
    const statuses = [status('u1', 'pending'), status('u1', 'pending'), status('u1', 'ready', { size: 999 })];
    const statusCall = vi.fn(async () => statuses.shift()!);
    const create = vi.fn(async () => created('u1'));
    const { store, ready, phases } = storeWith({ create, status: statusCall });
    const seen: string[] = [];
    store.subscribe(() => {
      const phase = store.getSnapshot()[0]?.phase;
      if (phase && seen.at(-1) !== phase) seen.push(phase);
    });
    const [key] = store.add([png()]);
    expect(phases()).toEqual(['choosing']);
    await eventually(() => expect(sent).toHaveLength(1));
    expect(create).toHaveBeenCalledWith(expect.any(File), undefined);
    expect(store.getSnapshot()[0]).toMatchObject({ key, phase: 'uploading', uploadId: 'u1', progress: 0 });
    sent[0]?.progress(500, 1000);
    expect(store.getSnapshot()[0]?.progress).toBe(50);
    sent[0]?.progress(1000, 1000);
    expect(store.getSnapshot()[0]?.progress).toBe(99);
    sent[0]?.respond(204);
    await eventually(() => expect(phases()).toEqual(['ready']));
    expect(seen).toEqual(['choosing', 'uploading', 'checking', 'ready']);
    expect(store.getSnapshot()[0]?.progress).toBe(100);
    expect(statusCall).toHaveBeenCalledTimes(3);
    expect(statusCall).toHaveBeenCalledWith('u1', expect.any(AbortSignal));
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatchObject({ uploadId: 'u1', name: 'photo.png', size: 999, phase: 'ready' });
  });

  it('uploads the preview too when the server signed a POST for it', async () => {
    const sent = stubXhr();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 640, height: 480, close: () => undefined })),
    );
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        getContext() {
          return { drawImage: () => undefined };
        }
        async convertToBlob({ type }: { type: string }) {
          return new Blob([new Uint8Array(250)], { type });
        }
      },
    );
    const create = vi.fn(async () => created('u1', true));
    const { store, ready } = storeWith({ create });
    store.add([png('photo.png', 750)]);
    await eventually(() => expect(sent).toHaveLength(1));
    expect(create).toHaveBeenCalledWith(expect.any(File), { type: 'image/webp', size: 250 });
    expect(sent[0]?.url).toBe('https://files.test/u1/preview');
    sent[0]?.progress(250, 250);
    expect(store.getSnapshot()[0]?.progress).toBe(25);
    sent[0]?.respond(204);
    await eventually(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.url).toBe('https://files.test/u1');
    sent[1]?.respond(204);
    await eventually(() => expect(ready).toHaveLength(1));
    expect(ready[0]).toMatchObject({ previewSent: true, preview: { type: 'image/webp' } });
  });

  it('says rejected with the reason the check gave', async () => {
    const sent = stubXhr();
    const { store, ready, phases } = storeWith({ status: async () => status('u1', 'rejected', { reason: 'typeMismatch' }) });
    store.add([png()]);
    await eventually(() => expect(sent).toHaveLength(1));
    sent[0]?.respond(204);
    await eventually(() => expect(phases()).toEqual(['rejected']));
    expect(store.getSnapshot()[0]?.reason).toBe('typeMismatch');
    expect(ready).toEqual([]);
  });

  it('says failed with the number: the API refused, S3 refused, or the network is down; a failed file can be retried', async () => {
    const sent = stubXhr();
    const create = vi
      .fn<UploadOptions['create']>()
      .mockRejectedValueOnce(new ApiError({ status: 429, code: 'TOO_MANY_REQUESTS' }))
      .mockResolvedValue(created('u1'));
    const { store, ready, phases } = storeWith({ create });
    const [key] = store.add([png()]);
    await eventually(() => expect(phases()).toEqual(['failed']));
    expect(store.getSnapshot()[0]?.failure).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS' });

    store.retry(key!);
    expect(phases()).toEqual(['choosing']);
    await eventually(() => expect(sent).toHaveLength(1));
    sent[0]?.respond(403);
    await eventually(() => expect(phases()).toEqual(['failed']));
    expect(store.getSnapshot()[0]?.failure).toEqual({ status: 403, code: 'STORAGE' });

    store.retry(key!);
    await eventually(() => expect(sent).toHaveLength(2));
    sent[1]?.fail();
    await eventually(() => expect(phases()).toEqual(['failed']));
    expect(store.getSnapshot()[0]?.failure).toEqual({ status: 0, code: 'NETWORK' });

    store.retry(key!);
    await eventually(() => expect(sent).toHaveLength(3));
    sent[2]?.respond(204);
    await eventually(() => expect(phases()).toEqual(['ready']));
    expect(ready).toHaveLength(1);
  });

  it('keeps asking through passing errors, stops at a final one, and gives up when the check never ends', async () => {
    const sent = stubXhr();
    const answers: (UploadStatus | Error)[] = [
      new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE' }),
      new ApiError({ status: 0, code: 'NETWORK' }),
      status('u1', 'ready'),
    ];
    const flaky = storeWith({
      status: async () => {
        const next = answers.shift()!;
        if (next instanceof Error) throw next;
        return next;
      },
    });
    flaky.store.add([png()]);
    await eventually(() => expect(sent).toHaveLength(1));
    sent[0]?.respond(204);
    await eventually(() => expect(flaky.phases()).toEqual(['ready']));

    const gone = storeWith({ status: async () => Promise.reject(new ApiError({ status: 404, code: 'NOT_FOUND' })) });
    gone.store.add([png()]);
    await eventually(() => expect(sent).toHaveLength(2));
    sent[1]?.respond(204);
    await eventually(() => expect(gone.phases()).toEqual(['failed']));
    expect(gone.store.getSnapshot()[0]?.failure).toEqual({ status: 404, code: 'NOT_FOUND' });

    const endless = storeWith({ status: async () => status('u1', 'pending') });
    endless.store.add([png()]);
    await eventually(() => expect(sent).toHaveLength(3));
    sent[2]?.respond(204);
    await eventually(() => expect(endless.phases()).toEqual(['failed']));
    expect(endless.store.getSnapshot()[0]?.failure).toEqual({ status: 408, code: 'CHECK_TIMEOUT' });
  });

  it('polls with a growing delay, from 300 ms to 2 s at most', async () => {
    vi.useFakeTimers();
    const sent = stubXhr();
    const asked: number[] = [];
    let start = 0;
    const store = createUploadStore(() => ({
      create: async () => created('u1'),
      status: async () => {
        asked.push(Date.now() - start);
        return status('u1', asked.length < 8 ? 'pending' : 'ready');
      },
    }));
    store.add([png()]);
    await eventually(() => expect(sent).toHaveLength(1));
    start = Date.now();
    sent[0]?.respond(204);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(store.getSnapshot()[0]?.phase).toBe('ready');
    const gaps = asked.map((at, index) => at - (asked[index - 1] ?? 0));
    expect(gaps).toHaveLength(8);
    const expected = [300, 450, 675, 1012, 1518, 2000, 2000, 2000];
    expect(gaps.map((gap, index) => Math.abs(gap - expected[index]!) <= 1)).toEqual(expected.map(() => true));
  });

  it('cancels a file while it travels, and while it is checked', async () => {
    const sent = stubXhr();
    const statusCall = vi.fn(async () => status('u1', 'pending'));
    const { store, ready, phases } = storeWith({ status: statusCall });
    const [first] = store.add([png()]);
    await eventually(() => expect(sent).toHaveLength(1));
    store.cancel(first!);
    expect(sent[0]?.aborted).toBe(true);
    expect(phases()).toEqual(['cancelled']);

    const [second] = store.add([png()]);
    await eventually(() => expect(sent).toHaveLength(2));
    sent[1]?.respond(204);
    await eventually(() => expect(statusCall).toHaveBeenCalled());
    store.cancel(second!);
    expect(phases()).toEqual(['cancelled', 'cancelled']);
    const calls = statusCall.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(statusCall.mock.calls.length).toBe(calls);
    expect(ready).toEqual([]);
    store.dismiss(first!);
    expect(store.getSnapshot().map((item) => item.key)).toEqual([second]);
  });

  it('sends at most three files at once; the others wait their turn', async () => {
    const sent = stubXhr();
    let id = 0;
    const { store, phases } = storeWith({
      create: async () => created(`u${++id}`),
      status: async (uploadId) => status(uploadId, 'pending'),
      poll: { ...fast, firstMs: 10_000 },
    });
    store.add([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    await eventually(() => expect(sent).toHaveLength(3));
    expect(phases()).toEqual(['uploading', 'uploading', 'uploading', 'choosing']);
    sent[1]?.respond(204);
    await eventually(() => expect(sent).toHaveLength(4));
    expect(phases()).toEqual(['uploading', 'checking', 'uploading', 'uploading']);
    store.cancelAll();
    expect(phases()).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
  });
});
