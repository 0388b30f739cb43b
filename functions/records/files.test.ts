import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testEnv } from '../../test/helpers/api-event';
import { resetConfigForTests } from '../lib/config';
import { recordFiles } from './files';
import { getUploads, type StoredUpload } from './upload-items';

vi.mock('./upload-items', async (original) => ({ ...(await original<typeof import('./upload-items')>()), getUploads: vi.fn() }));

/** How a signed URL's answer is served: the `Content-Type` and `Content-Disposition` S3 answers it with. */
function served(url: unknown) {
  const query = new URL(String(url)).searchParams;
  return { type: query.get('response-content-type'), disposition: query.get('response-content-disposition') };
}

const P = '01J000000000000000000000P1';
const A = '01J000000000000000000000A1';
const U = '01J000000000000000000000F1';
const NOW = new Date('2026-03-01T10:02:00.000Z');

beforeEach(() => {
  for (const [name, value] of Object.entries({ ...testEnv(), AWS_ACCESS_KEY_ID: 'AKIDTEST', AWS_SECRET_ACCESS_KEY: 'secret' }))
    vi.stubEnv(name, value);
  vi.stubEnv('AWS_ENDPOINT_URL_S3', undefined);
  resetConfigForTests();
});

describe('files as records show them', () => {
  it('signs the previews of a list cell and keeps its "more" item and older rows as they are', async () => {
    const cell = await recordFiles.cellWithPreviews(
      P,
      A,
      [{ uploadId: U, name: 'a.png', type: 'image/png', preview: true }, { more: 3 }],
      NOW,
    );
    expect(cell).toEqual([
      {
        uploadId: U,
        name: 'a.png',
        type: 'image/png',
        preview: true,
        previewUrl: expect.stringContaining(`/files/${P}/${A}/${U}/preview?`),
      },
      { more: 3 },
    ]);
    expect(await recordFiles.cellWithPreviews(P, A, '', NOW)).toBe('');
  });

  it('gives a stored file an inline URL only for types a browser shows safely, and a download under its name', async () => {
    const values = {
      photo: [{ uploadId: U, name: 'Été 2026.png', type: 'image/png', size: 3, preview: true }],
      doc: [{ uploadId: U, name: 'x.svg', type: 'image/svg+xml', size: 3 }],
    };
    const form = {
      fields: [
        { key: 'photo', type: 'file' },
        { key: 'doc', type: 'file' },
      ],
    } as never;
    const shown = (await recordFiles.valuesWithUrls(form, P, A, values, NOW)) as Record<string, Array<Record<string, string>>>;
    const [photo] = shown.photo!;
    expect(decodeURIComponent(photo!.downloadUrl!)).toContain(
      `attachment; filename="Ete 2026.png"; filename*=UTF-8''%C3%89t%C3%A9%202026.png`,
    );
    expect(decodeURIComponent(photo!.url!)).toContain('response-content-disposition=inline');
    expect(photo!.previewUrl).toContain('/preview?');
    // An SVG may carry script: it is only ever downloaded.
    expect(shown.doc![0]!.url).toBe(shown.doc![0]!.downloadUrl);
    // Signed within the same 5-minute window, the same file gets the same URL (the browser's cache keeps it).
    const again = (await recordFiles.valuesWithUrls(form, P, A, values, new Date(NOW.getTime() + 60_000))) as typeof shown;
    expect(again.photo![0]!.previewUrl).toBe(photo!.previewUrl);
  });

  it("serves every signed URL as the checked type, inline or as an attachment under the file's name", async () => {
    const form = {
      fields: [
        { key: 'photo', type: 'file' },
        { key: 'page', type: 'file' },
        { key: 'old', type: 'gallery' },
      ],
    } as never;
    const values = {
      photo: [{ uploadId: U, name: "l'été (1).png", type: 'image/png', size: 3, preview: true, previewType: 'image/jpeg' }],
      // Declared (and taken as) text/html: never opened as a page.
      page: [{ uploadId: U, name: 'page.html', type: 'text/html', size: 3 }],
      // Stored before previews kept their type, or holding one that is not a preview type: served as image/webp.
      old: [
        { uploadId: U, name: 'a.png', type: 'image/png', size: 3, preview: true },
        { uploadId: U, name: 'b.png', type: 'image/png', size: 3, preview: true, previewType: 'text/html' },
      ],
    };
    const shown = (await recordFiles.valuesWithUrls(form, P, A, values, NOW)) as Record<string, Array<Record<string, string>>>;
    const [photo] = shown.photo!;
    expect(served(photo!.url)).toEqual({
      type: 'image/png',
      disposition: `inline; filename="l'ete (1).png"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29.png`,
    });
    expect(served(photo!.downloadUrl)).toEqual({
      type: 'image/png',
      disposition: `attachment; filename="l'ete (1).png"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29.png`,
    });
    expect(served(photo!.previewUrl)).toEqual({
      type: 'image/jpeg',
      disposition: `inline; filename="l'ete (1).jpeg"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29.jpeg`,
    });
    const [page] = shown.page!;
    expect(page!.url).toBe(page!.downloadUrl);
    expect(served(page!.url)).toEqual({ type: 'text/html', disposition: `attachment; filename="page.html"; filename*=UTF-8''page.html` });
    expect(shown.old!.map((file) => served(file.previewUrl).type)).toEqual(['image/webp', 'image/webp']);
    for (const file of Object.values(shown).flat()) {
      for (const url of [file.url, file.downloadUrl, file.previewUrl].filter(Boolean)) {
        expect(served(url).type, url).toMatch(/^(image|text)\//);
        expect(served(url).disposition, url).toMatch(/^(inline|attachment); filename="/);
      }
    }
  });

  it("serves a list cell's previews as the type their check proved", async () => {
    const cell = (await recordFiles.cellWithPreviews(
      P,
      A,
      [
        { uploadId: U, name: 'a.png', type: 'image/png', preview: true, previewType: 'image/png' },
        { uploadId: U, name: 'b.png', type: 'image/png', preview: true },
        { more: 1 },
      ],
      NOW,
    )) as Array<{ previewUrl?: string }>;
    expect(served(cell[0]!.previewUrl)).toEqual({ type: 'image/png', disposition: `inline; filename="a.png"; filename*=UTF-8''a.png` });
    expect(served(cell[1]!.previewUrl)).toEqual({ type: 'image/webp', disposition: `inline; filename="b.webp"; filename*=UTF-8''b.webp` });
  });

  it('stores the preview type the check proved with the file a save references', async () => {
    const upload = (uploadId: string, extra: Partial<StoredUpload>): StoredUpload => ({
      applicationId: A,
      uploadId,
      projectId: P,
      element: 'speakers',
      field: 'photo',
      name: 'a.png',
      type: 'image/png',
      size: 3,
      status: 'ready',
      createdAt: NOW.toISOString(),
      createdBy: 'a@b.c',
      expiresAt: NOW.getTime() / 1000 + 3600,
      ...extra,
    });
    const V = '01J000000000000000000000F2';
    vi.mocked(getUploads).mockResolvedValue(
      new Map([
        [U, upload(U, { previewType: 'image/webp', preview: true })],
        // Asked for, but refused by the check: no preview, so no type either.
        [V, upload(V, { previewType: 'image/webp' })],
      ]),
    );
    const scope = { projectId: P, applicationId: A, element: 'speakers', held: new Set<string>(), now: NOW };
    const { resolve } = await recordFiles.resolverFor(scope, [U, V]);
    const field = { key: 'photo', type: 'file' } as never;
    expect(resolve(field, U)).toEqual({ uploadId: U, name: 'a.png', type: 'image/png', size: 3, preview: true, previewType: 'image/webp' });
    expect(resolve(field, V)).toEqual({ uploadId: V, name: 'a.png', type: 'image/png', size: 3 });
  });
});
