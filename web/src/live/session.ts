/**
 * A joined session: the page's panels (notifications, chat, private message) kept up to date by the live socket.
 * The socket's first connection uses the join's ticket, each reconnection a fresh one; every open asks the server
 * for what was sent since the last item held (`sync`), and lists kept by id never show an item twice.
 */
import type { ChatMessage, LiveNotification, LiveSettings, PublicModule, ServerFrame } from '../../../shared/schemas/live';
import { type LiveSocket, type LiveSocketOptions, type LiveSocketState, openLiveSocket } from './socket';
import { chatPanel } from './chat-panel';
import { h } from './dom';
import type { Translate } from './i18n';
import type { Joined } from './join-form';
import { messagePanel } from './message-panel';
import { messages as m } from './messages';
import { notificationsPanel } from './notifications-panel';
import { CHAT_ERRORS, CLOSED, isFinal, ticketError } from './refusals';
import type { SentAt } from './sent-at';
import { IdList } from './store';
import type { Tickets } from './tickets';

export interface SessionOptions {
  readonly t: Translate;
  readonly sentAt: SentAt;
  readonly tickets: Tickets;
  /** Shows the session in place of the join form. */
  readonly show: (...children: Node[]) => void;
  /** The participant left: back to the join form. */
  readonly onLeave: () => void;
  /** For tests: the WebSocket class and the page's origin. */
  readonly socketOptions: Pick<LiveSocketOptions, 'WebSocketImpl' | 'origin'>;
}

/** The session's elements: the bar (channel, connection status, leave), the announcer and the three panels. */
function sessionView(options: SessionOptions, module: PublicModule, joined: Joined, send: (frame: object) => boolean) {
  const { t, sentAt } = options;
  const channelLine = h('p', { class: 'live-channel', text: t(m.channelName, { name: joined.channelName }) });
  const status = h('p', { role: 'status', class: 'live-status', text: t(m.connecting) });
  const leave = h('button', { type: 'button', class: 'live-leave', text: t(m.leave) });
  const announcer = h('div', { 'aria-live': 'polite', class: 'visually-hidden' });
  const notifications = notificationsPanel(t, sentAt);
  const chat = chatPanel(t, sentAt, joined.ticket.participant.participantId, send);
  const message = messagePanel(t, send);
  // The join form is gone: the focus goes to the page's heading, from where the session reads in order.
  const heading = h('h1', { tabindex: -1, text: module.title });
  options.show(
    heading,
    h('div', { class: 'live-bar' }, h('div', {}, channelLine, status), leave),
    announcer,
    notifications.section,
    chat.section,
    message.section,
  );
  return {
    heading,
    channelLine,
    status,
    leave,
    notifications,
    chat,
    message,
    announce(text: string): void {
      announcer.textContent = text;
    },
    apply(settings: LiveSettings): void {
      notifications.section.hidden = !settings.notificationVisible;
      chat.section.hidden = !settings.chatVisible;
    },
  };
}

type SessionView = ReturnType<typeof sessionView>;

/** The connection's state, in the bar. */
function stateText(t: Translate, state: LiveSocketState): string | undefined {
  if (state.status === 'open') return t(m.connected);
  if (state.status === 'connecting') return t(m.connecting);
  if (state.status === 'reconnecting') return t(m.reconnecting, { seconds: Math.ceil(state.retryInMs / 1000) });
  if (state.reason === 'stopped') return undefined;
  const reason = state.reason === 'refused' ? t(ticketError(state.error)) : t(CLOSED[state.reason]);
  return t(m.stopped, { reason });
}

/** What the session holds: the module's settings and the items received, by id. */
function sessionState(module: PublicModule) {
  const settings: LiveSettings = { chatVisible: module.chatVisible, notificationVisible: module.notificationVisible, pong: 30 };
  return {
    settings,
    notifications: new IdList<LiveNotification>((item) => item.notificationId),
    chat: new IdList<ChatMessage>((item) => item.messageId),
  };
}

/** Applies one frame of the server to the state and the view. */
function frameHandler(t: Translate, me: string, state: ReturnType<typeof sessionState>, view: SessionView) {
  const renderNotifications = () => view.notifications.render(state.notifications.sorted());
  const renderChat = () => view.chat.render(state.chat.sorted());
  return (frame: ServerFrame): void => {
    switch (frame.type) {
      case 'welcome':
        state.settings = frame.settings;
        view.channelLine.textContent = t(m.channelName, { name: frame.channel.name });
        view.chat.setMuted(frame.participant.status === 'muted', false);
        state.notifications.merge(frame.notifications);
        state.chat.merge(frame.chat);
        view.apply(state.settings);
        renderNotifications();
        renderChat();
        break;
      case 'settings':
        state.settings = frame.settings;
        view.apply(state.settings);
        break;
      case 'notification':
        if (state.notifications.merge([frame.notification]).length > 0) {
          renderNotifications();
          if (state.settings.notificationVisible) view.announce(t(m.announceNotification, { text: frame.notification.text }));
        }
        break;
      case 'chat':
        if (state.chat.merge([frame.message]).length > 0) {
          renderChat();
          if (frame.message.participantId !== me && state.settings.chatVisible) {
            view.announce(t(m.announceChat, { name: frame.message.displayName, text: frame.message.text }));
          }
        }
        break;
      case 'chatDeleted':
        if (state.chat.remove(frame.messageId)) renderChat();
        break;
      case 'status':
        view.chat.setMuted(frame.status === 'muted', true);
        break;
      case 'messageSent':
        view.message.sent();
        break;
      case 'error':
        if (frame.action === 'message') view.message.refused(frame.code);
        else if (frame.action === 'chat' || CHAT_ERRORS[frame.code]) view.chat.refused(frame.code);
        break;
      default:
        break;
    }
  };
}

/** Shows the session and opens its socket (closed by the caller, or by the participant leaving). */
export function startSession(options: SessionOptions, module: PublicModule, joined: Joined): LiveSocket {
  const { t, tickets } = options;
  const me = joined.ticket.participant.participantId;
  const state = sessionState(module);
  let body = joined.input;
  let pending: Joined['ticket'] | undefined = joined.ticket;
  // The forms send on the socket opened just below (a submit comes later).
  const view = sessionView(options, module, joined, (frame) => socket.send(frame));
  const socket = openLiveSocket({
    getTicket: async () => {
      if (pending) {
        const ticket = pending;
        pending = undefined;
        return ticket;
      }
      body = tickets.withIdentity(body);
      return tickets.request(body);
    },
    isFinal,
    onFrame: frameHandler(t, me, state, view),
    onState: (socketState) => {
      const text = stateText(t, socketState);
      if (text !== undefined) view.status.textContent = text;
    },
    onOpen: (send) => {
      send({ action: 'sync', notificationsAfter: state.notifications.last, chatAfter: state.chat.last });
    },
    heartbeatSeconds: () => state.settings.pong,
    ...options.socketOptions,
  });
  view.leave.addEventListener('click', () => {
    socket.close();
    options.onLeave();
  });
  view.apply(state.settings);
  view.notifications.render(state.notifications.sorted());
  view.chat.render(state.chat.sorted());
  view.heading.focus();
  return socket;
}
