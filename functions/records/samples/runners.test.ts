import { describe, expect, it } from 'vitest';
import { defaultElements } from '../../../shared/kinds';
import type { JobItem } from '../../lib/job-store';
import { type JobContext, JobFailure } from '../../lib/jobs';
import type { BulkEntry, BulkOutcome, BulkTarget } from '../bulk-save';
import { checkValues } from '../values';
import { CHUNK, REMOVE_PAGE, SAMPLE_CATEGORIES, sampleRunners } from './runners';

const P = '01J000000000000000000000P1';
const A = '01J000000000000000000000A1';
const JOB = '01KJ0B0000000000000000000A';
const [items, categories] = defaultElements('catalogue', { multipleCategories: true, subcategories: false, parentCategory: false });
const [speakers] = defaultElements('speakers');

const targetOf = (element: typeof items): BulkTarget => ({
  projectId: P,
  applicationId: A,
  elementKey: element!.key,
  form: element!.form,
  table: element!.table,
  indexVersion: 1,
  languages: ['fr', 'en'],
});
const targets: Record<string, BulkTarget> = { items: targetOf(items), categories: targetOf(categories), speakers: targetOf(speakers) };

const job = (type: JobItem['type'], input: Record<string, unknown>): JobItem => ({
  PK: `JOB#${JOB}`,
  SK: 'META',
  jobId: JOB,
  type,
  ownerId: 'C1',
  projectId: P,
  input: { applicationId: A, author: 'ana@example.com', ...input },
  status: 'running',
  progress: { done: 0, total: 0 },
  attempts: 1,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
});

interface SaveCall {
  readonly target: BulkTarget;
  readonly entries: readonly BulkEntry[];
  readonly author: { email: string };
  readonly options: { bulkId: string; step: number };
}

/** The bulk writer and the reads, faked: records by element, what each call asked. */
function setup(existing: Record<string, string[]> = {}, outcome: (entry: BulkEntry) => BulkOutcome = () => ({ status: 'created' })) {
  const saves: SaveCall[] = [];
  const deletes: { ids: readonly string[]; options: { onlySamples?: boolean } }[] = [];
  const finished: string[] = [];
  const samples = new Map<string, string[]>();
  const runners = sampleRunners({
    bulk: {
      elementTarget: async (_p, _a, element) => targets[element],
      bulkRecordId: (bulkId, n) => `${bulkId.slice(0, 10)}${String(n).padStart(16, '0')}`,
      bulkSave: async (target, entries, author, options) => {
        saves.push({ target, entries, author, options });
        return entries.map(outcome);
      },
      bulkFinish: async (target, bulkId) => {
        finished.push(`${target.elementKey}#${bulkId}`);
      },
      bulkDelete: async (_target, ids, options) => {
        deletes.push({ ids, options });
        // A sample whose id ends in 7 is still used as a category: kept.
        return ids.filter((id) => !id.endsWith('7')).length;
      },
    },
    repository: {
      firstRecordIds: async (_a, element, limit) => (existing[element] ?? []).slice(0, limit),
      samplePage: async (_a, element, after, limit) => {
        const all = samples.get(element) ?? [];
        const start = after ? all.indexOf(after) + 1 : 0;
        const ids = all.slice(start, start + limit);
        return { ids, next: start + limit < all.length ? ids.at(-1) : undefined };
      },
    },
    sampleCount: async (_p, _a, element) => samples.get(element)?.length ?? 0,
  });
  return { runners, saves, deletes, samples, finished };
}

function context(checkpoint?: Record<string, unknown>, budget = Number.POSITIVE_INFINITY) {
  const progress: { done: number; total: number; checkpoint?: Record<string, unknown> }[] = [];
  let result: unknown;
  let left = budget;
  const ctx: JobContext = {
    remainingMs: () => left,
    checkpoint,
    progress: async (done, total, saved) => {
      progress.push({ done, total, ...(saved ? { checkpoint: saved } : {}) });
      left -= 10_000;
    },
    setResult: (value) => {
      result = value;
    },
  };
  return { ctx, progress, result: () => result };
}

