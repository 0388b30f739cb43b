import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import type { Language } from '../../shared/constants';
import type { FormConfig, TableConfig } from '../../shared/schemas/builder';
import { applications } from '../applications/deps';
import { backoff } from '../lib/backoff';
import { config } from '../lib/config';
import { getKeys } from '../lib/db/batch';
import { cancellationReasons, conflicted } from '../lib/db/cancellation';
import { documentClient } from '../lib/db/client';
import { ElementCounterEntity } from '../lib/db/entities/applications';
import { keys, recordKeys } from '../lib/db/keys';
import { rowsOf } from './list-index';
import { type Action, type LabelledAction, type RecordWrite, recordWriteItems, refDeltas, type StoredRecord, usage } from './record-items';
import { deleteVersions } from './repository';
import { categoryRefs, changedKeys } from './values';
import { inParallel } from '../lib/in-parallel';

/**
 * Bulk writes of records (issue 12: the import's commit, sample data): the very records rules of a save — version item,
 * e-mail guard, list rows, category usage, conditional on the version read — with several records per transaction and
 * several transactions in flight, because one transaction per record is the engine's slowest path (DESIGN §11).
 *
 * The element's count is not in those transactions (they would all contend for one item): each call adds what it created
 * once, in an update guarded by the step number it records on the counter item, so that a step replayed after a crash
 * never counts twice; `bulkFinish` removes that mark. Records carry the `bulkId` that wrote them: a replay recognises its
 * own writes (a create whose record exists, an update whose version moved) and reports them done.
 */

export interface BulkTarget {
  readonly projectId: string;
  readonly applicationId: string;
  readonly elementKey: string;
  readonly form: FormConfig;
  readonly table: TableConfig;
  /** The element configuration's version (the list rows are computed for it). */
  readonly indexVersion: number;
  readonly languages: readonly Language[];
}

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

/** Transactions hold at most 100 items and 4 MB; a margin is kept for the merged category counts. */
const MAX_ITEMS = 100;
const MAX_BYTES = 3_000_000;
/** Transactions in flight at once (DynamoDB Local wrote the most rows per second at 8 here). */
const IN_FLIGHT = 8;
/** Attempts of one transaction that keeps meeting concurrent writes before the step fails (and the job retries it). */
const CONFLICT_ATTEMPTS = 8;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The id of the `n`-th record a bulk write creates: a ULID with `bulkId`'s time and a random part derived from (bulkId, n),
 * so that a replayed step writes the very same records.
 */
export function bulkRecordId(bulkId: string, n: number): string {
  const digest = createHash('sha256').update(`${bulkId}#${n}`).digest();
  let bits = 0n;
  for (const byte of digest.subarray(0, 10)) bits = (bits << 8n) | BigInt(byte);
  let random = '';
  for (let index = 0; index < 16; index++) {
    random = CROCKFORD[Number(bits & 31n)] + random;
    bits >>= 5n;
  }
  return `${bulkId.slice(0, 10)}${random}`;
}

