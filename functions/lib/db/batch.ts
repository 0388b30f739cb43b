import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { backoff } from '../backoff';
import { config } from '../config';
import { documentClient } from './client';

const MAX_BATCH = 25;
const MAX_ROUNDS = 8;

/**
 * Deletes items by key, 25 at a time, retrying `UnprocessedItems` with exponential backoff and jitter
 * (docs/data-model.md). Throws with the keys still unprocessed if the table keeps throttling.
 */
export async function deleteKeys(itemKeys: readonly Record<string, string>[]): Promise<void> {
  const tableName = config().tableName;
  for (let start = 0; start < itemKeys.length; start += MAX_BATCH) {
    let pending = itemKeys.slice(start, start + MAX_BATCH).map((Key) => ({ DeleteRequest: { Key } }));
    for (let round = 0; pending.length > 0; round++) {
      if (round === MAX_ROUNDS) throw new Error(`${pending.length} deletes left unprocessed after ${MAX_ROUNDS} rounds`);
      if (round > 0) await backoff(round, 50);
      const result = await documentClient().send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
      pending = (result.UnprocessedItems?.[tableName] ?? []) as typeof pending;
    }
  }
}

/**
 * Reads items by key (at most 100) in one consistent BatchGetItem, retrying `UnprocessedKeys` with exponential backoff
 * and jitter. The items come back raw, in no particular order; keys without an item are simply absent.
 */
export async function getKeys(itemKeys: readonly Record<string, string>[]): Promise<Record<string, unknown>[]> {
  const tableName = config().tableName;
  let pending = [...itemKeys];
  const found: Record<string, unknown>[] = [];
  for (let round = 0; pending.length > 0; round++) {
    if (round === MAX_ROUNDS) throw new Error(`${pending.length} reads left unprocessed after ${MAX_ROUNDS} rounds`);
    if (round > 0) await backoff(round, 20);
    const result = await documentClient().send(
      new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending, ConsistentRead: true } } }),
    );
    found.push(...(result.Responses?.[tableName] ?? []));
    pending = (result.UnprocessedKeys?.[tableName]?.Keys ?? []) as Record<string, string>[];
  }
  return found;
}
