import { beforeEach, describe, expect, it } from 'vitest';
import { defaultElements } from '../../shared/kinds';
import { expectAppError } from '../../test/helpers/app-error';
import { fakeRecordsRepository } from '../../test/helpers/fake-records';
import { CALLER } from '../../test/helpers/mocked-api';
import type { JobContext } from '../lib/jobs';
import { recordFiles } from './files';
import type { RecordsDeps } from './context';
import { recordJobs } from './record-jobs';
import { recordsService } from './service';

const P = '01J000000000000000000000P1';
const A = '01J000000000000000000000A1';
const T = new Date('2026-03-01T10:00:00.000Z');
const [items, categories] = defaultElements('catalogue', { multipleCategories: true, subcategories: true, parentCategory: true });
const [speakers] = defaultElements('speakers');
const elements = { speakers: speakers!, items: items!, categories: categories! };
type ElementKey = keyof typeof elements;

function setup() {
  const fake = fakeRecordsRepository();
  const config = { ...elements };
  let reindexJobId: string | undefined;
  const finished: string[] = [];
  const deps = {
    repository: fake.repo,
    applications: {
      elementAccess: async (_caller, ref) => {
        const element = config[ref.element as ElementKey];
        if (!element) throw new Error('no element');
        return {
          access: { project: { languages: ['fr', 'en'] } },
          app: { applicationId: A },
          element: { ...element, ...(reindexJobId ? { reindexJobId } : {}) },
        } as never;
      },
      elementConfig: async (_p, _a, key) => ({
        ...config[key as ElementKey],
        version: config[key as ElementKey].version ?? 1,
        languages: ['fr', 'en'],
        count: 99,
      }),
      finishReindex: async (_p, _a, _e, jobId) => void finished.push(jobId),
      exists: async () => false,
    },
    // No file fields are filled here (the uploads tests cover them): ids resolve to nothing, URLs are not signed.
    files: {
      resolverFor: async () => ({ resolve: () => 'validation.fileUnknown' as const, uploads: new Map() }),
      attachObjects: async () => undefined,
      heldUploads: recordFiles.heldUploads,
      storedFiles: recordFiles.storedFiles,
      valuesWithUrls: async (_form, _p, _a, values) => ({ ...values }),
      cellWithPreviews: async (_p, _a, cell) => cell,
    },
    startJob: async () => 'job',
  } satisfies RecordsDeps & Parameters<typeof recordJobs>[0];
  // The records API's service, and the re-index job over the same records.
  const service = { ...recordsService(deps), ...recordJobs(deps) };
  return { fake, service, config, finished, reindexing: (jobId: string) => (reindexJobId = jobId) };
}

const ref = (element: ElementKey = 'speakers') => ({ projectId: P, applicationId: A, element });
const speaker = (lastname: string, extra: Record<string, unknown> = {}) => ({
  firstname: 'Ana',
  lastname,
  ___email: `${lastname.replace(/\W/g, '').toLowerCase() || 'x'}@example.com`,
  ...extra,
});

