import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../shared/schemas/builder';
import type { ImportResult } from '../../../shared/schemas/imports';
import type { JobItem } from '../../lib/job-store';
import type { JobContext } from '../../lib/jobs';
import { importObjectKeys } from '../../lib/storage/import-objects';
import type { BulkEntry, BulkOutcome, BulkTarget } from '../bulk-save';
import { readCsv } from '../csv/read-csv';
import { buildPlan } from './plan';
import { IMPORT_CHUNK, importRunner, type RunDeps } from './run';
import type { StoredPlan } from './preview';

const PROJECT = '01JP0000000000000000000001';
const APP = '01JA0000000000000000000001';
const IMPORT = '01JI0000000000000000000001';
const field = (key: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  key,
  type,
  label: { fr: key },
  visibility: 'private',
  translatable: false,
  mandatory: false,
  ...extra,
});
const form = { fields: [field('lastname', 'text', { mandatory: true }), field('___email', 'email')] } as never;
const target = { projectId: PROJECT, applicationId: APP, elementKey: 'speakers', form, languages: ['fr'] } as unknown as BulkTarget;

/**
 * A bulk writer with the real one's contract: creates with their given ids, updates at the expected version, the
 * e-mail guard, idempotent per (bulkId, step) (a replay reports its own writes as done, counts once).
 */
function fakeWorld() {
  const records = new Map<string, { version: number; values: Record<string, unknown>; bulkId?: string }>();
  const emails = new Map<string, string>();
  const objects = new Map<string, string>();
  const counted = new Set<string>();
  let count = 0;
  let calls = 0;
  const bulkSave: RunDeps['bulkSave'] = async (_target, entries: readonly BulkEntry[], _author, options) => {
    calls++;
    const outcomes = entries.map((entry): BulkOutcome => {
      const current = records.get(entry.recordId);
      if (entry.kind === 'create') {
        if (current) return current.bulkId === options.bulkId ? { status: 'created' } : { status: 'failed', reason: 'changed' };
        const email = String(entry.values.___email ?? '').toLowerCase();
        if (email && emails.has(email)) return { status: 'failed', reason: 'emailTaken', field: '___email' };
        if (email) emails.set(email, entry.recordId);
        records.set(entry.recordId, { version: 1, values: entry.values, bulkId: options.bulkId });
        return { status: 'created' };
      }
      if (!current) return { status: 'failed', reason: 'gone' };
      if (current.version !== entry.expectedVersion) {
        return current.bulkId === options.bulkId ? { status: 'updated' } : { status: 'failed', reason: 'changed' };
      }
      records.set(entry.recordId, { version: current.version + 1, values: { ...current.values, ...entry.patch }, bulkId: options.bulkId });
      return { status: 'updated' };
    });
    const step = `${options.bulkId}#${options.step}`;
    if (!counted.has(step)) {
      counted.add(step);
      count += outcomes.filter((outcome, index) => outcome.status === 'created' && entries[index]!.kind === 'create').length;
    }
    return outcomes;
  };
  let released = 0;
  let finished = 0;
  const deps: RunDeps = {
    elementTarget: async () => target,
    bulkSave,
    bulkFinish: async () => {
      finished++;
    },
    getText: async (key) => {
      const text = objects.get(key);
      return text === undefined ? undefined : { text, bytes: Buffer.byteLength(text) };
    },
    putText: async (key, body) => {
      objects.set(key, body);
    },
    releaseLock: async () => {
      released++;
    },
  };
  return {
    records,
    emails,
    objects,
    deps,
    count: () => count,
    calls: () => calls,
    released: () => released,
    finished: () => finished,
  };
}

async function storePlan(world: ReturnType<typeof fakeWorld>, text: string) {
  const csv = readCsv(text, { maxRows: 50_000 });
  const plan = await buildPlan({ form, languages: ['fr'], csv, categories: new Map(), existing: async () => new Map() });
  const sourceKey = importObjectKeys.source(PROJECT, APP, IMPORT);
  const stored: StoredPlan = {
    importId: IMPORT,
    projectId: PROJECT,
    applicationId: APP,
    element: 'speakers',
    lang: 'en',
    header: csv.header,
    sourceKey,
    rows: plan.rows,
  };
  world.objects.set(sourceKey, text);
  world.objects.set(importObjectKeys.plan(PROJECT, APP, IMPORT), JSON.stringify(stored));
  return plan;
}

const job = {
  jobId: 'J',
  projectId: PROJECT,
  input: { applicationId: APP, element: 'speakers', importId: IMPORT, author: 'me@x.org' },
} as unknown as JobItem;
const recordId = (bulkId: string, n: number) => `${bulkId}#${n}`;

/** A job context whose checkpoint survives between runs; `dieAt`: the progress call that crashes before saving. */
function jobContext(dieAt?: number) {
  const state: { checkpoint: Record<string, unknown> | undefined; progress: number[][]; result: unknown } = {
    checkpoint: undefined,
    progress: [],
    result: undefined,
  };
  let progressCalls = 0;
  const context = (): JobContext => ({
    remainingMs: () => 60_000,
    get checkpoint() {
      return state.checkpoint;
    },
    async progress(done, total, checkpoint) {
      progressCalls++;
      if (progressCalls === dieAt) throw new Error('the worker died');
      state.progress.push([done, total]);
      state.checkpoint = checkpoint;
    },
    setResult(value) {
      state.result = value;
    },
  });
  return { state, context };
}

