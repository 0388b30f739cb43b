import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { ConnectionEntity, LiveActiveEntity, LiveConsoleEntity } from '../db/entities/live-connections';
import { LiveChannelEntity } from '../db/entities/live-content';
import { liveKeys } from '../db/keys';
import { table } from '../db/table';
import { unlessConditionFails } from '../db/versioned';

/**
 * What closing a socket reads and deletes (docs/data-model.md, "Interactive modules"): the connection items (one per
 * socket, with a TTL, listed on GSI1 per channel and per application), each customer's console index, the sweep's
 * `LIVE#ACTIVE` index of where connections may exist, and a module's channels and their count. The live domain
 * writes the connections and marks the index (functions/live/connection-repository.ts).
 */

export interface ConnectionItem {
  readonly connectionId: string;
  readonly role: 'console' | 'participant';
  readonly projectId: string;
  readonly applicationId: string;
  readonly channelId?: string;
  readonly participantId?: string;
  readonly displayName?: string;
  readonly customerId?: string;
  /** A console's session (its token hash). */
  readonly sessionId?: string;
  /** A participant's client address at `$connect` (`clientOf`). */
  readonly client?: string;
  /** Set by a revocation before the socket is closed: the fan-out and the heartbeat skip it. */
  readonly revoked?: boolean;
  /** Epoch ms of the last frame that proved the connection alive (connect, ping). */
  readonly lastSeenAt: number;
  readonly expiresAt: number;
}

/** A console in its customer's index (docs/data-model.md): written before the connection, so no revocation misses it. */
export interface ConsoleEntry {
  readonly connectionId: string;
  readonly sessionId?: string;
  readonly projectId: string;
  readonly applicationId: string;
}

export async function getConnection(connectionId: string): Promise<ConnectionItem | undefined> {
  const { Item } = await ConnectionEntity.build(GetItemCommand).key({ connectionId }).options({ consistent: true }).send();
  return Item;
}

/**
 * Deletes the connection item if it exists: the item it was (so only one caller counts it out), else undefined.
 * A console's entry in its customer's index goes with it.
 */
export async function removeConnection(connectionId: string): Promise<ConnectionItem | undefined> {
  const removed = await unlessConditionFails(async () => {
    const { Attributes } = await ConnectionEntity.build(DeleteItemCommand)
      .key({ connectionId })
      .options({ condition: { attr: 'connectionId', exists: true }, returnValues: 'ALL_OLD' })
      .send();
    return Attributes;
  }, undefined);
  if (removed?.role === 'console' && removed.customerId) await removeConsoleEntry(removed.customerId, connectionId);
  return removed;
}

/** Forgets a console's index entry (its connection item is gone, or never was). */
export async function removeConsoleEntry(customerId: string, connectionId: string): Promise<void> {
  await LiveConsoleEntity.build(DeleteItemCommand).key({ customerId, connectionId }).send();
}

/** A customer's consoles (one consistent Query of their index: a few items, one per open console). */
export async function consolesOf(customerId: string): Promise<ConsoleEntry[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(LiveConsoleEntity)
    .query({ partition: liveKeys.customerConsoles(customerId) })
    .options({ consistent: true, maxPages: Number.POSITIVE_INFINITY })
    .send();
  return Items.map(({ connectionId, sessionId, projectId, applicationId }) => ({
    connectionId,
    ...(sessionId !== undefined ? { sessionId } : {}),
    projectId,
    applicationId,
  }));
}

/** Marks a connection revoked (before its socket is told and closed); false when its item is gone. */
export async function markRevoked(connectionId: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    await ConnectionEntity.build(UpdateItemCommand)
      .item({ connectionId, revoked: true })
      .options({ condition: { attr: 'connectionId', exists: true } })
      .send();
    return true;
  }, false);
}

/**
 * The connections of a GSI1 partition (`liveKeys.channelConnections`, `liveKeys.consoleConnections`), `limit` a page,
 * page after page as they are read (eventually consistent, as GSI reads are).
 */
export async function* connectionPages(partition: string, limit: number): AsyncGenerator<ConnectionItem[]> {
  const pages = table.build(QueryCommand).entities(ConnectionEntity).query({ index: 'GSI1', partition }).options({ limit }).paginate();
  for await (const { Items = [] } of pages) yield Items;
}

// ---------------------------------------------------------------------------------------------------------------
// The sweep's index of where connections may exist

export interface ActiveEntry {
  readonly projectId: string;
  readonly applicationId: string;
  readonly channelId: string | 'CONSOLE';
}

export async function unmarkActive(entry: ActiveEntry): Promise<void> {
  await LiveActiveEntity.build(DeleteItemCommand).key(entry).send();
}

/** Every entry, or a project's (its deletion closes them all). */
export async function listActive(projectId?: string): Promise<ActiveEntry[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(LiveActiveEntity)
    .query({ partition: liveKeys.active(), ...(projectId ? { range: { beginsWith: liveKeys.activeEntries(projectId) } } : {}) })
    .options({ consistent: true, maxPages: Number.POSITIVE_INFINITY })
    .send();
  return Items.map(({ projectId, applicationId, channelId }) => ({ projectId, applicationId, channelId }));
}

// ---------------------------------------------------------------------------------------------------------------
// A module's channels: which there are, and their count of participants

/** The ids of a module's channels (a deletion drops the participants of each). */
export async function channelIdsOf(applicationId: string): Promise<string[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(LiveChannelEntity)
    .query({ partition: liveKeys.partition(applicationId), range: { beginsWith: liveKeys.channels() } })
    .options({ consistent: true, maxPages: Number.POSITIVE_INFINITY })
    .send();
  return Items.map((channel) => channel.channelId);
}

/**
 * Moves a channel's count by `delta` (one UpdateItem, no transaction: a thousand joins hit this item) and raises
 * its `seq`; the new values (`count` may be below 0 for a moment). Undefined when the channel is gone (the module
 * was deleted).
 */
export async function addCount(
  applicationId: string,
  channelId: string,
  delta: number,
): Promise<{ count: number; seq: number } | undefined> {
  return unlessConditionFails(async () => {
    const { Attributes } = await LiveChannelEntity.build(UpdateItemCommand)
      .item({ applicationId, channelId, count: $add(delta), seq: $add(1) })
      .options({ condition: { attr: 'applicationId', exists: true }, returnValues: 'UPDATED_NEW' })
      .send();
    return { count: Attributes?.count ?? 0, seq: Attributes?.seq ?? 0 };
  }, undefined);
}
