import * as v from 'valibot';
import { LIVE_LIMITS } from '../live-limits';
import { requiredText } from './common';

// The numbers live apart (no valibot there): the participant page and the local gateway read them too.
export {
  CONNECTION_TTL_MS,
  LIVE_LIMITS,
  MAX_FRAME_BYTES,
  MAX_MESSAGE_BYTES,
  TICKET_TTL_MS,
  WEBSOCKET_PATH,
} from '../live-limits';

/**
 * Interactive modules and their realtime protocol (docs/architecture.md, "Domain designs"; docs/live.md).
 *
 * - The organiser's console works over HTTP (`/api/projects/{p}/applications/{a}/live/...`: read level to watch,
 *   write level to act) and watches over a WebSocket opened with a console ticket (`POST /api/realtime/tickets`).
 * - A participant (no account) reads the module's public card (`GET /api/live/{p}/{a}`), gets a ticket from
 *   `POST /api/live/{p}/{a}/tickets` (name, channel, password), opens the WebSocket, and acts over it.
 * - Client frames carry an `action` (API Gateway's route selection expression is `$request.body.action`);
 *   server frames carry a `type`. Every client frame is validated by the schema of its action below.
 */

// ---------------------------------------------------------------------------------------------------------------
// Module configuration (the global config: docs/product.md, "Entities")

/** The global configuration as the console reads it: the password itself never leaves the server. */
export interface ModulesConfig {
  /** Participants see notifications. */
  readonly notificationVisible: boolean;
  /** Participants see and use the chat. */
  readonly chatVisible: boolean;
  /** Connections that stop answering are closed and taken out of the count by the server's sweep. */
  readonly autoDeleteConnection: boolean;
  /** Heartbeat interval in seconds; a connection silent for two intervals is closed. */
  readonly pong: number;
  /** Every `logMinute` minutes the connected count of each channel is sampled and kept (the curve's history). */
  readonly logMinute: number;
  /** Whether participants must give a password (`passwd`) to join. */
  readonly passwordSet: boolean;
  /** 0 while the configuration was never saved (the defaults above are shown). */
  readonly version: number;
}

export const DEFAULT_MODULES_CONFIG: Omit<ModulesConfig, 'version'> = {
  notificationVisible: true,
  chatVisible: true,
  autoDeleteConnection: true,
  pong: 30,
  logMinute: 1,
  passwordSet: false,
};

/** `PUT …/live/config`: `passwd` absent keeps the password, `null` removes it, a string sets it. */
export const ModulesConfigInput = v.strictObject({
  notificationVisible: v.boolean(),
  chatVisible: v.boolean(),
  autoDeleteConnection: v.boolean(),
  pong: v.pipe(v.number(), v.integer(), v.minValue(LIVE_LIMITS.pong.min), v.maxValue(LIVE_LIMITS.pong.max)),
  logMinute: v.pipe(v.number(), v.integer(), v.minValue(LIVE_LIMITS.logMinute.min), v.maxValue(LIVE_LIMITS.logMinute.max)),
  passwd: v.optional(v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(LIVE_LIMITS.password)))),
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ModulesConfigInput = v.InferOutput<typeof ModulesConfigInput>;

// ---------------------------------------------------------------------------------------------------------------
// Channels

export type ChannelStatus = 'open' | 'closed';

export interface Channel {
  readonly channelId: string;
  readonly name: string;
  readonly status: ChannelStatus;
  /** Participants connected now. */
  readonly count: number;
  /** Raised with every change of `count`: of two count frames, the higher `seq` is the later count. */
  readonly seq: number;
  readonly createdAt: string;
  readonly version: number;
}

