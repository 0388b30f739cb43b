import ICAL from 'ical.js';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { defaultElements } from '../../../shared/kinds';
import type { FormConfig } from '../../../shared/schemas/builder';
import { formField, formOf } from '../../../shared/test-builder-fixtures';
import { expectAppError } from '../../../test/helpers/app-error';
import type { Caller } from '../../lib/http/route';
import type { JobItem } from '../../lib/job-store';
import { type JobContext, JobFailure } from '../../lib/jobs';
import { exportKeys } from '../../lib/storage/bulk-objects';
import { foldText } from '../../../shared/fold-text';
import { encodeUlid } from './id-ranges';
import { exportFileName } from './request';
import { type ExportRunnerDeps, exportRunner } from './run';
import { type ExportsDeps, exportsService } from './service';
import type { ExportedRecord } from './source';

const PROJECT = '01JPROJECT0000000000000000';
const APP = '01JAPP00000000000000000000';
const caller: Caller = { customerId: 'C1', email: 'owner@example.org', sessionId: 's' };
const ref = { projectId: PROJECT, applicationId: APP, element: 'speakers' };
const [speakers] = defaultElements('speakers');
const speakerForm = speakers!.form as FormConfig;
const now = new Date('2026-11-25T10:00:00.000Z');

const idOf = (n: number) => `01JREC${String(n).padStart(20, '0')}`;
const speaker = (n: number): ExportedRecord => ({
  recordId: idOf(n),
  version: 1 + (n % 3),
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  values: {
    firstname: n % 5 === 0 ? '=cmd()' : `Ana ${n}`,
    lastname: `López; ${n}`,
    ___email: `ana${n}@example.org`,
    company: n % 2 ? 'ACME, Inc' : '',
    jobTitle: { fr: 'Chercheuse', en: 'Researcher' },
    photo: n % 4 === 0 ? [{ uploadId: 'U', name: `photo ${n}.jpg`, size: 1, type: 'image/jpeg' }] : [],
    biography: { fr: `<p>Bio ${n}\nsur deux lignes</p>`, en: '' },
  },
});

