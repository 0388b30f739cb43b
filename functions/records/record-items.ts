import type { InputItem } from 'dynamodb-toolbox';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import type { ExecuteTransactWriteInput, ExecuteTransactWriteOptions } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $add, $remove, $set } from 'dynamodb-toolbox/entity/actions/update';
import { VERSIONS_KEPT } from '../../shared/schemas/records';
import { ElementCounterEntity } from '../lib/db/entities/applications';
import { ListRowEntity, RecordEmailEntity, RecordEntity, RecordVersionEntity } from '../lib/db/entities/records';
import { UploadEntity } from '../lib/db/entities/uploads';
import type { RecordRows } from './list-index';

/**
 * The items of a record write (docs/data-model.md, "Records"): the record (conditional on its version), its new version,
 * its e-mail guard, its rows in each list column, the element's counter and the usage counts of the categories it points
 * at. The repository runs them as one transaction per record; a bulk write (bulk-save.ts) packs several records into one.
 */

export type StoredRecord = InputItem<typeof RecordEntity>;
export type StoredVersion = InputItem<typeof RecordVersionEntity>;

/** What one write changes: the record before (absent for a create) and after (absent for a delete). */
export interface RecordWrite {
  readonly projectId: string;
  readonly before?: StoredRecord;
  readonly after?: StoredRecord;
  /** The rows of `after` (cells and search text shared by its rows; sort keys are `after.rows`). */
  readonly rows?: Pick<RecordRows, 'cells' | 'search'>;
  /** The version item that records this save. */
  readonly version?: StoredVersion;
  /** Uploads this save attaches (checked, held by no record): each is claimed for the record in the transaction. */
  readonly attach?: readonly { readonly uploadId: string; readonly field: string }[];
  /** A delete that only removes a record still marked sample (the removal of sample data). */
  readonly onlySample?: boolean;
}

/** One item of a write transaction. */
export type Action = Exclude<ExecuteTransactWriteInput[number], ExecuteTransactWriteOptions>;

export type Label = 'record' | 'email' | 'counter' | `ref:${string}` | `file:${string}` | 'other';

/** One item of a record write, labelled with what its condition guards. */
export interface LabelledAction {
  readonly label: Label;
  readonly action: Action;
}

/**
 * The items of one record write (at most 3 + 2 × columns + 2 × 20 categories + 40 files). `counter: false` leaves out the
 * element's count (a bulk write adds it once per step) and `refs: false` the category usage counts (a bulk write merges them
 * across the records of one transaction: an item may appear once per transaction).
 */
