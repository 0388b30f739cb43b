import { ChatFrame, LIVE_LIMITS, MAX_MESSAGE_BYTES, MessageFrame, PingFrame, type ServerFrame, SyncFrame } from '../../shared/schemas/live';
import type { WebSocketRequest, WebSocketResult } from '../lib/entry';
import { liveConnect } from './connect';
import type { LiveDeps } from './deps-types';
import { type LiveFanout, liveFanout } from './fanout';
import { type FrameReplies, frameReplies, readFrame } from './frames';
import { effectiveConfig, settingsOf } from './module-config';

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
 * The WebSocket side of the interactive modules (docs/architecture.md, "Domain designs"; docs/live.md):
 * `$connect` consumes a ticket and counts a participant in (./connect.ts), `$disconnect` counts it out once, and the
 * participants' frames (`ping`, `sync`, `chat`, `message`) are validated and answered. A bad frame gets an `error`
 * frame; nothing a client sends closes anyone.
 */
export function frameService(deps: LiveDeps, fanout: LiveFanout = liveFanout(deps)) {
  const repo = deps.repository;
  const replies = frameReplies(deps, fanout);
  const { reply, refuse, parse } = replies;

  return {
    connect: liveConnect(deps, fanout),

    /** `$disconnect`: forgets the connection; only the caller whose delete found it counts it out. */
    async disconnect(request: WebSocketRequest): Promise<WebSocketResult> {
      await fanout.forget(request.connectionId, request.now);
      return { statusCode: 200 };
    },

    /** `ping`: the heartbeat, answered `pong`. */
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

    /** `$default`: every frame whose `action` names no route, or that has no readable `action` at all. */
    async unknownFrame(request: WebSocketRequest): Promise<WebSocketResult> {
      const read = readFrame(request.body);
      return refuse(request, 'problem' in read ? read.problem : 'UNKNOWN_ACTION');
    },

    ...participantFrames(deps, fanout, replies),
  };
}

/** What a participant sends besides its heartbeat: `sync`, `chat`, `message`. */
function participantFrames(deps: LiveDeps, fanout: LiveFanout, { reply, refuse, parse, participantConnection, withinLimit }: FrameReplies) {
  const repo = deps.repository;
  return {
    /** `sync`: the welcome, with what came after the ids the page holds (≤ 50 each, oldest first). */
    async sync(request: WebSocketRequest): Promise<WebSocketResult> {
      const frame = await parse(request, SyncFrame);
      if (!frame) return { statusCode: 200 };
      const connection = await participantConnection(request, 'sync');
      if (!connection) return { statusCode: 200 };
      const { applicationId, channelId, participantId } = connection;
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
      const { applicationId, channelId, participantId } = connection;
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
      const { applicationId, channelId, participantId } = connection;
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
  };
}
