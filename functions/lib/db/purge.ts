import { BatchGetCommand, DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { deleteKeys } from './batch';
import { documentClient } from './client';
import { deletePrefix, fileKeys } from '../storage/uploads-bucket';
import { delegationKeys, keys, prefixes, recordKeys, webappKeys } from './keys';
import { isConditionFailure } from './versioned';

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
 * Issue 15: the platform-wide host guards a web app holds (its draft host and its live host, `WEBHOST#<host>`) live
 * outside its partition: they are deleted first, while its draft and live pointer still name them. A guard another
 * application holds by then is left alone.
 */
export async function releaseWebappHosts(applicationId: string): Promise<void> {
  const partition = webappKeys.partition(applicationId);
  const { Responses } = await documentClient().send(
    new BatchGetCommand({
      RequestItems: {
        [config().tableName]: {
          Keys: [
            { PK: partition, SK: webappKeys.draft() },
            { PK: partition, SK: webappKeys.live() },
          ],
          ProjectionExpression: 'host',
          ConsistentRead: true,
        },
      },
    }),
  );
  const hosts = new Set(
    (Responses?.[config().tableName] ?? [])
      .map((item) => item.host)
      .filter((host): host is string => typeof host === 'string' && host !== ''),
  );
  for (const host of hosts) {
    await documentClient()
      .send(
        new DeleteCommand({
          TableName: config().tableName,
          Key: { PK: webappKeys.host(host), SK: webappKeys.hostSort() },
          ConditionExpression: 'applicationId = :app',
          ExpressionAttributeValues: { ':app': applicationId },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
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
  await releaseWebappHosts(applicationId);
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
