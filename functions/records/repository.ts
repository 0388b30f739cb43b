import { QueryCommand as RawQueryCommand } from '@aws-sdk/lib-dynamodb';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $set } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { VERSIONS_KEPT } from '../../shared/schemas/records';
import { config } from '../lib/config';
import { deleteKeys } from '../lib/db/batch';
import { cancellationReasons, conflicted } from '../lib/db/cancellation';
import { documentClient } from '../lib/db/client';
import { RecordEntity, RecordVersionEntity } from '../lib/db/entities/records';
import { recordKeys } from '../lib/db/keys';
import { queryAll } from '../lib/db/query-all';
import { table } from '../lib/db/table';
import type { RecordRows } from './list-index';
import { type Action, type RecordWrite, recordWriteItems, rowActions, type StoredRecord, type StoredVersion } from './record-items';

/**
 * Records storage (docs/data-model.md, "Records"). Every write of a record is one transaction: the record
 * (conditional on its version), its new version, its e-mail guard, its rows in each list column, the element's
 * counter and the usage counts of the categories it points at, so that none of them can drift from the others
 * (the items: record-items.ts).
 */
export type { RecordWrite, StoredRecord, StoredVersion } from './record-items';

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

/** One transaction for a create, an update or a delete of a record. */
export async function writeRecord(write: RecordWrite): Promise<void> {
  const items = recordWriteItems(write);
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

/** A row of a list partition, as a page reads it. */
export interface ListRow {
  readonly SK: string;
  readonly recordId: string;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly cells: Record<string, unknown>;
  readonly sample?: boolean;
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
 * One Query of a list partition: a page, resumed from its last key by the list reader (list-reader.ts). Raw document
 * client: this is the hot path, a list row needs no parsing (and rows written before the cells became JSON text hold
 * a map, which the entity's schema refuses), and `queryAll` reads all pages without giving a page's last key.
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
      ExpressionAttributeNames: {
        '#version': 'version',
        '#cells': 'cells',
        '#sample': 'sample',
        ...(query.contains ? { '#search': 'search' } : {}),
      },
      ExpressionAttributeValues: values,
      ProjectionExpression: 'SK, recordId, #version, createdAt, updatedAt, #cells, #sample',
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
  const items = await queryAll<{ PK: string; SK: string }>({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': recordKeys.partition(applicationId), ':prefix': recordKeys.versions(elementKey, recordId) },
    ProjectionExpression: 'PK, SK',
    Limit: VERSIONS_KEPT + 10,
  });
  await deleteKeys(items.map(({ PK, SK }) => ({ PK, SK })));
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
