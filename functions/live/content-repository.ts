import type { FormattedItem } from 'dynamodb-toolbox';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type {
  Channel,
  ChannelStatus,
  ChatMessage,
  CountSample,
  LiveNotification,
  PrivateMessage,
  PrivateMessageStatus,
} from '../../shared/schemas/live';
import { decodeCursor, encodeCursor } from '../lib/db/cursor';
import {
  LiveChannelCounterEntity,
  LiveChannelEntity,
  LiveChatEntity,
  LiveConfigEntity,
  LiveMessageEntity,
  LiveNotificationEntity,
  LiveSampleEntity,
} from '../lib/db/entities/live-content';
import { liveKeys, ttlSeconds } from '../lib/db/keys';
import { table } from '../lib/db/table';
import { isConditionFailure, unlessConditionFails } from '../lib/db/versioned';

/**
 * What an interactive module holds (docs/data-model.md, "Interactive modules"), all in its application's partition
 * `APP#<a>` so that the application's purge removes it: the configuration, the channels and their count, the
 * notifications, the chat, the private messages and the count samples. A channel's count moves at each join and
 * leave through `addCount` (functions/lib/sockets/socket-store.ts: closing a socket counts its participant out).
 */

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
  const { Item } = await LiveConfigEntity.build(GetItemCommand).key({ applicationId }).options({ consistent: true }).send();
  return Item;
}

/** Writes the configuration if its stored version is `expected` (0: never saved); false when stale. */
export async function putConfig(applicationId: string, item: ConfigItem, expected: number, now: Date): Promise<boolean> {
  return unlessConditionFails(async () => {
    await LiveConfigEntity.build(PutItemCommand)
      .item({ applicationId, ...item, updatedAt: now.toISOString() })
      .options({ condition: expected === 0 ? { attr: 'applicationId', exists: false } : { attr: 'version', eq: expected } })
      .send();
    return true;
  }, false);
}

// ---------------------------------------------------------------------------------------------------------------
// Channels

const channelOf = (item: FormattedItem<typeof LiveChannelEntity>): Channel => ({
  channelId: item.channelId,
  name: item.name,
  status: item.status,
  count: Math.max(0, item.count),
  seq: item.seq,
  createdAt: item.createdAt,
  version: item.version,
});

export async function listChannels(applicationId: string): Promise<Channel[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(LiveChannelEntity)
    .query({ partition: liveKeys.partition(applicationId), range: { beginsWith: liveKeys.channels() } })
    .options({ consistent: true, maxPages: Number.POSITIVE_INFINITY })
    .send();
  return Items.map(channelOf).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.channelId.localeCompare(b.channelId));
}

export async function getChannel(applicationId: string, channelId: string): Promise<Channel | undefined> {
  const { Item } = await LiveChannelEntity.build(GetItemCommand).key({ applicationId, channelId }).options({ consistent: true }).send();
  return Item ? channelOf(Item) : undefined;
}

/**
 * Adds a channel if the module has fewer than `max`: a slot is reserved on the module's channel counter by one
 * conditional UpdateItem (DynamoDB serialises them: however many creations race, at most `max` get one), then the
 * channel is written. False when the module is full.
 */
export async function putChannel(applicationId: string, channel: Channel, max: number): Promise<boolean> {
  const reserved = await unlessConditionFails(
    () =>
      LiveChannelCounterEntity.build(UpdateItemCommand)
        .item({ applicationId, channels: $add(1) })
        .options({
          condition: {
            or: [
              { attr: 'channels', exists: false },
              { attr: 'channels', lt: max },
            ],
          },
        })
        .send()
        .then(() => true),
    false,
  );
  if (!reserved) return false;
  await LiveChannelEntity.build(PutItemCommand)
    .item({ applicationId, ...channel })
    .options({ condition: { attr: 'applicationId', exists: false } })
    .send();
  return true;
}

