import { GetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { WebappStep } from '../../shared/webapp-templates';
import type { WebappConfig, WebappPublication } from '../../shared/schemas/webapps';
import { config } from '../lib/config';
import { cancellationReasons } from '../lib/db/cancellation';
import { documentClient } from '../lib/db/client';
import { webappKeys } from '../lib/db/keys';

/**
 * Web apps storage (docs/data-model.md, "Web apps"): in the application's partition the draft (`WEBAPP#DRAFT`), the
 * publications (`WEBAPP#PUB#<000001>`) and the live pointer (`WEBAPP#LIVE`); platform-wide, the host guards
 * (`WEBHOST#<host>` / `WEBHOST`). Every change is one transaction holding the draft's or the live pointer's condition
 * and the guards it moves, so that a host is held by at most one application and a guard never outlives its use.
 */

export interface StoredDraft {
  readonly projectId: string;
  readonly applicationId: string;
  readonly config: WebappConfig;
  readonly version: number;
  readonly step: WebappStep;
  readonly host: string;
  readonly updatedAt: string;
  readonly updatedBy: string;
}
export interface StoredPublication extends WebappPublication {
  readonly config: WebappConfig;
}
export interface StoredLive {
  readonly number: number;
  readonly host: string;
  readonly since: string;
}
export interface HostGuard {
  readonly projectId: string;
  readonly applicationId: string;
  readonly host: string;
}

/** Why a web app write was refused: the item whose condition failed. */
export class WebappWriteRefused extends Error {
  constructor(readonly reason: 'stale' | 'hostTaken' | 'liveChanged' | 'conflict') {
    super(reason);
  }
}

const tableName = () => config().tableName;
const partition = webappKeys.partition;

export async function getDraft(applicationId: string): Promise<StoredDraft | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: { PK: partition(applicationId), SK: webappKeys.draft() }, ConsistentRead: true }),
  );
  return Item as StoredDraft | undefined;
}

export async function getLive(applicationId: string, consistent = true): Promise<StoredLive | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: { PK: partition(applicationId), SK: webappKeys.live() },
      ConsistentRead: consistent,
      ProjectionExpression: '#n, host, since',
      ExpressionAttributeNames: { '#n': 'number' },
    }),
  );
  return Item as StoredLive | undefined;
}

export async function getPublication(applicationId: string, number: number): Promise<StoredPublication | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: { PK: partition(applicationId), SK: webappKeys.publication(number) } }),
  );
  return Item as StoredPublication | undefined;
}

/** The newest publications first (without their configurations), at most `limit`. */
export async function listPublications(applicationId: string, limit: number): Promise<WebappPublication[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': partition(applicationId), ':prefix': webappKeys.publications() },
      ExpressionAttributeNames: { '#n': 'number' },
      ProjectionExpression: '#n, host, template, publishedAt, publishedBy, draftVersion',
      ScanIndexForward: false,
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return Items as WebappPublication[];
}

export async function getHostGuard(host: string): Promise<HostGuard | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: { PK: webappKeys.host(host), SK: webappKeys.hostSort() },
      ProjectionExpression: 'projectId, applicationId, host',
    }),
  );
  return Item as HostGuard | undefined;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Labelled = { label: 'draft' | 'guard' | 'live' | 'publication' | 'other'; item: TransactItem };

/** The guard of `host` for this application: created, or already this application's. */
function takeGuard(host: string, owner: Omit<HostGuard, 'host'>): Labelled {
  return {
    label: 'guard',
    item: {
      Put: {
        TableName: tableName(),
        Item: { PK: webappKeys.host(host), SK: webappKeys.hostSort(), host, ...owner },
        ConditionExpression: 'attribute_not_exists(PK) OR applicationId = :app',
        ExpressionAttributeValues: { ':app': owner.applicationId },
      },
    },
  };
}

/** Deletes the guard of `host` if this application holds it (a guard of another application is never touched). */
function releaseGuard(host: string, applicationId: string): Labelled {
  return {
    label: 'other',
    item: {
      Delete: {
        TableName: tableName(),
        Key: { PK: webappKeys.host(host), SK: webappKeys.hostSort() },
        ConditionExpression: 'attribute_not_exists(PK) OR applicationId = :app',
        ExpressionAttributeValues: { ':app': applicationId },
      },
    },
  };
}

