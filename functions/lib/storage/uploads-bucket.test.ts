import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testEnv } from '../../../test/helpers/api-event';
import { resetConfigForTests } from '../config';
import { presignDownload as exportDownload } from './bulk-objects';
import { presignDownload as errorsDownload } from './import-objects';
import { contentDisposition, presignGet, presignPost } from './uploads-bucket';

const NOW = new Date('2026-03-01T10:02:30.000Z');

beforeEach(() => {
  for (const [name, value] of Object.entries({ ...testEnv(), AWS_ACCESS_KEY_ID: 'AKIDTEST', AWS_SECRET_ACCESS_KEY: 'secret' }))
    vi.stubEnv(name, value);
  vi.stubEnv('AWS_ENDPOINT_URL_S3', undefined);
  resetConfigForTests();
});

/** The answer headers a signed GET fixes (S3 answers with these, whatever the object was stored with). */
function served(url: string) {
  const query = new URL(url).searchParams;
  return { type: query.get('response-content-type'), disposition: query.get('response-content-disposition') };
}

describe('the uploads bucket: how its objects are served', () => {
  it('writes one Content-Disposition: a quoted ASCII name, then the real one (RFC 6266, RFC 5987)', () => {
    expect(contentDisposition('attachment', 'Intervenants été.csv')).toBe(
      `attachment; filename="Intervenants ete.csv"; filename*=UTF-8''Intervenants%20%C3%A9t%C3%A9.csv`,
    );
    expect(contentDisposition('inline', 'Été 2026.png')).toBe(`inline; filename="Ete 2026.png"; filename*=UTF-8''%C3%89t%C3%A9%202026.png`);
    // Quotes, backslashes and `%` cannot be left in the quoted name; `'()*` are outside RFC 5987's attr-char.
    expect(contentDisposition('attachment', `a"b\\c%41 l'(x)*.txt`)).toBe(
      `attachment; filename="a_b_c_41 l'(x)*.txt"; filename*=UTF-8''a%22b%5Cc%2541%20l%27%28x%29%2A.txt`,
    );
    expect(contentDisposition('attachment', '日本.pdf')).toBe(`attachment; filename="__.pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf`);
  });

  it('signs every GET with the type and the disposition it is served with', async () => {
    const url = await presignGet('files/P/A/U/original', {
      expiresSeconds: 900,
      windowSeconds: 300,
      now: NOW,
      served: { type: 'image/png', disposition: 'inline', fileName: 'a.png' },
    });
    expect(served(url)).toEqual({ type: 'image/png', disposition: `inline; filename="a.png"; filename*=UTF-8''a.png` });
    expect(new URL(url).searchParams.get('X-Amz-Date')).toBe('20260301T100000Z'); // the 5-minute window's start
  });

  it('serves an export and the error rows of an import as attachments of their own type', async () => {
    const exported = await exportDownload('exports/P/A/J.csv', {
      fileName: "Intervenants (l'été).csv",
      contentType: 'text/csv; charset=utf-8',
      expiresSeconds: 300,
      now: NOW,
    });
    expect(served(exported)).toEqual({
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="Intervenants (l'ete).csv"; filename*=UTF-8''Intervenants%20%28l%27%C3%A9t%C3%A9%29.csv`,
    });
    const errors = await errorsDownload('imports/P/A/I/errors.csv', "erreurs (l'import).csv", 300, NOW);
    expect(served(errors)).toEqual({
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="erreurs (l'import).csv"; filename*=UTF-8''erreurs%20%28l%27import%29.csv`,
    });
  });

  it('signs a POST policy whose conditions fix the exact Content-Type the form sends', async () => {
    const post = await presignPost('files/P/A/U/preview', 'image/webp', 100 * 1024, 300, NOW);
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual({ 'Content-Type': 'image/webp' });
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 100 * 1024]);
    expect(post.fields['Content-Type']).toBe('image/webp');
  });
});
