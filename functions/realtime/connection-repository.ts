import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { ConnectionEntity, LiveActiveEntity, LiveConsoleEntity } from '../lib/db/entities/live-connections';
import { liveKeys, realtimeKeys } from '../lib/db/keys';
import { table } from '../lib/db/table';
import { unlessConditionFails } from '../lib/db/versioned';

/**
 * Open sockets (docs/data-model.md, "Interactive modules"): each connection is its own item with a TTL, listed on
 * GSI1 per channel (participants) and per application (consoles); each customer's consoles are indexed for the
 * revocations; `LIVE#ACTIVE` names where connections may exist, for the sweep.
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

export async function putConnection(connection: ConnectionItem): Promise<void> {
  const { connectionId, role, projectId, applicationId, customerId, sessionId, expiresAt } = connection;
  if (role === 'console' && customerId) {
    await LiveConsoleEntity.build(PutItemCommand)
      .item({ customerId, connectionId, ...(sessionId ? { sessionId } : {}), projectId, applicationId, expiresAt })
      .send();
  }
  const listing =
    role === 'participant' ? liveKeys.channelConnections(applicationId, connection.channelId!) : liveKeys.consoleConnections(applicationId);
  await ConnectionEntity.build(PutItemCommand)
    .item({ ...connection, GSI1PK: listing, GSI1SK: realtimeKeys.connection(connectionId) })
    .send();
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

/** A heartbeat: the connection was heard now. False when its item is gone (an orphaned socket) or revoked. */
export async function touchConnection(connectionId: string, now: Date): Promise<boolean> {
  return unlessConditionFails(async () => {
    await ConnectionEntity.build(UpdateItemCommand)
      .item({ connectionId, lastSeenAt: now.getTime() })
      .options({
        condition: {
          and: [
            { attr: 'connectionId', exists: true },
            { attr: 'revoked', exists: false },
          ],
        },
      })
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

export async function markActive(entry: ActiveEntry): Promise<void> {
  await LiveActiveEntity.build(PutItemCommand).item(entry).send();
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
