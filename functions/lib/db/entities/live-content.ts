import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { liveKeys } from '../keys';
import { table } from '../table';
import { KEYS } from '../table-definition';
import { keyAttribute } from './key-attribute';

/**
 * What an interactive module holds in its application's partition (functions/live; docs/data-model.md,
 * "Interactive modules"): its configuration, its channels and their counter, notifications, chat, private messages
 * and count samples. These items were written before the toolbox: they carry no entity attribute and no timestamps,
 * and `applicationId` lives only in their `PK`.
 */
const inModule = () => keyAttribute(liveKeys.partition);

export const LiveConfigEntity = new Entity({
  name: 'LiveConfig',
  table,
  entityAttribute: false,
  timestamps: false,
  schema: item({
    applicationId: inModule(),
    notificationVisible: boolean(),
    chatVisible: boolean(),
    autoDeleteConnection: boolean(),
    pong: number(),
    logMinute: number(),
    /** argon2id. */
    passwordHash: string().optional(),
    version: number(),
    updatedAt: string(),
  }),
  computeKey: ({ applicationId }) => ({ PK: liveKeys.partition(applicationId), SK: liveKeys.config() }),
});

/** How many channels the module has had (they are closed, never deleted): the guard of LIVE_LIMITS.channels. */
export const LiveChannelCounterEntity = new Entity({
  name: 'LiveChannelCounter',
  table,
  entityAttribute: false,
  timestamps: false,
  schema: item({ applicationId: inModule(), channels: number() }),
  computeKey: ({ applicationId }) => ({ PK: liveKeys.partition(applicationId), SK: liveKeys.channelCounter() }),
});

export const LiveChannelEntity = new Entity({
  name: 'LiveChannel',
  table,
  entityAttribute: false,
  timestamps: false,
  schema: item({
    applicationId: inModule(),
    channelId: string().key(),
    name: string(),
    status: string().enum('open', 'closed'),
    /** Moved by `ADD` at each join and leave: may go below 0 for a moment (readers clamp it). */
    count: number(),
    seq: number(),
    createdAt: string(),
    version: number(),
  }),
  computeKey: ({ applicationId, channelId }) => ({ PK: liveKeys.partition(applicationId), SK: liveKeys.channel(channelId) }),
});

export const LiveNotificationEntity = new Entity({
  name: 'LiveNotification',
  table,
  entityAttribute: false,
  timestamps: false,
  schema: item({
    applicationId: inModule(),
    channelId: string().key(),
    notificationId: string().key(),
    text: string(),
    sentAt: string(),
  }),
  computeKey: ({ applicationId, channelId, notificationId }) => ({
    PK: liveKeys.partition(applicationId),
    SK: liveKeys.notification(channelId, notificationId),
  }),
});

export const LiveChatEntity = new Entity({
  name: 'LiveChat',
  table,
  entityAttribute: false,
  timestamps: false,
  schema: item({
    applicationId: inModule(),
    channelId: string().key(),
    messageId: string().key(),
    participantId: string(),
    displayName: string(),
    /** Plain text: never rendered as HTML. */
    text: string(),
    sentAt: string(),
  }),
  computeKey: ({ applicationId, channelId, messageId }) => ({
    PK: liveKeys.partition(applicationId),
    SK: liveKeys.chat(channelId, messageId),
  }),
});

/** A participant's private message to the organiser. */
export const LiveMessageEntity = new Entity({
  name: 'LiveMessage',
  table,
  entityAttribute: false,
  timestamps: false,
  schema: item({
    applicationId: inModule(),
    messageId: string().key(),
    channelId: string(),
    channelName: string(),
    participantId: string(),
    displayName: string(),
    text: string(),
    sentAt: string(),
    status: string().enum('new', 'read', 'answered'),
    version: number(),
  }),
  computeKey: ({ applicationId, messageId }) => ({ PK: liveKeys.partition(applicationId), SK: liveKeys.message(messageId) }),
});

/** A channel's connected count at a minute (the curve's history); its channel is named by its sort key only. */
export const LiveSampleEntity = new Entity({
  name: 'LiveSample',
  table,
  entityAttribute: false,
  timestamps: false,
  schema: item({
    applicationId: inModule(),
    /** `liveKeys.sample(channelId, at)`. */
    sampleKey: string().key().hidden().savedAs(KEYS.sortKey),
    at: string(),
    count: number(),
    expiresAt: number(),
  }),
});
