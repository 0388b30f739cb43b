import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { IMPORT_INLINE_MAX_BYTES, type ImportPreview, type ImportResult } from '../../shared/schemas/imports';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { JobItem } from '../../functions/lib/job-store';
import type { JobContext } from '../../functions/lib/jobs';
import { importRecords } from '../../functions/records/jobs';
import { localDb, signedInCustomer, useStackEnvironment } from '../helpers/local-aws';
import { until } from '../helpers/until';

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
type Api = Customer['api'];

/** Posts a text to a presigned POST as the web does (the fields first, the file last). */
async function postSource(presigned: { url: string; fields: Record<string, string> }, text: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([text], { type: 'text/csv' }), 'paste.csv');
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

async function preview(api: Api, base: string, csv: string, lang: 'fr' | 'en' = 'en'): Promise<ImportPreview> {
  const response = await api.call('POST', `${base}/imports`, { csv, lang });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as ImportPreview;
}

async function commit(api: Api, base: string, importId: string, timeoutMs?: number): Promise<ImportResult> {
  const started = await api.call('POST', `${base}/imports/${importId}/commit`, {});
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return finished(api, started.body.jobId as string, timeoutMs);
}

async function finished(api: Api, jobId: string, timeoutMs = 60_000): Promise<ImportResult> {
  const job = await until(
    'the import job',
    async () => {
      const read = (await api.call('GET', `/api/jobs/${jobId}`)).body;
      return read.status === 'succeeded' || read.status === 'failed' ? read : undefined;
    },
    timeoutMs,
  );
  expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
  return job.result as ImportResult;
}

