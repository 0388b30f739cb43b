import type {
  ChatMessage,
  CloseReason,
  FrameErrorCode,
  LiveNotification,
  LiveSettings,
  ParticipantTicket,
  PublicModule,
  ServerFrame,
} from '../../../shared/schemas/realtime';
import { LIVE_LIMITS } from '../../../shared/realtime-limits';
import { type LiveSocket, type LiveSocketState, openLiveSocket } from '../realtime/live-socket';
import { fetchPublicModule, LiveHttpError, postTicket, type TicketBody } from './api';
import { h, replace } from './dom';
import type { MessageDescriptor, Translate } from './i18n';
import { messages as m } from './messages';
import { IdList } from './store';

export interface LivePageOptions {
  readonly root: HTMLElement;
  readonly lang: 'fr' | 'en';
  readonly projectId: string;
  readonly applicationId: string;
  readonly t: Translate;
  readonly fetch?: typeof fetch;
  readonly storage?: Storage;
  readonly WebSocketImpl?: typeof WebSocket;
  readonly origin?: string;
}

type ParticipantKey = ParticipantTicket['participant'];

const CLOSED: Record<CloseReason | 'refused' | 'stopped', MessageDescriptor> = {
  channelClosed: m.closedChannel,
  banned: m.closedBanned,
  heartbeat: m.closedHeartbeat,
  replaced: m.closedReplaced,
  moduleDeleted: m.closedModuleDeleted,
  accessRevoked: m.closedAccessRevoked,
  refused: m.closedRefused,
  stopped: m.closedRefused,
};

const CHAT_ERRORS: Partial<Record<FrameErrorCode, MessageDescriptor>> = {
  MUTED: m.chatMuted,
  RATE_LIMITED: m.chatRateLimited,
  TEXT_TOO_LONG: m.chatTooLong,
  CHAT_DISABLED: m.chatDisabled,
};

/** The message of a ticket refusal (join form and reconnections). */
function ticketError(error: unknown): MessageDescriptor {
  if (!(error instanceof LiveHttpError)) return m.failed;
  if (error.code === 'LIVE_PASSWORD_INVALID') return m.passwordInvalid;
  if (error.code === 'LIVE_BANNED') return m.banned;
  if (error.code === 'LIVE_CHANNEL_CLOSED') return m.channelClosed;
  if (error.status === 404) return m.gone;
  if (error.status === 429) return m.tooMany;
  return m.failed;
}

/** Refusals that retrying cannot mend: the socket stops instead of looping. */
const isFinal = (error: unknown) => error instanceof LiveHttpError && [400, 403, 404, 409].includes(error.status);

/** A labelled control with its error line (`aria-describedby` while it shows an error). */
function field(id: string, label: string, control: HTMLInputElement | HTMLTextAreaElement) {
  control.id = id;
  const error = h('p', { id: `${id}-error`, class: 'live-field-error' });
  const root = h('div', { class: 'live-field' }, h('label', { for: id, text: label }), control, error);
  return {
    root,
    control,
    setError(text: string | undefined) {
      error.textContent = text ?? '';
      if (text) {
        control.setAttribute('aria-invalid', 'true');
        control.setAttribute('aria-describedby', error.id);
      } else {
        control.removeAttribute('aria-invalid');
        control.removeAttribute('aria-describedby');
      }
    },
  };
}