/** Renames, opens or closes a channel at `version`; undefined when stale or gone. */
export async function updateChannel(
  applicationId: string,
  channelId: string,
  change: { name?: string; status?: ChannelStatus },
  version: number,
): Promise<Channel | undefined> {
  return unlessConditionFails(async () => {
    const { Attributes } = await LiveChannelEntity.build(UpdateItemCommand)
      .item({ applicationId, channelId, ...change, version: $add(1) })
      .options({
        condition: {
          and: [
            { attr: 'applicationId', exists: true },
            { attr: 'version', eq: version },
          ],
        },
        returnValues: 'ALL_NEW',
      })
      .send();
    return channelOf(Attributes!);
  }, undefined);
}

/** Sets a drifted count (the sweep's repair) if it still is `from`. */
export async function repairCount(applicationId: string, channelId: string, from: number, to: number) {
  return unlessConditionFails(async () => {
    const { Attributes } = await LiveChannelEntity.build(UpdateItemCommand)
      .item({ applicationId, channelId, count: to, seq: $add(1) })
      .options({
        condition: {
          and: [
            { attr: 'applicationId', exists: true },
            { attr: 'count', eq: from },
          ],
        },
        returnValues: 'UPDATED_NEW',
      })
      .send();
    return { count: Attributes?.count ?? 0, seq: Attributes?.seq ?? 0 };
  }, undefined);
}

// ---------------------------------------------------------------------------------------------------------------
// Notifications, chat, private messages (newest first pages)

interface Page<T> {
  items: T[];
  cursor?: string;
}

/** A page of a partition's items under `prefix`, newest first; a cursor of another partition or prefix is refused. */
function newestFirst(applicationId: string, prefix: string, cursor: string | undefined, limit: number) {
  const partition = liveKeys.partition(applicationId);
  const start = decodeCursor(cursor, { names: ['PK', 'SK'], partition: { name: 'PK', value: partition } });
  if (start && !String(start.SK).startsWith(prefix)) return undefined;
  return table
    .build(QueryCommand)
    .query({ partition, range: { beginsWith: prefix } })
    .options({ reverse: true, limit, ...(start ? { exclusiveStartKey: start } : {}) });
}

const pageOf = <T>(items: T[], lastKey: Record<string, unknown> | undefined): Page<T> => {
  const next = encodeCursor(lastKey as Record<string, string> | undefined);
  return next ? { items, cursor: next } : { items };
};

/** The range of items after `afterId` (ulids sort by time), oldest first; without it, the latest ones. */
function since(applicationId: string, prefix: string, afterId: string | undefined, limit: number) {
  return table
    .build(QueryCommand)
    .query({
      partition: liveKeys.partition(applicationId),
      range: afterId ? { between: [`${prefix}${afterId}\u0000`, `${prefix}\uffff`] } : { beginsWith: prefix },
    })
    .options({ reverse: !afterId, limit });
}

/** Oldest first, whichever way `since` read them. */
const oldestFirst = <T>(items: T[], afterId: string | undefined): T[] => (afterId ? items : items.reverse());

export async function putNotification(applicationId: string, notification: LiveNotification): Promise<void> {
  await LiveNotificationEntity.build(PutItemCommand)
    .item({ applicationId, ...notification })
    .send();
}

export async function listNotifications(applicationId: string, channelId: string, cursor: string | undefined, limit: number) {
  const query = newestFirst(applicationId, liveKeys.notifications(channelId), cursor, limit);
  if (!query) return { items: [] };
  const { Items = [], LastEvaluatedKey } = await query.entities(LiveNotificationEntity).send();
  return pageOf<LiveNotification>(Items, LastEvaluatedKey);
}

/** Notifications after `afterId`, oldest first, at most `limit`; without it, the latest `limit`. */
export async function notificationsSince(applicationId: string, channelId: string, afterId: string | undefined, limit: number) {
  const { Items = [] } = await since(applicationId, liveKeys.notifications(channelId), afterId, limit)
    .entities(LiveNotificationEntity)
    .send();
  return oldestFirst<LiveNotification>(Items, afterId);
}