async function errorsCsv(api: Api, base: string, importId: string): Promise<string> {
  const link = await api.call('GET', `${base}/imports/${importId}/errors`);
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const response = await fetch(link.body.url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toContain('attachment');
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
}

describe('CSV paste import through the local gateway', () => {
  let owner: Customer;
  let stranger: Customer;
  let projectId: string;
  let appBase: string;
  let speakers: string;
  let catalogue: string;

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([signedInCustomer('imports'), signedInCustomer('imports-stranger')]);
    projectId = (await owner.api.call('POST', '/api/projects', { name: 'Forum', languages: ['fr', 'en'], type: 'conference' })).body
      .projectId;
    const app = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Intervenants' });
    appBase = `/api/projects/${projectId}/applications/${app.body.applicationId}`;
    speakers = `${appBase}/elements/speakers/records`;
    const shop = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'catalogue', title: 'Boutique' });
    catalogue = `/api/projects/${projectId}/applications/${shop.body.applicationId}/elements`;
  });

  it('previews, commits and counts: new, existing and repeated addresses, translatable columns, errors per row', async () => {
    const existing = await owner.api.call('POST', speakers, {
      values: { firstname: 'Ana', lastname: 'Durand', ___email: 'ana@example.com', jobTitle: { fr: 'Chercheuse', en: 'Researcher' } },
    });
    expect(existing.status).toBe(201);
    const csv =
      '\uFEFFfirstname;lastname;___email;jobTitle.en;photo;shoeSize\r\n' +
      'Léa;Martin;lea@example.com;Engineer;x.png;42\r\n' +
      'Ana;"Durand; née Roy";ANA@Example.com;Professor;;\r\n' +
      'Léa;Copy;Lea@example.com;;;\r\n' +
      ';Nameless;nameless@example.com;;;\r\n' +
      'Bad;Mail;not-an-address;;;\r\n' +
      'Short;row\r\n';
    const plan = await preview(owner.api, speakers, csv);
    expect(plan).toMatchObject({
      separator: ';',
      dedupe: true,
      counts: { create: 1, update: 1, skip: 1, error: 3 },
      ignored: [
        { column: 'photo', reason: 'file' },
        { column: 'shoeSize', reason: 'unknown' },
      ],
    });
    expect(plan.rows.map((row) => [row.line, row.action])).toEqual([
      [2, 'create'],
      [3, 'update'],
      [4, 'skip'],
      [5, 'error'],
      [6, 'error'],
      [7, 'error'],
    ]);
    expect(plan.rows[1]!.recordId).toBe(existing.body.recordId);
    expect(plan.rows[2]!.duplicateOf).toBe(2);
    expect(plan.rows[3]!.errors).toEqual([{ field: 'firstname', message: 'validation.required' }]);
    expect(plan.rows[4]!.errors).toEqual([{ field: '___email', message: 'validation.email' }]);
    expect(plan.rows[5]!.errors).toEqual([{ field: '', message: 'validation.columnsCount', params: { count: 2, expected: 6 } }]);
    // Nothing is written by a preview.
    expect((await owner.api.call('GET', speakers)).body.items).toHaveLength(1);

    const result = await commit(owner.api, speakers, plan.importId);
    expect(result).toEqual({ importId: plan.importId, created: 1, updated: 1, skipped: 1, failed: 3 });
    const list = (await owner.api.call('GET', `${speakers}?sort=lastname`)).body.items as {
      recordId: string;
      values: Record<string, unknown>;
    }[];
    expect(list).toHaveLength(2);
    const ana = (await owner.api.call('GET', `${speakers}/${existing.body.recordId}`)).body;
    // Only the columns present changed: jobTitle.fr stays.
    expect(ana.values).toMatchObject({ lastname: 'Durand; née Roy', jobTitle: { fr: 'Chercheuse', en: 'Professor' } });
    expect(ana.version).toBe(2);
    expect((await owner.api.call('GET', appBase)).body.elements[0].count).toBe(2);

    // Committing again answers the same job; the errors CSV lists the failed rows, with their problems in English.
    const again = await owner.api.call('POST', `${speakers}/imports/${plan.importId}/commit`, {});
    expect(again.status).toBe(202);
    const text = await errorsCsv(owner.api, speakers, plan.importId);
    expect(text).toBe(
      '\uFEFFfirstname;lastname;___email;jobTitle.en;photo;shoeSize;___errors\r\n' +
        `;Nameless;nameless@example.com;;;;firstname: ${en['validation.required']}\r\n` +
        `Bad;Mail;not-an-address;;;;___email: ${en['validation.email']}\r\n` +
        `Short;row;;;;;${en['validation.columnsCount'].replace('{count}', '2').replace('{expected}', '6')}\r\n`,
    );
    // The errors CSV pastes again: its last column is ignored without a word.
    const repaste = await preview(owner.api, speakers, text.replace(';Nameless', 'Noé;Nameless'));
    expect(repaste.ignored).toEqual([
      { column: 'photo', reason: 'file' },
      { column: 'shoeSize', reason: 'unknown' },
    ]);
    expect(repaste.counts).toEqual({ create: 1, update: 0, skip: 0, error: 2 });
  });

  it('reads categories by name, multi-value and translatable columns, yes/no, numbers, and `,` pastes', async () => {
    const category = async (fr: string, en: string) =>
      (await owner.api.call('POST', `${catalogue}/categories/records`, { values: { name: { fr, en } } })).body.recordId as string;
    const health = await category('Santé', 'Health');
    const energy = await category('Énergie', 'Energy');
    const energy2 = await category('Energie', 'Power');
    const csv =
      'name,name.en,categories,price,featured,characteristics,characteristics.en\n' +
      `Vélo,Bike,santé|Energy,"1 234,5",oui,,\n` +
      `Lampe,Lamp,${energy2},"12.5",no,,\n` +
      'Pompe,Pump,énergie,1,yes,,\n' +
      'Sac,Bag,Culture,abc,peut-être,,\n';
    const plan = await preview(owner.api, `${catalogue}/items/records`, csv);
    expect(plan.separator).toBe(',');
    expect(plan.dedupe).toBe(false);
    expect(plan.counts).toEqual({ create: 2, update: 0, skip: 0, error: 2 });
    expect(plan.rows[2]!.errors).toEqual([{ field: 'categories', message: 'validation.categoryAmbiguous' }]);
    expect(plan.rows[3]!.errors).toEqual([
      { field: 'categories', message: 'validation.categoryMissing' },
      { field: 'price', message: 'validation.importNumber' },
      { field: 'featured', message: 'validation.importYesNo' },
    ]);
    const result = await commit(owner.api, `${catalogue}/items/records`, plan.importId);
    expect(result).toMatchObject({ created: 2, failed: 2 });
    const items = (await owner.api.call('GET', `${catalogue}/items/records?sort=name`)).body.items as { recordId: string }[];
    const details = await Promise.all(
      items.map(async (item) => (await owner.api.call('GET', `${catalogue}/items/records/${item.recordId}`)).body),
    );
    const bike = details.find((detail) => detail.values.name.fr === 'Vélo');
    expect(bike.values).toMatchObject({ name: { fr: 'Vélo', en: 'Bike' }, categories: [health, energy], price: 1234.5, featured: true });
    const lamp = details.find((detail) => detail.values.name.fr === 'Lampe');
    expect(lamp.values).toMatchObject({ categories: [energy2], price: 12.5, featured: false });
  });

  it('runs one import per element at a time: two commits at once → one 409 IMPORT_RUNNING', async () => {
    const rows = Array.from({ length: 600 }, (_, index) => `A${index};B;lock${index}@example.com`).join('\n');
    const [first, second] = await Promise.all([
      preview(owner.api, speakers, `firstname;lastname;___email\n${rows}`),
      preview(owner.api, speakers, `firstname;lastname;___email\n${rows.replaceAll('lock', 'other')}`),
    ]);
    const answers = await Promise.all([
      owner.api.call('POST', `${speakers}/imports/${first.importId}/commit`, {}),
      owner.api.call('POST', `${speakers}/imports/${second.importId}/commit`, {}),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.error.code).toBe('IMPORT_RUNNING');
    const started = answers.find((answer) => answer.status === 202)!;
    await finished(owner.api, started.body.jobId);
    // Once the job ended, the lock is free again.
    const loser = started === answers[0] ? second : first;
    expect(await commit(owner.api, speakers, loser.importId)).toMatchObject({ created: 600 });
  }, 120_000);

  it('answers 410 IMPORT_EXPIRED for a preview too old to commit, and hides its error rows', async () => {
    const plan = await preview(owner.api, speakers, 'firstname;lastname;___email\nOld;Preview;old@example.com\n;Bad;bad@example.com\n');
    const db = localDb();
    // DynamoDB Local never deletes expired items: the commit reads the expiry itself.
    await db.client.send(
      new UpdateCommand({
        TableName: db.TableName,
        Key: { PK: `APP#${appBase.split('/').at(-1)}`, SK: `IMPORT#${plan.importId}` },
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const expired = await owner.api.call('POST', `${speakers}/imports/${plan.importId}/commit`, {});
    expect(expired.status).toBe(410);
    expect(expired.body.error.code).toBe('IMPORT_EXPIRED');
    expect((await owner.api.call('GET', `${speakers}/imports/${plan.importId}/errors`)).status).toBe(404);
  });

  it("hides another tenant's imports, and answers hostile bodies with 400, never 5xx", async () => {
    const plan = await preview(owner.api, speakers, 'firstname;lastname;___email\nZoé;Nom;zoe@example.com\n');
    expect((await stranger.api.call('POST', `${speakers}/imports/${plan.importId}/commit`, {})).status).toBe(404);
    expect((await stranger.api.call('GET', `${speakers}/imports/${plan.importId}/errors`)).status).toBe(404);
    expect((await stranger.api.call('POST', `${speakers}/imports`, { csv: 'a\nb' })).status).toBe(404);
    const theirProject = (await stranger.api.call('POST', '/api/projects', { name: 'Autre', languages: ['fr'], type: 'conference' })).body
      .projectId;
    const theirApp = (await stranger.api.call('POST', `/api/projects/${theirProject}/applications`, { kind: 'speakers', title: 'Eux' }))
      .body.applicationId;
    const theirs = `/api/projects/${theirProject}/applications/${theirApp}/elements/speakers/records`;
    // My import id under their element: not theirs.
    expect((await stranger.api.call('POST', `${theirs}/imports/${plan.importId}/commit`, {})).status).toBe(404);

    const hostile: unknown[] = [
      {},
      { csv: 42 },
      { csv: '' },
      { csv: ['a'] },
      { csv: 'a', sourceId: 'x' },
      { sourceId: '../../etc/passwd' },
      { csv: 'a;b\n1;2', lang: 'de' },
      { csv: '\uFEFF' },
      { csv: 'nothing;known\n1;2' },
      { csv: 'firstname\n"unclosed' },
      { csv: `firstname\n${'x;'.repeat(5000)}` },
      { csv: '\0\0\0;\u202e\n\ud800;x' },
    ];
    for (const body of hostile) {
      const response = await owner.api.call('POST', `${speakers}/imports`, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
      if (response.status !== 200) expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    for (const path of [
      `${speakers}/imports/not-an-id/commit`,
      `${speakers}/imports/01JA0000000000000000000000/commit`,
      `${appBase}/elements/nope/records/imports/${plan.importId}/commit`,
    ]) {
      const response = await owner.api.call('POST', path, { extra: 'x'.repeat(1000) });
      expect([400, 404], path).toContain(response.status);
    }
    expect((await owner.api.call('POST', `${speakers}/imports/sources`, { size: 17 * 1024 * 1024 })).status).toBe(400);
    expect((await owner.api.call('POST', `${speakers}/imports/sources`, { size: -1 })).status).toBe(400);
  });

  it('takes a 10 MB paste through a source', async () => {
    // About 1,000 rows of 10 KB (a long biography each), of 40 addresses: the size is the point. The rows of an address
    // after its first are skipped, so that the commit stores 40 records, not 20 MB in the table every test file shares.
    const header = 'firstname;lastname;___email;company;jobTitle;jobTitle.en;biography;website;phone\r\n';
    const biography = `"<p>${'Une longue biographie; avec des ""guillemets"" et des retours\nà la ligne. '.repeat(130)}</p>"`;
    const lines: string[] = [];
    let size = header.length;
    for (let index = 0; size < 10 * 1024 * 1024; index++) {
      const line = `Prénom ${index};Nom ${index};big${index % 40}@example.com;Société ${index};Chercheuse;Researcher;${biography};https://example.org/${index};+33 1 23 45 67 89\r\n`;
      lines.push(line);
      size += Buffer.byteLength(line);
    }
    const text = header + lines.join('');
    expect(Buffer.byteLength(text)).toBeGreaterThan(10 * 1024 * 1024);
    // Too big for the JSON body: refused inline, with a field error.
    const inline = await owner.api.call('POST', `${speakers}/imports`, { csv: 'x'.repeat(IMPORT_INLINE_MAX_BYTES + 1) });
    expect(inline.status).toBe(400);
    expect(inline.body.error.details).toEqual([{ field: 'csv', message: 'validation.importTooLarge' }]);
    const source = await owner.api.call('POST', `${speakers}/imports/sources`, { size: Buffer.byteLength(text) });
    expect(source.status, JSON.stringify(source.body)).toBe(201);
    await postSource(source.body, text);
    const response = await owner.api.call('POST', `${speakers}/imports`, { sourceId: source.body.sourceId, lang: 'fr' });
    expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(200);
    const plan = response.body as ImportPreview;
    expect(plan.counts).toEqual({ create: 40, update: 0, skip: lines.length - 40, error: 0 });
    expect(plan.rows).toHaveLength(100);
    expect(plan.rows[40]).toMatchObject({ action: 'skip', duplicateOf: plan.rows[0]!.line });
    const result = await commit(owner.api, speakers, plan.importId, 240_000);
    expect(result).toMatchObject({ created: 40, skipped: lines.length - 40 });
    // No error rows: no errors CSV.
    expect((await owner.api.call('GET', `${speakers}/imports/${plan.importId}/errors`)).status).toBe(404);
    // A source that was never posted.
    const missing = await owner.api.call('POST', `${speakers}/imports/sources`, { size: 10 });
    const unposted = await owner.api.call('POST', `${speakers}/imports`, { sourceId: missing.body.sourceId });
    expect(unposted.status).toBe(400);
    expect(unposted.body.error.details).toEqual([{ field: 'sourceId', message: 'validation.importSource' }]);
  }, 300_000);
});

describe('the importRecords runner in-process against the stack: a crash after a chunk, then a run again', () => {
  let owner: Customer;
  let projectId: string;
  let applicationId: string;
  let base: string;

  beforeAll(async () => {
    useStackEnvironment();
    owner = await signedInCustomer('imports-crash');
    projectId = (await owner.api.call('POST', '/api/projects', { name: 'Crash', languages: ['fr', 'en'], type: 'conference' })).body
      .projectId;
    applicationId = (await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Intervenants' }))
      .body.applicationId;
    base = `/api/projects/${projectId}/applications/${applicationId}/elements/speakers/records`;
  });

  const paste = (from: number, to: number, edition: string) =>
    `firstname;lastname;___email;jobTitle.en\n${Array.from({ length: to - from }, (_, index) => `P${from + index};N${from + index};c${from + index}@example.com;${edition}`).join('\n')}\n`;

  /** A job context whose checkpoint survives between runs, as the job item keeps it; `dieAt`: the progress call that crashes. */
  function context(saved: { checkpoint?: Record<string, unknown>; result?: unknown }, dieAt?: number): JobContext {
    let calls = 0;
    return {
      remainingMs: () => 120_000,
      checkpoint: saved.checkpoint,
      async progress(_done, _total, checkpoint) {
        calls++;
        if (calls === dieAt) throw new Error('the worker died');
        saved.checkpoint = checkpoint;
      },
      setResult(value) {
        saved.result = value;
      },
    };
  }

  it('ends with the same records, counts and element count (no double count, nothing lost)', async () => {
    const seeded = await commit(owner.api, base, (await preview(owner.api, base, paste(0, 300, 'Seed'))).importId);
    expect(seeded.created).toBe(300);
    // 300 updates and 400 creates: three chunks.
    const plan = await preview(owner.api, base, paste(0, 700, 'Imported'));
    expect(plan.counts).toEqual({ create: 400, update: 300, skip: 0, error: 0 });
    const job = {
      jobId: ulid(),
      projectId,
      input: { applicationId, element: 'speakers', importId: plan.importId, author: owner.email },
    } as unknown as JobItem;
    const saved: { checkpoint?: Record<string, unknown>; result?: unknown } = {};
    // Dies after writing chunk 2 (before its checkpoint), then runs again from the checkpoint of chunk 1.
    await expect(importRecords(job, context(saved, 2))).rejects.toThrow('the worker died');
    expect(saved.checkpoint).toMatchObject({ chunk: 1 });
    expect(await importRecords(job, context(saved))).toBe('done');
    expect(saved.result).toEqual({ importId: plan.importId, created: 400, updated: 300, skipped: 0, failed: 0 });
    const app = await owner.api.call('GET', `/api/projects/${projectId}/applications/${applicationId}`);
    expect(app.body.elements[0].count).toBe(700);
    const all: { recordId: string; version: number }[] = [];
    let cursor: string | null = null;
    do {
      const page = await owner.api.call('GET', `${base}?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      all.push(...page.body.items);
      cursor = page.body.cursor;
    } while (cursor);
    expect(all).toHaveLength(700);
    // Every update applied once: version 2, not 3.
    expect(all.filter((record) => record.version === 2)).toHaveLength(300);
    expect(all.filter((record) => record.version === 1)).toHaveLength(400);
  }, 240_000);
});
