import ICAL from 'ical.js';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../../functions/lib/config';
import {
  abortMultipartUpload,
  completeMultipartUpload,
  createMultipartUpload,
  MIN_PART_BYTES,
  presignDownload,
  uploadPart,
} from '../../functions/lib/storage/bulk-objects';
import { signedInCustomer, useStackEnvironment } from '../helpers/local-aws';
import { until } from '../helpers/until';

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

const speaker = (n: number, extra: Record<string, unknown> = {}) => ({
  values: {
    firstname: n === 0 ? '=HYPERLINK("http://evil")' : `Zoë ${n}`,
    lastname: `Lopez-${String(n).padStart(3, '0')}`,
    ___email: `speaker${n}@example.com`,
    company: n % 2 ? 'ACME; Inc, Ltd' : '',
    jobTitle: { fr: 'Chercheuse', en: 'Researcher' },
    biography: { fr: `<p>Bio ${n} 🎤</p><p>Deuxième ligne, longue ${'é'.repeat(60)}</p>`, en: `<p>Bio ${n} in English</p>` },
    phone: '+33 1 23 45 67 89',
    ...extra,
  },
});

describe('exports and vCards through the local gateway, the job worker and s3rver', () => {
  let owner: Customer;
  let stranger: Customer;
  let base: string;
  let otherBase: string;
  const ids: string[] = [];

  async function exported(body: unknown, who: Customer = owner) {
    const started = await who.api.call('POST', `${base}/exports`, body);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const { jobId } = started.body as { jobId: string };
    const job = await until('the export job', async () => {
      const read = await who.api.call('GET', `/api/jobs/${jobId}`);
      return read.body.status === 'succeeded' || read.body.status === 'failed' ? read.body : undefined;
    });
    expect(job.status, JSON.stringify(job)).toBe('succeeded');
    const link = await who.api.call('GET', `${base}/exports/${jobId}/download`);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const file = await fetch(link.body.url);
    expect(file.status).toBe(200);
    return { jobId, job, link: link.body, response: file, bytes: Buffer.from(await file.arrayBuffer()) };
  }

  /** Every card of a .vcf file, read by ical.js (one card parses to one jCard, several to a list). */
  const cardsOf = (bytes: Buffer) => {
    const parsed = ICAL.parse(bytes.toString('utf8')) as unknown[];
    return (Array.isArray(parsed[0]) ? (parsed as unknown[][]) : [parsed]).map((jcard) => new ICAL.Component(jcard as never));
  };

  const csvOf = (bytes: Buffer) => {
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.replace(/"[^"]*"/g, '').match(/\n/g)?.length).toBe(text.replace(/"[^"]*"/g, '').match(/\r\n/g)?.length);
    return Papa.parse<string[]>(text.slice(1), { delimiter: ';', newline: '\r\n', skipEmptyLines: true }).data;
  };

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([signedInCustomer('exports'), signedInCustomer('exports-stranger')]);
    const projectId = (await owner.api.call('POST', '/api/projects', { name: 'Forum', languages: ['fr', 'en'], type: 'conference' })).body
      .projectId;
    const app = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Intervenants' });
    base = `/api/projects/${projectId}/applications/${app.body.applicationId}/elements/speakers/records`;
    const videos = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'replay', title: 'Vidéos' });
    otherBase = `/api/projects/${projectId}/applications/${videos.body.applicationId}/elements/videos/records`;
    for (let n = 0; n < 12; n++) {
      const created = await owner.api.call('POST', base, speaker(n));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.recordId);
    }
  });

  it('exports chosen fields in their order as CSV, neutralising formulas, as an attachment', async () => {
    const { job, link, response, bytes } = await exported({
      format: 'csv',
      fields: ['lastname', 'firstname', 'jobTitle', 'company'],
      records: { kind: 'all' },
    });
    const rows = csvOf(bytes);
    expect(rows[0]).toEqual(['lastname', 'firstname', 'jobTitle', 'jobTitle.en', 'company']);
    expect(rows).toHaveLength(13);
    expect(rows[1]).toEqual(['Lopez-000', `'=HYPERLINK("http://evil")`, 'Chercheuse', 'Researcher', '']);
    expect(rows[2]).toEqual(['Lopez-001', 'Zoë 1', 'Chercheuse', 'Researcher', 'ACME; Inc, Ltd']);
    expect(job.result).toMatchObject({ format: 'csv', rows: 12, bytes: bytes.length });
    expect(job.progress).toEqual({ done: 12, total: 12 });
    expect(link.fileName).toMatch(/^Intervenants-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${link.fileName}"; filename*=UTF-8''${encodeURIComponent(link.fileName)}`,
    );
    expect(response.headers.get('content-type')).toContain('text/csv');
  });

  it('exports a search and a selection', async () => {
    const search = csvOf((await exported({ format: 'csv', fields: ['lastname'], records: { kind: 'search', q: 'lopez-01' } })).bytes);
    expect(search.flat()).toEqual(['lastname', 'Lopez-010', 'Lopez-011']);
    const selection = csvOf(
      (
        await exported({
          format: 'csv',
          fields: ['___email'],
          records: { kind: 'selection', ids: [ids[5], '01JAAAAAAAAAAAAAAAAAAAAAAA', ids[2]] },
        })
      ).bytes,
    );
    expect(selection.flat()).toEqual(['___email', 'speaker5@example.com', 'speaker2@example.com']);
  });

  it('exports JSON: records with their values as stored', async () => {
    const { bytes, response } = await exported({ format: 'json', fields: ['lastname', 'jobTitle'], records: { kind: 'all' } });
    const parsed = JSON.parse(bytes.toString('utf8')) as Array<Record<string, unknown>>;
    expect(parsed).toHaveLength(12);
    expect(parsed[3]).toMatchObject({
      recordId: ids[3],
      version: 1,
      values: { lastname: 'Lopez-003', jobTitle: { fr: 'Chercheuse', en: 'Researcher' } },
    });
    expect(Object.keys(parsed[3]!).sort()).toEqual(['createdAt', 'recordId', 'updatedAt', 'values', 'version']);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('writes vCards of a selection that ical.js reads back, in the chosen language', async () => {
    const { bytes, link, response } = await exported({
      format: 'vcard',
      records: { kind: 'selection', ids: ids.slice(0, 4) },
      language: 'en',
    });
    const text = bytes.toString('utf8');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const cards = cardsOf(bytes);
    expect(cards).toHaveLength(4);
    expect(cards[1]!.getFirstPropertyValue('fn')).toBe('Zoë 1 Lopez-001');
    expect(cards[1]!.getFirstPropertyValue('n')).toEqual(['Lopez-001', 'Zoë 1', '', '', '']);
    expect(cards[1]!.getFirstPropertyValue('org')).toBe('ACME; Inc, Ltd');
    expect(cards[1]!.getFirstPropertyValue('title')).toBe('Researcher');
    expect(cards[1]!.getFirstPropertyValue('note')).toBe('Bio 1 in English');
    expect(cards[1]!.getFirstPropertyValue('email')).toBe('speaker1@example.com');
    expect(cards[1]!.getFirstPropertyValue('uid')).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(link.fileName).toMatch(/\.vcf$/);
    expect(response.headers.get('content-type')).toContain('text/vcard');

    // The same record has the same UID in another export; the French notes hold the long line, folded.
    const again = await exported({ format: 'vcard', records: { kind: 'selection', ids: [ids[1]] } });
    const [card] = cardsOf(again.bytes);
    expect(card!.getFirstPropertyValue('uid')).toBe(cards[1]!.getFirstPropertyValue('uid'));
    expect(card!.getFirstPropertyValue('note')).toBe(`Bio 1 🎤\nDeuxième ligne, longue ${'é'.repeat(60)}`);
  });

  it('writes categories by name (ids when names collide), numbers with a comma, yes/no in French', async () => {
    const projectId = base.split('/')[3]!;
    const catalogue = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'catalogue', title: 'Catalogue' });
    expect(catalogue.status, JSON.stringify(catalogue.body)).toBe(201);
    const appBase = `/api/projects/${projectId}/applications/${catalogue.body.applicationId}/elements`;
    const category = async (name: string) => {
      const created = await owner.api.call('POST', `${appBase}/categories/records`, { values: { name: { fr: name } } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.recordId as string;
    };
    const economy = await category('Économie');
    const health = await category('Santé');
    await category('SANTE');
    const item = await owner.api.call('POST', `${appBase}/items/records`, {
      values: { name: { fr: 'Stylo', en: 'Pen' }, categories: [economy, health], price: 1.5, featured: true },
    });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    const started = await owner.api.call('POST', `${appBase}/items/records/exports`, {
      format: 'csv',
      fields: ['name', 'categories', 'price', 'featured'],
      records: { kind: 'all' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const { jobId } = started.body as { jobId: string };
    await until('the export', async () =>
      (await owner.api.call('GET', `/api/jobs/${jobId}`)).body.status === 'succeeded' ? true : undefined,
    );
    const link = await owner.api.call('GET', `${appBase}/items/records/exports/${jobId}/download`);
    const rows = csvOf(Buffer.from(await (await fetch(link.body.url)).arrayBuffer()));
    expect(rows).toEqual([
      ['name', 'name.en', 'categories', 'price', 'featured'],
      ['Stylo', 'Pen', `Économie|${health}`, '1,5', 'oui'],
    ]);
  });

  it('refuses vCards for an element without people, unknown fields and hostile bodies with 400, never 5xx', async () => {
    const pages = await owner.api.call('POST', `${otherBase}/exports`, {
      format: 'vcard',
      records: { kind: 'all' },
    });
    expect(pages.status).toBe(400);
    expect(pages.body.error.details).toEqual([{ field: 'vcard', message: 'validation.required' }]);
    const unknown = await owner.api.call('POST', `${base}/exports`, { format: 'csv', fields: ['nope'], records: { kind: 'all' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toEqual([{ field: 'fields', message: 'validation.unknownField' }]);
    const hostile: unknown[] = [
      '{"format":',
      [],
      {},
      { format: 'xlsx', records: { kind: 'all' } },
      { format: 'csv', records: { kind: 'everything' } },
      { format: 'csv', records: { kind: 'selection', ids: [] } },
      { format: 'csv', records: { kind: 'selection', ids: ['../../etc'] } },
      { format: 'csv', records: { kind: 'selection', ids: Array.from({ length: 5_001 }, () => ids[0]) } },
      { format: 'csv', records: { kind: 'search', q: '' } },
      { format: 'csv', records: { kind: 'search', q: 'x'.repeat(10_000) } },
      { format: 'csv', fields: [], records: { kind: 'all' } },
      { format: 'csv', fields: ['__proto__'], records: { kind: 'all' } },
      { format: 'csv', fields: 'lastname', records: { kind: 'all' } },
      { format: 'vcard', records: { kind: 'all' }, vcard: { email: 'constructor' } },
      { format: 'vcard', records: { kind: 'all' }, vcard: { email: 42 } },
      { format: 'vcard', records: { kind: 'all' }, language: 'xx' },
      { format: 'vcard', records: { kind: 'all' }, language: 'de' },
    ];
    for (const body of hostile) {
      const response = await owner.api.call('POST', `${base}/exports`, body);
      expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(400);
    }
    // A prototype key in the body is no way around the checks.
    const polluted = await owner.api.call(
      'POST',
      `${base}/exports`,
      '{"format":"csv","records":{"kind":"all"},"__proto__":{"fields":["x"]}}',
    );
    expect(polluted.status).toBeLessThan(500);
    for (const jobId of ['nope', '../x', '01JAAAAAAAAAAAAAAAAAAAAAAA']) {
      const response = await owner.api.call('GET', `${base}/exports/${jobId}/download`);
      expect([400, 404]).toContain(response.status);
    }
  });

  it('hides exports from another tenant (404), and answers 409 until the file is written', async () => {
    expect((await stranger.api.call('POST', `${base}/exports`, { format: 'csv', records: { kind: 'all' } })).status).toBe(404);
    const started = await owner.api.call('POST', `${base}/exports`, { format: 'csv', records: { kind: 'all' } });
    const { jobId } = started.body as { jobId: string };
    const early = await owner.api.call('GET', `${base}/exports/${jobId}/download`);
    // The worker may already have finished it: either not ready yet, or a link.
    expect([200, 409]).toContain(early.status);
    if (early.status === 409) expect(early.body.error.code).toBe('EXPORT_NOT_READY');
    await until('the export', async () =>
      (await owner.api.call('GET', `/api/jobs/${jobId}`)).body.status === 'succeeded' ? true : undefined,
    );
    expect((await stranger.api.call('GET', `${base}/exports/${jobId}/download`)).status).toBe(404);
    // The job of an export, asked through another element of the same project: 404.
    expect((await owner.api.call('GET', `${otherBase}/exports/${jobId}/download`)).status).toBe(404);
    expect((await owner.api.call('GET', `${base}/exports/${jobId}/download`)).status).toBe(200);
  });
});

describe('bulk objects: multipart uploads over the signed-fetch adapter, against s3rver', () => {
  const saved = { ...process.env };
  beforeAll(() => {
    useStackEnvironment();
    resetConfigForTests();
  });
  afterAll(() => {
    process.env = saved;
    resetConfigForTests();
  });

  it('writes an object of several parts (5 MB, then the rest), which downloads whole as an attachment', async () => {
    const key = `exports/test/${Date.now()}/parts.csv`;
    const first = Buffer.alloc(MIN_PART_BYTES, 'é;"x"\r\n');
    const last = Buffer.from('fin 🎤\r\n', 'utf8');
    const uploadId = await createMultipartUpload(key, 'text/csv; charset=utf-8');
    // A part sent twice (a replay after a crash) replaces the first sending.
    await uploadPart(key, uploadId, 1, Buffer.alloc(MIN_PART_BYTES, 'x'));
    const parts = [
      { partNumber: 1, etag: await uploadPart(key, uploadId, 1, first) },
      { partNumber: 2, etag: await uploadPart(key, uploadId, 2, last) },
    ];
    await completeMultipartUpload(key, uploadId, parts);
    const url = await presignDownload(key, {
      fileName: 'Intervenants été.csv',
      contentType: 'text/csv; charset=utf-8',
      expiresSeconds: 60,
      now: new Date(),
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Intervenants ete.csv"; filename*=UTF-8''Intervenants%20%C3%A9t%C3%A9.csv`,
    );
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBe(first.length + last.length);
    expect(body.equals(Buffer.concat([first, last]))).toBe(true);
  });

  it('aborting is a clean-up that never fails the caller (s3rver does not implement it)', async () => {
    const key = `exports/test/${Date.now()}/aborted.csv`;
    const uploadId = await createMultipartUpload(key, 'text/csv');
    await uploadPart(key, uploadId, 1, Buffer.from('a'));
    await abortMultipartUpload(key, uploadId);
    await abortMultipartUpload(key, 'no-such-upload');
  });
});