export async function putChat(applicationId: string, message: ChatMessage): Promise<void> {
  await LiveChatEntity.build(PutItemCommand)
    .item({ applicationId, ...message })
    .send();
}

export async function listChat(applicationId: string, channelId: string, cursor: string | undefined, limit: number) {
  const query = newestFirst(applicationId, liveKeys.chats(channelId), cursor, limit);
  if (!query) return { items: [] };
  const { Items = [], LastEvaluatedKey } = await query.entities(LiveChatEntity).send();
  return pageOf<ChatMessage>(Items, LastEvaluatedKey);
}

/** Chat messages after `afterId`, oldest first, at most `limit`; without it, the latest `limit`. */
export async function chatSince(applicationId: string, channelId: string, afterId: string | undefined, limit: number) {
  const { Items = [] } = await since(applicationId, liveKeys.chats(channelId), afterId, limit).entities(LiveChatEntity).send();
  return oldestFirst<ChatMessage>(Items, afterId);
}

/** Deletes a chat message; false when there was none. */
export async function deleteChat(applicationId: string, channelId: string, messageId: string): Promise<boolean> {
  const { Attributes } = await LiveChatEntity.build(DeleteItemCommand)
    .key({ applicationId, channelId, messageId })
    .options({ returnValues: 'ALL_OLD' })
    .send();
  return Attributes !== undefined;
}

export async function putMessage(applicationId: string, message: PrivateMessage): Promise<void> {
  await LiveMessageEntity.build(PutItemCommand)
    .item({ applicationId, ...message })
    .send();
}

export async function listMessages(applicationId: string, cursor: string | undefined, limit: number) {
  const query = newestFirst(applicationId, liveKeys.messages(), cursor, limit);
  if (!query) return { items: [] };
  const { Items = [], LastEvaluatedKey } = await query.entities(LiveMessageEntity).send();
  return pageOf<PrivateMessage>(Items, LastEvaluatedKey);
}

/** Marks a private message read or answered at `version`; 'stale' or 'missing' otherwise. */
export async function updateMessage(
  applicationId: string,
  messageId: string,
  status: PrivateMessageStatus,
  version: number,
): Promise<PrivateMessage | 'stale' | 'missing'> {
  try {
    const { Attributes } = await LiveMessageEntity.build(UpdateItemCommand)
      .item({ applicationId, messageId, status, version: $add(1) })
      .options({
        condition: {
          and: [
            { attr: 'applicationId', exists: true },
            { attr: 'version', eq: version },
          ],
        },
        returnValues: 'ALL_NEW',
      })
      .send();
    return Attributes!;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { Item } = await LiveMessageEntity.build(GetItemCommand).key({ applicationId, messageId }).options({ consistent: true }).send();
    return Item ? 'stale' : 'missing';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Samples

export async function putSample(applicationId: string, channelId: string, sample: CountSample, expiresAt: Date): Promise<void> {
  await LiveSampleEntity.build(PutItemCommand)
    .item({ applicationId, sampleKey: liveKeys.sample(channelId, sample.at), ...sample, expiresAt: ttlSeconds(expiresAt) })
    .send();
}

/** The samples kept since `from`, oldest first (an expired one that DynamoDB has not removed yet is left out). */
export async function listSamples(applicationId: string, channelId: string, from: Date, now: Date): Promise<CountSample[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(LiveSampleEntity)
    .query({
      partition: liveKeys.partition(applicationId),
      range: { between: [liveKeys.sample(channelId, from.toISOString()), liveKeys.sample(channelId, '\uffff')] },
    })
    .options({ maxPages: Number.POSITIVE_INFINITY })
    .send();
  return Items.filter((item) => item.expiresAt > ttlSeconds(now)).map((item) => ({ at: item.at, count: item.count }));
}
