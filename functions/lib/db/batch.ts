import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { documentClient } from './client';

const MAX_BATCH = 25;
const MAX_ROUNDS = 8;

/**
 * Deletes items by key, 25 at a time, retrying `UnprocessedItems` with exponential backoff and jitter
 * (DESIGN §5). Throws with the keys still unprocessed if the table keeps throttling.
 */
export async function deleteKeys(itemKeys: readonly Record<string, string>[]): Promise<void> {
  const tableName = config().tableName;
  for (let start = 0; start < itemKeys.length; start += MAX_BATCH) {
    let pending = itemKeys.slice(start, start + MAX_BATCH).map((Key) => ({ DeleteRequest: { Key } }));
    for (let round = 0; pending.length > 0; round++) {
      if (round === MAX_ROUNDS) throw new Error(`${pending.length} deletes left unprocessed after ${MAX_ROUNDS} rounds`);
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * 2 ** round));
      const result = await documentClient().send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
      pending = (result.UnprocessedItems?.[tableName] ?? []) as typeof pending;
    }
  }
}

const PURGE_PAGE = 100;

/** Deletes every item of one partition, page by page, while time remains (resumable: each step deletes what is left). */
export async function purgePartition(partition: string, remainingMs: () => number): Promise<'done' | 'continue'> {
  for (;;) {
    if (remainingMs() < 5_000) return 'continue';
    const page = await documentClient().send(
      new QueryCommand({
        TableName: config().tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ProjectionExpression: 'PK, SK',
        Limit: PURGE_PAGE,
      }),
    );
    const items = (page.Items ?? []) as Array<{ PK: string; SK: string }>;
    if (items.length === 0) return 'done';
    await deleteKeys(items.map(({ PK, SK }) => ({ PK, SK })));
  }
}