export function mountLivePage(options: LivePageOptions): { destroy(): void } {
  const { root, t, projectId, applicationId } = options;
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const storage = options.storage ?? sessionStorage;
  const storageKey = `noco.live.${projectId}.${applicationId}`;
  const time = new Intl.DateTimeFormat(options.lang, { hour: '2-digit', minute: '2-digit' });
  let socket: LiveSocket | undefined;
  let lastName = '';
  let lastChannelId = '';

  const readKey = (): ParticipantKey | undefined => {
    try {
      const raw = storage.getItem(storageKey);
      return raw ? (JSON.parse(raw) as ParticipantKey) : undefined;
    } catch {
      return undefined;
    }
  };
  const writeKey = (key: ParticipantKey) => {
    try {
      storage.setItem(storageKey, JSON.stringify(key));
    } catch {
      // A browser refusing storage only loses the identity across reloads.
    }
  };

  function show(...children: (Node | string)[]): void {
    replace(root, ...children);
  }

  async function load(focus = false): Promise<void> {
    show(h('p', { role: 'status', class: 'live-loading', text: t(m.loading) }));
    let module: PublicModule;
    try {
      module = await fetchPublicModule(fetcher, projectId, applicationId);
    } catch (error) {
      const notFound = error instanceof LiveHttpError && error.status === 404;
      document.title = t(m.pageTitle);
      show(
        h('h1', { text: t(m.pageTitle) }),
        h('p', { role: 'alert', class: 'live-notice', text: t(notFound ? m.notFound : m.loadFailed) }),
      );
      return;
    }
    document.title = module.title;
    renderJoin(module);
    if (focus) root.querySelector<HTMLInputElement>('#live-name')?.focus();
  }

  function renderJoin(module: PublicModule): void {
    if (module.channels.length === 0) {
      show(h('h1', { text: module.title }), h('p', { role: 'status', class: 'live-notice', text: t(m.noChannel) }));
      return;
    }
    const name = field(
      'live-name',
      t(m.name),
      h('input', { type: 'text', name: 'displayName', autocomplete: 'nickname', maxlength: LIVE_LIMITS.displayName }),
    );
    name.control.value = lastName;
    const password = module.passwordRequired
      ? field(
          'live-password',
          t(m.password),
          h('input', { type: 'password', name: 'password', autocomplete: 'off', maxlength: LIVE_LIMITS.password }),
        )
      : undefined;
    const single = module.channels.length === 1;
    const radios = module.channels.map((channel, index) =>
      h('input', {
        type: 'radio',
        name: 'channel',
        id: `live-channel-${index}`,
        value: channel.channelId,
        checked: single || channel.channelId === lastChannelId,
      }),
    );
    const channelError = h('p', { id: 'live-channel-error', class: 'live-field-error' });
    const channels = h(
      'fieldset',
      { class: 'live-channels' },
      h('legend', { text: t(m.channel) }),
      ...module.channels.map((channel, index) =>
        h(
          'div',
          { class: 'live-radio' },
          radios[index] as HTMLInputElement,
          h('label', { for: `live-channel-${index}`, text: channel.name }),
        ),
      ),
      channelError,
    );
    const formError = h('p', { role: 'alert', class: 'live-form-error' });
    const submit = h('button', { type: 'submit', text: t(m.join) });
    const form = h('form', { class: 'live-join', novalidate: true }, name.root, password?.root, channels, formError, submit);
    show(h('h1', { text: module.title }), h('h2', { text: t(m.joinHeading) }), form);

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      formError.textContent = '';
      const displayName = name.control.value.trim();
      const channelId = radios.find((radio) => radio.checked)?.value;
      const nameError =
        displayName === ''
          ? t(m.nameRequired)
          : displayName.length > LIVE_LIMITS.displayName
            ? t(m.nameTooLong, { max: LIVE_LIMITS.displayName })
            : undefined;
      const passwordError = password && password.control.value === '' ? t(m.passwordRequired) : undefined;
      name.setError(nameError);
      password?.setError(passwordError);
      channelError.textContent = channelId ? '' : t(m.channelRequired);
      if (channelId) channels.removeAttribute('aria-describedby');
      else channels.setAttribute('aria-describedby', channelError.id);
      if (nameError) name.control.focus();
      else if (passwordError) password?.control.focus();
      else if (!channelId) radios[0]?.focus();
      if (nameError || passwordError || !channelId) return;

      lastName = displayName;
      lastChannelId = channelId;
      const participant = readKey();
      const input: TicketBody = {
        channelId,
        displayName,
        ...(password ? { password: password.control.value } : {}),
        ...(participant ? { participant } : {}),
      };
      submit.disabled = true;
      submit.textContent = t(m.joining);
      postTicket(fetcher, projectId, applicationId, input).then(
        (ticket) => {
          writeKey(ticket.participant);
          const channelName = module.channels.find((channel) => channel.channelId === channelId)?.name ?? '';
          startSession(module, input, ticket, channelName);
        },
        (error: unknown) => {
          submit.disabled = false;
          submit.textContent = t(m.join);
          const message = ticketError(error);
          if (message === m.passwordInvalid && password) {
            password.setError(t(message));
            password.control.focus();
          } else formError.textContent = t(message);
        },
      );
    });
  }

  function startSession(module: PublicModule, input: TicketBody, first: ParticipantTicket, channelName: string): void {
    const me = first.participant.participantId;
    let settings: LiveSettings = { chatVisible: module.chatVisible, notificationVisible: module.notificationVisible, pong: 30 };
    let body = input;
    let pending: ParticipantTicket | undefined = first;
    let pendingChat = '';
    const notifications = new IdList<LiveNotification>((item) => item.notificationId);
    const chat = new IdList<ChatMessage>((item) => item.messageId);

    const channelLine = h('p', { class: 'live-channel', text: t(m.channelName, { name: channelName }) });
    const status = h('p', { role: 'status', class: 'live-status', text: t(m.connecting) });
    const leave = h('button', { type: 'button', class: 'live-leave', text: t(m.leave) });
    const announcer = h('div', { 'aria-live': 'polite', class: 'visually-hidden' });

    const notificationList = h('ul', { class: 'live-notifications' });
    const notificationEmpty = h('p', { class: 'live-empty', text: t(m.notificationsEmpty) });
    const notificationSection = h(
      'section',
      { 'aria-labelledby': 'live-notifications-heading' },
      h('h2', { id: 'live-notifications-heading', text: t(m.notificationsHeading) }),
      notificationEmpty,
      notificationList,
    );

    const chatList = h('ol', { class: 'live-chat' });
    const chatEmpty = h('p', { class: 'live-empty', text: t(m.chatEmpty) });
    const chatNote = h('p', { role: 'status', class: 'live-note' });
    const chatField = field('live-chat-text', t(m.chatLabel), h('textarea', { name: 'chat', rows: 2, maxlength: LIVE_LIMITS.chat }));
    const chatForm = h(
      'form',
      { class: 'live-form', novalidate: true },
      chatField.root,
      h('button', { type: 'submit', text: t(m.chatSend) }),
    );
    const chatSection = h(
      'section',
      { 'aria-labelledby': 'live-chat-heading' },
      h('h2', { id: 'live-chat-heading', text: t(m.chatHeading) }),
      chatEmpty,
      chatList,
      chatNote,
      chatForm,
    );

    const messageField = field(
      'live-message-text',
      t(m.messageLabel),
      h('textarea', { name: 'message', rows: 3, maxlength: LIVE_LIMITS.message }),
    );
    const messageDone = h('p', { role: 'status', class: 'live-note' });
    const messageForm = h(
      'form',
      { class: 'live-form', novalidate: true },
      messageField.root,
      h('button', { type: 'submit', text: t(m.messageSend) }),
      messageDone,
    );
    const messageSection = h(
      'section',
      { 'aria-labelledby': 'live-message-heading' },
      h('h2', { id: 'live-message-heading', text: t(m.messageHeading) }),
      messageForm,
    );

    // The join form is gone: the focus goes to the page's heading, from where the session reads in order.
    const heading = h('h1', { tabindex: -1, text: module.title });
    show(
      heading,
      h('div', { class: 'live-bar' }, h('div', {}, channelLine, status), leave),
      announcer,
      notificationSection,
      chatSection,
      messageSection,
    );

    const announce = (text: string) => {
      announcer.textContent = text;
    };

    function applySettings(): void {
      notificationSection.hidden = !settings.notificationVisible;
      chatSection.hidden = !settings.chatVisible;
    }

    function renderNotifications(): void {
      const items = notifications.sorted().reverse();
      notificationEmpty.hidden = items.length > 0;
      replace(
        notificationList,
        ...items.map((item) =>
          h('li', {}, h('time', { datetime: item.sentAt, text: time.format(new Date(item.sentAt)) }), ' ', h('span', { text: item.text })),
        ),
      );
    }

    function renderChat(): void {
      const items = chat.sorted();
      chatEmpty.hidden = items.length > 0;
      replace(
        chatList,
        ...items.map((item) =>
          h(
            'li',
            { class: item.participantId === me ? 'live-own' : undefined },
            h('span', { class: 'live-author', text: item.displayName }),
            ' ',
            h('time', { datetime: item.sentAt, text: time.format(new Date(item.sentAt)) }),
            h('p', { text: item.text }),
          ),
        ),
      );
    }

    function setMuted(muted: boolean, tell: boolean): void {
      chatNote.textContent = muted ? t(m.chatMuted) : tell ? t(m.chatActive) : '';
    }

    function onFrame(frame: ServerFrame): void {
      switch (frame.type) {
        case 'welcome':
          settings = frame.settings;
          channelLine.textContent = t(m.channelName, { name: frame.channel.name });
          setMuted(frame.participant.status === 'muted', false);
          notifications.merge(frame.notifications);
          chat.merge(frame.chat);
          applySettings();
          renderNotifications();
          renderChat();
          break;
        case 'settings':
          settings = frame.settings;
          applySettings();
          break;
        case 'notification':
          if (notifications.merge([frame.notification]).length > 0) {
            renderNotifications();
            if (settings.notificationVisible) announce(t(m.announceNotification, { text: frame.notification.text }));
          }
          break;
        case 'chat':
          if (chat.merge([frame.message]).length > 0) {
            renderChat();
            if (frame.message.participantId !== me && settings.chatVisible) {
              announce(t(m.announceChat, { name: frame.message.displayName, text: frame.message.text }));
            }
          }
          break;
        case 'chatDeleted':
          if (chat.remove(frame.messageId)) renderChat();
          break;
        case 'status':
          setMuted(frame.status === 'muted', true);
          break;
        case 'messageSent':
          messageField.control.value = '';
          messageField.setError(undefined);
          messageDone.textContent = t(m.messageSent);
          break;
        case 'error':
          onError(frame.code, frame.action);
          break;
        default:
          break;
      }
    }

    function onError(code: FrameErrorCode, action: string | undefined): void {
      if (action === 'message') {
        messageDone.textContent = '';
        messageField.setError(
          t(code === 'TEXT_TOO_LONG' ? m.messageTooLong : code === 'RATE_LIMITED' ? m.chatRateLimited : m.sendRefused, {
            max: LIVE_LIMITS.message,
          }),
        );
        return;
      }
      if (action === 'chat' || CHAT_ERRORS[code]) {
        if (chatField.control.value === '') chatField.control.value = pendingChat;
        chatField.setError(t(CHAT_ERRORS[code] ?? m.sendRefused, { max: LIVE_LIMITS.chat }));
      }
    }

    function onState(state: LiveSocketState): void {
      if (state.status === 'open') status.textContent = t(m.connected);
      else if (state.status === 'connecting') status.textContent = t(m.connecting);
      else if (state.status === 'reconnecting') status.textContent = t(m.reconnecting, { seconds: Math.ceil(state.retryInMs / 1000) });
      else if (state.reason !== 'stopped') {
        const reason = state.reason === 'refused' ? t(ticketError(state.error)) : t(CLOSED[state.reason]);
        status.textContent = t(m.stopped, { reason });
      }
    }

    const live = openLiveSocket({
      getTicket: async () => {
        if (pending) {
          const ticket = pending;
          pending = undefined;
          return ticket;
        }
        const participant = readKey();
        body = { ...body, ...(participant ? { participant } : {}) };
        const ticket = await postTicket(fetcher, projectId, applicationId, body);
        writeKey(ticket.participant);
        return ticket;
      },
      isFinal,
      onFrame,
      onState,
      onOpen: (send) => {
        send({ action: 'sync', notificationsAfter: notifications.last, chatAfter: chat.last });
      },
      heartbeatSeconds: () => settings.pong,
      ...(options.WebSocketImpl ? { WebSocketImpl: options.WebSocketImpl } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    });
    socket = live;

    function sendText(
      target: ReturnType<typeof field>,
      action: 'chat' | 'message',
      max: number,
      tooLong: MessageDescriptor,
      event: Event,
    ): string | undefined {
      event.preventDefault();
      const text = target.control.value.trim();
      if (text === '') {
        target.setError(t(m.chatRequired));
        target.control.focus();
        return undefined;
      }
      if (text.length > max) {
        target.setError(t(tooLong, { max }));
        target.control.focus();
        return undefined;
      }
      if (!live.send({ action, text })) {
        target.setError(t(m.notConnected));
        return undefined;
      }
      target.setError(undefined);
      return text;
    }

    chatForm.addEventListener('submit', (event) => {
      const text = sendText(chatField, 'chat', LIVE_LIMITS.chat, m.chatTooLong, event);
      if (text === undefined) return;
      pendingChat = text;
      chatField.control.value = '';
    });
    messageForm.addEventListener('submit', (event) => {
      messageDone.textContent = '';
      sendText(messageField, 'message', LIVE_LIMITS.message, m.messageTooLong, event);
    });
    leave.addEventListener('click', () => {
      live.close();
      socket = undefined;
      void load(true);
    });
    applySettings();
    renderNotifications();
    renderChat();
    heading.focus();
  }

  void load();
  return {
    destroy() {
      socket?.close();
      socket = undefined;
      root.replaceChildren();
    },
  };
}