/** The world the service sees: one element's records, the bucket's uploads, the jobs started. */
function world(options: { count?: number; form?: FormConfig; table?: string[]; partBytes?: number; languages?: string[] } = {}) {
  const records = Array.from({ length: options.count ?? 0 }, (_, n) => speaker(n));
  const form = options.form ?? speakerForm;
  const languages = options.languages ?? ['fr', 'en'];
  const element = {
    key: 'speakers',
    name: { fr: 'Intervenants', en: 'Speakers' },
    form,
    table: { columns: options.table ?? ['lastname'] },
  };
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const calls: string[] = [];
  const jobs = new Map<string, JobItem>();
  const rowQueries: unknown[] = [];
  const pageReads: string[] = [];
  let uploadCount = 0;
  const deps: ExportsDeps & ExportRunnerDeps = {
    partBytes: options.partBytes ?? 1024,
    pageRecords: 40,
    applications: {
      elementAccess: (async (who: Caller, target: typeof ref) => {
        if (who.customerId !== caller.customerId) throw Object.assign(new Error('no'), { status: 404 });
        if (target.element !== 'speakers') throw new Error('unknown element');
        return { access: { project: { languages } }, app: { applicationId: APP }, element };
      }) as never,
      elementConfig: (async (_projectId: string, _applicationId: string, key: string) =>
        key === 'speakers'
          ? { form, table: element.table, version: 1, languages: languages as never, count: records.length }
          : undefined) as never,
    },
    repository: {
      queryRows: async (query) => {
        rowQueries.push(query);
        // Rows in last-name order; the search text of a row is its folded name.
        const sorted = [...records].sort((a, b) => String(a.values.lastname).localeCompare(String(b.values.lastname)));
        const start = query.after ? sorted.findIndex((record) => record.recordId === query.after) + 1 : 0;
        const slice = sorted.slice(start, start + query.limit);
        const rows = slice
          .filter((record) => !query.contains || foldText(`${record.values.firstname} ${record.values.lastname}`).includes(query.contains))
          .map((record) => ({ SK: record.recordId, recordId: record.recordId, version: 1, createdAt: '', updatedAt: '', cells: {} }));
        return { rows, lastKey: start + query.limit < sorted.length ? slice.at(-1)?.recordId : undefined };
      },
    },
    source: {
      recordsPage: async (_app: string, _element: string, after: string | undefined, limit: number, range?: { lo: string; hi: string }) => {
        pageReads.push(range ? `${range.lo}..${range.hi}` : 'all');
        const inRange = records.filter((record) => !range || (record.recordId >= range.lo && record.recordId <= range.hi));
        const start = after ? inRange.findIndex((record) => `REC#speakers#${record.recordId}` >= after) : 0;
        const from = start < 0 ? inRange.length : after && `REC#speakers#${inRange[start]?.recordId}` === after ? start + 1 : start;
        const items = inRange.slice(from, from + limit);
        const last = items.at(-1);
        return { items, next: from + limit < inRange.length && last ? `REC#speakers#${last.recordId}` : undefined };
      },
      elementRecords: async (_app: string, _element: string, maxItems: number) => records.slice(0, maxItems),
      recordIdBounds: async () => (records.length ? { first: records[0]!.recordId, last: records.at(-1)!.recordId } : undefined),
      recordsByIds: async (_app: string, _element: string, ids: readonly string[]) => {
        expect(ids.length).toBeLessThanOrEqual(100);
        return ids.map((id) => records.find((record) => record.recordId === id)).filter((record) => record !== undefined);
      },
    },
    objects: {
      exportKeys,
      createMultipartUpload: async (key) => {
        calls.push(`create ${key}`);
        const uploadId = `up${++uploadCount}`;
        uploads.set(uploadId, { key, parts: new Map() });
        return uploadId;
      },
      uploadPart: async (key, uploadId, partNumber, body) => {
        calls.push(`part ${partNumber}`);
        const upload = uploads.get(uploadId);
        if (!upload || upload.key !== key) throw Object.assign(new Error('NoSuchUpload'), { name: 'NoSuchUpload' });
        upload.parts.set(partNumber, Buffer.from(body));
        return `"etag-${partNumber}-${body.length}"`;
      },
      completeMultipartUpload: async (key, uploadId, parts) => {
        calls.push(`complete ${parts.length}`);
        const upload = uploads.get(uploadId);
        if (!upload) throw Object.assign(new Error('NoSuchUpload'), { name: 'NoSuchUpload' });
        for (const part of parts.slice(0, -1))
          expect(upload.parts.get(part.partNumber)!.length).toBeGreaterThanOrEqual(options.partBytes ?? 1024);
        expect(parts.map((part) => part.partNumber)).toEqual(parts.map((_, index) => index + 1));
        objects.set(key, Buffer.concat(parts.map((part) => upload.parts.get(part.partNumber)!)));
        uploads.delete(uploadId);
      },
      abortMultipartUpload: async (_key, uploadId) => {
        calls.push(`abort ${uploadId}`);
        uploads.delete(uploadId);
      },
      putObject: async (key, body) => {
        calls.push(`put ${key}`);
        objects.set(key, Buffer.from(body));
      },
      presignDownload: async (key, options) => `https://bucket.example/${key}?name=${encodeURIComponent(options.fileName)}`,
    },
    startJob: async (job) => {
      const jobId = `01JJOB${String(jobs.size).padStart(20, '0')}`;
      jobs.set(jobId, {
        PK: '',
        SK: '',
        jobId,
        type: job.type,
        ownerId: job.ownerId,
        projectId: job.projectId,
        input: job.input ?? {},
        status: 'queued',
        progress: { done: 0, total: 0 },
        attempts: 0,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      });
      return jobId;
    },
    getJob: async (jobId) => jobs.get(jobId),
  };
  const service = { ...exportsService(deps), run: exportRunner(deps) };

  /** Runs the job to its end as the worker would, invocation after invocation; `crashAfter` progress saves, it throws once. */
  async function run(jobId: string, options: { crashAfter?: number; remaining?: () => number } = {}) {
    const job = jobs.get(jobId)!;
    let checkpoint: Record<string, unknown> | undefined;
    let result: unknown;
    const progress: { done: number; total: number }[] = [];
    let saves = 0;
    let crashed = false;
    let invocations = 0;
    for (;;) {
      invocations++;
      expect(invocations).toBeLessThan(50);
      const ctx: JobContext = {
        remainingMs: options.remaining ?? (() => 60_000),
        checkpoint,
        async progress(done, total, saved) {
          if (!crashed && options.crashAfter !== undefined && saves === options.crashAfter) {
            crashed = true;
            throw new Error('crash');
          }
          saves++;
          progress.push({ done, total });
          if (saved) checkpoint = structuredClone(saved);
        },
        setResult: (value) => {
          result = value;
        },
      };
      const outcome = await service.run({ ...job, checkpoint } as JobItem, ctx).catch((error: unknown) => {
        if (error instanceof JobFailure) throw error;
        return 'crashed' as const;
      });
      if (outcome === 'done') {
        jobs.set(jobId, { ...job, status: 'succeeded', result, progress: progress.at(-1) ?? { done: 0, total: 0 } });
        break;
      }
    }
    const key = calls.find((call) => call.startsWith('put ') || call.startsWith('create '))?.split(' ')[1];
    const file = [...objects.entries()].find(([name]) => name.includes(jobId));
    return { result, progress, key, file: file?.[1] ?? Buffer.alloc(0), invocations };
  }

  return { service, records, objects, uploads, calls, jobs, run, rowQueries, pageReads };
}

