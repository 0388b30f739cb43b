import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testEnv } from '../../test/helpers/api-event';
import { resetConfigForTests } from '../lib/config';
import { recordFiles } from './service';

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
      `attachment; filename="_t_ 2026.png"; filename*=UTF-8''%C3%89t%C3%A9%202026.png`,
    );
    expect(decodeURIComponent(photo!.url!)).toContain('response-content-disposition=inline');
    expect(photo!.previewUrl).toContain('/preview?');
    // An SVG may carry script: it is only ever downloaded.
    expect(shown.doc![0]!.url).toBe(shown.doc![0]!.downloadUrl);
    // Signed within the same 5-minute window, the same file gets the same URL (the browser's cache keeps it).
    const again = (await recordFiles.valuesWithUrls(form, P, A, values, new Date(NOW.getTime() + 60_000))) as typeof shown;
    expect(again.photo![0]!.previewUrl).toBe(photo!.previewUrl);
  });
});
