import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formField, formOf } from '../../shared/test-builder-fixtures';
import { expectAppError } from '../../test/helpers/app-error';
import { CALLER } from '../../test/helpers/mocked-api';
import { testEnv } from '../../test/helpers/api-event';
import { resetConfigForTests } from '../lib/config';
import { fileKeys, parseUploadKey, presignPost } from '../lib/storage/uploads-bucket';
import type { StoredUpload, StoredUploadLink } from './repository';
import { uploadChecker } from './checker';
import { uploadsService } from './service';
import { PNG } from '../../test/fixtures/files';

const P = '01J000000000000000000000P1';
const A = '01J000000000000000000000A1';
const U = '01J000000000000000000000F1';
const NOW = new Date('2026-03-01T10:00:00.000Z');
const form = formOf([formField('photo', { type: 'file', accept: ['image/*'], maxSizeMb: 1 }), formField('name')]);
const key = (part: 'original' | 'preview') => fileKeys.file(P, A, U, part);

function setup(upload?: Partial<StoredUpload>, head: Buffer | null = PNG) {
  const stored: StoredUpload | undefined = upload && {
    applicationId: A,
    uploadId: U,
    projectId: P,
    element: 'speakers',
    field: 'photo',
    name: 'a.png',
    type: 'image/png',
    size: PNG.length,
    status: 'pending',
    createdAt: NOW.toISOString(),
    createdBy: 'a@b.c',
    ...upload,
  };
  const repository = {
    getUpload: vi.fn(async () => stored),
    putUpload: vi.fn(async () => undefined),
    settleUpload: vi.fn(async () => true),
    rejectReplaced: vi.fn(async () => undefined),
    markPreview: vi.fn(async () => undefined),
    linkByToken: vi.fn(async (): Promise<StoredUploadLink | undefined> => undefined),
  };
  const bucket = {
    fileKeys,
    parseUploadKey,
    presignPost: vi.fn(async () => ({ url: 'https://bucket/', fields: { key: 'k' } })),
    readHead: vi.fn(async () => (head ? { head: new Uint8Array(head), size: head.length } : undefined)),
    deleteObjects: vi.fn(async () => undefined),
  };
  const applications = {
    elementAccess: async () => ({ element: { key: 'speakers', form } }) as never,
    elementConfig: async () => ({ form, table: { columns: [] }, version: 1, languages: ['fr'], count: 0 }) as never,
  };
  const checker = uploadChecker({ repository: repository as never, bucket, applications });
  const service = uploadsService({
    repository: repository as never,
    bucket,
    applications,
    records: {} as never,
    reserve: async () => [],
    sendMail: vi.fn(),
    appUrl: () => 'https://app.example',
  });
  return { service, checker, repository, bucket };
}

const created = (objectKey: string, etag = 'etag-1') => ({ kind: 'created' as const, bucket: 'b', key: objectKey, etag, size: 1, at: NOW });