const csvRows = (file: Buffer) => {
  const text = file.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { delimiter: ';', newline: '\r\n', skipEmptyLines: true }).data;
};

describe('exports: starting', () => {
  it('starts an exportRecords job with the checked, resolved request', async () => {
    const w = world();
    const { jobId } = await w.service.start(
      caller,
      { ...ref, format: 'csv', fields: ['lastname', 'firstname'], records: { kind: 'search', q: '  López ' } },
      now,
    );
    const job = w.jobs.get(jobId)!;
    expect(job).toMatchObject({ type: 'exportRecords', ownerId: 'C1', projectId: PROJECT });
    expect(job.input).toEqual({
      applicationId: APP,
      element: 'speakers',
      format: 'csv',
      fields: ['lastname', 'firstname'],
      records: { kind: 'search', q: 'lopez', column: 'lastname' },
      mapping: {},
      language: 'fr',
      fileName: 'Intervenants-2026-11-25.csv',
    });
  });

  it('refuses unknown or repeated fields on `fields`, and a language the project does not have', async () => {
    const w = world();
    const unknown = await expectAppError(
      w.service.start(caller, { ...ref, format: 'csv', fields: ['lastname', 'nope'], records: { kind: 'all' } }, now),
      { status: 400 },
    );
    expect(unknown.details).toEqual([{ field: 'fields', message: 'validation.unknownField' }]);
    const twice = await expectAppError(
      w.service.start(caller, { ...ref, format: 'json', fields: ['lastname', 'lastname'], records: { kind: 'all' } }, now),
      { status: 400 },
    );
    expect(twice.details).toEqual([{ field: 'fields', message: 'validation.duplicateKey' }]);
    const language = await expectAppError(
      w.service.start(caller, { ...ref, format: 'vcard', records: { kind: 'all' }, language: 'de' }, now),
      { status: 400 },
    );
    expect(language.details).toEqual([{ field: 'language', message: 'validation.invalid' }]);
  });

  it('offers vCards only for an element with people, and checks the mapping', async () => {
    const things = world({ form: formOf([formField('title'), formField('price', { type: 'number' })]) });
    const refused = await expectAppError(things.service.start(caller, { ...ref, format: 'vcard', records: { kind: 'all' } }, now), {
      status: 400,
    });
    expect(refused.details).toEqual([{ field: 'vcard', message: 'validation.required' }]);
    // The same element with a mapping naming who the cards are about.
    await things.service.start(caller, { ...ref, format: 'vcard', records: { kind: 'all' }, vcard: { fn: 'title' } }, now);

    const people = world();
    const mapping = await expectAppError(
      people.service.start(caller, { ...ref, format: 'vcard', records: { kind: 'all' }, vcard: { email: 'nope' } }, now),
      { status: 400 },
    );
    expect(mapping.details).toEqual([{ field: 'vcard.email', message: 'validation.unknownField' }]);
    const { jobId } = await people.service.start(caller, { ...ref, format: 'vcard', records: { kind: 'all' }, language: 'en' }, now);
    expect(people.jobs.get(jobId)!.input).toMatchObject({
      mapping: { given: 'firstname', family: 'lastname', email: '___email', org: 'company', note: 'biography' },
      language: 'en',
      fileName: 'Intervenants-2026-11-25.vcf',
    });
  });

  it('names files people recognise, without characters a file system refuses', () => {
    expect(exportFileName('Intervenants / "VIP"', now, 'json')).toBe('Intervenants - -VIP--2026-11-25.json');
    expect(exportFileName('', now, 'csv')).toBe('export-2026-11-25.csv');
  });
});

