import { DeleteCommand, GetCommand, PutCommand, QueryCommand, type QueryCommandInput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type {
  Channel,
  ChannelStatus,
  ChatMessage,
  CountSample,
  LiveNotification,
  ParticipantStatus,
  PrivateMessage,
  PrivateMessageStatus,
} from '../../shared/schemas/realtime';
import { config } from '../lib/config';
import { documentClient } from '../lib/db/client';
import { decodeCursor, encodeCursor } from '../lib/db/cursor';
import { keys, liveKeys, realtimeKeys, ttlSeconds } from '../lib/db/keys';
import { isConditionFailure, unlessConditionFails } from '../lib/db/versioned';

/**
 * DynamoDB of the interactive modules (docs/data-model.md, "Interactive modules"). Everything of a module lives in
 * its application's partition `APP#<a>` (so the application's purge removes it); tickets and connections have their
 * own items with a TTL; connections are listed on GSI1 per channel and per application (consoles).
 */
const TABLE = () => config().tableName;
const send = <T>(command: T) => documentClient().send(command as never) as Promise<Record<string, unknown>>;

// ---------------------------------------------------------------------------------------------------------------
// The module (the application item) and its project

export interface ModuleItem {
  readonly projectId: string;
  readonly applicationId: string;
  readonly kind: string;
  readonly title: string;
}

/** The application with its project's status (one consistent read each, in parallel). */
export async function getModule(projectId: string, applicationId: string): Promise<(ModuleItem & { projectActive: boolean }) | undefined> {
  const [app, project] = await Promise.all([
    send(
      new GetCommand({
        TableName: TABLE(),
        Key: { PK: keys.project(projectId), SK: keys.application(applicationId) },
        ConsistentRead: true,
      }),
    ),
    send(new GetCommand({ TableName: TABLE(), Key: { PK: keys.project(projectId), SK: 'META' }, ConsistentRead: true })),
  ]);
  const item = app.Item as ModuleItem | undefined;
  if (!item) return undefined;
  return { ...item, projectActive: (project.Item as { status?: string } | undefined)?.status === 'active' };
}

// ---------------------------------------------------------------------------------------------------------------
// Configuration

export interface ConfigItem {
  readonly notificationVisible: boolean;
  readonly chatVisible: boolean;
  readonly autoDeleteConnection: boolean;
  readonly pong: number;
  readonly logMinute: number;
  readonly passwordHash?: string;
  readonly version: number;
}

export async function getConfig(applicationId: string): Promise<ConfigItem | undefined> {
  const { Item } = await send(
    new GetCommand({ TableName: TABLE(), Key: { PK: liveKeys.partition(applicationId), SK: liveKeys.config() }, ConsistentRead: true }),
  );
  return Item as ConfigItem | undefined;
}

/** Writes the configuration if its stored version is `expected` (0: never saved); false when stale. */
export async function putConfig(applicationId: string, item: ConfigItem, expected: number, now: Date): Promise<boolean> {
  return unlessConditionFails(async () => {
    await send(
      new PutCommand({
        TableName: TABLE(),
        Item: { PK: liveKeys.partition(applicationId), SK: liveKeys.config(), ...item, updatedAt: now.toISOString() },
        ConditionExpression: expected === 0 ? 'attribute_not_exists(PK)' : 'version = :expected',
        ...(expected === 0 ? {} : { ExpressionAttributeValues: { ':expected': expected } }),
      }),
    );
    return true;
  }, false);
}

// ---------------------------------------------------------------------------------------------------------------
// Channels

const channelOf = (item: Record<string, unknown>): Channel => ({
  channelId: item.channelId as string,
  name: item.name as string,
  status: item.status as ChannelStatus,
  count: Math.max(0, Number(item.count ?? 0)),
  seq: Number(item.seq ?? 0),
  createdAt: item.createdAt as string,
  version: Number(item.version),
});

export async function listChannels(applicationId: string): Promise<Channel[]> {
  const items = await queryAll({
    TableName: TABLE(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': liveKeys.partition(applicationId), ':prefix': liveKeys.channels() },
    ConsistentRead: true,
  });
  return items.map(channelOf).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.channelId.localeCompare(b.channelId));
}

export async function getChannel(applicationId: string, channelId: string): Promise<Channel | undefined> {
  const { Item } = await send(
    new GetCommand({
      TableName: TABLE(),
      Key: { PK: liveKeys.partition(applicationId), SK: liveKeys.channel(channelId) },
      ConsistentRead: true,
    }),
  );
  return Item ? channelOf(Item as Record<string, unknown>) : undefined;
}

/**
 * Adds a channel if the module has fewer than `max`: a slot is reserved on the module's channel counter by one
 * conditional UpdateItem (DynamoDB serialises them: however many creations race, at most `max` get one), then the
 * channel is written. False when the module is full.
 */
export async function putChannel(applicationId: string, channel: Channel, max: number): Promise<boolean> {
  const reserved = await unlessConditionFails(
    () =>
      send(
        new UpdateCommand({
          TableName: TABLE(),
          Key: { PK: liveKeys.partition(applicationId), SK: liveKeys.channelCounter() },
          UpdateExpression: 'ADD channels :one',
          ConditionExpression: 'attribute_not_exists(channels) OR channels < :max',
          ExpressionAttributeValues: { ':one': 1, ':max': max },
        }),
      ).then(() => true),
    false,
  );
  if (!reserved) return false;
  await send(
    new PutCommand({
      TableName: TABLE(),
      Item: { PK: liveKeys.partition(applicationId), SK: liveKeys.channel(channel.channelId), ...channel },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return true;
}

/** Renames, opens or closes a channel at `version`; undefined when stale or gone. */
export async function updateChannel(
  applicationId: string,
  channelId: string,
  change: { name?: string; status?: ChannelStatus },
  version: number,
): Promise<Channel | undefined> {
  const sets = ['version = version + :one'];
  const values: Record<string, unknown> = { ':one': 1, ':version': version };
  const names: Record<string, string> = {};
  if (change.name !== undefined) {
    sets.push('#name = :name');
    values[':name'] = change.name;
    names['#name'] = 'name';
  }
  if (change.status !== undefined) {
    sets.push('#status = :status');
    values[':status'] = change.status;
    names['#status'] = 'status';
  }
  return unlessConditionFails(async () => {
    const { Attributes } = await send(
      new UpdateCommand({
        TableName: TABLE(),
        Key: { PK: liveKeys.partition(applicationId), SK: liveKeys.channel(channelId) },
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK) AND version = :version',
        ExpressionAttributeValues: values,
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return channelOf(Attributes as Record<string, unknown>);
  }, undefined);
}

/**
 * Moves a channel's count by `delta` (one UpdateItem, no transaction: a thousand joins hit this item) and raises
 * its `seq`; the new values. Undefined when the channel is gone (the module was deleted).
 */
export async function addCount(
  applicationId: string,
  channelId: string,
  delta: number,
): Promise<{ count: number; seq: number } | undefined> {
  return unlessConditionFails(async () => {
    const { Attributes } = await send(
      new UpdateCommand({
        TableName: TABLE(),
        Key: { PK: liveKeys.partition(applicationId), SK: liveKeys.channel(channelId) },
        UpdateExpression: 'ADD #count :delta, seq :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':delta': delta, ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    const values = Attributes as { count?: number; seq?: number } | undefined;
    return { count: Number(values?.count ?? 0), seq: Number(values?.seq ?? 0) };
  }, undefined);
}

/** Sets a drifted count (the sweep's repair) if it still is `from`. */
export async function repairCount(applicationId: string, channelId: string, from: number, to: number) {
  return unlessConditionFails(async () => {
    const { Attributes } = await send(
      new UpdateCommand({
        TableName: TABLE(),
        Key: { PK: liveKeys.partition(applicationId), SK: liveKeys.channel(channelId) },
        UpdateExpression: 'SET #count = :to ADD seq :one',
        ConditionExpression: 'attribute_exists(PK) AND #count = :from',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':to': to, ':from': from, ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    const values = Attributes as { count?: number; seq?: number } | undefined;
    return { count: Number(values?.count ?? 0), seq: Number(values?.seq ?? 0) };
  }, undefined);
}

// ---------------------------------------------------------------------------------------------------------------
// Notifications, chat, private messages (newest first pages)

interface Page<T> {
  items: T[];
  cursor?: string;
}

async function page<T>(applicationId: string, prefix: string, cursor: string | undefined, limit: number): Promise<Page<T>> {
  const partition = liveKeys.partition(applicationId);
  const start = decodeCursor(cursor, { names: ['PK', 'SK'], partition: { name: 'PK', value: partition } });
  if (start && !String(start.SK).startsWith(prefix)) return { items: [] };
  const { Items = [], LastEvaluatedKey } = await send(
    new QueryCommand({
      TableName: TABLE(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix },
      ScanIndexForward: false,
      Limit: limit,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  const items = (Items as Record<string, unknown>[]).map(({ PK: _pk, SK: _sk, ...rest }) => rest as T);
  const next = encodeCursor(LastEvaluatedKey as Record<string, string> | undefined);
  return next ? { items, cursor: next } : { items };
}

/** Items after `afterId` (ulids sort by time), oldest first, at most `limit`; without it, the latest `limit`. */
async function since<T>(applicationId: string, prefix: string, afterId: string | undefined, limit: number): Promise<T[]> {
  const partition = liveKeys.partition(applicationId);
  const { Items = [] } = await send(
    new QueryCommand({
      TableName: TABLE(),
      KeyConditionExpression: afterId ? 'PK = :pk AND SK BETWEEN :from AND :to' : 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: afterId
        ? { ':pk': partition, ':from': `${prefix}${afterId}\u0000`, ':to': `${prefix}\uffff` }
        : { ':pk': partition, ':prefix': prefix },
      ScanIndexForward: !!afterId,
      Limit: limit,
    }),
  );
  const items = (Items as Record<string, unknown>[]).map(({ PK: _pk, SK: _sk, ...rest }) => rest as T);
  return afterId ? items : items.reverse();
}

export async function putNotification(applicationId: string, notification: LiveNotification): Promise<void> {
  await send(
    new PutCommand({
      TableName: TABLE(),
      Item: {
        PK: liveKeys.partition(applicationId),
        SK: liveKeys.notification(notification.channelId, notification.notificationId),
        ...notification,
      },
    }),
  );
}
export const listNotifications = (applicationId: string, channelId: string, cursor: string | undefined, limit: number) =>
  page<LiveNotification>(applicationId, liveKeys.notifications(channelId), cursor, limit);
export const notificationsSince = (applicationId: string, channelId: string, afterId: string | undefined, limit: number) =>
  since<LiveNotification>(applicationId, liveKeys.notifications(channelId), afterId, limit);

export async function putChat(applicationId: string, message: ChatMessage): Promise<void> {
  await send(
    new PutCommand({
      TableName: TABLE(),
      Item: { PK: liveKeys.partition(applicationId), SK: liveKeys.chat(message.channelId, message.messageId), ...message },
    }),
  );
}
export const listChat = (applicationId: string, channelId: string, cursor: string | undefined, limit: number) =>
  page<ChatMessage>(applicationId, liveKeys.chats(channelId), cursor, limit);
export const chatSince = (applicationId: string, channelId: string, afterId: string | undefined, limit: number) =>
  since<ChatMessage>(applicationId, liveKeys.chats(channelId), afterId, limit);

/** Deletes a chat message; false when there was none. */
export async function deleteChat(applicationId: string, channelId: string, messageId: string): Promise<boolean> {
  const { Attributes } = await send(
    new DeleteCommand({
      TableName: TABLE(),
      Key: { PK: liveKeys.partition(applicationId), SK: liveKeys.chat(channelId, messageId) },
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Attributes !== undefined;
}

export async function putMessage(applicationId: string, message: PrivateMessage): Promise<void> {
  await send(
    new PutCommand({
      TableName: TABLE(),
      Item: { PK: liveKeys.partition(applicationId), SK: liveKeys.message(message.messageId), ...message },
    }),
  );
}
export const listMessages = (applicationId: string, cursor: string | undefined, limit: number) =>
  page<PrivateMessage>(applicationId, liveKeys.messages(), cursor, limit);

/** Marks a private message read or answered at `version`; 'stale' or 'missing' otherwise. */
export async function updateMessage(
  applicationId: string,
  messageId: string,
  status: PrivateMessageStatus,
  version: number,
): Promise<PrivateMessage | 'stale' | 'missing'> {
  const Key = { PK: liveKeys.partition(applicationId), SK: liveKeys.message(messageId) };
  try {
    const { Attributes } = await send(
      new UpdateCommand({
        TableName: TABLE(),
        Key,
        UpdateExpression: 'SET #status = :status, version = version + :one',
        ConditionExpression: 'attribute_exists(PK) AND version = :version',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':one': 1, ':version': version },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const { PK: _pk, SK: _sk, ...rest } = Attributes as Record<string, unknown>;
    return rest as unknown as PrivateMessage;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { Item } = await send(new GetCommand({ TableName: TABLE(), Key, ConsistentRead: true }));
    return Item ? 'stale' : 'missing';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Participants

export interface ParticipantItem {
  readonly participantId: string;
  readonly displayName: string;
  readonly status: ParticipantStatus;
  readonly secretHash: string;
  readonly connectionId?: string;
  /** The client address of its last ticket (`clientOf`: IPv4, or the IPv6 /64). */
  readonly client?: string;
  /** While banned: the addresses its ban holds (see `banAddresses`). */
  readonly bannedClients?: readonly string[];
}

export async function getParticipant(applicationId: string, participantId: string): Promise<ParticipantItem | undefined> {
  const { Item } = await send(
    new GetCommand({
      TableName: TABLE(),
      Key: { PK: liveKeys.partition(applicationId), SK: liveKeys.participant(participantId) },
      ConsistentRead: true,
    }),
  );
  return Item as ParticipantItem | undefined;
}

/** Creates a participant, or renames a resumed one (its status kept), with the address it asked from. */
export async function saveParticipant(
  applicationId: string,
  participant: Omit<ParticipantItem, 'status' | 'connectionId' | 'bannedClients' | 'client'> & { readonly client: string },
  now: Date,
) {
  await send(
    new UpdateCommand({
      TableName: TABLE(),
      Key: { PK: liveKeys.partition(applicationId), SK: liveKeys.participant(participant.participantId) },
      UpdateExpression:
        'SET participantId = :id, displayName = :name, secretHash = :hash, #client = :client, #status = if_not_exists(#status, :active), createdAt = if_not_exists(createdAt, :now)',
      ExpressionAttributeNames: { '#status': 'status', '#client': 'client' },
      ExpressionAttributeValues: {
        ':id': participant.participantId,
        ':name': participant.displayName,
        ':hash': participant.secretHash,
        ':client': participant.client,
        ':active': 'active',
        ':now': now.toISOString(),
      },
    }),
  );
}

/**
 * Bans client addresses with a participant's ban (docs/realtime.md, "Bans"): one item per address and participant in
 * the module's partition (so the module's purge removes them), listed on the participant until it is unbanned.
 */
export async function banAddresses(applicationId: string, participantId: string, clients: readonly string[], now: Date): Promise<void> {
  await Promise.all(
    clients.map((client) =>
      send(
        new PutCommand({
          TableName: TABLE(),
          Item: {
            PK: liveKeys.partition(applicationId),
            SK: liveKeys.addressBan(client, participantId),
            client,
            participantId,
            bannedAt: now.toISOString(),
          },
        }),
      ),
    ),
  );
  await send(
    new UpdateCommand({
      TableName: TABLE(),
      Key: { PK: liveKeys.partition(applicationId), SK: liveKeys.participant(participantId) },
      UpdateExpression: 'SET bannedClients = :clients',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':clients': [...clients] },
    }),
  ).catch((error: unknown) => {
    if (!isConditionFailure(error)) throw error;
  });
}

/** Lifts the address bans of a participant no longer banned. */
export async function unbanAddresses(applicationId: string, participantId: string, clients: readonly string[]): Promise<void> {
  await Promise.all(
    clients.map((client) =>
      send(
        new DeleteCommand({
          TableName: TABLE(),
          Key: { PK: liveKeys.partition(applicationId), SK: liveKeys.addressBan(client, participantId) },
        }),
      ),
    ),
  );
  await send(
    new UpdateCommand({
      TableName: TABLE(),
      Key: { PK: liveKeys.partition(applicationId), SK: liveKeys.participant(participantId) },
      UpdateExpression: 'REMOVE bannedClients',
      ConditionExpression: 'attribute_exists(PK)',
    }),
  ).catch((error: unknown) => {
    if (!isConditionFailure(error)) throw error;
  });
}

/** Whether a participant's ban holds this client address on the module (one consistent Query, one item read). */
export async function addressBanned(applicationId: string, client: string): Promise<boolean> {
  const { Items = [] } = await send(
    new QueryCommand({
      TableName: TABLE(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': liveKeys.partition(applicationId), ':prefix': liveKeys.addressBans(client) },
      ConsistentRead: true,
      Limit: 1,
    }),
  );
  return (Items as unknown[]).length > 0;
}

/** Sets a participant's status; undefined when there is no such participant. */
export async function setParticipantStatus(applicationId: string, participantId: string, status: ParticipantStatus) {
  return unlessConditionFails(async () => {
    const { Attributes } = await send(
      new UpdateCommand({
        TableName: TABLE(),
        Key: { PK: liveKeys.partition(applicationId), SK: liveKeys.participant(participantId) },
        UpdateExpression: 'SET #status = :status',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as unknown as ParticipantItem;
  }, undefined);
}

/** Records the participant's current connection; the one it replaces, if any. */
export async function swapParticipantConnection(
  applicationId: string,
  participantId: string,
  connectionId: string,
): Promise<string | undefined> {
  const { Attributes } = await unlessConditionFails(
    () =>
      send(
        new UpdateCommand({
          TableName: TABLE(),
          Key: { PK: liveKeys.partition(applicationId), SK: liveKeys.participant(participantId) },
          UpdateExpression: 'SET connectionId = :id',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':id': connectionId },
          ReturnValues: 'UPDATED_OLD',
        }),
      ),
    {} as Record<string, unknown>,
  );
  const old = (Attributes as { connectionId?: string } | undefined)?.connectionId;
  return old && old !== connectionId ? old : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Samples

export async function putSample(applicationId: string, channelId: string, sample: CountSample, expiresAt: Date): Promise<void> {
  await send(
    new PutCommand({
      TableName: TABLE(),
      Item: {
        PK: liveKeys.partition(applicationId),
        SK: liveKeys.sample(channelId, sample.at),
        ...sample,
        expiresAt: ttlSeconds(expiresAt),
      },
    }),
  );
}

export async function listSamples(applicationId: string, channelId: string, from: Date, now: Date): Promise<CountSample[]> {
  const items = await queryAll({
    TableName: TABLE(),
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': liveKeys.partition(applicationId),
      ':from': liveKeys.sample(channelId, from.toISOString()),
      ':to': liveKeys.sample(channelId, '\uffff'),
    },
  });
  return items
    .filter((item) => Number(item.expiresAt ?? Number.POSITIVE_INFINITY) > ttlSeconds(now))
    .map((item) => ({ at: item.at as string, count: Number(item.count) }));
}

// ---------------------------------------------------------------------------------------------------------------
// Tickets

export type TicketContext =
  | {
      readonly role: 'console';
      readonly customerId: string;
      /** The session that asked for it (its token hash): the console lives no longer than it. */
      readonly sessionId: string;
      readonly projectId: string;
      readonly applicationId: string;
    }
  | {
      readonly role: 'participant';
      readonly projectId: string;
      readonly applicationId: string;
      readonly channelId: string;
      readonly participantId: string;
      readonly displayName: string;
      /** A participant created by this ticket (not resumed with its secret): an address ban refuses it. */
      readonly newcomer?: boolean;
    };

export async function putTicket(ticketHash: string, context: TicketContext, expiresAt: Date): Promise<void> {
  const key = realtimeKeys.ticket(ticketHash);
  await send(
    new PutCommand({
      TableName: TABLE(),
      Item: { PK: key, SK: key, ...context, expiresAt: ttlSeconds(expiresAt) },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** Deletes the ticket if it exists and has not expired, in one conditional write: exactly one connection gets it. */
export async function consumeTicket(ticketHash: string, now: Date): Promise<TicketContext | undefined> {
  const key = realtimeKeys.ticket(ticketHash);
  return unlessConditionFails(async () => {
    const { Attributes } = await send(
      new DeleteCommand({
        TableName: TABLE(),
        Key: { PK: key, SK: key },
        ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': ttlSeconds(now) },
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (!Attributes) return undefined;
    const { PK: _pk, SK: _sk, expiresAt: _e, ...context } = Attributes as Record<string, unknown>;
    return context as unknown as TicketContext;
  }, undefined);
}

// ---------------------------------------------------------------------------------------------------------------
// Connections

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

const connectionKey = (connectionId: string) => ({ PK: realtimeKeys.connection(connectionId), SK: realtimeKeys.connection(connectionId) });
const consoleIndexKey = (customerId: string, connectionId: string) => ({
  PK: liveKeys.customerConsoles(customerId),
  SK: realtimeKeys.connection(connectionId),
});

/** A console in its customer's index (docs/data-model.md): written before the connection, so no revocation misses it. */
export interface ConsoleEntry {
  readonly connectionId: string;
  readonly sessionId?: string;
  readonly projectId: string;
  readonly applicationId: string;
}

export async function putConnection(connection: ConnectionItem): Promise<void> {
  if (connection.role === 'console' && connection.customerId) {
    const entry: ConsoleEntry & { expiresAt: number } = {
      connectionId: connection.connectionId,
      ...(connection.sessionId ? { sessionId: connection.sessionId } : {}),
      projectId: connection.projectId,
      applicationId: connection.applicationId,
      expiresAt: connection.expiresAt,
    };
    await send(
      new PutCommand({ TableName: TABLE(), Item: { ...consoleIndexKey(connection.customerId, connection.connectionId), ...entry } }),
    );
  }
  const gsi1 =
    connection.role === 'participant'
      ? liveKeys.channelConnections(connection.applicationId, connection.channelId!)
      : liveKeys.consoleConnections(connection.applicationId);
  await send(
    new PutCommand({
      TableName: TABLE(),
      Item: {
        ...connectionKey(connection.connectionId),
        ...connection,
        GSI1PK: gsi1,
        GSI1SK: realtimeKeys.connection(connection.connectionId),
      },
    }),
  );
}

export async function getConnection(connectionId: string): Promise<ConnectionItem | undefined> {
  const { Item } = await send(new GetCommand({ TableName: TABLE(), Key: connectionKey(connectionId), ConsistentRead: true }));
  if (!Item) return undefined;
  const { PK: _pk, SK: _sk, GSI1PK: _g, GSI1SK: _s, ...rest } = Item as Record<string, unknown>;
  return rest as unknown as ConnectionItem;
}

/**
 * Deletes the connection item if it exists: the item it was (so only one caller counts it out), else undefined.
 * A console's entry in its customer's index goes with it.
 */
export async function removeConnection(connectionId: string): Promise<ConnectionItem | undefined> {
  const removed = await unlessConditionFails(async () => {
    const { Attributes } = await send(
      new DeleteCommand({
        TableName: TABLE(),
        Key: connectionKey(connectionId),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes as unknown as ConnectionItem | undefined;
  }, undefined);
  if (removed?.role === 'console' && removed.customerId) await removeConsoleEntry(removed.customerId, connectionId);
  return removed;
}

/** Forgets a console's index entry (its connection item is gone, or never was). */
export async function removeConsoleEntry(customerId: string, connectionId: string): Promise<void> {
  await send(new DeleteCommand({ TableName: TABLE(), Key: consoleIndexKey(customerId, connectionId) }));
}

/** A customer's consoles (one consistent Query of their index: a few items, one per open console). */
export async function consolesOf(customerId: string): Promise<ConsoleEntry[]> {
  const items = await queryAll({
    TableName: TABLE(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': liveKeys.customerConsoles(customerId) },
    ConsistentRead: true,
  });
  return items.map((item) => ({
    connectionId: item.connectionId as string,
    ...(typeof item.sessionId === 'string' ? { sessionId: item.sessionId } : {}),
    projectId: item.projectId as string,
    applicationId: item.applicationId as string,
  }));
}

/** Marks a connection revoked (before its socket is told and closed); false when its item is gone. */
export async function markRevoked(connectionId: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    await send(
      new UpdateCommand({
        TableName: TABLE(),
        Key: connectionKey(connectionId),
        UpdateExpression: 'SET revoked = :true',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
    return true;
  }, false);
}

/** A heartbeat: the connection was heard now. False when its item is gone (an orphaned socket) or revoked. */
export async function touchConnection(connectionId: string, now: Date): Promise<boolean> {
  return unlessConditionFails(async () => {
    await send(
      new UpdateCommand({
        TableName: TABLE(),
        Key: connectionKey(connectionId),
        UpdateExpression: 'SET lastSeenAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(revoked)',
        ExpressionAttributeValues: { ':now': now.getTime() },
      }),
    );
    return true;
  }, false);
}

/** One page of a GSI1 partition's connections (eventually consistent, as GSI reads are). */
export async function connectionsPage(
  partition: string,
  start: Record<string, unknown> | undefined,
  limit: number,
): Promise<{ items: ConnectionItem[]; next?: Record<string, unknown> }> {
  const { Items = [], LastEvaluatedKey } = await send(
    new QueryCommand({
      TableName: TABLE(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      Limit: limit,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  return {
    items: Items as ConnectionItem[],
    ...(LastEvaluatedKey ? { next: LastEvaluatedKey as Record<string, unknown> } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The sweep's index of where connections may exist

export interface ActiveEntry {
  readonly projectId: string;
  readonly applicationId: string;
  readonly channelId: string | 'CONSOLE';
}

export async function markActive(entry: ActiveEntry): Promise<void> {
  await send(
    new PutCommand({
      TableName: TABLE(),
      Item: { PK: liveKeys.active(), SK: liveKeys.activeEntry(entry.projectId, entry.applicationId, entry.channelId), ...entry },
    }),
  );
}
export async function unmarkActive(entry: ActiveEntry): Promise<void> {
  await send(
    new DeleteCommand({
      TableName: TABLE(),
      Key: { PK: liveKeys.active(), SK: liveKeys.activeEntry(entry.projectId, entry.applicationId, entry.channelId) },
    }),
  );
}
/** Every entry, or a project's (its deletion closes them all). */
export async function listActive(projectId?: string): Promise<ActiveEntry[]> {
  const items = await queryAll({
    TableName: TABLE(),
    KeyConditionExpression: projectId ? 'PK = :pk AND begins_with(SK, :prefix)' : 'PK = :pk',
    ExpressionAttributeValues: { ':pk': liveKeys.active(), ...(projectId ? { ':prefix': liveKeys.activeEntries(projectId) } : {}) },
    ConsistentRead: true,
  });
  return items.map((item) => ({
    projectId: item.projectId as string,
    applicationId: item.applicationId as string,
    channelId: item.channelId as string,
  }));
}

async function queryAll(input: QueryCommandInput): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await send(new QueryCommand({ ...input, ...(start ? { ExclusiveStartKey: start } : {}) }));
    out.push(...(Items as Record<string, unknown>[]));
    start = LastEvaluatedKey as Record<string, unknown> | undefined;
  } while (start);
  return out;
}