export function recordWriteItems(write: RecordWrite, options: { counter?: boolean; refs?: boolean } = {}): LabelledAction[] {
  const { projectId, before, after } = write;
  const current = (after ?? before)!;
  const { applicationId, elementKey, recordId } = current;
  const items: LabelledAction[] = [];
  const add = (label: Label, action: Action) => items.push({ label, action });

  // The record: created if absent, updated if still at the version read, deleted if at it and unused.
  if (after && !before) {
    add(
      'record',
      RecordEntity.build(PutTransaction)
        .item(after)
        .options({ condition: { attr: 'recordId', exists: false } }),
    );
  } else if (after && before) {
    const { applicationId: _a, elementKey: _e, recordId: _r, usedBy: _u, ...changes } = after;
    add(
      'record',
      RecordEntity.build(UpdateTransaction)
        .item({
          applicationId,
          elementKey,
          recordId,
          ...changes,
          values: $set(after.values) as never,
          rows: $set(after.rows) as never,
          refs: $set(after.refs) as never,
        })
        .options({ condition: { attr: 'version', eq: before.version } }),
    );
  } else if (before) {
    add(
      'record',
      RecordEntity.build(DeleteTransaction)
        .key({ applicationId, elementKey, recordId })
        .options({
          condition: {
            and: [
              { attr: 'version', eq: before.version },
              {
                or: [
                  { attr: 'usedBy', exists: false },
                  { attr: 'usedBy', eq: 0 },
                ],
              },
              // A bulk removal of sample data removes only records still marked sample.
              ...(write.onlySample ? [{ attr: 'sample' as const, eq: true }] : []),
            ],
          },
        }),
    );
  }

  if (write.version) {
    add('other', RecordVersionEntity.build(PutTransaction).item(write.version));
    const dropped = write.version.version - VERSIONS_KEPT;
    if (dropped > 0)
      add('other', RecordVersionEntity.build(DeleteTransaction).key({ applicationId, elementKey, recordId, version: dropped }));
  }

  // The e-mail guard follows the record's address.
  const oldEmail = before?.emailKey ?? '';
  const newEmail = after?.emailKey ?? '';
  if (oldEmail !== newEmail) {
    if (oldEmail) {
      add(
        'other',
        RecordEmailEntity.build(DeleteTransaction)
          .key({ applicationId, elementKey, emailKey: oldEmail })
          .options({ condition: { attr: 'recordId', eq: recordId } }),
      );
    }
    if (newEmail) {
      add(
        'email',
        RecordEmailEntity.build(PutTransaction)
          .item({ applicationId, elementKey, emailKey: newEmail, recordId })
          .options({ condition: { attr: 'emailKey', exists: false } }),
      );
    }
  }

  // The element's count changes with creates and deletes only, in the same transaction: always exact.
  if ((!before || !after) && options.counter !== false) {
    const sample = (after ?? before)?.sample === true;
    add(
      'counter',
      ElementCounterEntity.build(UpdateTransaction)
        .item({ projectId, applicationId, elementKey, count: $add(after ? 1 : -1), ...(sample ? { samples: $add(after ? 1 : -1) } : {}) })
        .options({ condition: { attr: 'elementKey', exists: true } }),
    );
  }

  // Rows: every column of `after` is (re)written; a row whose sort key moved or whose column left is deleted.
  for (const action of rowActions(current, before?.rows ?? {}, after && write.rows ? { record: after, content: write.rows } : undefined)) {
    add('other', action);
  }

  // Categories count who points at them; pointing at one that is gone fails the whole write.
  if (options.refs !== false) {
    for (const [ref, delta] of refDeltas(before, after)) {
      add(delta > 0 ? `ref:${ref}` : 'other', usage(applicationId, ref, delta));
    }
  }

  // Files: a ready upload no record holds becomes this record's (and stops expiring), or the write fails.
  for (const { uploadId, field } of write.attach ?? []) {
    add(
      `file:${field}`,
      UploadEntity.build(UpdateTransaction)
        .item({ applicationId, uploadId, recordId, expiresAt: $remove() })
        .options({
          condition: {
            and: [
              { attr: 'status', eq: 'ready' },
              { attr: 'recordId', exists: false },
            ],
          },
        }),
    );
  }
  return items;
}

/** The change of usage count of each category a write adds (+1) or drops (-1). */
export function refDeltas(
  before: Pick<StoredRecord, 'refs'> | undefined,
  after: Pick<StoredRecord, 'refs'> | undefined,
): Map<string, number> {
  const oldRefs = new Set(before?.refs ?? []);
  const newRefs = new Set(after?.refs ?? []);
  const deltas = new Map<string, number>();
  for (const ref of newRefs) if (!oldRefs.has(ref)) deltas.set(ref, 1);
  for (const ref of oldRefs) if (!newRefs.has(ref)) deltas.set(ref, -1);
  return deltas;
}

/**
 * The list-row writes that move a record from its rows `oldRows` to `current.record.rows`: a delete of each row whose
 * sort key moved or whose column left, a put of every current row (with the shared cells and search text).
 */
export function rowActions(
  ids: Pick<StoredRecord, 'applicationId' | 'elementKey' | 'recordId'>,
  oldRows: Readonly<Record<string, string>>,
  current: { record: StoredRecord; content: Pick<RecordRows, 'cells' | 'search'> } | undefined,
): Action[] {
  const { applicationId, elementKey, recordId } = ids;
  const newRows = current?.record.rows ?? {};
  const actions: Action[] = [];
  for (const [column, sortKey] of Object.entries(oldRows)) {
    if (newRows[column] !== sortKey)
      actions.push(ListRowEntity.build(DeleteTransaction).key({ applicationId, elementKey, column, sortKey }));
  }
  if (!current) return actions;
  const { record, content } = current;
  for (const [column, sortKey] of Object.entries(newRows)) {
    actions.push(
      ListRowEntity.build(PutTransaction).item({
        applicationId,
        elementKey,
        column,
        sortKey,
        recordId,
        version: record.version,
        createdAt: record.createdAt,
        updatedAt: record.updatedAt,
        // One JSON text rather than a map: a page of rows is a fifth lighter to send and to read back.
        cells: JSON.stringify(content.cells),
        search: content.search,
        ...(record.sample ? { sample: true } : {}),
      }),
    );
  }
  return actions;
}

/** Adds `delta` to the usage count of the category record `<element>#<recordId>`, which must exist. */
export function usage(applicationId: string, ref: string, delta: number) {
  const [elementKey = '', recordId = ''] = ref.split('#');
  return RecordEntity.build(UpdateTransaction)
    .item({ applicationId, elementKey, recordId, usedBy: $add(delta) })
    .options({ condition: { attr: 'recordId', exists: true } });
}