describe('uploads service and check', () => {
  let ctx: ReturnType<typeof setup>;
  beforeEach(() => {
    ctx = setup({});
  });

  it('refuses a declared type or size the field does not take before anything is signed or stored', async () => {
    const ask = (extra: Record<string, unknown>) =>
      ctx.service.create(
        CALLER,
        {
          projectId: P,
          applicationId: A,
          element: 'speakers',
          field: 'photo',
          name: 'a.png',
          type: 'image/png',
          size: 10,
          ...extra,
        } as never,
        NOW,
      );
    expect((await expectAppError(ask({ type: 'application/pdf', name: 'a.pdf' }), { status: 400 })).details).toEqual([
      { field: 'type', message: 'applications.renderer.error.fileType' },
    ]);
    expect((await expectAppError(ask({ size: 2 * 1024 * 1024 }), { status: 400 })).details).toEqual([
      { field: 'size', message: 'applications.renderer.error.fileTooLarge' },
    ]);
    expect((await expectAppError(ask({ field: 'name' }), { status: 400 })).details).toEqual([
      { field: 'field', message: 'validation.fileField' },
    ]);
    expect(ctx.repository.putUpload).not.toHaveBeenCalled();
    expect(ctx.bucket.presignPost).not.toHaveBeenCalled();
    const answer = await ask({ preview: { type: 'image/webp', size: 2000 } });
    expect(answer).toMatchObject({ url: 'https://bucket/', preview: { url: 'https://bucket/' } });
    expect(ctx.bucket.presignPost).toHaveBeenCalledWith(expect.stringMatching(/\/original$/), 'image/png', 1024 * 1024, 300, NOW);
    expect(ctx.repository.putUpload).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'pending', previewType: 'image/webp', expiresAt: NOW.getTime() / 1000 + 86_400 }),
    );
  });

  it('marks a pending upload ready when its bytes are what it said, pinned to the event’s version', async () => {
    await ctx.checker.check(created(key('original')));
    expect(ctx.bucket.readHead).toHaveBeenCalledWith(key('original'), 4100, 'etag-1');
    expect(ctx.repository.settleUpload).toHaveBeenCalledWith(A, U, {
      status: 'ready',
      size: PNG.length,
      type: 'image/png',
      etag: 'etag-1',
    });
    expect(ctx.bucket.deleteObjects).not.toHaveBeenCalled();
  });

  it('rejects and deletes a file whose bytes lie, with its preview', async () => {
    ctx = setup({}, Buffer.from('MZ not a png at all, an executable'));
    await ctx.checker.check(created(key('original')));
    expect(ctx.bucket.deleteObjects).toHaveBeenCalledWith([key('original'), key('preview')]);
    expect(ctx.repository.settleUpload).toHaveBeenCalledWith(A, U, expect.objectContaining({ status: 'rejected', reason: 'typeMismatch' }));
  });

  it('deletes an object no upload was signed for, and ignores keys that are not files', async () => {
    ctx = setup(undefined);
    await ctx.checker.check(created(key('original')));
    expect(ctx.bucket.deleteObjects).toHaveBeenCalledWith([key('original')]);
    await ctx.checker.check(created('elsewhere/x'));
    expect(ctx.bucket.deleteObjects).toHaveBeenCalledTimes(1);
  });

  it('keeps the object a copy of an application made (CopyObject) for its ready upload, with or without its ETag', async () => {
    ctx = setup({ status: 'ready', etag: 'etag-1' });
    await ctx.checker.check({ ...created(key('original'), 'etag-9'), reason: 'CopyObject' });
    await ctx.checker.check({ kind: 'created', bucket: 'b', key: key('original'), size: 1, at: NOW, reason: 'CopyObject' });
    expect(ctx.bucket.deleteObjects).not.toHaveBeenCalled();
    expect(ctx.repository.rejectReplaced).not.toHaveBeenCalled();
    // Any other way of writing there is still refused.
    await ctx.checker.check({ ...created(key('original'), 'etag-9'), reason: 'PostObject' });
    expect(ctx.bucket.deleteObjects).toHaveBeenCalledWith([key('original')]);
  });

  it('ignores the same event twice, refuses a second object at a decided key, and leaves a changed object to its own event', async () => {
    ctx = setup({ status: 'ready', etag: 'etag-1' });
    await ctx.checker.check(created(key('original')));
    expect(ctx.bucket.deleteObjects).not.toHaveBeenCalled();
    await ctx.checker.check(created(key('original'), 'etag-2'));
    expect(ctx.bucket.deleteObjects).toHaveBeenCalledWith([key('original')]);
    expect(ctx.repository.rejectReplaced).toHaveBeenCalledWith(A, U);
    ctx = setup({}, null);
    await ctx.checker.check(created(key('original')));
    expect(ctx.repository.settleUpload).not.toHaveBeenCalled();
  });

  it('keeps a preview only when one was asked for and it is a small image', async () => {
    ctx = setup({ previewType: 'image/png' });
    await ctx.checker.check(created(key('preview')));
    expect(ctx.repository.markPreview).toHaveBeenCalledWith(A, U);
    ctx = setup({});
    await ctx.checker.check(created(key('preview')));
    expect(ctx.bucket.deleteObjects).toHaveBeenCalledWith([key('preview')]);
    expect(ctx.repository.markPreview).not.toHaveBeenCalled();
  });

  it('refuses and deletes a preview whose bytes are not the type declared for it', async () => {
    // A PNG where a WebP was declared: an image, but not the one its GETs would be served as.
    ctx = setup({ previewType: 'image/webp' });
    await ctx.checker.check(created(key('preview')));
    expect(ctx.bucket.deleteObjects).toHaveBeenCalledWith([key('preview')]);
    expect(ctx.repository.markPreview).not.toHaveBeenCalled();
    // HTML posted where a WebP was declared.
    ctx = setup({ previewType: 'image/webp' }, Buffer.from('<html><body><script>alert(1)</script></body></html>'));
    await ctx.checker.check(created(key('preview')));
    expect(ctx.bucket.deleteObjects).toHaveBeenCalledWith([key('preview')]);
    expect(ctx.repository.markPreview).not.toHaveBeenCalled();
  });

  it("signs POST policies that fix each object's Content-Type: the file's, and the preview's", async () => {
    for (const [name, value] of Object.entries({ ...testEnv(), AWS_ACCESS_KEY_ID: 'AKIDTEST', AWS_SECRET_ACCESS_KEY: 'secret' }))
      vi.stubEnv(name, value);
    vi.stubEnv('AWS_ENDPOINT_URL_S3', undefined);
    resetConfigForTests();
    try {
      ctx.bucket.presignPost.mockImplementation(presignPost as never);
      const answer = await ctx.service.create(
        CALLER,
        {
          projectId: P,
          applicationId: A,
          element: 'speakers',
          field: 'photo',
          name: 'a.png',
          type: 'image/png',
          size: 10,
          preview: { type: 'image/webp', size: 2000 },
        },
        NOW,
      );
      const conditions = (post: { fields: Readonly<Record<string, string>> } | undefined) =>
        JSON.parse(Buffer.from(post!.fields.Policy!, 'base64').toString('utf8')).conditions as unknown[];
      expect(conditions(answer)).toContainEqual({ 'Content-Type': 'image/png' });
      expect(conditions(answer)).toContainEqual({ key: key('original').replace(U, answer.uploadId) });
      expect(conditions(answer.preview)).toContainEqual({ 'Content-Type': 'image/webp' });
      expect(conditions(answer.preview)).toContainEqual({ key: key('preview').replace(U, answer.uploadId) });
      expect(conditions(answer.preview)).toContainEqual(['content-length-range', 1, 2000]);
      // Each Content-Type condition is an exact match (no `starts-with`), and the form sends that very type.
      for (const post of [answer, answer.preview!]) {
        expect(conditions(post).filter((condition) => JSON.stringify(condition).includes('Content-Type'))).toHaveLength(1);
      }
      expect(answer.fields['Content-Type']).toBe('image/png');
      expect(answer.preview!.fields['Content-Type']).toBe('image/webp');
    } finally {
      vi.unstubAllEnvs();
      resetConfigForTests();
    }
  });

  it('says which way a link is unusable: wrong, expired, revoked', async () => {
    const token = 'x'.repeat(43);
    await expectAppError(ctx.service.page({ t: token }, { now: NOW, sourceIp: '127.0.0.1' }), { status: 404, code: 'UPLOAD_LINK_INVALID' });
    const link = { validUntil: '2026-03-01T09:00:00.000Z' } as StoredUploadLink;
    ctx.repository.linkByToken.mockResolvedValue(link);
    await expectAppError(ctx.service.page({ t: token }, { now: NOW, sourceIp: '127.0.0.1' }), { status: 410, code: 'UPLOAD_LINK_EXPIRED' });
    ctx.repository.linkByToken.mockResolvedValue({ ...link, validUntil: '2026-03-02T00:00:00.000Z', revokedAt: NOW.toISOString() });
    await expectAppError(ctx.service.page({ t: token }, { now: NOW, sourceIp: '127.0.0.1' }), { status: 410, code: 'UPLOAD_LINK_REVOKED' });
  });
});