const csvOf = (count: number, extra = '') =>
  `lastname;___email\r\n${Array.from({ length: count }, (_, index) => `Name ${index};p${index}@example.com\r\n`).join('')}${extra}`;

describe('the importRecords runner', () => {
  it('applies the plan in chunks with progress, and ends with the result, the error rows and the lock released', async () => {
    const world = fakeWorld();
    const rows = IMPORT_CHUNK * 2 + 10;
    // One error row at preview, one repeated address (skip), one address taken at commit by someone else.
    world.emails.set('p3@example.com', 'someone-else');
    await storePlan(world, csvOf(rows, ';nobody@example.com\r\nCopy;P1@example.com\r\n'));
    const { state, context } = jobContext();
    expect(await importRunner(world.deps, recordId)(job, context())).toBe('done');
    expect(state.progress).toEqual([
      [2 + IMPORT_CHUNK, rows + 2],
      [2 + IMPORT_CHUNK * 2, rows + 2],
      [rows + 2, rows + 2],
    ]);
    expect(state.result).toEqual({ importId: IMPORT, created: rows - 1, updated: 0, skipped: 1, failed: 2 } satisfies ImportResult);
    expect(world.count()).toBe(rows - 1);
    expect(world.released()).toBe(1);
    expect(world.finished()).toBe(1);
    const errors = world.objects.get(importObjectKeys.errors(PROJECT, APP, IMPORT))!;
    expect(errors).toBe(
      '\uFEFFlastname;___email;___errors\r\n' +
        'Name 3;p3@example.com;___email: Another record already uses this e-mail address.\r\n' +
        ';nobody@example.com;lastname: This field is required.\r\n',
    );
  });

  it('resumes after a crash after chunk k: same records, counts and element count (no double count, nothing lost)', async () => {
    const rows = IMPORT_CHUNK * 3 + 5;
    const whole = fakeWorld();
    await storePlan(whole, csvOf(rows));
    const once = jobContext();
    await importRunner(whole.deps, recordId)(job, once.context());

    for (const dieAt of [1, 2, 4]) {
      const world = fakeWorld();
      await storePlan(world, csvOf(rows));
      const { state, context } = jobContext(dieAt);
      await expect(importRunner(world.deps, recordId)(job, context())).rejects.toThrow('the worker died');
      expect(await importRunner(world.deps, recordId)(job, context())).toBe('done');
      expect([...world.records.keys()].sort()).toEqual([...whole.records.keys()].sort());
      expect(world.count()).toBe(rows);
      expect(state.result).toEqual(once.state.result);
      // The crashed chunk was written twice (once before the crash, once replayed): nothing more.
      expect(world.calls()).toBe(Math.ceil(rows / IMPORT_CHUNK) + 1);
    }
  });

  it('continues in a fresh invocation when time runs short', async () => {
    const world = fakeWorld();
    await storePlan(world, csvOf(IMPORT_CHUNK + 1));
    const { state, context } = jobContext();
    let budget = 2;
    const short = { ...context(), remainingMs: () => (budget-- > 1 ? 60_000 : 1_000) };
    Object.defineProperty(short, 'checkpoint', { get: () => state.checkpoint });
    expect(await importRunner(world.deps, recordId)(job, short)).toBe('continue');
    expect(world.released()).toBe(0);
    expect(await importRunner(world.deps, recordId)(job, context())).toBe('done');
    expect(world.count()).toBe(IMPORT_CHUNK + 1);
  });

  it('reports records changed or deleted since the preview, and fails cleanly without a plan', async () => {
    const world = fakeWorld();
    await storePlan(world, csvOf(1));
    const plan = JSON.parse(world.objects.get(importObjectKeys.plan(PROJECT, APP, IMPORT))!) as StoredPlan;
    const updated: StoredPlan = {
      ...plan,
      rows: [
        { line: 2, action: 'update', recordId: 'R1', expectedVersion: 1, patch: { lastname: 'New' } },
        { line: 3, action: 'update', recordId: 'R2', expectedVersion: 1, patch: { lastname: 'New' } },
      ],
    };
    world.objects.set(importObjectKeys.plan(PROJECT, APP, IMPORT), JSON.stringify(updated));
    world.objects.set(plan.sourceKey, 'lastname;___email\nNew;r1@example.com\nNew;r2@example.com\n');
    world.records.set('R1', { version: 2, values: { lastname: 'Edited' } });
    const { state, context } = jobContext();
    await importRunner(world.deps, recordId)(job, context());
    expect(state.result).toMatchObject({ created: 0, updated: 0, failed: 2 });
    expect(world.records.get('R1')!.values.lastname).toBe('Edited');
    const errors = world.objects.get(importObjectKeys.errors(PROJECT, APP, IMPORT))!;
    expect(errors).toContain('New;r1@example.com;This record changed since the preview: it was not overwritten.');
    expect(errors).toContain('New;r2@example.com;This record was deleted since the preview.');

    world.objects.delete(importObjectKeys.plan(PROJECT, APP, IMPORT));
    await expect(importRunner(world.deps, recordId)(job, jobContext().context())).rejects.toMatchObject({ code: 'importGone' });
  });
});
