/**
 * Server state of the organiser's console (docs/api.md "Interactive modules"; shapes in shared/schemas/live.ts):
 * the module's state (configuration and channels), a channel's count samples, notifications, chat and private
 * messages (cursor pages, newest first), and one hook per write. Every key sits under the project's, so that what
 * refreshes a project refreshes the console too; `liveKeys.all` is what a reconnection invalidates (frames may have
 * been missed meanwhile).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  Channel,
  ChatMessage,
  LiveNotification,
  LivePage,
  LiveState,
  ModulesConfig,
  ModulesConfigInput,
  Participant,
  ParticipantStatus,
  PrivateMessage,
  RealtimeTicket,
  SamplesPage,
} from '../../../../../shared/schemas/live';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import { apiPaths, projectKeys } from '../../../lib/projects/queries';

/** The module the console shows: its project and its application id (the API's, not the route's slug). */
export interface ModuleRef {
  readonly projectId: string;
  readonly applicationId: string;
}

export const liveKeys = {
  all: ({ projectId, applicationId }: ModuleRef) => [...projectKeys.detail(projectId), 'live', applicationId] as const,
  state: (to: ModuleRef) => [...liveKeys.all(to), 'state'] as const,
  samples: (to: ModuleRef, channelId: string) => [...liveKeys.all(to), 'samples', channelId] as const,
  notifications: (to: ModuleRef, channelId: string) => [...liveKeys.all(to), 'notifications', channelId] as const,
  chat: (to: ModuleRef, channelId: string) => [...liveKeys.all(to), 'chat', channelId] as const,
  messages: (to: ModuleRef) => [...liveKeys.all(to), 'messages'] as const,
  /** What the console learnt of participants (`participant` frames, status changes): by id. */
  participants: (to: ModuleRef) => [...liveKeys.all(to), 'participants'] as const,
};

const livePath = (to: ModuleRef) => `${apiPaths.application(to.projectId, to.applicationId)}/live`;
const channelPath = (to: ModuleRef, channelId: string) => `${livePath(to)}/channels/${encodeURIComponent(channelId)}`;

/** `GET P/live`: the configuration (version 0 and the defaults when never saved) and the channels with their counts. */
export const liveStateQuery = (to: ModuleRef) =>
  queryOptions({
    queryKey: liveKeys.state(to),
    queryFn: ({ signal }) => api.get<LiveState>(livePath(to), { signal }),
  });

/** `GET …/samples?hours=`: the connected counts kept every `logMinute` minutes, oldest first. */
export const samplesQuery = (to: ModuleRef, channelId: string, hours: number) =>
  queryOptions({
    queryKey: [...liveKeys.samples(to, channelId), hours] as const,
    queryFn: ({ signal }) => api.get<SamplesPage>(`${channelPath(to, channelId)}/samples`, { signal, query: { hours } }),
  });

const pages = <T>(queryKey: readonly unknown[], path: string) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ signal, pageParam }) => api.get<LivePage<T>>(path, { signal, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: LivePage<T>) => last.cursor,
  });

/** `GET …/notifications?cursor=`: what was sent to a channel, newest first. */
export const notificationsQuery = (to: ModuleRef, channelId: string) =>
  pages<LiveNotification>(liveKeys.notifications(to, channelId), `${channelPath(to, channelId)}/notifications`);

/** `GET …/chat?cursor=`: a channel's chat, newest first. */
export const chatQuery = (to: ModuleRef, channelId: string) =>
  pages<ChatMessage>(liveKeys.chat(to, channelId), `${channelPath(to, channelId)}/chat`);

/** `GET P/live/messages?cursor=`: the participants' private messages, newest first. */
export const messagesQuery = (to: ModuleRef) => pages<PrivateMessage>(liveKeys.messages(to), `${livePath(to)}/messages`);

/** `POST /api/realtime/tickets`: a one-time ticket for the console's WebSocket. */
export const consoleTicket = (to: ModuleRef) => api.post<RealtimeTicket>('/realtime/tickets', to);

// ---------------------------------------------------------------------------------------------------------------
// Writes

const saveConfig = ({ to, input }: { to: ModuleRef; input: ModulesConfigInput }) => api.put<ModulesConfig>(`${livePath(to)}/config`, input);

/** `PUT P/live/config` (versioned: 409 when stale). */
export function useSaveConfig({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveConfig> } = {}) {
  return useApiMutation(
    saveConfig,
    {
      before: (client, config, { to }) =>
        client.setQueryData(liveKeys.state(to), (state?: LiveState) => (state ? { ...state, config } : state)),
    },
    mutationConfig,
  );
}

/** Puts a channel (new or changed) in the module's state, unless the state holds a later version of it. */
export function putChannel(state: LiveState | undefined, channel: Channel): LiveState | undefined {
  if (!state) return state;
  const known = state.channels.find((item) => item.channelId === channel.channelId);
  if (!known) return { ...state, channels: [...state.channels, channel] };
  if (known.version > channel.version) return state;
  // The count travels in its own frames (with `seq`): keep the later one.
  const counted = known.seq > channel.seq ? { count: known.count, seq: known.seq } : {};
  return { ...state, channels: state.channels.map((item) => (item.channelId === channel.channelId ? { ...channel, ...counted } : item)) };
}

