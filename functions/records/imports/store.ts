import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { InputItem } from 'dynamodb-toolbox';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { config } from '../../lib/config';
import { backoff } from '../../lib/backoff';
import { documentClient } from '../../lib/db/client';
import { ImportEntity, ImportLockEntity } from '../../lib/db/entities/imports';
import { recordKeys } from '../../lib/db/keys';
import type { ExistingRecord } from './plan';

/** DynamoDB side of imports (docs/data-model.md, "Imports"): the Import item, the element's lock, and the reads of a preview. */

export type StoredImport = InputItem<typeof ImportEntity>;
export type ImportLock = InputItem<typeof ImportLockEntity>;

const conditionFailed = (error: unknown) => error instanceof ConditionalCheckFailedException;

export async function putImport(item: StoredImport): Promise<void> {
  await ImportEntity.build(PutItemCommand).item(item).send();
}

export async function getImport(applicationId: string, importId: string): Promise<StoredImport | undefined> {
  const { Item } = await ImportEntity.build(GetItemCommand).key({ applicationId, importId }).options({ consistent: true }).send();
  return Item;
}

/** Records the commit's job, unless the import already has one (then false). */
export async function setImportJob(applicationId: string, importId: string, jobId: string, now: Date, expiresAt: number) {
  try {
    await ImportEntity.build(UpdateItemCommand)
      .item({ applicationId, importId, jobId, committedAt: now.toISOString(), expiresAt })
      .options({
        condition: {
          and: [
            { attr: 'importId', exists: true },
            { attr: 'jobId', exists: false },
          ],
        },
      })
      .send();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

export async function getLock(applicationId: string, element: string): Promise<ImportLock | undefined> {
  const { Item } = await ImportLockEntity.build(GetItemCommand).key({ applicationId, element }).options({ consistent: true }).send();
  return Item;
}

/**
 * Takes the element's lock: when free, or (`over`) when it is still the lock read before (a takeover of a finished or
 * abandoned import). False when another commit holds it.
 */
export async function takeLock(lock: ImportLock, over?: ImportLock): Promise<boolean> {
  try {
    await ImportLockEntity.build(PutItemCommand)
      .item(lock)
      .options({
        condition: over
          ? {
              and: [
                { attr: 'importId', eq: over.importId },
                { attr: 'takenAt', eq: over.takenAt },
              ],
            }
          : { attr: 'importId', exists: false },
      })
      .send();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

export async function setLockJob(applicationId: string, element: string, importId: string, jobId: string): Promise<void> {
  await ImportLockEntity.build(UpdateItemCommand)
    .item({ applicationId, element, jobId })
    .options({ condition: { attr: 'importId', eq: importId } })
    .send()
    .catch((error: unknown) => {
      if (!conditionFailed(error)) throw error;
    });
}

/** Releases the lock if this import still holds it (a replayed release is harmless). */
export async function releaseLock(applicationId: string, element: string, importId: string): Promise<void> {
  await ImportLockEntity.build(DeleteItemCommand)
    .key({ applicationId, element })
    .options({ condition: { attr: 'importId', eq: importId } })
    .send()
    .catch((error: unknown) => {
      if (!conditionFailed(error)) throw error;
    });
}

const PAGE = 1_000;
const BATCH_GET = 100;

/** Every item of a prefix of the application's partition, with a projection, page by page (always with a Limit). */
async function queryPrefix(
  applicationId: string,
  prefix: string,
  projection: string,
  names: Record<string, string>,
  max = Number.POSITIVE_INFINITY,
) {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: config().tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': recordKeys.partition(applicationId), ':prefix': prefix },
        ProjectionExpression: projection,
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        Limit: Math.min(PAGE, max - items.length + 1),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start && items.length <= max);
  return { items: items.slice(0, max), complete: !start && items.length <= max };
}

/**
 * The element's e-mail guards (folded address → record id), one Query over their prefix, 1,000 a page; `onPage` is
 * called with each page as it arrives (the preview fetches the records of a page while the next one is read).
 */
export async function emailGuards(
  applicationId: string,
  element: string,
  onPage: (page: readonly (readonly [email: string, recordId: string])[]) => void | Promise<void>,
): Promise<void> {
  const prefix = recordKeys.email(element, '');
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: config().tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': recordKeys.partition(applicationId), ':prefix': prefix },
        ProjectionExpression: 'SK, recordId',
        Limit: PAGE,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    await onPage((page.Items ?? []).map((item) => [String(item.SK).slice(prefix.length), String(item.recordId)] as const));
    start = page.LastEvaluatedKey;
  } while (start);
}

/** Records by id, only what a plan needs (id, version, values): consistent BatchGetItems of 100 keys, in parallel. */
export async function recordsById(applicationId: string, element: string, ids: readonly string[]): Promise<ExistingRecord[]> {
  const tableName = config().tableName;
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += BATCH_GET) batches.push(ids.slice(start, start + BATCH_GET));
  const found = await Promise.all(
    batches.map(async (batch) => {
      const items: Record<string, unknown>[] = [];
      let pending: Record<string, string>[] = batch.map((recordId) => ({
        PK: recordKeys.partition(applicationId),
        SK: recordKeys.record(element, recordId),
      }));
      for (let round = 0; pending.length > 0; round++) {
        if (round === 8) throw new Error(`${pending.length} records left unread after 8 rounds`);
        if (round > 0) await backoff(round, 20);
        const result = await documentClient().send(
          new BatchGetCommand({
            RequestItems: {
              [tableName]: {
                Keys: pending,
                ConsistentRead: true,
                ProjectionExpression: 'recordId, version, #values',
                ExpressionAttributeNames: { '#values': 'values' },
              },
            },
          }),
        );
        items.push(...(result.Responses?.[tableName] ?? []));
        pending = (result.UnprocessedKeys?.[tableName]?.Keys ?? []) as Record<string, string>[];
      }
      return items;
    }),
  );
  return found.flat().map((item) => {
    const record = item as { recordId: string; version: number; values: Record<string, unknown> };
    return { recordId: record.recordId, version: record.version, values: record.values };
  });
}

/** The categories of a category element: id and the value of its name field, at most `max` (read once per preview). */
export async function categoryRecords(applicationId: string, element: string, nameField: string | undefined, max: number) {
  const { items, complete } = await queryPrefix(
    applicationId,
    recordKeys.records(element),
    nameField ? 'recordId, #values.#name' : 'recordId',
    nameField ? { '#values': 'values', '#name': nameField } : {},
    max,
  );
  return {
    items: items.map((item) => ({
      recordId: String(item.recordId),
      name: nameField ? (item.values as Record<string, unknown> | undefined)?.[nameField] : undefined,
    })),
    complete,
  };
}