describe('generateSamples', () => {
  it('creates sample categories first when the category element has none, then the records in chunks, all checked and marked', async () => {
    const { runners, saves, finished } = setup();
    const { ctx, progress, result } = context();
    expect(await runners.generateSamples(job('generateSamples', { element: 'items', count: 2 * CHUNK + 50 }), ctx)).toBe('done');
    expect(finished).toEqual([`items#${JOB}`, `categories#${JOB}`]);
    const [first, ...chunks] = saves;
    expect(first!.target.elementKey).toBe('categories');
    expect(first!.options).toEqual(expect.objectContaining({ bulkId: JOB, step: 0 }));
    expect(first!.entries).toHaveLength(SAMPLE_CATEGORIES);
    const categoryIds = first!.entries.map((entry) => entry.recordId);
    expect(chunks.map((call) => [call.target.elementKey, call.options.step, call.entries.length])).toEqual([
      ['items', 1, CHUNK],
      ['items', 2, CHUNK],
      ['items', 3, 50],
    ]);
    const entries = chunks.flatMap((call) => call.entries);
    expect(new Set(entries.map((entry) => entry.recordId)).size).toBe(2 * CHUNK + 50);
    const checked = (target: BulkTarget, each: BulkEntry) => {
      expect(each).toEqual(expect.objectContaining({ kind: 'create', sample: true }));
      if (each.kind === 'create')
        expect(checkValues(target.form, target.languages, each.values, () => 'validation.fileUnknown').issues).toEqual([]);
    };
    for (const entry of first!.entries) checked(targets.categories!, entry);
    for (const entry of entries) checked(targets.items!, entry);
    for (const entry of entries) {
      if (entry.kind === 'create') expect(categoryIds).toEqual(expect.arrayContaining(entry.values.categories as string[]));
    }
    expect(chunks.every((call) => call.author.email === 'ana@example.com')).toBe(true);
    const total = 2 * CHUNK + 50;
    expect(progress.map(({ done, total }) => [done, total])).toEqual([
      [0, total],
      [CHUNK, total],
      [2 * CHUNK, total],
      [total, total],
    ]);
    expect(result()).toEqual({ created: total });
  });

  it('chooses among existing categories and creates none', async () => {
    const existing = ['01KAA00000000000000000000A', '01KAA00000000000000000000B'];
    const { runners, saves } = setup({ categories: existing });
    const { ctx } = context();
    await runners.generateSamples(job('generateSamples', { element: 'items', count: 30 }), ctx);
    expect(saves.map((call) => call.target.elementKey)).toEqual(['items']);
    for (const entry of saves[0]!.entries)
      if (entry.kind === 'create') expect(existing).toEqual(expect.arrayContaining(entry.values.categories as string[]));
  });

  it('goes on from its checkpoint when time runs short, writing exactly the records a run in one go writes', async () => {
    const whole = setup();
    const count = 3 * CHUNK;
    await whole.runners.generateSamples(job('generateSamples', { element: 'speakers', count }), context().ctx);

    const split = setup();
    const first = context(undefined, 19_000);
    expect(await split.runners.generateSamples(job('generateSamples', { element: 'speakers', count }), first.ctx)).toBe('continue');
    const saved = first.progress.at(-1)!.checkpoint;
    expect(saved).toEqual(expect.objectContaining({ done: CHUNK, created: CHUNK }));
    const second = context(saved);
    expect(await split.runners.generateSamples(job('generateSamples', { element: 'speakers', count }), second.ctx)).toBe('done');
    expect(second.result()).toEqual({ created: count });
    expect(split.saves.map((call) => call.options.step)).toEqual([1, 2, 3]);
    expect(split.saves.flatMap((call) => call.entries)).toEqual(whole.saves.flatMap((call) => call.entries));
    const addresses = whole.saves.flatMap((call) => call.entries).map((entry) => (entry.kind === 'create' ? entry.values.___email : ''));
    expect(new Set(addresses).size).toBe(count);
  });

  it('counts only what was created (a taken address is no failure of the job)', async () => {
    const { runners } = setup({}, (entry) =>
      entry.recordId.endsWith('3') ? { status: 'failed', reason: 'emailTaken', field: '___email' } : { status: 'created' },
    );
    const { ctx, result } = context();
    await runners.generateSamples(job('generateSamples', { element: 'speakers', count: 20 }), ctx);
    expect(result()).toEqual({ created: 18 });
  });

  it('fails readably when the element is gone, a category was deleted meanwhile, or the input is wrong', async () => {
    const gone = setup();
    await expect(gone.runners.generateSamples(job('generateSamples', { element: 'nothing', count: 5 }), context().ctx)).rejects.toEqual(
      expect.objectContaining({ code: 'elementGone' }),
    );
    const missing = setup({ categories: ['01KAA00000000000000000000A'] }, () => ({ status: 'failed', reason: 'categoryMissing' }));
    await expect(
      missing.runners.generateSamples(job('generateSamples', { element: 'items', count: 5 }), context().ctx),
    ).rejects.toBeInstanceOf(JobFailure);
    await expect(gone.runners.generateSamples(job('generateSamples', { element: 'items', count: 'x' }), context().ctx)).rejects.toEqual(
      expect.objectContaining({ code: 'invalidInput' }),
    );
  });
});

describe('removeSamples', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, index) => `01KSAMPLE${String(index).padStart(17, '0')}`);

  it('deletes the sample records page by page, only samples, and counts those kept as categories still in use', async () => {
    const { runners, deletes, samples } = setup();
    samples.set('categories', ids(450));
    const { ctx, progress, result } = context();
    expect(await runners.removeSamples(job('removeSamples', { element: 'categories' }), ctx)).toBe('done');
    expect(deletes.map((call) => [call.ids.length, call.options])).toEqual([
      [REMOVE_PAGE, { onlySamples: true }],
      [REMOVE_PAGE, { onlySamples: true }],
      [50, { onlySamples: true }],
    ]);
    const kept = ids(450).filter((id) => id.endsWith('7')).length;
    expect(result()).toEqual({ removed: 450 - kept, kept });
    expect(progress[0]).toEqual(expect.objectContaining({ done: 0, total: 450 }));
    expect(progress.at(-1)).toEqual(expect.objectContaining({ done: 450, total: 450 }));
  });

  it('goes on from its checkpoint', async () => {
    const { runners, deletes, samples } = setup();
    samples.set('speakers', ids(500));
    const first = context(undefined, 19_000);
    expect(await runners.removeSamples(job('removeSamples', { element: 'speakers' }), first.ctx)).toBe('continue');
    const second = context(first.progress.at(-1)!.checkpoint);
    expect(await runners.removeSamples(job('removeSamples', { element: 'speakers' }), second.ctx)).toBe('done');
    expect(deletes.flatMap((call) => call.ids)).toEqual(ids(500));
    expect((second.result() as { removed: number }).removed + (second.result() as { kept: number }).kept).toBe(500);
  });

  it('succeeds with nothing to remove', async () => {
    const { runners, deletes } = setup();
    const { ctx, result } = context();
    await runners.removeSamples(job('removeSamples', { element: 'speakers' }), ctx);
    expect(deletes).toEqual([]);
    expect(result()).toEqual({ removed: 0, kept: 0 });
  });
});
