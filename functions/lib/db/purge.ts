import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { BatchGetCommand, execute } from 'dynamodb-toolbox/table/actions/batchGet';
import { deletePrefix, fileKeys } from '../storage/uploads-bucket';
import { deleteKeys } from './batch';
import { WebappDraftEntity, WebappLiveEntity, WebHostEntity } from './entities/webapps';
import { delegationKeys, keys, prefixes, recordKeys } from './keys';
import { queryAll } from './query-all';
import { table } from './table';
import { isConditionFailure } from './versioned';

/*
 * Purges, shared by the jobs that delete a project (functions/projects) and an application (functions/records):
 * each step deletes what is left, so a step replayed after a crash is harmless. They read keys only, through
 * `queryAll` (docs/data-model.md, "Reaching the table"): a purge must see every item, whatever wrote it.
 */

const PURGE_PAGE = 100;
type ItemKey = { PK: string; SK: string };
const keyOf = ({ PK, SK }: ItemKey): ItemKey => ({ PK, SK });

/** Deletes every item of one partition, page by page, while time remains (resumable: each step deletes what is left). */
export async function purgePartition(partition: string, remainingMs: () => number): Promise<'done' | 'continue'> {
  for (;;) {
    if (remainingMs() < 5_000) return 'continue';
    const items = await queryAll<ItemKey>(
      {
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ProjectionExpression: 'PK, SK',
        Limit: PURGE_PAGE,
      },
      { maxItems: PURGE_PAGE },
    );
    if (items.length === 0) return 'done';
    await deleteKeys(items.map(keyOf));
  }
}

/**
 * The rights given on one deleted application (its Grant items and the owner's Delegation items, in the project's
 * partition) go with it, so that a right on it opens nothing, not even the project. The purge of a deleted application
 * runs it first; a deleted project needs it not (its grants go at once, its partition with the purge).
 */
export async function removeApplicationRights(projectId: string, applicationId: string): Promise<void> {
  for (const prefix of [prefixes.grant, delegationKeys.delegations()]) {
    const items = await queryAll<ItemKey>({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      FilterExpression: 'applicationId = :application',
      ExpressionAttributeValues: { ':pk': keys.project(projectId), ':prefix': prefix, ':application': applicationId },
      ProjectionExpression: 'PK, SK',
    });
    await deleteKeys(items.map(keyOf));
  }
}

/**
 * The platform-wide host guards a web app holds (its draft host and its live host, `WEBHOST#<host>`) live outside its
 * partition: they are deleted first, while its draft and live pointer still name them. A guard another application
 * holds by then is left alone.
 */
export async function releaseWebappHosts(applicationId: string): Promise<void> {
  const { Responses: [[draft, live] = []] = [] } = await execute(
    table
      .build(BatchGetCommand)
      .requests(
        WebappDraftEntity.build(BatchGetRequest).key({ applicationId }),
        WebappLiveEntity.build(BatchGetRequest).key({ applicationId }),
      )
      .options({ consistent: true, attributes: ['host'] }),
  );
  const hosts = new Set([draft?.host, live?.host].filter((host): host is string => typeof host === 'string' && host !== ''));
  for (const host of hosts) {
    await WebHostEntity.build(DeleteItemCommand)
      .key({ host })
      .options({ condition: { attr: 'applicationId', eq: applicationId } })
      .send()
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
    const records = await queryAll<ItemKey & { elementKey: string; rows?: Record<string, string> }>(
      {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': partition, ':prefix': recordKeys.allRecords() },
        ProjectionExpression: 'PK, SK, elementKey, #rows',
        ExpressionAttributeNames: { '#rows': 'rows' },
        Limit: 25,
      },
      { maxItems: 25 },
    );
    if (records.length === 0) break;
    const rowKeys = records.flatMap((record) =>
      Object.entries(record.rows ?? {}).map(([column, sortKey]) => ({
        PK: recordKeys.list(applicationId, record.elementKey, column),
        SK: sortKey,
      })),
    );
    // Rows first: a record is deleted only once nothing points at it any more.
    await deleteKeys(rowKeys);
    await deleteKeys(records.map(keyOf));
  }
  return purgePartition(partition, remainingMs);
}
