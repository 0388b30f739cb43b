import * as v from 'valibot';
import { hasLiveConsole } from '../../shared/kinds';
import {
  CONNECTION_TTL_MS,
  ChatFrame,
  DEFAULT_MODULES_CONFIG,
  type FrameErrorCode,
  LIVE_LIMITS,
  type LiveSettings,
  MAX_FRAME_BYTES,
  MAX_MESSAGE_BYTES,
  MessageFrame,
  PingFrame,
  type ServerFrame,
  SyncFrame,
} from '../../shared/schemas/realtime';
import { clientOf } from '../lib/auth/rate-limit';
import { hashSecret } from '../lib/auth/tokens';
import { ORIGIN_VERIFY_HEADER, sameSecret, VIEWER_ADDRESS_HEADER, viewerIp } from '../lib/http/request-guard';
import type { WebSocketRequest, WebSocketResult } from '../lib/entry';
import { TooManyRequests } from '../lib/errors';
import { logger } from '../lib/logger';
import type { LiveDeps } from './deps-types';
import { countFrame, type LiveFanout, liveFanout } from './fanout';
import type { ConfigItem, ConnectionItem } from './repository';

const TICKET = /^[A-Za-z0-9_-]{43}$/;
export const ticketHash = (ticket: string) => hashSecret(ticket, 'realtime-ticket');

/** The stored configuration, or the defaults while it was never saved. */
const { passwordSet: _noPassword, ...defaults } = DEFAULT_MODULES_CONFIG;
export const effectiveConfig = (item: ConfigItem | undefined): ConfigItem => item ?? { ...defaults, version: 0 };
export const settingsOf = (config: ConfigItem): LiveSettings => ({
  chatVisible: config.chatVisible,
  notificationVisible: config.notificationVisible,
  pong: config.pong,
});

/** Why a frame cannot be read: too large, or not a JSON object with a string `action`. */
function readFrame(body: string | undefined): { problem: FrameErrorCode } | { frame: Record<string, unknown> } {
  if (Buffer.byteLength(body ?? '', 'utf8') > MAX_FRAME_BYTES) return { problem: 'FRAME_TOO_LARGE' };
  try {
    const frame: unknown = JSON.parse(body ?? '');
    if (
      typeof frame === 'object' &&
      frame !== null &&
      !Array.isArray(frame) &&
      typeof (frame as { action?: unknown }).action === 'string'
    ) {
      return { frame: frame as Record<string, unknown> };
    }
  } catch {
    /* malformed, below */
  }
  return { problem: 'MALFORMED_FRAME' };
}

/**
 * The client address of a `$connect`, as the HTTP API reads it (request-guard's `clientAddress`): behind CloudFront
 * (the origin secret, checked first, proves the request came through it) the viewer address CloudFront sends, else
 * the socket's.
 */
const connectingClient = (request: WebSocketRequest, originSecret: string | undefined): string =>
  clientOf((originSecret !== undefined ? viewerIp(request.headers[VIEWER_ADDRESS_HEADER]) : undefined) ?? request.sourceIp);

export type { LiveRevocation } from './revocation';

type Welcome = Extract<ServerFrame, { type: 'welcome' }>;
/**
 * A welcome stays within API Gateway's 128 KB message (50 texts of 500 multi-byte characters each could pass it):
 * the oldest items are left out until it fits; the page still de-duplicates by id and asks again after a drop.
 */
export function fitWelcome(frame: Welcome): Welcome {
  let { notifications, chat } = frame;
  const size = () => Buffer.byteLength(JSON.stringify({ ...frame, notifications, chat }), 'utf8');
  while (size() > MAX_MESSAGE_BYTES - 1024 && (notifications.length || chat.length)) {
    if (chat.length >= notifications.length) chat = chat.slice(1);
    else notifications = notifications.slice(1);
  }
  return { ...frame, notifications, chat };
}

