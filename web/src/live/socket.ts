import type { CloseReason, RealtimeTicket, ServerFrame } from '../../../shared/schemas/live';

/**
 * The one WebSocket client of the web (the organiser's console and the participant page): it opens the socket
 * with a fresh one-time ticket, sends a heartbeat every `heartbeatSeconds()`, and reconnects by itself with
 * backoff after any close that is not final (a network drop, API Gateway's 10-minute idle or 2-hour limit, a
 * heartbeat close). A `closed` frame whose reason is final (banned, channel closed, module deleted, replaced by
 * another connection) stops it for good. Framework-free: the participant page has a 60 KB budget.
 */

export type LiveSocketState =
  | { readonly status: 'connecting' }
  | { readonly status: 'open' }
  | { readonly status: 'reconnecting'; readonly attempt: number; readonly retryInMs: number }
  /** Given up: a final `closed` reason, or a ticket refused for good (`refused`), or `close()` (`stopped`). */
  | { readonly status: 'stopped'; readonly reason: CloseReason | 'refused' | 'stopped'; readonly error?: unknown };

export interface LiveSocketOptions {
  /** A fresh ticket for each connection attempt. */
  readonly getTicket: () => Promise<RealtimeTicket>;
  /** A ticket error that retrying cannot mend (wrong password, banned, 404): stop instead of retrying. */
  readonly isFinal?: (error: unknown) => boolean;
  readonly onFrame: (frame: ServerFrame) => void;
  readonly onState: (state: LiveSocketState) => void;
  /** Runs on every open, before anything else is sent (a participant sends `sync` here). */
  readonly onOpen?: (send: (frame: object) => boolean) => void;
  /** The heartbeat interval in seconds, read before each beat (the organiser may change it). */
  readonly heartbeatSeconds: () => number;
  /** For tests. */
  readonly WebSocketImpl?: typeof WebSocket;
  readonly origin?: string;
}

export interface LiveSocket {
  /** Sends a frame when the socket is open; false when it is not (the caller may say so). */
  send(frame: object): boolean;
  /** Stops for good (leaving the page, or the participant leaves). */
  close(): void;
}

const FINAL_REASONS: ReadonlySet<CloseReason> = new Set(['banned', 'channelClosed', 'moduleDeleted', 'replaced', 'accessRevoked']);
const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 30_000;

/** Backoff before reconnection attempt `attempt` (1, 2, …): doubling from 0.5 s up to 30 s, with jitter so 1,000 phones do not return at once. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The ticket's path resolved against the page's origin, in ws: or wss:. */
export function socketUrl(ticket: RealtimeTicket, origin: string): string {
  const url = new URL(ticket.url, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('ticket', ticket.ticket);
  return url.toString();
}

export function openLiveSocket(options: LiveSocketOptions): LiveSocket {
  const Impl = options.WebSocketImpl ?? WebSocket;
  const origin = options.origin ?? window.location.origin;
  let socket: WebSocket | undefined;
  let attempt = 0;
  let stopped = false;
  let finalReason: CloseReason | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let beatTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;

  const clearTimers = () => {
    clearTimeout(retryTimer);
    clearTimeout(beatTimer);
    clearTimeout(silenceTimer);
  };

  function stop(reason: CloseReason | 'refused' | 'stopped', error?: unknown): void {
    stopped = true;
    clearTimers();
    globalThis.removeEventListener?.('online', onOnline);
    options.onState({ status: 'stopped', reason, ...(error === undefined ? {} : { error }) });
  }

  function scheduleRetry(): void {
    if (stopped) return;
    attempt += 1;
    const retryInMs = backoffMs(attempt);
    options.onState({ status: 'reconnecting', attempt, retryInMs });
    retryTimer = setTimeout(connect, retryInMs);
  }

  /** Coming back online retries at once instead of waiting out the backoff. */
  function onOnline(): void {
    if (stopped || socket) return;
    clearTimeout(retryTimer);
    void connect();
  }

  // A dead network often closes nothing: no frame (not even a pong) for two beats and a margin means the socket is gone.
  function watchSilence(): void {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => socket?.close(), (2 * options.heartbeatSeconds() + 5) * 1000);
  }

  function beat(): void {
    beatTimer = setTimeout(() => {
      send({ action: 'ping' });
      beat();
    }, options.heartbeatSeconds() * 1000);
  }

  function send(frame: object): boolean {
    if (!socket || socket.readyState !== Impl.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    options.onState({ status: 'connecting' });
    let ticket: RealtimeTicket;
    try {
      ticket = await options.getTicket();
    } catch (error) {
      if (options.isFinal?.(error)) stop('refused', error);
      else scheduleRetry();
      return;
    }
    if (stopped) return;
    const current = new Impl(socketUrl(ticket, origin));
    socket = current;
    current.onopen = () => {
      attempt = 0;
      options.onState({ status: 'open' });
      options.onOpen?.(send);
      beat();
      watchSilence();
    };
    current.onmessage = (event: MessageEvent) => {
      watchSilence();
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'closed' && FINAL_REASONS.has(frame.reason)) finalReason = frame.reason;
      options.onFrame(frame);
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = undefined;
      clearTimers();
      if (stopped) return;
      if (finalReason) stop(finalReason);
      else scheduleRetry();
    };
  }

  globalThis.addEventListener?.('online', onOnline);
  void connect();

  return {
    send,
    close() {
      if (stopped) return;
      stop('stopped');
      const current = socket;
      socket = undefined;
      current?.close(1000);
    },
  };
}
