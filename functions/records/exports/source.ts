import { QueryCommand as RawQueryCommand } from '@aws-sdk/lib-dynamodb';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { config } from '../../lib/config';
import { getKeys } from '../../lib/db/batch';
import { documentClient } from '../../lib/db/client';
import { RecordEntity } from '../../lib/db/entities/records';
import { recordKeys } from '../../lib/db/keys';
import { queryAll } from '../../lib/db/query-all';
import { table } from '../../lib/db/table';

/**
 * The record reads of an export (docs/data-model.md, "Records"), raw: a page of the element's records in id order, all of
 * them up to a bound, and records by id. Only what a file needs is read (no rows, refs or guards), and nothing is parsed
 * beyond the JSON. A page is one raw Query (the job and the published sites resume from its last key, which `queryAll`
 * does not give).
 */
export interface ExportedRecord {
  readonly recordId: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

const PROJECTION = 'recordId, #values, #version, createdAt, updatedAt';
const NAMES = { '#values': 'values', '#version': 'version' };
/** Records per Query of `elementRecords`. */
const PAGE = 1_000;

const asRecord = (item: Record<string, unknown>): ExportedRecord => ({
  recordId: String(item.recordId),
  values: (item.values ?? {}) as Record<string, unknown>,
  version: Number(item.version ?? 0),
  createdAt: String(item.createdAt ?? ''),
  updatedAt: String(item.updatedAt ?? ''),
});

/**
 * A page of an element's records in id order, after the sort key `after`, optionally only ids from `range.lo` to
 * `range.hi` (both included); `next` is absent on the last page.
 */
export async function recordsPage(
  applicationId: string,
  elementKey: string,
  after: string | undefined,
  limit: number,
  range?: { readonly lo: string; readonly hi: string },
): Promise<{ items: ExportedRecord[]; next: string | undefined }> {
  const pk = recordKeys.partition(applicationId);
  const page = await documentClient().send(
    new RawQueryCommand({
      TableName: config().tableName,
      KeyConditionExpression: range ? 'PK = :pk AND SK BETWEEN :lo AND :hi' : 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: range
        ? { ':pk': pk, ':lo': recordKeys.record(elementKey, range.lo), ':hi': recordKeys.record(elementKey, range.hi) }
        : { ':pk': pk, ':prefix': recordKeys.records(elementKey) },
      ExpressionAttributeNames: NAMES,
      ProjectionExpression: PROJECTION,
      // Always a Limit: a page stays bounded whatever DynamoDB Local does (docs/architecture.md, "Known gotchas").
      Limit: limit,
      ...(after ? { ExclusiveStartKey: { PK: pk, SK: after } } : {}),
    }),
  );
  const items = (page.Items ?? []).map(asRecord);
  const last = items.at(-1);
  return { items, next: page.LastEvaluatedKey && last ? recordKeys.record(elementKey, last.recordId) : undefined };
}

/** An element's records in id order, `maxItems` at least (a page may bring more), all of them when there are fewer. */
export async function elementRecords(applicationId: string, elementKey: string, maxItems: number): Promise<ExportedRecord[]> {
  const items = await queryAll(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': recordKeys.partition(applicationId), ':prefix': recordKeys.records(elementKey) },
      ExpressionAttributeNames: NAMES,
      ProjectionExpression: PROJECTION,
      Limit: PAGE,
    },
    { maxItems },
  );
  return items.map(asRecord);
}

/** The smallest and the largest record id of an element (undefined when it has none). */
export async function recordIdBounds(applicationId: string, elementKey: string): Promise<{ first: string; last: string } | undefined> {
  const edge = async (forward: boolean) => {
    const { Items = [] } = await table
      .build(QueryCommand)
      .entities(RecordEntity)
      .query({ partition: recordKeys.partition(applicationId), range: { beginsWith: recordKeys.records(elementKey) } })
      .options({ attributes: ['recordId'], reverse: !forward, limit: 1 })
      .send();
    return Items[0]?.recordId;
  };
  const [first, last] = await Promise.all([edge(true), edge(false)]);
  return first && last ? { first, last } : undefined;
}

/** Records by id (at most 100), in the order asked; ids without a record are left out. */
export async function recordsByIds(applicationId: string, elementKey: string, ids: readonly string[]): Promise<ExportedRecord[]> {
  if (ids.length === 0) return [];
  const pk = recordKeys.partition(applicationId);
  const found = await getKeys(ids.map((id) => ({ PK: pk, SK: recordKeys.record(elementKey, id) })));
  const byId = new Map(found.map((item) => [String(item.recordId), asRecord(item)]));
  return ids.map((id) => byId.get(id)).filter((record): record is ExportedRecord => record !== undefined);
}
