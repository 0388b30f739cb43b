/**
 * The console's one WebSocket (`POST /api/realtime/tickets`, then `openLiveSocket`), opened by the console layout
 * and shared by its tabs through a context: its state (for the status line), and its frames folded into the
 * TanStack Query cache, so that every tab shows them without asking the API again. A reconnection after a drop
 * invalidates the console's queries: frames may have been missed meanwhile.
 */
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useEffect, useState } from 'react';
import type { ChatMessage, CountSample, LiveNotification, LiveState, PrivateMessage, ServerFrame } from '../../../../shared/schemas/live';
import { useDocumentTitle } from '../../components/shell/use-document-title';
import { isApiError } from '../../lib/api';
import { type LiveSocketState, openLiveSocket } from '../../live/socket';
import {
  consoleTicket,
  liveKeys,
  liveStateQuery,
  type ModuleRef,
  type Pages,
  type Participants,
  prependItem,
  putChannel,
  putItem,
  removeItem,
} from './api/live';

/** The console's heartbeat, in seconds (consoles ping every 30 s, whatever the participants' `pong`). */
const CONSOLE_HEARTBEAT_SECONDS = 30;
/** Live points kept per channel for the curve (a day of one join or leave a minute is far more than a screen shows). */
const MAX_LIVE_POINTS = 2_000;

export interface LiveConsole {
  readonly to: ModuleRef;
  readonly canWrite: boolean;
  /** The application's title (the tabs' document titles name it). */
  readonly title: string;
  readonly socket: LiveSocketState;
  /** The channel the tabs show (the first open one until the organiser picks another). */
  readonly channelId: string | undefined;
  readonly chooseChannel: (channelId: string) => void;
}

const LiveConsoleContext = createContext<LiveConsole | null>(null);

export function useLiveConsole(): LiveConsole {
  const value = use(LiveConsoleContext);
  if (!value) throw new Error('useLiveConsole outside the console layout');
  return value;
}

/**
 * The points of the curve that arrived over the socket (`count` frames), after the samples the API keeps. Outside
 * `liveKeys.all`: a reconnection's refresh must not forget them (nothing else has them).
 */
export const livePointsKey = (to: ModuleRef, channelId: string) => ['live-points', to.projectId, to.applicationId, channelId] as const;

/** The console's state and the module's, with the channel the tabs follow (the layout has loaded the state). */
export function useLive() {
  const live = useLiveConsole();
  const { data: state } = useQuery(liveStateQuery(live.to));
  const channel = state?.channels.find((item) => item.channelId === live.channelId);
  return { ...live, state, channel };
}

/** The document title of a tab: "{tab} · {application}". */
export function useTabTitle(tab: string): void {
  useDocumentTitle(`${tab} · ${useLiveConsole().title}`);
}

/** Folds one server frame into the cache. */
export function applyFrame(client: QueryClient, to: ModuleRef, frame: ServerFrame): void {
  switch (frame.type) {
    case 'count': {
      let later = false;
      client.setQueryData(liveKeys.state(to), (state?: LiveState) => {
        if (!state) return state;
        return {
          ...state,
          channels: state.channels.map((channel) => {
            if (channel.channelId !== frame.channelId || channel.seq >= frame.seq) return channel;
            later = true;
            return { ...channel, count: frame.count, seq: frame.seq };
          }),
        };
      });
      if (later)
        client.setQueryData(livePointsKey(to, frame.channelId), (points: readonly CountSample[] = []) =>
          [...points, { at: frame.at, count: frame.count }].slice(-MAX_LIVE_POINTS),
        );
      return;
    }
    case 'channel':
      client.setQueryData(liveKeys.state(to), (state?: LiveState) => putChannel(state, frame.channel));
      return;
    case 'chat':
      client.setQueryData(liveKeys.chat(to, frame.message.channelId), (data?: Pages<ChatMessage>) =>
        prependItem(data, frame.message, (item) => item.messageId),
      );
      return;
    case 'chatDeleted':
      client.setQueryData(liveKeys.chat(to, frame.channelId), (data?: Pages<ChatMessage>) =>
        removeItem(data, (item) => item.messageId === frame.messageId),
      );
      return;
    case 'notification':
      client.setQueryData(liveKeys.notifications(to, frame.notification.channelId), (data?: Pages<LiveNotification>) =>
        prependItem(data, frame.notification, (item) => item.notificationId),
      );
      return;
    case 'privateMessage':
      client.setQueryData(liveKeys.messages(to), (data?: Pages<PrivateMessage>) => putItem(data, frame.message, (item) => item.messageId));
      return;
    case 'participant':
      client.setQueryData(liveKeys.participants(to), (known?: Participants) => ({
        ...known,
        [frame.participant.participantId]: frame.participant,
      }));
      return;
    default:
      return;
  }
}

/** A ticket refused for good (no access any more, the module gone): retrying cannot mend it. */
const refusedForGood = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 403 || error.status === 404);

export function LiveConsoleProvider({
  to,
  canWrite,
  title,
  channelIds,
  children,
}: {
  readonly to: ModuleRef;
  readonly canWrite: boolean;
  readonly title: string;
  /** The module's channels, open ones first: the default choice is the first. */
  readonly channelIds: readonly string[];
  readonly children: ReactNode;
}) {
  const client = useQueryClient();
  const [socket, setSocket] = useState<LiveSocketState>({ status: 'connecting' });
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const { projectId, applicationId } = to;
  useEffect(() => {
    const module = { projectId, applicationId };
    let opened = false;
    const live = openLiveSocket({
      getTicket: () => consoleTicket(module),
      isFinal: refusedForGood,
      heartbeatSeconds: () => CONSOLE_HEARTBEAT_SECONDS,
      onFrame: (frame) => applyFrame(client, module, frame),
      onState: (state) => {
        setSocket(state);
        if (state.status !== 'open') return;
        // Back after a drop: what happened meanwhile came in frames this console did not get.
        if (opened) void client.invalidateQueries({ queryKey: liveKeys.all(module) });
        opened = true;
      },
    });
    return () => live.close();
  }, [client, projectId, applicationId]);
  const channelId = chosen !== undefined && channelIds.includes(chosen) ? chosen : channelIds[0];
  return <LiveConsoleContext value={{ to, canWrite, title, socket, channelId, chooseChannel: setChosen }}>{children}</LiveConsoleContext>;
}
