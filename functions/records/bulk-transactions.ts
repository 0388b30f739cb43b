import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { backoff } from '../lib/backoff';
import { getKeys } from '../lib/db/batch';
import { cancellationReasons, conflicted } from '../lib/db/cancellation';
import { recordKeys } from '../lib/db/keys';
import { inParallel } from '../lib/in-parallel';
import { type Action, type LabelledAction, type RecordWrite, refDeltas, type StoredRecord, usage } from './record-items';
import type { RecordElement } from './saved-record';

/**
 * The transactions of a bulk write (bulk-save.ts): record writes packed several to a transaction, run until each is
 * done or refused, and the reads they start from.
 */

/** Transactions hold at most 100 items and 4 MB; a margin is kept for the merged category counts. */
export const MAX_ITEMS = 100;
const MAX_BYTES = 3_000_000;
/** Transactions in flight at once (DynamoDB Local wrote the most rows per second at 8 here). */
export const IN_FLIGHT = 8;
/** Attempts of one transaction that keeps meeting concurrent writes before the step fails (and the job retries it). */
const CONFLICT_ATTEMPTS = 8;

type Element = Pick<RecordElement, 'applicationId' | 'elementKey'>;

/** One record's write in a bulk transaction, with the entry it answers. */
export interface Pending {
  readonly index: number;
  readonly write: RecordWrite;
  readonly items: LabelledAction[];
  readonly bytes: number;
}

/** The stored records of these ids (absent ones are missing from the map), read 100 at a time in parallel. */
export async function readRecords(target: Element, recordIds: readonly string[]): Promise<Map<string, StoredRecord>> {
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
export function pack(pending: readonly Pending[]): Pending[][] {
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
function mergedRefs(target: Element, group: readonly Pending[]): { ref: string; action: Action }[] {
  const total = new Map<string, number>();
  for (const entry of group) {
    for (const [ref, delta] of refDeltas(entry.write.before, entry.write.after)) total.set(ref, (total.get(ref) ?? 0) + delta);
  }
  return [...total].filter(([, delta]) => delta !== 0).map(([ref, delta]) => ({ ref, action: usage(target.applicationId, ref, delta) }));
}

export type Decide<T> = (entry: Pending, label: LabelledAction['label']) => Promise<T>;

/** One transaction of a group: its actions, each with the write it belongs to (none for a merged count or an extra). */
function transactionOf(target: Element, remaining: readonly Pending[], extra: readonly LabelledAction[]) {
  const owners: (Pending | undefined)[] = [];
  const labels: LabelledAction['label'][] = [];
  const actions: Action[] = [];
  const add = (owner: Pending | undefined, label: LabelledAction['label'], action: Action) => {
    owners.push(owner);
    labels.push(label);
    actions.push(action);
  };
  for (const entry of remaining) for (const item of entry.items) add(entry, item.label, item.action);
  for (const { ref, action } of mergedRefs(target, remaining)) add(undefined, `ref:${ref}`, action);
  for (const item of extra) add(undefined, item.label, item.action);
  return { owners, labels, actions };
}

/** The writes a cancelled transaction refused (their condition failed), each with the label of the item that failed. */
function refusedWrites(
  reasons: readonly (string | undefined)[],
  transaction: ReturnType<typeof transactionOf>,
  remaining: readonly Pending[],
): Map<Pending, LabelledAction['label']> {
  const refused = new Map<Pending, LabelledAction['label']>();
  reasons.forEach((reason, index) => {
    if (reason !== 'ConditionalCheckFailed') return;
    const owner = transaction.owners[index];
    const label = transaction.labels[index]!;
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
  return refused;
}

/**
 * Runs one group as transactions until every write is done or refused: a refused write (its condition failed) is decided
 * by `decide` and left out, and the rest is tried again; concurrent transactions are retried with backoff.
 */
export async function runGroup<T>(
  target: Element,
  group: readonly Pending[],
  outcomes: T[],
  done: (entry: Pending) => T,
  decide: Decide<T>,
  extra: (group: readonly Pending[]) => LabelledAction[] = () => [],
): Promise<void> {
  let remaining = [...group];
  for (let attempt = 0; remaining.length > 0; ) {
    const transaction = transactionOf(target, remaining, extra(remaining));
    try {
      await execute(...transaction.actions);
      for (const entry of remaining) outcomes[entry.index] = done(entry);
      return;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error; // throttled, too big: the job's step fails and is retried from its checkpoint
      const refused = refusedWrites(reasons, transaction, remaining);
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

/** A group cut in two halves. */
export const split = (group: Pending[]): Pending[][] => [
  group.slice(0, Math.ceil(group.length / 2)),
  group.slice(Math.ceil(group.length / 2)),
];
