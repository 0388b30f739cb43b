import type { Condition } from 'dynamodb-toolbox';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { ConditionCheck } from 'dynamodb-toolbox/entity/actions/transactCheck';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { type ExecuteTransactWriteInput, type ExecuteTransactWriteOptions, execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { WebappStep } from '../../shared/webapp-templates';
import type { WebappConfig, WebappPublication } from '../../shared/schemas/webapps';
import { cancellationReasons, conflicted } from '../lib/db/cancellation';
import { WebappDraftEntity, WebappLiveEntity, WebappPublicationEntity, WebHostEntity } from '../lib/db/entities/webapps';
import { webappKeys } from '../lib/db/keys';
import { table } from '../lib/db/table';

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

export async function getDraft(applicationId: string): Promise<StoredDraft | undefined> {
  const { Item } = await WebappDraftEntity.build(GetItemCommand).key({ applicationId }).options({ consistent: true }).send();
  return Item;
}

export async function getLive(applicationId: string, consistent = true): Promise<StoredLive | undefined> {
  const { Item } = await WebappLiveEntity.build(GetItemCommand)
    .key({ applicationId })
    .options({ consistent, attributes: ['number', 'host', 'since'] })
    .send();
  return Item;
}

export async function getPublication(applicationId: string, number: number): Promise<StoredPublication | undefined> {
  const { Item } = await WebappPublicationEntity.build(GetItemCommand).key({ applicationId, number }).send();
  return Item;
}

/** The newest publications first (without their configurations), at most `limit`. */
export async function listPublications(applicationId: string, limit: number): Promise<WebappPublication[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(WebappPublicationEntity)
    .query({ partition: webappKeys.partition(applicationId), range: { beginsWith: webappKeys.publications() } })
    .options({
      attributes: ['number', 'host', 'template', 'publishedAt', 'publishedBy', 'draftVersion'],
      reverse: true,
      consistent: true,
      limit,
    })
    .send();
  return Items;
}

export async function getHostGuard(host: string): Promise<HostGuard | undefined> {
  const { Item } = await WebHostEntity.build(GetItemCommand).key({ host }).send();
  return Item;
}

type Action = Exclude<ExecuteTransactWriteInput[number], ExecuteTransactWriteOptions>;
type Labelled = { label: 'draft' | 'guard' | 'live' | 'publication' | 'other'; action: Action };

/** Absent, or held by this application: a guard is only ever taken or released by its own application. */
const freeOrOwn = (applicationId: string): Condition<typeof WebHostEntity> => ({
  or: [
    { attr: 'host', exists: false },
    { attr: 'applicationId', eq: applicationId },
  ],
});

/** The guard of `host` for this application: created, or already this application's. */
function takeGuard(host: string, owner: Omit<HostGuard, 'host'>): Labelled {
  return {
    label: 'guard',
    action: WebHostEntity.build(PutTransaction)
      .item({ host, ...owner })
      .options({ condition: freeOrOwn(owner.applicationId) }),
  };
}

/** Deletes the guard of `host` if this application holds it (a guard of another application is never touched). */
function releaseGuard(host: string, applicationId: string): Labelled {
  return {
    label: 'other',
    action: WebHostEntity.build(DeleteTransaction)
      .key({ host })
      .options({ condition: freeOrOwn(applicationId) }),
  };
}

/** The live pointer is as read: absent (`null`), or at `number`. */
const liveCondition = (number: number | null): Condition<typeof WebappLiveEntity> =>
  number === null ? { attr: 'applicationId', exists: false } : { attr: 'number', eq: number };

/** The live pointer is still as read (absent, or at `number`). */
function liveIs(applicationId: string, number: number | null): Labelled {
  return { label: 'live', action: WebappLiveEntity.build(ConditionCheck).key({ applicationId }).condition(liveCondition(number)) };
}

/** The draft is at `version` (0: never saved, no item). */
const draftCondition = (version: number): Condition<typeof WebappDraftEntity> =>
  version === 0 ? { attr: 'applicationId', exists: false } : { attr: 'version', eq: version };

/** The draft is still at `version` (0: never saved). */
function draftIs(applicationId: string, version: number): Labelled {
  return { label: 'draft', action: WebappDraftEntity.build(ConditionCheck).key({ applicationId }).condition(draftCondition(version)) };
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
    await execute(...items.map((entry) => entry.action));
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    const failed = items.find((_, index) => reasons[index] === 'ConditionalCheckFailed');
    if (failed?.label === 'guard') throw new WebappWriteRefused('hostTaken');
    if (failed?.label === 'draft') throw new WebappWriteRefused('stale');
    if (failed) throw new WebappWriteRefused('liveChanged');
    if (conflicted(reasons)) throw new WebappWriteRefused('conflict');
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
      action: WebappDraftEntity.build(PutTransaction)
        .item(draft)
        .options({ condition: draftCondition(expected.version) }),
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
  const { projectId, applicationId } = change;
  const owner = { projectId, applicationId };
  const items: Labelled[] = [];
  if (change.publication) {
    items.push({
      label: 'publication',
      action: WebappPublicationEntity.build(PutTransaction)
        .item({ applicationId, ...change.publication })
        .options({ condition: { attr: 'applicationId', exists: false } }),
    });
  }
  const condition = liveCondition(change.current?.number ?? null);
  items.push({
    label: 'live',
    action: change.target
      ? WebappLiveEntity.build(PutTransaction)
          .item({ applicationId, projectId, ...change.target })
          .options({ condition })
      : WebappLiveEntity.build(DeleteTransaction).key({ applicationId }).options({ condition }),
  });
  items.push(draftIs(applicationId, change.draft.version));
  items.push(...guardMoves(owner, [change.draft.host, change.current?.host ?? ''], [change.draft.host, change.target?.host ?? '']));
  await run(items);
}
