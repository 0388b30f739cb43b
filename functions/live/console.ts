import type * as v from 'valibot';
import { hasLiveConsole } from '../../shared/kinds';
import type { AccessLevel } from '../../shared/projects';
import {
  type Channel,
  type ChannelCreateInput,
  type ChannelUpdateInput,
  LIVE_LIMITS,
  type LiveNotification,
  type LivePage,
  type LiveState,
  type ModulesConfig,
  type ModulesConfigInput,
  type NotificationInput,
  type Participant,
  type ParticipantStatusInput,
  type PrivateMessage,
  type PrivateMessageUpdateInput,
  type SamplesPage,
  type ChatMessage,
} from '../../shared/schemas/live';
import { requireApplicationLevel, requireProject } from '../lib/access/access';
import { AppError, Conflict, NotFound } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import type { LiveDeps } from './deps-types';
import { type LiveFanout, liveFanout } from './fanout';
import type { ConfigItem } from './content-repository';
import { effectiveConfig, settingsOf } from './module-config';

const HOUR = 60 * 60 * 1000;

export const configView = (config: ConfigItem): ModulesConfig => ({
  notificationVisible: config.notificationVisible,
  chatVisible: config.chatVisible,
  autoDeleteConnection: config.autoDeleteConnection,
  pong: config.pong,
  logMinute: config.logMinute,
  passwordSet: config.passwordHash !== undefined,
  version: config.version,
});

type Ref = { projectId: string; applicationId: string };
type Access = (caller: Caller, projectId: string, applicationId: string, level: AccessLevel) => Promise<void>;

/** What each part of the console is built from: the deps, the fan-out and the checks every route starts with. */
interface ConsoleContext {
  readonly deps: LiveDeps;
  readonly repo: LiveDeps['repository'];
  readonly fanout: LiveFanout;
  /** The caller's level on a `modules` application of an active project; 404 for any other application. */
  readonly open: (caller: Caller, ref: Ref, level: AccessLevel) => Promise<void>;
  /** The channel, or 404. */
  readonly channelOf: (ref: Ref, channelId: string) => Promise<Channel>;
}

/**
 * The organiser's console over HTTP (read level to watch, write level to act): configuration, channels,
 * notifications, chat moderation, participants' status and private messages. Changes reach the sockets at once.
 */
export function liveConsole(deps: LiveDeps, access: Access, fanout: LiveFanout = liveFanout(deps)) {
  const repo = deps.repository;
  const context: ConsoleContext = {
    deps,
    repo,
    fanout,
    async open(caller, ref, level) {
      await access(caller, ref.projectId, ref.applicationId, level);
      const module = await deps.applications.header(ref.projectId, ref.applicationId);
      if (!module || !hasLiveConsole(module.kind) || !module.projectActive) throw new NotFound('No such application.');
    },
    async channelOf(ref, channelId) {
      const channel = await repo.getChannel(ref.applicationId, channelId);
      if (!channel) throw new NotFound('No such channel.');
      return channel;
    },
  };
  return { ...configuration(context), ...channels(context), ...history(context), ...moderation(context) };
}