/**
 * The WebSocket side of the interactive modules (DESIGN §11 "Realtime"): `$connect` consumes a ticket and counts a
 * participant in, `$disconnect` counts it out once, and the participants' frames (`ping`, `sync`, `chat`,
 * `message`) are validated and answered. A bad frame gets an `error` frame; nothing a client sends closes anyone.
 */
export function realtimeService(deps: LiveDeps, fanout: LiveFanout = liveFanout(deps)) {
  const repo = deps.repository;

  async function reply(connectionId: string, frame: ServerFrame, now: Date): Promise<WebSocketResult> {
    await fanout.sendTo(connectionId, frame, now);
    return { statusCode: 200 };
  }
  const refuse = (request: WebSocketRequest, code: FrameErrorCode, action?: string) =>
    reply(request.connectionId, { type: 'error', code, ...(action ? { action } : {}) }, request.now);

  /** Reads a frame of one action: its parsed output, or the error frame already sent. */
  async function parse<S extends v.GenericSchema>(
    request: WebSocketRequest,
    schema: S,
    textLimit?: number,
  ): Promise<v.InferOutput<S> | undefined> {
    const read = readFrame(request.body);
    if ('problem' in read) {
      await refuse(request, read.problem);
      return undefined;
    }
    const action = read.frame.action as string;
    if (textLimit !== undefined && typeof read.frame.text === 'string' && read.frame.text.trim().length > textLimit) {
      await refuse(request, 'TEXT_TOO_LONG', action);
      return undefined;
    }
    const parsed = v.safeParse(schema, read.frame);
    if (!parsed.success) {
      await refuse(request, 'MALFORMED_FRAME', action);
      return undefined;
    }
    return parsed.output;
  }

  /**
   * The sender's connection, when it is a participant's (a console gets NOT_ALLOWED). A socket whose item is gone is
   * an orphan (it lost a race of resumes of one participant, or was forgotten): it is closed (`replaced`).
   */
  async function participantConnection(request: WebSocketRequest, action: string): Promise<ConnectionItem | undefined> {
    const connection = await repo.getConnection(request.connectionId);
    if (!connection) {
      await fanout.drop(request.connectionId, 'replaced', request.now);
      return undefined;
    }
    if (connection.role !== 'participant') {
      await refuse(request, 'NOT_ALLOWED', action);
      return undefined;
    }
    return connection;
  }

  return {
    /** `$connect`: the page's origin must be the app's, the ticket valid and unused (it is used up here). */
    async connect(request: WebSocketRequest): Promise<WebSocketResult> {
      const secret = deps.originSecret();
      if (secret !== undefined && !sameSecret(request.headers[ORIGIN_VERIFY_HEADER], secret)) return { statusCode: 403 };
      const origin = request.headers.origin;
      if (!origin || !deps.allowedOrigins().includes(origin)) {
        logger.warn('websocket refused: origin not allowed', { origin: origin?.slice(0, 200) });
        return { statusCode: 403 };
      }
      const ticket = request.query.ticket;
      const context = ticket && TICKET.test(ticket) ? await repo.consumeTicket(ticketHash(ticket), request.now) : undefined;
      if (!context) return { statusCode: 401 };
      const base = {
        connectionId: request.connectionId,
        projectId: context.projectId,
        applicationId: context.applicationId,
        lastSeenAt: request.now.getTime(),
        expiresAt: Math.floor((request.now.getTime() + CONNECTION_TTL_MS) / 1000),
      };
      if (context.role === 'console') {
        // Written before the checks below: a withdrawal from now on finds it in the customer's index, and one made
        // before (the ticket lives 60 s) is seen by them (docs/realtime.md, "Who may keep a socket").
        await repo.putConnection({ ...base, role: 'console', customerId: context.customerId, sessionId: context.sessionId });
        await repo.markActive({ projectId: context.projectId, applicationId: context.applicationId, channelId: 'CONSOLE' });
        const [alive, watches, module] = await Promise.all([
          deps.sessionAlive(context.sessionId, request.now),
          deps.canWatch(context.customerId, context.projectId, context.applicationId),
          repo.getModule(context.projectId, context.applicationId),
        ]);
        const current = await repo.getConnection(request.connectionId);
        if (!alive || !watches || !module || !hasLiveConsole(module.kind) || !module.projectActive || !current || current.revoked) {
          await repo.removeConnection(request.connectionId);
          return { statusCode: 403 };
        }
        return { statusCode: 200 };
      }
      const client = connectingClient(request, secret);
      // Banned since its ticket, or a newcomer from a banned address: refused as the ticket route would have.
      const [participant, addressBanned] = await Promise.all([
        repo.getParticipant(context.applicationId, context.participantId),
        context.newcomer ? repo.addressBanned(context.applicationId, client) : false,
      ]);
      if (participant?.status === 'banned' || addressBanned) return { statusCode: 403 };
      await repo.putConnection({
        ...base,
        role: 'participant',
        channelId: context.channelId,
        participantId: context.participantId,
        displayName: context.displayName,
        client,
      });
      const counted = await repo.addCount(context.applicationId, context.channelId, 1);
      if (!counted) {
        await repo.removeConnection(request.connectionId);
        return { statusCode: 410 };
      }
      if (counted.count === 1)
        await repo.markActive({ projectId: context.projectId, applicationId: context.applicationId, channelId: context.channelId });
      await fanout.toConsoles(context.applicationId, countFrame(context.channelId, counted, request.now), request.now);
      // One connection per participant: the older one is told and dropped (counted out once).
      const older = await repo.swapParticipantConnection(context.applicationId, context.participantId, request.connectionId);
      if (older) {
        await fanout
          .drop(older, 'replaced', request.now)
          .catch((error: unknown) => logger.warn('could not drop a replaced connection', { error: error as Error }));
      }
      return { statusCode: 200 };
    },

    /** `$disconnect`: forgets the connection; only the caller whose delete found it counts it out. */
    async disconnect(request: WebSocketRequest): Promise<WebSocketResult> {
      await fanout.forget(request.connectionId, request.now);
      return { statusCode: 200 };
    },

    async ping(request: WebSocketRequest): Promise<WebSocketResult> {
      if (!(await parse(request, PingFrame))) return { statusCode: 200 };
      // An orphaned socket (its item gone) beats in vain: it is closed instead of kept open until API Gateway's 2 h.
      if (!(await repo.touchConnection(request.connectionId, request.now))) {
        const revoked = (await repo.getConnection(request.connectionId))?.revoked === true;
        await fanout.drop(request.connectionId, revoked ? 'accessRevoked' : 'replaced', request.now);
        return { statusCode: 200 };
      }
      return reply(request.connectionId, { type: 'pong', at: request.now.toISOString() }, request.now);
    },

    /** `sync`: the welcome, with what came after the ids the page holds (≤ 50 each, oldest first). */
    async sync(request: WebSocketRequest): Promise<WebSocketResult> {
      const frame = await parse(request, SyncFrame);
      if (!frame) return { statusCode: 200 };
      const connection = await participantConnection(request, 'sync');
      if (!connection) return { statusCode: 200 };
      const { applicationId, channelId, participantId } = connection as Required<ConnectionItem>;
      const [stored, channel, participant] = await Promise.all([
        repo.getConfig(applicationId),
        repo.getChannel(applicationId, channelId),
        repo.getParticipant(applicationId, participantId),
      ]);
      if (!channel || !participant) {
        await fanout.drop(request.connectionId, channel ? 'banned' : 'moduleDeleted', request.now);
        return { statusCode: 200 };
      }
      const config = effectiveConfig(stored);
      const [notifications, chat] = await Promise.all([
        config.notificationVisible ? repo.notificationsSince(applicationId, channelId, frame.notificationsAfter, LIVE_LIMITS.history) : [],
        config.chatVisible ? repo.chatSince(applicationId, channelId, frame.chatAfter, LIVE_LIMITS.history) : [],
      ]);
      return reply(
        request.connectionId,
        fitWelcome({
          type: 'welcome',
          participant: { participantId, displayName: participant.displayName, status: participant.status },
          channel: { channelId, name: channel.name },
          settings: settingsOf(config),
          notifications,
          chat,
        }),
        request.now,
      );
    },

    /** `chat`: to the participant's channel and the consoles (chat visible, not muted, 10 a minute). */
    async chat(request: WebSocketRequest): Promise<WebSocketResult> {
      const frame = await parse(request, ChatFrame, LIVE_LIMITS.chat);
      if (!frame) return { statusCode: 200 };
      const connection = await participantConnection(request, 'chat');
      if (!connection) return { statusCode: 200 };
      const { applicationId, channelId, participantId } = connection as Required<ConnectionItem>;
      const [stored, participant] = await Promise.all([repo.getConfig(applicationId), repo.getParticipant(applicationId, participantId)]);
      const config = effectiveConfig(stored);
      if (!config.chatVisible) return refuse(request, 'CHAT_DISABLED', 'chat');
      if (participant?.status !== 'active') return refuse(request, 'MUTED', 'chat');
      if (!(await withinLimit(['liveChatConnection', request.connectionId], request.now))) return refuse(request, 'RATE_LIMITED', 'chat');
      const message = {
        messageId: deps.newId(request.now),
        channelId,
        participantId,
        displayName: participant.displayName,
        text: frame.text,
        sentAt: request.now.toISOString(),
      };
      await repo.putChat(applicationId, message);
      await Promise.all([
        fanout.toChannel(applicationId, channelId, { type: 'chat', message }, config.pong, request.now),
        fanout.toConsoles(applicationId, { type: 'chat', message }, request.now),
      ]);
      return { statusCode: 200 };
    },

    /** `message`: a private message to the organiser (5 a minute): `messageSent` to the sender, `privateMessage` to consoles. */
    async message(request: WebSocketRequest): Promise<WebSocketResult> {
      const frame = await parse(request, MessageFrame, LIVE_LIMITS.message);
      if (!frame) return { statusCode: 200 };
      const connection = await participantConnection(request, 'message');
      if (!connection) return { statusCode: 200 };
      const { applicationId, channelId, participantId } = connection as Required<ConnectionItem>;
      const [channel, participant] = await Promise.all([
        repo.getChannel(applicationId, channelId),
        repo.getParticipant(applicationId, participantId),
      ]);
      if (!channel || !participant || participant.status === 'banned') return refuse(request, 'NOT_ALLOWED', 'message');
      if (!(await withinLimit(['liveMessageConnection', request.connectionId], request.now)))
        return refuse(request, 'RATE_LIMITED', 'message');
      const message = {
        messageId: deps.newId(request.now),
        channelId,
        channelName: channel.name,
        participantId,
        displayName: participant.displayName,
        text: frame.text,
        sentAt: request.now.toISOString(),
        status: 'new' as const,
        version: 1,
      };
      await repo.putMessage(applicationId, message);
      await reply(request.connectionId, { type: 'messageSent', messageId: message.messageId }, request.now);
      await fanout.toConsoles(applicationId, { type: 'privateMessage', message }, request.now);
      return { statusCode: 200 };
    },

    /** `$default`: every frame whose `action` names no route, or that has no readable `action` at all. */
    async unknownFrame(request: WebSocketRequest): Promise<WebSocketResult> {
      const read = readFrame(request.body);
      return refuse(request, 'problem' in read ? read.problem : 'UNKNOWN_ACTION');
    },
  };

  async function withinLimit(limit: readonly [kind: 'liveChatConnection' | 'liveMessageConnection', subject: string], now: Date) {
    try {
      await deps.reserve([limit], now);
      return true;
    } catch (error) {
      if (error instanceof TooManyRequests) return false;
      throw error;
    }
  }
}
