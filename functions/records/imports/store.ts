import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { InputItem } from 'dynamodb-toolbox';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { getKeys } from '../../lib/db/batch';
import { ImportEntity, ImportLockEntity } from '../../lib/db/entities/imports';
import { RecordEmailEntity } from '../../lib/db/entities/records';
import { recordKeys } from '../../lib/db/keys';
import { queryAll } from '../../lib/db/query-all';
import { table } from '../../lib/db/table';
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

/** Items per Query of the preview's reads. */
const PAGE = 1_000;
/** Records per BatchGetItem. */
const BATCH_GET = 100;

/**
 * The element's e-mail guards (folded address → record id), one Query over their prefix, 1,000 a page; `onPage` is
 * called with each page as it arrives (the preview fetches the records of a page while the next one is read).
 */
export async function emailGuards(
  applicationId: string,
  element: string,
  onPage: (page: readonly (readonly [email: string, recordId: string])[]) => void | Promise<void>,
): Promise<void> {
  const pages = table
    .build(QueryCommand)
    .entities(RecordEmailEntity)
    .query({ partition: recordKeys.partition(applicationId), range: { beginsWith: recordKeys.email(element, '') } })
    .options({ attributes: ['emailKey', 'recordId'], limit: PAGE })
    .paginate();
  for await (const page of pages) await onPage((page.Items ?? []).map((item) => [item.emailKey, item.recordId] as const));
}

/** Records by id, only what a plan needs (id, version, values): consistent BatchGetItems of 100 keys, in parallel. */
export async function recordsById(applicationId: string, element: string, ids: readonly string[]): Promise<ExistingRecord[]> {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += BATCH_GET) batches.push(ids.slice(start, start + BATCH_GET));
  const found = await Promise.all(
    batches.map((batch) =>
      getKeys(batch.map((recordId) => ({ PK: recordKeys.partition(applicationId), SK: recordKeys.record(element, recordId) }))),
    ),
  );
  return found.flat().map((item) => {
    const record = item as { recordId: string; version: number; values: Record<string, unknown> };
    return { recordId: record.recordId, version: record.version, values: record.values };
  });
}

/** The categories of a category element: id and the value of its name field, at most `max` (read once per preview). */
export async function categoryRecords(applicationId: string, element: string, nameField: string | undefined, max: number) {
  // A projected read of many items (the name only): a raw Query, through queryAll; one more than `max` says there are more.
  const found = await queryAll(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': recordKeys.partition(applicationId), ':prefix': recordKeys.records(element) },
      ProjectionExpression: nameField ? 'recordId, #values.#name' : 'recordId',
      ...(nameField ? { ExpressionAttributeNames: { '#values': 'values', '#name': nameField } } : {}),
      Limit: PAGE,
    },
    { maxItems: max + 1 },
  );
  const items = found.slice(0, max);
  const complete = found.length <= max;
  return {
    items: items.map((item) => ({
      recordId: String(item.recordId),
      name: nameField ? (item.values as Record<string, unknown> | undefined)?.[nameField] : undefined,
    })),
    complete,
  };
}
