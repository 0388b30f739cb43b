import { QueryCommand as RawQueryCommand } from '@aws-sdk/lib-dynamodb';
import type { InputItem } from 'dynamodb-toolbox';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute, type ExecuteTransactWriteInput, type ExecuteTransactWriteOptions } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $add, $remove, $set } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { VERSIONS_KEPT } from '../../shared/schemas/records';
import { config } from '../lib/config';
import { deleteKeys } from '../lib/db/batch';
import { cancellationReasons, conflicted } from '../lib/db/cancellation';
import { documentClient } from '../lib/db/client';
import { ElementCounterEntity } from '../lib/db/entities/applications';
import { ListRowEntity, RecordEmailEntity, RecordEntity, RecordVersionEntity } from '../lib/db/entities/records';
import { UploadEntity } from '../lib/db/entities/uploads';
import { recordKeys } from '../lib/db/keys';
import { table } from '../lib/db/table';
import type { RecordRows } from './list-index';

/**
 * Records storage (docs/data-model.md, "Records"). Every write of a record is one transaction: the record
 * (conditional on its version), its new version, its e-mail guard, its rows in each list column, the element's
 * counter and the usage counts of the categories it points at, so that none of them can drift from the others.
 */

export type StoredRecord = InputItem<typeof RecordEntity>;
export type StoredVersion = InputItem<typeof RecordVersionEntity>;

/** Why a record write was refused: the transaction item whose condition failed. */
export class RecordWriteRefused extends Error {
  constructor(
    readonly reason: 'stale' | 'emailTaken' | 'elementGone' | 'categoryMissing' | 'conflict' | 'fileTaken',
    /** For categoryMissing: the `<element>#<recordId>` that does not exist; for fileTaken: the field. */
    readonly ref?: string,
  ) {
    super(reason);
  }
}

export async function getRecord(applicationId: string, elementKey: string, recordId: string): Promise<StoredRecord | undefined> {
  const { Item } = await RecordEntity.build(GetItemCommand)
    .key({ applicationId, elementKey, recordId })
    .options({ consistent: true })
    .send();
  return Item;
}

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
}

/** One item of a write transaction. */
type Action = Exclude<ExecuteTransactWriteInput[number], ExecuteTransactWriteOptions>;

type Label = 'record' | 'email' | 'counter' | `ref:${string}` | `file:${string}` | 'other';

/** One transaction for a create, an update or a delete of a record (at most 3 + 2 × columns + 2 × 20 categories). */
export async function writeRecord(write: RecordWrite): Promise<void> {
  const { projectId, before, after } = write;
  const current = (after ?? before)!;
  const { applicationId, elementKey, recordId } = current;
  const items: { label: Label; action: Action }[] = [];
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
  if (!before || !after) {
    add(
      'counter',
      ElementCounterEntity.build(UpdateTransaction)
        .item({ projectId, applicationId, elementKey, count: $add(after ? 1 : -1) })
        .options({ condition: { attr: 'elementKey', exists: true } }),
    );
  }

  // Rows: every column of `after` is (re)written; a row whose sort key moved or whose column left is deleted.
  for (const action of rowActions(current, before?.rows ?? {}, after && write.rows ? { record: after, content: write.rows } : undefined)) {
    add('other', action);
  }

  // Categories count who points at them; pointing at one that is gone fails the whole write.
  const oldRefs = new Set(before?.refs ?? []);
  const newRefs = new Set(after?.refs ?? []);
  for (const ref of newRefs) if (!oldRefs.has(ref)) add(`ref:${ref}`, usage(applicationId, ref, 1));
  for (const ref of oldRefs) if (!newRefs.has(ref)) add('other', usage(applicationId, ref, -1));

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

  try {
    await execute(...items.map((entry) => entry.action));
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    const failed = items.find((_, index) => reasons[index] === 'ConditionalCheckFailed');
    if (failed?.label === 'record') throw new RecordWriteRefused('stale');
    if (failed?.label === 'email') throw new RecordWriteRefused('emailTaken');
    if (failed?.label === 'counter') throw new RecordWriteRefused('elementGone');
    if (failed?.label.startsWith('ref:')) throw new RecordWriteRefused('categoryMissing', failed.label.slice(4));
    if (failed?.label.startsWith('file:')) throw new RecordWriteRefused('fileTaken', failed.label.slice(5));
    if (failed) throw new RecordWriteRefused('stale'); // the guard of the old address moved: the record changed meanwhile
    if (conflicted(reasons)) throw new RecordWriteRefused('conflict');
    throw error; // too big, throttled: the error responder maps it (functions/lib/aws-errors.ts)
  }
}

/**
 * The list-row writes that move a record from its rows `oldRows` to `current.record.rows`: a delete of each row whose
 * sort key moved or whose column left, a put of every current row (with the shared cells and search text).
 */
function rowActions(
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
      }),
    );
  }
  return actions;
}

/** Adds `delta` to the usage count of the category record `<element>#<recordId>`, which must exist. */
function usage(applicationId: string, ref: string, delta: number) {
  const [elementKey = '', recordId = ''] = ref.split('#');
  return RecordEntity.build(UpdateTransaction)
    .item({ applicationId, elementKey, recordId, usedBy: $add(delta) })
    .options({ condition: { attr: 'recordId', exists: true } });
}

/** A row of a list partition, as a page reads it. */
export interface ListRow {
  readonly SK: string;
  readonly recordId: string;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly cells: Record<string, unknown>;
}