describe('exports: the job', () => {
  it('writes every record as CSV, in parts of at least the part size, and reports rows, bytes and progress', async () => {
    const w = world({ count: 250, partBytes: 4096 });
    const { jobId } = await w.service.start(
      caller,
      { ...ref, format: 'csv', fields: ['lastname', 'firstname', 'jobTitle', 'photo'], records: { kind: 'all' } },
      now,
    );
    const { result, file, progress } = await w.run(jobId);
    const rows = csvRows(file);
    expect(rows[0]).toEqual(['lastname', 'firstname', 'jobTitle', 'jobTitle.en', 'photo']);
    expect(rows).toHaveLength(251);
    expect(rows[1]).toEqual(['López; 0', "'=cmd()", 'Chercheuse', 'Researcher', 'photo 0.jpg']);
    expect(rows[2]).toEqual(['López; 1', 'Ana 1', 'Chercheuse', 'Researcher', '']);
    expect(result).toEqual({ format: 'csv', rows: 250, bytes: file.length, fileName: 'Intervenants-2026-11-25.csv' });
    expect(w.calls.filter((call) => call.startsWith('part')).length).toBeGreaterThanOrEqual(3);
    expect(w.calls.at(-1)).toMatch(/^complete /);
    expect(progress.at(-1)).toEqual({ done: 250, total: 250 });
    expect(w.uploads.size).toBe(0);
  });

  it('reads every record once and in id order through ranges read together, ids in bursts included', async () => {
    const w = world({ count: 0, partBytes: 64 * 1024 });
    // A few records over months, and a burst of 600 in one millisecond (bulk ids share their time part).
    const months = Array.from(
      { length: 30 },
      (_, n) => `${encodeUlid(BigInt(Date.UTC(2026, 0, 1) + n * 86_400_000) * 2n ** 80n + 12345n)}`,
    );
    const burst = Array.from({ length: 600 }, (_, n) =>
      encodeUlid(BigInt(Date.UTC(2026, 5, 1)) * 2n ** 80n + BigInt(n) * 7919n * 2n ** 60n),
    );
    const ids = [...months, ...burst].sort();
    w.records.push(...ids.map((recordId, n) => ({ ...speaker(n), recordId })));
    const { jobId } = await w.service.start(caller, { ...ref, format: 'csv', fields: ['lastname'], records: { kind: 'all' } }, now);
    const { file } = await w.run(jobId);
    expect(csvRows(file).slice(1).flat()).toEqual(w.records.map((record) => record.values.lastname));
    expect(w.pageReads.length).toBeGreaterThan(10);
    expect(w.pageReads.every((read) => read !== 'all')).toBe(true);
  });

  it('writes a small file in one PUT under exports/<project>/<application>/<job>.csv', async () => {
    const w = world({ count: 3, partBytes: 1024 * 1024 });
    const { jobId } = await w.service.start(caller, { ...ref, format: 'csv', records: { kind: 'all' } }, now);
    const { file } = await w.run(jobId);
    expect(w.calls).toEqual([`put exports/${PROJECT}/${APP}/${jobId}.csv`]);
    expect(csvRows(file)[0]).toEqual(
      speakerForm.fields.flatMap((field) =>
        field.key === 'jobTitle' || field.key === 'biography' ? [field.key, `${field.key}.en`] : [field.key],
      ),
    );
  });

  it('resumes after a crash from the last part written, and the file is the same as without the crash', async () => {
    const reference = world({ count: 300, partBytes: 2048 });
    const first = await reference.service.start(caller, { ...ref, format: 'csv', records: { kind: 'all' } }, now);
    const whole = (await reference.run(first.jobId)).file;

    for (const crashAfter of [0, 1, 2, 5, 9]) {
      const w = world({ count: 300, partBytes: 2048 });
      const { jobId } = await w.service.start(caller, { ...ref, format: 'csv', records: { kind: 'all' } }, now);
      const { file, result } = await w.run(jobId, { crashAfter });
      expect(file.equals(whole), `crash after ${crashAfter} saves`).toBe(true);
      expect(result).toMatchObject({ rows: 300, bytes: whole.length });
      // A crash right after the upload was created, before its id was saved, leaves it to the bucket's rule that aborts
      // incomplete uploads; any later crash resumes it.
      expect(w.uploads.size).toBe(crashAfter === 0 ? 1 : 0);
    }
  });

  it('continues in a fresh invocation when time runs short, then finishes the same file', async () => {
    const reference = world({ count: 1_000, partBytes: 2048 });
    const first = await reference.service.start(caller, { ...ref, format: 'json', records: { kind: 'all' } }, now);
    const whole = (await reference.run(first.jobId)).file;

    const w = world({ count: 1_000, partBytes: 2048 });
    const { jobId } = await w.service.start(caller, { ...ref, format: 'json', records: { kind: 'all' } }, now);
    let clock = 0;
    // Each invocation has time for a few pages.
    const { file, invocations } = await w.run(jobId, { remaining: () => (clock++ % 4 === 3 ? 1_000 : 60_000) });
    expect(invocations).toBeGreaterThan(1);
    expect(file.equals(whole)).toBe(true);
  });

  it('writes the upload again when it vanished (completed by a run whose end was lost)', async () => {
    const w = world({ count: 200, partBytes: 2048 });
    const { jobId } = await w.service.start(caller, { ...ref, format: 'csv', records: { kind: 'all' } }, now);
    const original = w.service.run.bind(w.service);
    let dropped = false;
    w.service.run = async (job, ctx) => {
      // After the first part, the upload disappears.
      if (!dropped && (ctx.checkpoint as { parts?: unknown[] } | undefined)?.parts?.length) {
        dropped = true;
        w.uploads.clear();
      }
      return original(job, ctx);
    };
    const { file, result } = await w.run(jobId);
    expect(csvRows(file)).toHaveLength(201);
    expect(result).toMatchObject({ rows: 200, bytes: file.length });
  });

  it('exports a selection in its order, skipping ids that no longer exist', async () => {
    const w = world({ count: 10 });
    const ids = [idOf(7), '01JREC99999999999999999999', idOf(2), idOf(7)];
    const { jobId } = await w.service.start(
      caller,
      { ...ref, format: 'csv', fields: ['firstname'], records: { kind: 'selection', ids } },
      now,
    );
    const { file, result } = await w.run(jobId);
    expect(csvRows(file)).toEqual([['firstname'], ['Ana 7'], ['Ana 2']]);
    expect(result).toMatchObject({ rows: 2 });
  });

  it('exports a selection of thousands in batches of at most 100', async () => {
    const w = world({ count: 1_500, partBytes: 64 * 1024 });
    const ids = w.records.map((record) => record.recordId).reverse();
    const { jobId } = await w.service.start(
      caller,
      { ...ref, format: 'csv', fields: ['___email'], records: { kind: 'selection', ids } },
      now,
    );
    const rows = csvRows((await w.run(jobId)).file);
    expect(rows).toHaveLength(1_501);
    expect(rows[1]).toEqual(['ana1499@example.org']);
  });

  it('exports a search in the list order, reading the rows of its first column with the folded text', async () => {
    const w = world({ count: 1_200, table: ['lastname', 'firstname'] });
    const { jobId } = await w.service.start(
      caller,
      { ...ref, format: 'csv', fields: ['lastname'], records: { kind: 'search', q: 'LÓPEZ; 11' } },
      now,
    );
    const rows = csvRows((await w.run(jobId)).file)
      .slice(1)
      .flat();
    const expected = w.records
      .map((record) => String(record.values.lastname))
      .filter((name) => foldText(name).includes('lopez; 11'))
      .sort((a, b) => a.localeCompare(b));
    expect(expected.length).toBeGreaterThan(100);
    expect(rows).toEqual(expected);
    expect(w.rowQueries[0]).toMatchObject({ column: 'lastname', contains: 'lopez; 11', limit: 500, descending: false });
    expect(w.rowQueries.length).toBe(3);
  });

  it('writes JSON: an array of records with their values as stored, files as names', async () => {
    const w = world({ count: 5 });
    const { jobId } = await w.service.start(
      caller,
      { ...ref, format: 'json', fields: ['lastname', 'photo', 'jobTitle'], records: { kind: 'all' } },
      now,
    );
    const parsed = JSON.parse((await w.run(jobId)).file.toString('utf8'));
    expect(parsed).toHaveLength(5);
    expect(parsed[0]).toEqual({
      recordId: idOf(0),
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-02T00:00:00.000Z',
      version: 1,
      values: { lastname: 'López; 0', photo: ['photo 0.jpg'], jobTitle: { fr: 'Chercheuse', en: 'Researcher' } },
    });
    expect(Object.keys(parsed[0].values)).toEqual(['lastname', 'photo', 'jobTitle']);
    const empty = world();
    const none = await empty.service.start(caller, { ...ref, format: 'json', records: { kind: 'all' } }, now);
    expect(JSON.parse((await empty.run(none.jobId)).file.toString('utf8'))).toEqual([]);
  });

  it('writes vCards that ical.js reads back, one per record, in the chosen language', async () => {
    const w = world({ count: 40, partBytes: 2048 });
    const { jobId } = await w.service.start(caller, { ...ref, format: 'vcard', records: { kind: 'all' }, language: 'en' }, now);
    const { file, result } = await w.run(jobId);
    const parsed = ICAL.parse(file.toString('utf8')) as unknown[][];
    expect(parsed).toHaveLength(40);
    const cards = parsed.map((jcard) => new ICAL.Component(jcard as never));
    expect(cards[1]!.getFirstPropertyValue('n')).toEqual(['López; 1', 'Ana 1', '', '', '']);
    expect(cards[1]!.getFirstPropertyValue('org')).toBe('ACME, Inc');
    expect(cards[1]!.getFirstPropertyValue('title')).toBe('Researcher');
    expect(new Set(cards.map((card) => card.getFirstPropertyValue('uid'))).size).toBe(40);
    expect(result).toMatchObject({ format: 'vcard', rows: 40, fileName: 'Intervenants-2026-11-25.vcf' });
  });

  it('fails with a reason users read when the element is gone, dropping its upload', async () => {
    const w = world({ count: 5 });
    const { jobId } = await w.service.start(caller, { ...ref, format: 'csv', records: { kind: 'all' } }, now);
    const job = w.jobs.get(jobId)!;
    const ctx = { remainingMs: () => 60_000, checkpoint: undefined, progress: async () => {}, setResult: () => {} };
    const gone = { ...job, input: { ...job.input, element: 'vanished' } };
    await expect(w.service.run(gone, ctx)).rejects.toMatchObject({ code: 'elementGone' });
    await expect(w.service.run({ ...job, input: { element: 42 } }, ctx)).rejects.toMatchObject({ code: 'invalidInput' });
    await expect(
      w.service.run(gone, { ...ctx, checkpoint: { uploadId: 'upX', parts: [], position: {}, rows: 0, bytes: 0 } }),
    ).rejects.toBeInstanceOf(JobFailure);
    expect(w.calls).toContain('abort upX');
  });
});