/** The console's state and the module's configuration. */
function configuration({ deps, repo, fanout, open }: ConsoleContext) {
  return {
    async state(caller: Caller, ref: Ref): Promise<LiveState> {
      await open(caller, ref, 'read');
      const [config, channels] = await Promise.all([repo.getConfig(ref.applicationId), repo.listChannels(ref.applicationId)]);
      return { config: configView(effectiveConfig(config)), channels, participantPath: `/live/${ref.projectId}/${ref.applicationId}` };
    },

    async saveConfig(caller: Caller, ref: Ref & ModulesConfigInput, now: Date): Promise<ModulesConfig> {
      await open(caller, ref, 'write');
      const current = effectiveConfig(await repo.getConfig(ref.applicationId));
      if (current.version !== ref.version) throw new Conflict();
      const passwordHash =
        ref.passwd === undefined ? current.passwordHash : ref.passwd === null ? undefined : await deps.hashPassword(ref.passwd);
      const next: ConfigItem = {
        notificationVisible: ref.notificationVisible,
        chatVisible: ref.chatVisible,
        autoDeleteConnection: ref.autoDeleteConnection,
        pong: ref.pong,
        logMinute: ref.logMinute,
        ...(passwordHash !== undefined ? { passwordHash } : {}),
        version: ref.version + 1,
      };
      if (!(await repo.putConfig(ref.applicationId, next, ref.version, now))) throw new Conflict();
      const settings = { type: 'settings' as const, settings: settingsOf(next) };
      const channels = await repo.listChannels(ref.applicationId);
      // Judged by the longer of the two intervals: a page learns the new one from this very frame.
      const pong = Math.max(current.pong, next.pong);
      await Promise.all(channels.map((channel) => fanout.toChannel(ref.applicationId, channel.channelId, settings, pong, now)));
      return configView(next);
    },
  };
}

/** Channels: created, renamed, opened or closed, and their count's curve. */
function channels({ deps, repo, fanout, open, channelOf }: ConsoleContext) {
  return {
    async createChannel(caller: Caller, ref: Ref & v.InferOutput<typeof ChannelCreateInput>, now: Date): Promise<Channel> {
      await open(caller, ref, 'write');
      const channel: Channel = {
        channelId: deps.newId(now),
        name: ref.name,
        status: 'open',
        count: 0,
        seq: 0,
        createdAt: now.toISOString(),
        version: 1,
      };
      if (!(await repo.putChannel(ref.applicationId, channel, LIVE_LIMITS.channels))) {
        throw new AppError(409, 'LIVE_CHANNEL_LIMIT', `A module has at most ${LIVE_LIMITS.channels} channels.`);
      }
      await fanout.toConsoles(ref.applicationId, { type: 'channel', channel }, now);
      return channel;
    },

    async updateChannel(
      caller: Caller,
      ref: Ref & { channelId: string } & v.InferOutput<typeof ChannelUpdateInput>,
      now: Date,
    ): Promise<Channel> {
      await open(caller, ref, 'write');
      const before = await channelOf(ref, ref.channelId);
      const change = { ...(ref.name !== undefined ? { name: ref.name } : {}), ...(ref.status !== undefined ? { status: ref.status } : {}) };
      const channel = await repo.updateChannel(ref.applicationId, ref.channelId, change, ref.version);
      if (!channel) {
        await channelOf(ref, ref.channelId);
        throw new Conflict();
      }
      await fanout.toConsoles(ref.applicationId, { type: 'channel', channel }, now);
      if (before.status === 'open' && channel.status === 'closed')
        await fanout.dropChannel(ref.applicationId, ref.channelId, 'channelClosed', now);
      return channel;
    },

    async samples(caller: Caller, ref: Ref & { channelId: string; hours: number }, now: Date): Promise<SamplesPage> {
      await open(caller, ref, 'read');
      await channelOf(ref, ref.channelId);
      return { samples: await repo.listSamples(ref.applicationId, ref.channelId, new Date(now.getTime() - ref.hours * HOUR), now) };
    },
  };
}