/** `POST …/live/channels` (a new channel is open). */
export const ChannelCreateInput = v.strictObject({ name: requiredText(LIVE_LIMITS.channelName) });
/** `PATCH …/live/channels/{channelId}`: rename, open or close (closing drops its participants, reason `channelClosed`). */
export const ChannelUpdateInput = v.strictObject({
  name: v.optional(requiredText(LIVE_LIMITS.channelName)),
  status: v.optional(v.picklist(['open', 'closed'])),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** `GET …/live`: what the console opens with. */
export interface LiveState {
  readonly config: ModulesConfig;
  readonly channels: readonly Channel[];
  /** The participant page's path without its language: the console shows `/{lang}` + this. */
  readonly participantPath: string;
}

/** One point of the curve: the connected count of a channel at a time. */
export interface CountSample {
  readonly at: string;
  readonly count: number;
}
/** `GET …/live/channels/{channelId}/samples?hours=` (1–48, default 6): the samples kept, oldest first. */
export interface SamplesPage {
  readonly samples: readonly CountSample[];
}

// ---------------------------------------------------------------------------------------------------------------
// Notifications, chat, private messages, participants

export interface LiveNotification {
  readonly notificationId: string;
  readonly channelId: string;
  readonly text: string;
  readonly sentAt: string;
}
/** `POST …/live/channels/{channelId}/notifications`. */
export const NotificationInput = v.strictObject({ text: requiredText(LIVE_LIMITS.notification) });

export interface ChatMessage {
  readonly messageId: string;
  readonly channelId: string;
  readonly participantId: string;
  readonly displayName: string;
  /** Plain text: never rendered as HTML. */
  readonly text: string;
  readonly sentAt: string;
}

export type PrivateMessageStatus = 'new' | 'read' | 'answered';
export interface PrivateMessage {
  readonly messageId: string;
  readonly channelId: string;
  readonly channelName: string;
  readonly participantId: string;
  readonly displayName: string;
  readonly text: string;
  readonly sentAt: string;
  readonly status: PrivateMessageStatus;
  readonly version: number;
}
/** `PATCH …/live/messages/{messageId}`. */
export const PrivateMessageUpdateInput = v.strictObject({
  status: v.picklist(['read', 'answered']),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export type ParticipantStatus = 'active' | 'muted' | 'banned';
export interface Participant {
  readonly participantId: string;
  readonly displayName: string;
  readonly status: ParticipantStatus;
}
/** `PUT …/live/participants/{participantId}/status`: muted may not chat; banned is dropped (reason `banned`) and refused. */
export const ParticipantStatusInput = v.strictObject({ status: v.picklist(['active', 'muted', 'banned']) });

/** A page of a list, newest first for messages; `cursor` when there is more. */
export interface LivePage<T> {
  readonly items: readonly T[];
  readonly cursor?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Tickets

/** What a ticket route answers. */
export interface RealtimeTicket {
  readonly ticket: string;
  /** The WebSocket path on the app's own origin (WEBSOCKET_PATH), to open with `?ticket=<ticket>`. */
  readonly url: string;
  readonly expiresAt: string;
}

/** `POST /api/realtime/tickets` (console, signed in, read level on the application). */
export const ConsoleTicketInput = v.strictObject({
  projectId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  applicationId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

/** `GET /api/live/{projectId}/{applicationId}` (public): the participant page's card of the module. */
export interface PublicModule {
  readonly title: string;
  readonly passwordRequired: boolean;
  readonly notificationVisible: boolean;
  readonly chatVisible: boolean;
  /** Open channels only. */
  readonly channels: readonly { readonly channelId: string; readonly name: string }[];
}

/** The identity a participant keeps across reconnections (kept in the tab's sessionStorage). */
export const ParticipantKey = v.strictObject({
  participantId: v.pipe(v.string(), v.regex(/^[0-9A-Z]{26}$/)),
  secret: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
});

/**
 * `POST /api/live/{projectId}/{applicationId}/tickets` (public). Errors: 404 NOT_FOUND (no such module or channel),
 * 403 LIVE_PASSWORD_INVALID, 403 LIVE_BANNED, 409 LIVE_CHANNEL_CLOSED, 429 TOO_MANY_REQUESTS.
 */
export const ParticipantTicketInput = v.strictObject({
  channelId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  displayName: requiredText(LIVE_LIMITS.displayName),
  password: v.optional(v.pipe(v.string(), v.maxLength(LIVE_LIMITS.password))),
  participant: v.optional(ParticipantKey),
});
export interface ParticipantTicket extends RealtimeTicket {
  readonly participant: v.InferOutput<typeof ParticipantKey>;
}

// ---------------------------------------------------------------------------------------------------------------
// Client frames (`action`)

/** Heartbeat, every `pong` seconds: answered with `pong`; it keeps the connection counted. */
export const PingFrame = v.strictObject({ action: v.literal('ping') });
/**
 * A participant's first frame after (re)connecting: answered with `welcome`, carrying what came after the last
 * notification and chat message the page holds (so a reconnection resumes without duplicates or gaps).
 */
export const SyncFrame = v.strictObject({
  action: v.literal('sync'),
  notificationsAfter: v.optional(v.pipe(v.string(), v.maxLength(64))),
  chatAfter: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
/** A chat message to the participant's channel (when `chatVisible`, not muted). */
export const ChatFrame = v.strictObject({ action: v.literal('chat'), text: requiredText(LIVE_LIMITS.chat) });
/** A private message to the organiser. */
export const MessageFrame = v.strictObject({ action: v.literal('message'), text: requiredText(LIVE_LIMITS.message) });

// ---------------------------------------------------------------------------------------------------------------
// Server frames (`type`)

export type FrameErrorCode =
  | 'UNKNOWN_ACTION'
  | 'MALFORMED_FRAME'
  | 'FRAME_TOO_LARGE'
  /** A text over its limit (the frame is otherwise right). */
  | 'TEXT_TOO_LONG'
  | 'RATE_LIMITED'
  | 'MUTED'
  | 'CHAT_DISABLED'
  /** An action this connection's role may not take (a console posting as a participant). */
  | 'NOT_ALLOWED';

/** Why the server is about to close a connection: the page shows it. */
/**
 * `accessRevoked`: a console whose viewer lost its right to the module, its session or the module itself: sent by the
 * withdrawing request before it answers, and by the sweep as a safety net (docs/live.md, "Who may keep a socket").
 */
export type CloseReason = 'channelClosed' | 'banned' | 'heartbeat' | 'replaced' | 'moduleDeleted' | 'accessRevoked';

export interface LiveSettings {
  readonly chatVisible: boolean;
  readonly notificationVisible: boolean;
  readonly pong: number;
}

export type ServerFrame =
  | { readonly type: 'pong'; readonly at: string }
  /** `action`: the action refused, when known. */
  | { readonly type: 'error'; readonly code: FrameErrorCode; readonly action?: string }
  /** The answer to `sync` (participants). */
  | {
      readonly type: 'welcome';
      readonly participant: Participant;
      readonly channel: { readonly channelId: string; readonly name: string };
      readonly settings: LiveSettings;
      readonly notifications: readonly LiveNotification[];
      readonly chat: readonly ChatMessage[];
    }
  | { readonly type: 'notification'; readonly notification: LiveNotification }
  | { readonly type: 'chat'; readonly message: ChatMessage }
  | { readonly type: 'chatDeleted'; readonly channelId: string; readonly messageId: string }
  /** To a participant: its own status changed (muted, active). */
  | { readonly type: 'status'; readonly status: ParticipantStatus }
  /** To participants: the organiser changed what they see. */
  | { readonly type: 'settings'; readonly settings: LiveSettings }
  /** Acknowledges a participant's private message. */
  | { readonly type: 'messageSent'; readonly messageId: string }
  | { readonly type: 'closed'; readonly reason: CloseReason }
  // Console only:
  | { readonly type: 'count'; readonly channelId: string; readonly count: number; readonly seq: number; readonly at: string }
  | { readonly type: 'privateMessage'; readonly message: PrivateMessage }
  | { readonly type: 'channel'; readonly channel: Channel }
  | { readonly type: 'participant'; readonly participant: Participant };
