/**
 * The participant page: the module's join form, then the joined session (session.ts) until the participant leaves
 * (back to the form, their name and channel kept) or the page goes.
 */
import type { PublicModule } from '../../../shared/schemas/live';
import type { LiveSocket } from './socket';
import { fetchPublicModule, LiveHttpError } from './api';
import { h, replace } from './dom';
import type { Translate } from './i18n';
import { type LastJoin, joinForm } from './join-form';
import { messages as m } from './messages';
import { sentAtIn } from './sent-at';
import { startSession } from './session';
import { participantTickets } from './tickets';

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

export function mountLivePage(options: LivePageOptions): { destroy(): void } {
  const { root, t, projectId, applicationId } = options;
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const tickets = participantTickets(fetcher, options.storage ?? sessionStorage, projectId, applicationId);
  const last: LastJoin = { name: '', channelId: '' };
  const show = (...children: (Node | string)[]) => replace(root, ...children);
  let socket: LiveSocket | undefined;

  const session = {
    t,
    sentAt: sentAtIn(options.lang),
    tickets,
    show,
    onLeave: () => {
      socket = undefined;
      void load(true);
    },
    socketOptions: {
      ...(options.WebSocketImpl ? { WebSocketImpl: options.WebSocketImpl } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
  };

  function renderJoin(module: PublicModule): void {
    if (module.channels.length === 0) {
      show(h('h1', { text: module.title }), h('p', { role: 'status', class: 'live-notice', text: t(m.noChannel) }));
      return;
    }
    const form = joinForm(t, module, tickets, last, (joined) => {
      socket = startSession(session, module, joined);
    });
    show(h('h1', { text: module.title }), h('h2', { text: t(m.joinHeading) }), form);
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

  void load();
  return {
    destroy() {
      socket?.close();
      socket = undefined;
      root.replaceChildren();
    },
  };
}
