import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
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
