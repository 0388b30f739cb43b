import type { Language } from '../../shared/constants';
import { applicationReads } from '../applications/deps';
import { inParallel } from '../lib/in-parallel';
import { addToCount, counterUpdate } from './bulk-counter';
import { type Decide, IN_FLIGHT, MAX_ITEMS, type Pending, pack, readRecords, runGroup, split } from './bulk-transactions';
import { derivedId } from './derived-id';
import { type RecordWrite, recordWriteItems, type StoredRecord } from './record-items';
import { deleteVersions } from './repository';
import { type RecordElement, savedRecord } from './saved-record';

/**
 * Bulk writes of records (the import's commit, sample data): the very records rules of a save — version item, e-mail
 * guard, list rows, category usage, conditional on the version read — with several records per transaction and several
 * transactions in flight, because one transaction per record is the engine's slowest path (docs/architecture.md,
 * "Domain designs"; the transactions: bulk-transactions.ts).
 *
 * The element's count is not in those transactions: each call adds what it created once per step (bulk-counter.ts).
 * Records carry the `bulkId` that wrote them: a replay recognises its own writes (a create whose record exists, an update
 * whose version moved) and reports them done.
 */

export { bulkFinish } from './bulk-counter';

/** The element of a bulk write. */
export type BulkTarget = RecordElement;

export type BulkEntry =
  | {
      readonly kind: 'create';
      readonly recordId: string;
      /** Checked values (functions/records/values.ts checkValues). */
      readonly values: Record<string, unknown>;
      readonly sample?: boolean;
    }
  | {
      readonly kind: 'update';
      readonly recordId: string;
      /** The version the plan was made against: a record saved since is reported, not overwritten. */
      readonly expectedVersion: number;
      /** Checked values of the fields to change; the others keep theirs. */
      readonly patch: Record<string, unknown>;
    };

export type BulkFailure = 'changed' | 'emailTaken' | 'categoryMissing' | 'gone';
export type BulkOutcome =
  | { readonly status: 'created' | 'updated' }
  | { readonly status: 'failed'; readonly reason: BulkFailure; readonly field?: string };

/** The id of the `n`-th record a bulk write creates (derived-id.ts): a replayed step writes the very same records. */
export function bulkRecordId(bulkId: string, n: number): string {
  return derivedId(bulkId, `record#${n}`);
}

/** The element as a job sees it (no caller: the access check ran when the job was started); undefined when it is gone. */
export async function elementTarget(projectId: string, applicationId: string, elementKey: string): Promise<BulkTarget | undefined> {
  const config = await applicationReads.elementConfig(projectId, applicationId, elementKey);
  if (!config) return undefined;
  return {
    projectId,
    applicationId,
    elementKey,
    form: config.form,
    table: config.table,
    indexVersion: config.version,
    languages: config.languages as readonly Language[],
  };
}

/** The write of a save of `values` (as a records save stores it). */
function writeFor(
  target: BulkTarget,
  before: StoredRecord | undefined,
  recordId: string,
  values: Record<string, unknown>,
  author: string,
  options: { bulkId: string; now: Date; sample?: boolean },
): RecordWrite {
  const saved = savedRecord(target, {
    before,
    recordId,
    values,
    by: author,
    at: options.now.toISOString(),
    bulkId: options.bulkId,
    sample: options.sample,
  });
  return { projectId: target.projectId, ...(before ? { before } : {}), ...saved };
}

const fieldOfRef = (target: BulkTarget, label: string, values: Readonly<Record<string, unknown>> | undefined): string | undefined => {
  const [element, id] = label.slice(4).split('#');
  return target.form.fields.find((field) => {
    if (field.categoryElement !== element) return false;
    const value = values?.[field.key];
    return Array.isArray(value) ? value.includes(id) : value === id;
  })?.key;
};

/** The outcome of a write its transaction refused, from the item whose condition failed. */
function refusal(target: BulkTarget, bulkId: string): Decide<BulkOutcome> {
  return async (entry, label) => {
    const after = entry.write.after!;
    if (label === 'record') {
      const [current] = (await readRecords(target, [after.recordId])).values();
      if (!entry.write.before) {
        // The record exists: this bulk write created it before a crash (ids are derived from bulkId and n).
        return current?.bulkId === bulkId ? { status: 'created' } : { status: 'failed', reason: 'changed' };
      }
      if (!current) return { status: 'failed', reason: 'gone' };
      return current.bulkId === bulkId && current.version > entry.write.before.version
        ? { status: 'updated' }
        : { status: 'failed', reason: 'changed' };
    }
    if (label === 'email') return { status: 'failed', reason: 'emailTaken', field: '___email' };
    if (label.startsWith('ref:')) {
      const field = fieldOfRef(target, label, after.values);
      return { status: 'failed', reason: 'categoryMissing', ...(field ? { field } : {}) };
    }
    return { status: 'failed', reason: 'changed' };
  };
}