describe('exports: download', () => {
  it('answers a link once the job succeeded; 409 before; 404 for a job of another kind, element or project', async () => {
    const w = world({ count: 2 });
    const { jobId } = await w.service.start(caller, { ...ref, format: 'csv', records: { kind: 'all' } }, now);
    await expectAppError(w.service.download(caller, { ...ref, jobId }, now), { status: 409, code: 'EXPORT_NOT_READY' });
    await w.run(jobId);
    const link = await w.service.download(caller, { ...ref, jobId }, now);
    expect(link).toEqual({
      url: `https://bucket.example/exports/${PROJECT}/${APP}/${jobId}.csv?name=Intervenants-2026-11-25.csv`,
      fileName: 'Intervenants-2026-11-25.csv',
      expiresAt: '2026-11-25T10:05:00.000Z',
    });
    await expectAppError(w.service.download(caller, { ...ref, jobId: '01JJOB99999999999999999999' }, now), { status: 404 });
    w.jobs.set('other', { ...w.jobs.get(jobId)!, jobId: 'other', type: 'reindexElement' });
    await expectAppError(w.service.download(caller, { ...ref, jobId: 'other' }, now), { status: 404 });
    w.jobs.set('elsewhere', { ...w.jobs.get(jobId)!, jobId: 'elsewhere', projectId: '01JOTHER000000000000000000' });
    await expectAppError(w.service.download(caller, { ...ref, jobId: 'elsewhere' }, now), { status: 404 });
    w.jobs.set('element', { ...w.jobs.get(jobId)!, jobId: 'element', input: { ...w.jobs.get(jobId)!.input, element: 'videos' } });
    await expectAppError(w.service.download(caller, { ...ref, jobId: 'element' }, now), { status: 404 });
    // A day later the bucket's lifecycle rule has deleted the file.
    await expectAppError(w.service.download(caller, { ...ref, jobId }, new Date('2026-11-27T10:00:00.000Z')), { status: 404 });
  });
});