describe('records service', () => {
  let ctx: ReturnType<typeof setup>;
  beforeEach(() => {
    ctx = setup();
  });
  const create = (lastname: string, extra: Record<string, unknown> = {}) =>
    ctx.service.create(CALLER, { ...ref(), values: speaker(lastname, extra) }, T);
  const list = (query: Record<string, unknown> = {}) => ctx.service.list(CALLER, { ...ref(), q: '', sort: 'lastname', ...query }, T);

  it('pages descending through values then empty values, one Query per page, with a null cursor on the last page', async () => {
    for (const name of ['a', 'b', 'c', 'd']) await create(name, { company: name === 'b' ? '' : `Co ${name}` });
    await create('e', { company: '' });
    const seen: string[] = [];
    const queriesPerPage: number[] = [];
    let cursor: string | undefined;
    for (;;) {
      const before = ctx.fake.queries();
      const page = await list({ sort: 'company', order: 'desc', limit: 2, ...(cursor ? { cursor } : {}) });
      queriesPerPage.push(ctx.fake.queries() - before);
      seen.push(...page.items.map((item) => String(item.values.company ?? '')));
      if (!page.cursor) break;
      cursor = page.cursor;
    }
    expect(seen).toEqual(['Co d', 'Co c', 'Co a', '', '']);
    // Only the page that crosses from the values to the empty ones reads twice.
    expect(queriesPerPage).toEqual([1, 2, 1]);
  });

  it('bounds a search: it says when it stopped early and its cursor keeps searching', async () => {
    for (let i = 0; i < 2_600; i++) await create(`Name${String(i).padStart(4, '0')}`);
    const first = await list({ q: 'NAME2599', limit: 10 });
    expect(first.items).toEqual([]);
    expect(first.searchStoppedEarly).toBe(true);
    const rest = await list({ q: 'NAME2599', limit: 10, cursor: first.cursor! });
    expect(rest.items.map((item) => item.values.lastname)).toEqual(['Name2599']);
    expect(rest.searchStoppedEarly).toBe(false);
    expect(rest.cursor).toBeNull();
  }, 30_000);

  it('refuses a sort that is no list column, and a cursor issued for another list', async () => {
    await create('a');
    await create('b');
    await expectAppError(list({ sort: 'biography' }), { status: 400, code: 'VALIDATION_FAILED' });
    const page = await list({ limit: 1 });
    await expectAppError(list({ sort: 'firstname', cursor: page.cursor! }), { status: 400, code: 'VALIDATION_FAILED' });
    await expectAppError(list({ order: 'desc', cursor: page.cursor! }), { status: 400, code: 'VALIDATION_FAILED' });
    expect((await list({ cursor: page.cursor!, limit: 1 })).items.map((item) => item.values.lastname)).toEqual(['b']);
  });

  it('saves versions, refuses a stale one, restores an old one as a new version and keeps the latest 100', async () => {
    const created = await create('Durand');
    const updated = await ctx.service.update(CALLER, { ...ref(), recordId: created.recordId, values: speaker('Martin'), version: 1 }, T);
    expect(updated.version).toBe(2);
    await expectAppError(ctx.service.update(CALLER, { ...ref(), recordId: created.recordId, values: speaker('X'), version: 1 }, T), {
      status: 409,
      code: 'CONFLICT',
    });
    const restored = await ctx.service.restore(CALLER, { ...ref(), recordId: created.recordId, versionNumber: 1, version: 2 }, T);
    expect(restored).toMatchObject({ version: 3, values: { lastname: 'Durand' } });
    const history = await ctx.service.versions(CALLER, { ...ref(), recordId: created.recordId });
    expect(history.items.map((item) => [item.version, item.restoredFrom ?? null])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    let version = 3;
    for (let i = 0; i < 100; i++) {
      version = (await ctx.service.update(CALLER, { ...ref(), recordId: created.recordId, values: speaker(`N${i}`), version }, T)).version;
    }
    const detail = await ctx.service.get(CALLER, { ...ref(), recordId: created.recordId }, T);
    expect(detail).toMatchObject({ version: 103, versionCount: 100 });
    const pages = [];
    let cursor: string | undefined;
    do {
      const page = await ctx.service.versions(CALLER, { ...ref(), recordId: created.recordId, ...(cursor ? { cursor } : {}) });
      pages.push(...page.items.map((item) => item.version));
      cursor = page.cursor ?? undefined;
    } while (cursor);
    expect(pages).toHaveLength(100);
    expect(pages[0]).toBe(103);
    expect(pages.at(-1)).toBe(4);
  });

  it('counts category users, refuses deleting a category in use and cycles of parents', async () => {
    const shoes = await ctx.service.create(CALLER, { ...ref('categories'), values: { name: { fr: 'Chaussures' } } }, T);
    const boots = await ctx.service.create(CALLER, { ...ref('categories'), values: { name: { fr: 'Bottes' }, parent: shoes.recordId } }, T);
    await expectAppError(
      ctx.service.update(
        CALLER,
        { ...ref('categories'), recordId: shoes.recordId, values: { name: { fr: 'C' }, parent: boots.recordId }, version: 1 },
        T,
      ),
      { status: 400, code: 'VALIDATION_FAILED' },
    );
    const item = await ctx.service.create(
      CALLER,
      { ...ref('items'), values: { name: { fr: 'Botte' }, categories: [boots.recordId, shoes.recordId] } },
      T,
    );
    await expectAppError(ctx.service.remove(CALLER, { ...ref('categories'), recordId: shoes.recordId }, T), {
      status: 409,
      code: 'CATEGORY_IN_USE',
    });
    await ctx.service.update(
      CALLER,
      { ...ref('items'), recordId: item.recordId, values: { name: { fr: 'Botte' }, categories: [boots.recordId] }, version: 1 },
      T,
    );
    // Still the parent of "Bottes".
    await expectAppError(ctx.service.remove(CALLER, { ...ref('categories'), recordId: shoes.recordId }, T), {
      status: 409,
      code: 'CATEGORY_IN_USE',
    });
    await ctx.service.remove(CALLER, { ...ref('items'), recordId: item.recordId }, T);
    await ctx.service.remove(CALLER, { ...ref('categories'), recordId: boots.recordId }, T);
    await ctx.service.remove(CALLER, { ...ref('categories'), recordId: shoes.recordId }, T);
    expect(ctx.fake.records.size).toBe(0);
  });

  it('re-indexes records for new list columns, skipping those already saved with them', async () => {
    const a = await create('Alpha', { company: 'Zeta' });
    await create('Beta', { company: 'Alpha' });
    ctx.config.speakers = {
      ...elements.speakers,
      version: 2,
      table: { ...elements.speakers.table, columns: ['company', 'lastname'] },
    };
    expect(ctx.fake.sortKeys(A, 'speakers', 'company')).toHaveLength(2); // the default list already shows company
    ctx.config.speakers = { ...ctx.config.speakers, table: { ...ctx.config.speakers.table, columns: ['lastname', 'website'] } };
    ctx.reindexing('JOB1');
    expect((await list()).reindexJobId).toBe('JOB1');
    await ctx.service.update(CALLER, { ...ref(), recordId: a.recordId, values: speaker('Alpha', { website: 'b.org' }), version: 1 }, T);
    const progress: [number, number][] = [];
    const job: JobContext = {
      remainingMs: () => 60_000,
      checkpoint: undefined,
      progress: async (done, total) => void progress.push([done, total]),
      setResult: () => undefined,
    };
    expect(
      await ctx.service.reindex({ jobId: 'JOB1', projectId: P, input: { applicationId: A, element: 'speakers', indexVersion: 2 } }, job),
    ).toBe('done');
    expect(ctx.fake.sortKeys(A, 'speakers', 'website')).toHaveLength(2);
    expect(ctx.fake.sortKeys(A, 'speakers', 'company')).toHaveLength(0);
    expect(ctx.finished).toEqual(['JOB1']);
    expect(progress.at(-1)).toEqual([2, 99]);
  });
});
