import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { documentClient } from './client';

/**
 * The one paging loop for raw Queries (docs/data-model.md, "Reaching the table"): entity queries use
 * dynamodb-toolbox's `maxPages` instead; a raw Query is for hot reads that project a few attributes of
 * several entities at once, and for the purges' key-only reads, which must see every item whatever wrote it.
 * It follows `LastEvaluatedKey` until the partition is read or `maxItems` are collected (then stops at the end
 * of that page: a bound on work, not an exact count).
 */
export async function queryAll<T = Record<string, unknown>>(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
  options: { readonly maxItems?: number } = {},
): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({ ...input, TableName: config().tableName, ...(start ? { ExclusiveStartKey: start } : {}) }),
    );
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start && items.length < (options.maxItems ?? Number.POSITIVE_INFINITY));
  return items;
}