const createChannel = ({ to, name }: { to: ModuleRef; name: string }) => api.post<Channel>(`${livePath(to)}/channels`, { name });

/** `POST P/live/channels` → 201 the open channel (409 LIVE_CHANNEL_LIMIT beyond 20). */
export function useCreateChannel({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createChannel> } = {}) {
  return useApiMutation(
    createChannel,
    { before: (client, channel, { to }) => client.setQueryData(liveKeys.state(to), (state?: LiveState) => putChannel(state, channel)) },
    mutationConfig,
  );
}

const updateChannel = ({
  to,
  channelId,
  ...body
}: {
  to: ModuleRef;
  channelId: string;
  name?: string;
  status?: 'open' | 'closed';
  version: number;
}) => api.patch<Channel>(channelPath(to, channelId), body);

/** `PATCH …/channels/{channelId}`: rename, open or close (versioned). */
export function useUpdateChannel({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateChannel> } = {}) {
  return useApiMutation(
    updateChannel,
    { before: (client, channel, { to }) => client.setQueryData(liveKeys.state(to), (state?: LiveState) => putChannel(state, channel)) },
    mutationConfig,
  );
}

const sendNotification = ({ to, channelId, text }: { to: ModuleRef; channelId: string; text: string }) =>
  api.post<LiveNotification>(`${channelPath(to, channelId)}/notifications`, { text });

/** `POST …/notifications` → 201 the notification, put first in the channel's history. */
export function useSendNotification({ mutationConfig }: { mutationConfig?: MutationConfig<typeof sendNotification> } = {}) {
  return useApiMutation(
    sendNotification,
    {
      before: (client, notification, { to }) =>
        client.setQueryData(liveKeys.notifications(to, notification.channelId), (data?: Pages<LiveNotification>) =>
          prependItem(data, notification, (item) => item.notificationId),
        ),
    },
    mutationConfig,
  );
}

const deleteChat = ({ to, channelId, messageId }: { to: ModuleRef; channelId: string; messageId: string }) =>
  api.delete<void>(`${channelPath(to, channelId)}/chat/${encodeURIComponent(messageId)}`);

/** `DELETE …/chat/{messageId}` → 204: the message leaves the chat (the `chatDeleted` frame says so to everyone). */
export function useDeleteChat({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteChat> } = {}) {
  return useApiMutation(
    deleteChat,
    {
      before: (client, _none, { to, channelId, messageId }) =>
        client.setQueryData(liveKeys.chat(to, channelId), (data?: Pages<ChatMessage>) =>
          removeItem(data, (item) => item.messageId === messageId),
        ),
    },
    mutationConfig,
  );
}

const setParticipantStatus = ({ to, participantId, status }: { to: ModuleRef; participantId: string; status: ParticipantStatus }) =>
  api.put<Participant>(`${livePath(to)}/participants/${encodeURIComponent(participantId)}/status`, { status });

/** `PUT …/participants/{participantId}/status`: mute, unmute, ban. */
export function useParticipantStatus({ mutationConfig }: { mutationConfig?: MutationConfig<typeof setParticipantStatus> } = {}) {
  return useApiMutation(
    setParticipantStatus,
    {
      before: (client, participant, { to }) =>
        client.setQueryData(liveKeys.participants(to), (known?: Participants) => ({ ...known, [participant.participantId]: participant })),
    },
    mutationConfig,
  );
}

const updateMessage = ({
  to,
  messageId,
  status,
  version,
}: {
  to: ModuleRef;
  messageId: string;
  status: 'read' | 'answered';
  version: number;
}) => api.patch<PrivateMessage>(`${livePath(to)}/messages/${encodeURIComponent(messageId)}`, { status, version });

/** `PATCH P/live/messages/{messageId}`: read or answered (versioned: 409 when stale). */
export function useUpdateMessage({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateMessage> } = {}) {
  return useApiMutation(
    updateMessage,
    {
      before: (client, message, { to }) =>
        client.setQueryData(liveKeys.messages(to), (data?: Pages<PrivateMessage>) => putItem(data, message, (item) => item.messageId)),
    },
    mutationConfig,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Cache helpers (the mutations above and the console socket's frames)

/** The cached pages of a list (TanStack's infinite data). */
export interface Pages<T> {
  readonly pages: readonly LivePage<T>[];
  readonly pageParams: readonly unknown[];
}
export type Participants = Readonly<Record<string, Participant>>;

/** The list with `item` first (newest), unless it holds it already. */
export function prependItem<T>(data: Pages<T> | undefined, item: T, idOf: (item: T) => string): Pages<T> | undefined {
  if (!data) return data;
  const id = idOf(item);
  if (data.pages.some((page) => page.items.some((known) => idOf(known) === id))) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first, items: [item, ...(first?.items ?? [])] }, ...rest] };
}

/** The list with `item` in place of the one of the same id, or first when new. */
export function putItem<T>(data: Pages<T> | undefined, item: T, idOf: (item: T) => string): Pages<T> | undefined {
  if (!data) return data;
  const id = idOf(item);
  if (!data.pages.some((page) => page.items.some((known) => idOf(known) === id))) return prependItem(data, item, idOf);
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((known) => (idOf(known) === id ? item : known)) })) };
}

export function removeItem<T>(data: Pages<T> | undefined, matches: (item: T) => boolean): Pages<T> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => !matches(item)) })) };
}
