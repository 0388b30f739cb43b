import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { deleteKeys } from './batch';
import { documentClient } from './client';
import { deletePrefix, fileKeys } from '../storage/uploads-bucket';
import { delegationKeys, keys, prefixes, recordKeys } from './keys';

/*
 * Purges, shared by the jobs that delete a project (functions/projects) and an application (functions/records):
 * each step deletes what is left, so a step replayed after a crash is harmless.
 */

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

/**
 * Issue 13: the rights given on one deleted application (its Grant items and the owner's Delegation items, in the
 * project's partition) go with it, so that a right on it opens nothing, not even the project. The purge of a deleted
 * application runs it first; a deleted project needs it not (its grants go at once, its partition with the purge).
 */
export async function removeApplicationRights(projectId: string, applicationId: string): Promise<void> {
  for (const prefix of [prefixes.grant, delegationKeys.delegations()]) {
    let cursor: Record<string, unknown> | undefined;
    do {
      const page = await documentClient().send(
        new QueryCommand({
          TableName: config().tableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          FilterExpression: 'applicationId = :application',
          ExpressionAttributeValues: { ':pk': keys.project(projectId), ':prefix': prefix, ':application': applicationId },
          ProjectionExpression: 'PK, SK',
          ExclusiveStartKey: cursor,
        }),
      );
      await deleteKeys(((page.Items ?? []) as Array<{ PK: string; SK: string }>).map(({ PK, SK }) => ({ PK, SK })));
      cursor = page.LastEvaluatedKey;
    } while (cursor);
  }
}

/**
 * Deletes an application's files (its prefix of the uploads bucket), then every record with its rows, then
 * everything else of its partition (versions, guards, uploads, upload links). Resumable: each step deletes what is left.
 */
export async function purgeApplicationRecords(
  projectId: string,
  applicationId: string,
  remainingMs: () => number,
): Promise<'done' | 'continue'> {
  if ((await deletePrefix(fileKeys.application(projectId, applicationId), remainingMs)) === 'continue') return 'continue';
  const partition = recordKeys.partition(applicationId);
  for (;;) {
    if (remainingMs() < 5_000) return 'continue';
    const { Items = [] } = await documentClient().send(
      new QueryCommand({
        TableName: config().tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': partition, ':prefix': 'REC#' },
        ProjectionExpression: 'PK, SK, elementKey, #rows',
        ExpressionAttributeNames: { '#rows': 'rows' },
        Limit: 25,
      }),
    );
    if (Items.length === 0) break;
    const rowKeys = Items.flatMap((item) =>
      Object.entries((item.rows ?? {}) as Record<string, string>).map(([column, sortKey]) => ({
        PK: recordKeys.list(applicationId, item.elementKey as string, column),
        SK: sortKey,
      })),
    );
    // Rows first: a record is deleted only once nothing points at it any more.
    await deleteKeys(rowKeys);
    await deleteKeys(Items.map(({ PK, SK }) => ({ PK: PK as string, SK: SK as string })));
  }
  return purgePartition(partition, remainingMs);
}