/**
 * Saves entries as the records rules do, several records per transaction, IN_FLIGHT transactions at a time; outcomes
 * come in the order of `entries`. The element's count (and its sample count) grows by the records created, once per
 * (bulkId, step). Values must have been checked (checkValues); e-mail uniqueness, category existence and versions are
 * enforced here, by the transactions' conditions.
 */
export async function bulkSave(
  target: BulkTarget,
  entries: readonly BulkEntry[],
  author: { readonly email: string },
  options: { readonly bulkId: string; readonly step: number; readonly now: Date },
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = new Array(entries.length);
  const updates = entries.filter((entry) => entry.kind === 'update');
  const stored = await readRecords(
    target,
    updates.map((entry) => entry.recordId),
  );
  const pending: Pending[] = [];
  entries.forEach((entry, index) => {
    let write: RecordWrite;
    if (entry.kind === 'create') {
      write = writeFor(target, undefined, entry.recordId, entry.values, author.email, {
        ...options,
        ...(entry.sample ? { sample: true } : {}),
      });
    } else {
      const before = stored.get(entry.recordId);
      if (!before) {
        outcomes[index] = { status: 'failed', reason: 'gone' };
        return;
      }
      if (before.version !== entry.expectedVersion) {
        // Written by this very bulk write before a crash, or saved by someone since the plan was made.
        outcomes[index] = before.bulkId === options.bulkId ? { status: 'updated' } : { status: 'failed', reason: 'changed' };
        return;
      }
      write = writeFor(target, before, entry.recordId, { ...before.values, ...entry.patch }, author.email, options);
    }
    const items = recordWriteItems(write, { counter: false, refs: false });
    pending.push({ index, write, items, bytes: 2 * Buffer.byteLength(JSON.stringify(write.after?.values ?? {}), 'utf8') + 2_000 });
  });

  await inParallel(pack(pending), IN_FLIGHT, (group) =>
    runGroup(target, group, outcomes, (entry) => ({ status: entry.write.before ? 'updated' : 'created' }), refusal(target, options.bulkId)),
  );

  const created = entries.filter((entry, index) => entry.kind === 'create' && outcomes[index]?.status === 'created');
  await addToCount(
    target,
    options.bulkId,
    options.step,
    created.length,
    created.filter((entry) => entry.kind === 'create' && entry.sample).length,
  );
  return outcomes;
}

/**
 * Deletes records with their rows, e-mail guards, category usage and versions (`onlySamples`: only those still marked
 * sample; a record other records use as a category is kept). Each transaction also takes its records off the element's
 * count, so the transactions run one after the other (they share the counter item). Returns how many were deleted;
 * records already gone are not counted.
 */
export async function bulkDelete(
  target: BulkTarget,
  recordIds: readonly string[],
  options: { readonly onlySamples?: boolean },
): Promise<number> {
  const stored = await readRecords(target, recordIds);
  const pending: Pending[] = [];
  for (const record of stored.values()) {
    if ((record.usedBy ?? 0) > 0 || (options.onlySamples && !record.sample)) continue;
    const write: RecordWrite = { projectId: target.projectId, before: record, ...(options.onlySamples ? { onlySample: true } : {}) };
    pending.push({ index: pending.length, write, items: recordWriteItems(write, { counter: false, refs: false }), bytes: 2_000 });
  }
  const deletedAt: boolean[] = new Array(pending.length);
  // Room for the counter item in each transaction.
  const groups = pack(pending).flatMap((group) =>
    group.reduce((sum, entry) => sum + entry.items.length, 0) >= MAX_ITEMS - 2 ? split(group) : [group],
  );
  for (const group of groups) {
    // A record refused here was saved, used or unmarked meanwhile: it stays.
    await runGroup(
      target,
      group,
      deletedAt,
      () => true,
      async () => false,
      (remaining) => [counterUpdate(target, -remaining.length, -remaining.filter((entry) => entry.write.before?.sample).length)],
    );
  }
  const deleted = pending.filter((entry) => deletedAt[entry.index]);
  await inParallel(deleted, IN_FLIGHT, (entry) => deleteVersions(target.applicationId, target.elementKey, entry.write.before!.recordId));
  return deleted.length;
}