/** Notifications sent to a channel, and its chat. */
function history({ deps, repo, fanout, open, channelOf }: ConsoleContext) {
  return {
    async notifications(caller: Caller, ref: Ref & { channelId: string; cursor?: string }): Promise<LivePage<LiveNotification>> {
      await open(caller, ref, 'read');
      await channelOf(ref, ref.channelId);
      return repo.listNotifications(ref.applicationId, ref.channelId, ref.cursor, LIVE_LIMITS.history);
    },

    async notify(
      caller: Caller,
      ref: Ref & { channelId: string } & v.InferOutput<typeof NotificationInput>,
      now: Date,
    ): Promise<LiveNotification> {
      await open(caller, ref, 'write');
      await channelOf(ref, ref.channelId);
      const config = effectiveConfig(await repo.getConfig(ref.applicationId));
      const notification: LiveNotification = {
        notificationId: deps.newId(now),
        channelId: ref.channelId,
        text: ref.text,
        sentAt: now.toISOString(),
      };
      await repo.putNotification(ref.applicationId, notification);
      const frame = { type: 'notification' as const, notification };
      await Promise.all([
        config.notificationVisible ? fanout.toChannel(ref.applicationId, ref.channelId, frame, config.pong, now) : undefined,
        fanout.toConsoles(ref.applicationId, frame, now),
      ]);
      return notification;
    },

    async chat(caller: Caller, ref: Ref & { channelId: string; cursor?: string }): Promise<LivePage<ChatMessage>> {
      await open(caller, ref, 'read');
      await channelOf(ref, ref.channelId);
      return repo.listChat(ref.applicationId, ref.channelId, ref.cursor, LIVE_LIMITS.history);
    },

    async deleteChat(caller: Caller, ref: Ref & { channelId: string; messageId: string }, now: Date): Promise<void> {
      await open(caller, ref, 'write');
      if (!(await repo.deleteChat(ref.applicationId, ref.channelId, ref.messageId))) throw new NotFound('No such message.');
      const config = effectiveConfig(await repo.getConfig(ref.applicationId));
      const frame = { type: 'chatDeleted' as const, channelId: ref.channelId, messageId: ref.messageId };
      await Promise.all([
        fanout.toChannel(ref.applicationId, ref.channelId, frame, config.pong, now),
        fanout.toConsoles(ref.applicationId, frame, now),
      ]);
    },
  };
}

/** Participants' status and their private messages. */
function moderation({ repo, fanout, open }: ConsoleContext) {
  return {
    async setStatus(
      caller: Caller,
      ref: Ref & { participantId: string } & v.InferOutput<typeof ParticipantStatusInput>,
      now: Date,
    ): Promise<Participant> {
      await open(caller, ref, 'write');
      const item = await repo.setParticipantStatus(ref.applicationId, ref.participantId, ref.status);
      if (!item) throw new NotFound('No such participant.');
      const participant: Participant = { participantId: item.participantId, displayName: item.displayName, status: item.status };
      const connection = item.connectionId ? await repo.getConnection(item.connectionId) : undefined;
      // A ban holds the addresses the participant came from (its last ticket's and its socket's); lifting it frees them.
      if (ref.status === 'banned') {
        const clients = [...new Set([item.client, connection?.client].filter((client): client is string => client !== undefined))];
        await repo.banAddresses(ref.applicationId, ref.participantId, clients, now);
      } else if (item.bannedClients?.length) await repo.unbanAddresses(ref.applicationId, ref.participantId, item.bannedClients);
      if (connection) {
        if (ref.status === 'banned') await fanout.drop(connection.connectionId, 'banned', now);
        else await fanout.sendTo(connection.connectionId, { type: 'status', status: ref.status }, now);
      }
      await fanout.toConsoles(ref.applicationId, { type: 'participant', participant }, now);
      return participant;
    },

    async messages(caller: Caller, ref: Ref & { cursor?: string }): Promise<LivePage<PrivateMessage>> {
      await open(caller, ref, 'read');
      return repo.listMessages(ref.applicationId, ref.cursor, LIVE_LIMITS.history);
    },

    async updateMessage(
      caller: Caller,
      ref: Ref & { messageId: string } & v.InferOutput<typeof PrivateMessageUpdateInput>,
    ): Promise<PrivateMessage> {
      await open(caller, ref, 'write');
      const outcome = await repo.updateMessage(ref.applicationId, ref.messageId, ref.status, ref.version);
      if (outcome === 'missing') throw new NotFound('No such message.');
      if (outcome === 'stale') throw new Conflict();
      return outcome;
    },
  };
}

/** The real access check (functions/lib/access/access.ts). */
export async function checkAccess(caller: Caller, projectId: string, applicationId: string, level: AccessLevel): Promise<void> {
  const access = await requireProject(caller, projectId, applicationId);
  requireApplicationLevel(access, applicationId, level);
}