/** The live pointer is still as read (absent, or at `number`). */
function liveIs(applicationId: string, number: number | null): Labelled {
  return {
    label: 'live',
    item: {
      ConditionCheck: {
        TableName: tableName(),
        Key: { PK: partition(applicationId), SK: webappKeys.live() },
        ...liveCondition(number),
      },
    },
  };
}
function liveCondition(number: number | null) {
  return number === null
    ? { ConditionExpression: 'attribute_not_exists(PK)' }
    : {
        ConditionExpression: '#n = :current',
        ExpressionAttributeNames: { '#n': 'number' },
        ExpressionAttributeValues: { ':current': number },
      };
}
/** The draft is still at `version` (0: never saved). */
function draftIs(applicationId: string, version: number): Labelled {
  return {
    label: 'draft',
    item: {
      ConditionCheck: { TableName: tableName(), Key: { PK: partition(applicationId), SK: webappKeys.draft() }, ...draftCondition(version) },
    },
  };
}
function draftCondition(version: number) {
  return version === 0
    ? { ConditionExpression: 'attribute_not_exists(PK)' }
    : {
        ConditionExpression: '#v = :version',
        ExpressionAttributeNames: { '#v': 'version' },
        ExpressionAttributeValues: { ':version': version },
      };
}

/** The guard moves of a change of the hosts an application uses: take the new ones, release the ones it no longer uses. */
function guardMoves(owner: Omit<HostGuard, 'host'>, before: readonly string[], after: readonly string[]): Labelled[] {
  const used = new Set(after.filter(Boolean));
  const held = new Set(before.filter(Boolean));
  return [
    ...[...used].filter((host) => !held.has(host)).map((host) => takeGuard(host, owner)),
    ...[...held].filter((host) => !used.has(host)).map((host) => releaseGuard(host, owner.applicationId)),
  ];
}

async function run(items: readonly Labelled[]): Promise<void> {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items.map((entry) => entry.item) }));
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    const failed = items.find((_, index) => reasons[index] === 'ConditionalCheckFailed');
    if (failed?.label === 'guard') throw new WebappWriteRefused('hostTaken');
    if (failed?.label === 'draft') throw new WebappWriteRefused('stale');
    if (failed) throw new WebappWriteRefused('liveChanged');
    if (reasons.includes('TransactionConflict')) throw new WebappWriteRefused('conflict');
    throw error;
  }
}

/**
 * Saves the draft if it is still at `expectedVersion` (0: first save) and the live pointer still at `liveNumber`,
 * moving the host guards: the new draft host is taken (unless taken by another application: `hostTaken`), the
 * old draft host released unless it is the live host.
 */
export async function saveDraft(
  draft: StoredDraft,
  expected: { version: number; host: string; live: StoredLive | undefined },
): Promise<void> {
  const owner = { projectId: draft.projectId, applicationId: draft.applicationId };
  const liveHost = expected.live?.host ?? '';
  const items: Labelled[] = [
    {
      label: 'draft',
      item: {
        Put: {
          TableName: tableName(),
          Item: { PK: partition(draft.applicationId), SK: webappKeys.draft(), ...draft },
          ...draftCondition(expected.version),
        },
      },
    },
    ...guardMoves(owner, [expected.host, liveHost], [draft.host, liveHost]),
  ];
  // A host release depends on the live host read: it must not have changed meanwhile.
  if (expected.host !== draft.host) items.push(liveIs(draft.applicationId, expected.live?.number ?? null));
  await run(items);
}

/**
 * Makes a publication live (a new one, `publication` given, or an older one) or takes the site offline (`target`
 * null), if the live pointer is still at `current` and the draft still at `draft.version`; guards follow: the new
 * live host is taken, the old live host released unless the draft uses it.
 */
export async function setLive(change: {
  projectId: string;
  applicationId: string;
  current: StoredLive | undefined;
  draft: { version: number; host: string };
  target: StoredLive | null;
  publication?: StoredPublication;
}): Promise<void> {
  const { applicationId } = change;
  const owner = { projectId: change.projectId, applicationId };
  const items: Labelled[] = [];
  if (change.publication) {
    items.push({
      label: 'publication',
      item: {
        Put: {
          TableName: tableName(),
          Item: { PK: partition(applicationId), SK: webappKeys.publication(change.publication.number), ...change.publication },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    });
  }
  const liveKey = { PK: partition(applicationId), SK: webappKeys.live() };
  const condition = liveCondition(change.current?.number ?? null);
  items.push({
    label: 'live',
    item: change.target
      ? { Put: { TableName: tableName(), Item: { ...liveKey, projectId: change.projectId, ...change.target }, ...condition } }
      : { Delete: { TableName: tableName(), Key: liveKey, ...condition } },
  });
  items.push(draftIs(applicationId, change.draft.version));
  items.push(...guardMoves(owner, [change.draft.host, change.current?.host ?? ''], [change.draft.host, change.target?.host ?? '']));
  await run(items);
}