/** The element as a job sees it (no caller: the access check ran when the job was started); undefined when it is gone. */
export async function elementTarget(projectId: string, applicationId: string, elementKey: string): Promise<BulkTarget | undefined> {
  const config = await applications.elementConfig(projectId, applicationId, elementKey);
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

const emailKeyOf = (values: Readonly<Record<string, unknown>>) =>
  typeof values.___email === 'string' ? values.___email.trim().toLowerCase() : '';

/** One record's write in a bulk transaction, with the entry it answers. */
interface Pending {
  readonly index: number;
  readonly write: RecordWrite;
  readonly items: LabelledAction[];
  readonly bytes: number;
}

/** The state after a save of `values` (as records.save computes it), and its write. */
function writeFor(
  target: BulkTarget,
  before: StoredRecord | undefined,
  recordId: string,
  values: Record<string, unknown>,
  author: string,
  options: { bulkId: string; now: Date; sample?: boolean },
): RecordWrite {
  const at = options.now.toISOString();
  const createdAt = before?.createdAt ?? at;
  const rows = rowsOf({ recordId, values, createdAt, updatedAt: at }, target.form, target.table, target.languages);
  const after: StoredRecord = {
    applicationId: target.applicationId,
    elementKey: target.elementKey,
    recordId,
    projectId: target.projectId,
    values,
    version: (before?.version ?? 0) + 1,
    createdAt,
    updatedAt: at,
    createdBy: before?.createdBy ?? author,
    updatedBy: author,
    rows: rows.sortKeys,
    indexedFor: target.indexVersion,
    emailKey: emailKeyOf(values),
    refs: categoryRefs(target.form, values),
    bulkId: options.bulkId,
    ...(before?.sample || options.sample ? { sample: true } : {}),
  };
  return {
    projectId: target.projectId,
    ...(before ? { before } : {}),
    after,
    rows,
    version: {
      applicationId: target.applicationId,
      elementKey: target.elementKey,
      recordId,
      version: after.version,
      values,
      savedAt: at,
      savedBy: author,
      changed: changedKeys(before?.values, values),
    },
  };
}

/** The stored records of these ids (absent ones are missing from the map), read 100 at a time in parallel. */
async function readRecords(target: BulkTarget, recordIds: readonly string[]): Promise<Map<string, StoredRecord>> {
  const partition = recordKeys.partition(target.applicationId);
  const pages: string[][] = [];
  for (let start = 0; start < recordIds.length; start += 100) pages.push(recordIds.slice(start, start + 100) as string[]);
  const found = new Map<string, StoredRecord>();
  await inParallel(pages, IN_FLIGHT, async (page) => {
    const items = await getKeys(page.map((id) => ({ PK: partition, SK: recordKeys.record(target.elementKey, id) })));
    for (const item of items) found.set(String(item.recordId), item as unknown as StoredRecord);
  });
  return found;
}

/** Packs writes into transactions: at most MAX_ITEMS items (with the merged category counts) and MAX_BYTES each. */
function pack(pending: readonly Pending[]): Pending[][] {
  const groups: Pending[][] = [];
  let group: Pending[] = [];
  let items = 0;
  let bytes = 0;
  let refs = new Set<string>();
  let emails = new Set<string>();
  for (const entry of pending) {
    const entryRefs = [...refDeltas(entry.write.before, entry.write.after).keys()];
    const newRefs = entryRefs.filter((ref) => !refs.has(ref)).length;
    const email = entry.write.after?.emailKey ?? '';
    // An item appears once per transaction: two records claiming one address go to different transactions.
    const full = items + entry.items.length + newRefs > MAX_ITEMS || bytes + entry.bytes > MAX_BYTES || (email !== '' && emails.has(email));
    if (full && group.length > 0) {
      groups.push(group);
      group = [];
      items = 0;
      bytes = 0;
      refs = new Set();
      emails = new Set();
    }
    group.push(entry);
    items += entry.items.length + entryRefs.filter((ref) => !refs.has(ref)).length;
    bytes += entry.bytes;
    for (const ref of entryRefs) refs.add(ref);
    if (email) emails.add(email);
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/** The merged category usage changes of a group: one item per category (a transaction names an item once). */
function mergedRefs(target: BulkTarget, group: readonly Pending[]): { ref: string; action: Action }[] {
  const total = new Map<string, number>();
  for (const entry of group) {
    for (const [ref, delta] of refDeltas(entry.write.before, entry.write.after)) total.set(ref, (total.get(ref) ?? 0) + delta);
  }
  return [...total].filter(([, delta]) => delta !== 0).map(([ref, delta]) => ({ ref, action: usage(target.applicationId, ref, delta) }));
}

type Decide<T> = (entry: Pending, label: LabelledAction['label']) => Promise<T>;

/**
 * Runs one group as transactions until every write is done or refused: a refused write (its condition failed) is decided
 * by `decide` and left out, and the rest is tried again; concurrent transactions are retried with backoff.
 */
async function runGroup<T>(
  target: BulkTarget,
  group: readonly Pending[],
  outcomes: T[],
  done: (entry: Pending) => T,
  decide: Decide<T>,
  extra: (group: readonly Pending[]) => LabelledAction[] = () => [],
): Promise<void> {
  let remaining = [...group];
  for (let attempt = 0; remaining.length > 0; ) {
    const refs = mergedRefs(target, remaining);
    const owners: (Pending | undefined)[] = [];
    const labels: LabelledAction['label'][] = [];
    const actions: Action[] = [];
    for (const entry of remaining) {
      for (const item of entry.items) {
        owners.push(entry);
        labels.push(item.label);
        actions.push(item.action);
      }
    }
    for (const { ref, action } of refs) {
      owners.push(undefined);
      labels.push(`ref:${ref}`);
      actions.push(action);
    }
    for (const item of extra(remaining)) {
      owners.push(undefined);
      labels.push(item.label);
      actions.push(item.action);
    }
    try {
      await execute(...actions);
      for (const entry of remaining) outcomes[entry.index] = done(entry);
      return;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error; // throttled, too big: the job's step fails and is retried from its checkpoint
      const refused = new Map<Pending, LabelledAction['label']>();
      reasons.forEach((reason, index) => {
        if (reason !== 'ConditionalCheckFailed') return;
        const owner = owners[index];
        const label = labels[index]!;
        if (owner) {
          if (!refused.has(owner) || label === 'record') refused.set(owner, label);
          return;
        }
        // A merged category count: every write that adds this category is refused.
        if (label.startsWith('ref:')) {
          const ref = label.slice(4);
          for (const entry of remaining) {
            if ((refDeltas(entry.write.before, entry.write.after).get(ref) ?? 0) > 0 && !refused.has(entry)) refused.set(entry, label);
          }
        }
      });
      if (refused.size === 0) {
        if (!conflicted(reasons) || ++attempt >= CONFLICT_ATTEMPTS) throw error;
        await backoff(attempt, 20);
        continue;
      }
      for (const [entry, label] of refused) outcomes[entry.index] = await decide(entry, label);
      remaining = remaining.filter((entry) => !refused.has(entry));
    }
  }
}

const fieldOfRef = (target: BulkTarget, label: string, values: Readonly<Record<string, unknown>> | undefined): string | undefined => {
  const [element, id] = label.slice(4).split('#');
  return target.form.fields.find((field) => {
    if (field.categoryElement !== element) return false;
    const value = values?.[field.key];
    return Array.isArray(value) ? value.includes(id) : value === id;
  })?.key;
};

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

  const decide: Decide<BulkOutcome> = async (entry, label) => {
    const after = entry.write.after!;
    if (label === 'record') {
      const [current] = (await readRecords(target, [after.recordId])).values();
      if (!entry.write.before) {
        // The record exists: this bulk write created it before a crash (ids are derived from bulkId and n).
        return current?.bulkId === options.bulkId ? { status: 'created' } : { status: 'failed', reason: 'changed' };
      }
      if (!current) return { status: 'failed', reason: 'gone' };
      return current.bulkId === options.bulkId && current.version > entry.write.before.version
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

  await inParallel(pack(pending), IN_FLIGHT, (group) =>
    runGroup(target, group, outcomes, (entry) => ({ status: entry.write.before ? 'updated' : 'created' }), decide),
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

/** The counter item attribute that records the last step of a bulk write counted. */
const stepMark = (bulkId: string) => `bulk_${bulkId}`;
const counterKey = (target: BulkTarget) => ({
  PK: keys.project(target.projectId),
  SK: keys.elementCounter(target.applicationId, target.elementKey),
});

/** Adds a step's creations to the element's count, once per (bulkId, step). */
async function addToCount(target: BulkTarget, bulkId: string, step: number, count: number, samples: number): Promise<void> {
  if (count === 0 && samples === 0) return;
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: config().tableName,
        Key: counterKey(target),
        UpdateExpression: `ADD #count :count${samples ? ', samples :samples' : ''} SET #mark = :step`,
        ConditionExpression: 'attribute_exists(elementKey) AND (attribute_not_exists(#mark) OR #mark < :step)',
        ExpressionAttributeNames: { '#count': 'count', '#mark': stepMark(bulkId) },
        ExpressionAttributeValues: { ':count': count, ':step': step, ...(samples ? { ':samples': samples } : {}) },
      }),
    );
  } catch (error) {
    // Counted already (a replayed step), or the element is gone (its records go with it).
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** Ends a bulk write: its step mark leaves the counter item (call it after the last step; idempotent). */
export async function bulkFinish(target: BulkTarget, bulkId: string): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: config().tableName,
        Key: counterKey(target),
        UpdateExpression: 'REMOVE #mark',
        ConditionExpression: 'attribute_exists(elementKey)',
        ExpressionAttributeNames: { '#mark': stepMark(bulkId) },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
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

const split = (group: Pending[]): Pending[][] => [group.slice(0, Math.ceil(group.length / 2)), group.slice(Math.ceil(group.length / 2))];

/** Adds `count` records (of which `samples` sample data) to the element's count, in a transaction. */
function counterUpdate(target: BulkTarget, count: number, samples: number): LabelledAction {
  return {
    label: 'counter',
    action: ElementCounterEntity.build(UpdateTransaction)
      .item({
        projectId: target.projectId,
        applicationId: target.applicationId,
        elementKey: target.elementKey,
        count: $add(count),
        ...(samples ? { samples: $add(samples) } : {}),
      })
      .options({ condition: { attr: 'elementKey', exists: true } }),
  };
}