export interface RowQuery {
  readonly applicationId: string;
  readonly elementKey: string;
  readonly column: string;
  readonly descending: boolean;
  /** Rows strictly after this sort key, in the query's direction. */
  readonly after?: string;
  /** Only rows whose sort key is below (`below`) or starts with (`beginsWith`) a bound. */
  readonly range?: { readonly below: string } | { readonly beginsWith: string };
  readonly limit: number;
  /** Folded search text the row's search text must contain. */
  readonly contains?: string;
}

/**
 * One Query of a list partition (raw document client: this is the hot path, and a list row needs no parsing).
 * `Limit` is always set: with a filter, DynamoDB Local would otherwise read the whole partition in one page.
 */
export async function queryRows(query: RowQuery): Promise<{ rows: ListRow[]; lastKey: string | undefined }> {
  const values: Record<string, unknown> = { ':pk': recordKeys.list(query.applicationId, query.elementKey, query.column) };
  let condition = 'PK = :pk';
  if (query.range && 'below' in query.range) {
    condition += ' AND SK < :bound';
    values[':bound'] = query.range.below;
  } else if (query.range) {
    condition += ' AND begins_with(SK, :bound)';
    values[':bound'] = query.range.beginsWith;
  }
  if (query.contains) values[':q'] = query.contains;
  const page = await documentClient().send(
    new RawQueryCommand({
      TableName: config().tableName,
      KeyConditionExpression: condition,
      // The search text stays on the server: a page of results does not carry it.
      ...(query.contains ? { FilterExpression: 'contains(#search, :q)' } : {}),
      ExpressionAttributeNames: { '#version': 'version', '#cells': 'cells', ...(query.contains ? { '#search': 'search' } : {}) },
      ExpressionAttributeValues: values,
      ProjectionExpression: 'SK, recordId, #version, createdAt, updatedAt, #cells',
      ...(query.after ? { ExclusiveStartKey: { PK: values[':pk'], SK: query.after } } : {}),
      ScanIndexForward: !query.descending,
      Limit: query.limit,
    }),
  );
  const rows = (page.Items ?? []).map((row) => ({
    ...(row as Omit<ListRow, 'cells'>),
    // Rows written before the cells became JSON text hold a map.
    cells: typeof row.cells === 'string' ? (JSON.parse(row.cells) as ListRow['cells']) : (row.cells as ListRow['cells']),
  }));
  return { rows, lastKey: page.LastEvaluatedKey?.SK as string | undefined };
}

/** A record's versions, newest first, a page at a time. */
export async function listVersions(
  applicationId: string,
  elementKey: string,
  recordId: string,
  options: { limit: number; after?: number },
): Promise<{ items: StoredVersion[]; next: number | undefined }> {
  const { Items = [], LastEvaluatedKey } = await table
    .build(QueryCommand)
    .entities(RecordVersionEntity)
    .query({
      partition: recordKeys.partition(applicationId),
      range:
        options.after === undefined
          ? { beginsWith: recordKeys.versions(elementKey, recordId) }
          : { between: [recordKeys.versions(elementKey, recordId), recordKeys.version(elementKey, recordId, options.after - 1)] },
    })
    .options({ reverse: true, limit: options.limit, consistent: true })
    .send();
  const last = Items.at(-1);
  return { items: Items, next: LastEvaluatedKey && last ? last.version : undefined };
}

export async function getVersion(applicationId: string, elementKey: string, recordId: string, version: number) {
  const { Item } = await RecordVersionEntity.build(GetItemCommand)
    .key({ applicationId, elementKey, recordId, version })
    .options({ consistent: true })
    .send();
  return Item;
}

/** The versions of a deleted record (at most VERSIONS_KEPT): removed after the record, in batches. */
export async function deleteVersions(applicationId: string, elementKey: string, recordId: string): Promise<void> {
  const partition = recordKeys.partition(applicationId);
  const { Items = [] } = await documentClient().send(
    new RawQueryCommand({
      TableName: config().tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': recordKeys.versions(elementKey, recordId) },
      ProjectionExpression: 'PK, SK',
      Limit: VERSIONS_KEPT + 10,
    }),
  );
  await deleteKeys(Items.map(({ PK, SK }) => ({ PK: PK as string, SK: SK as string })));
}

/** A page of an element's records in id order (the re-index job walks them). */
export async function recordsPage(applicationId: string, elementKey: string, after: string | undefined, limit: number) {
  const { Items = [], LastEvaluatedKey } = await table
    .build(QueryCommand)
    .entities(RecordEntity)
    .query({ partition: recordKeys.partition(applicationId), range: { beginsWith: recordKeys.records(elementKey) } })
    .options({ limit, consistent: true, ...(after ? { exclusiveStartKey: { PK: recordKeys.partition(applicationId), SK: after } } : {}) })
    .send();
  const last = Items.at(-1);
  return { items: Items, next: LastEvaluatedKey && last ? recordKeys.record(elementKey, last.recordId) : undefined };
}

/** Rewrites a record's rows for the current list configuration, if the record is still at the version read. */
export async function reindexRecord(before: StoredRecord, rows: RecordRows, indexedFor: number): Promise<boolean> {
  const { applicationId, elementKey, recordId } = before;
  const actions: Action[] = [
    RecordEntity.build(UpdateTransaction)
      .item({ applicationId, elementKey, recordId, rows: $set(rows.sortKeys) as never, indexedFor })
      .options({ condition: { attr: 'version', eq: before.version } }),
  ];
  actions.push(...rowActions(before, before.rows, { record: { ...before, rows: rows.sortKeys }, content: rows }));
  try {
    await execute(...actions);
    return true;
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons && (reasons[0] === 'ConditionalCheckFailed' || conflicted(reasons))) return false; // saved meanwhile: read again
    throw error;
  }
}

/** Deletes every record of an application with its rows, versions and guards (functions/lib/db/purge.ts). */
export { purgeApplicationRecords } from '../lib/db/purge';
