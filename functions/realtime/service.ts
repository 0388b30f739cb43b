import * as v from 'valibot';
import {
  CONNECTION_TTL_MS,
  type FrameErrorCode,
  MAX_FRAME_BYTES,
  PingFrame,
  type RealtimeTicket,
  type ServerFrame,
  TICKET_TTL_MS,
} from '../../shared/schemas/realtime';
import { hashSecret, randomToken } from '../lib/auth/tokens';
import type { WebSocketRequest, WebSocketResult } from '../lib/entry';
import type { Caller } from '../lib/http/route';
import { logger } from '../lib/logger';
import type * as repository from './repository';

export interface RealtimeDeps {
  readonly repository: Pick<typeof repository, 'putTicket' | 'consumeTicket' | 'putConnection' | 'deleteConnection'>;
  readonly sendFrame: (connectionId: string, frame: ServerFrame) => Promise<'sent' | 'gone'>;
  /** The WebSocket URL browsers open (WEBSOCKET_URL). */
  readonly websocketUrl: () => string;
  /** Origins whose pages may open a connection (the API's allowed origins). */
  readonly allowedOrigins: () => readonly string[];
}

const TICKET = /^[A-Za-z0-9_-]{43}$/;
const ticketHash = (ticket: string) => hashSecret(ticket, 'realtime-ticket');

/**
 * Realtime (DESIGN §11): tickets carry the session to `$connect` (where no cookie is checked), connections
 * are kept with a TTL, and frames are answered through the `@connections` API. A bad frame gets an error
 * frame; nothing a client sends closes its connection or anyone else's.
 */
export function realtimeService(deps: RealtimeDeps) {
  /** Sends, and forgets a connection that is gone. */
  async function reply(connectionId: string, frame: ServerFrame): Promise<WebSocketResult> {
    if ((await deps.sendFrame(connectionId, frame)) === 'gone') await deps.repository.deleteConnection(connectionId);
    return { statusCode: 200 };
  }

  const errorFrame = (code: FrameErrorCode): ServerFrame => ({ type: 'error', code });

  /** Why a frame cannot be read: too large, or not a JSON object with a string `action`. */
  function unreadable(body: string | undefined): FrameErrorCode | undefined {
    if (Buffer.byteLength(body ?? '', 'utf8') > MAX_FRAME_BYTES) return 'FRAME_TOO_LARGE';
    try {
      const frame: unknown = JSON.parse(body ?? '');
      if (
        typeof frame === 'object' &&
        frame !== null &&
        !Array.isArray(frame) &&
        typeof (frame as { action?: unknown }).action === 'string'
      ) {
        return undefined;
      }
    } catch {
      /* malformed, below */
    }
    return 'MALFORMED_FRAME';
  }

  return {
    async issueTicket(caller: Caller, now: Date): Promise<RealtimeTicket> {
      const ticket = randomToken();
      const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
      await deps.repository.putTicket({ ticketHash: ticketHash(ticket), customerId: caller.customerId, expiresAt });
      return { ticket, url: deps.websocketUrl(), expiresAt: expiresAt.toISOString() };
    },

    /** `$connect`: the page's origin must be the app's, and the ticket valid and unused (it is used up here). */
    async connect(request: WebSocketRequest): Promise<WebSocketResult> {
      const origin = request.headers.origin;
      if (!origin || !deps.allowedOrigins().includes(origin)) {
        logger.warn('websocket refused: origin not allowed', { origin: origin?.slice(0, 200) });
        return { statusCode: 403 };
      }
      const ticket = request.query.ticket;
      const owner = ticket && TICKET.test(ticket) ? await deps.repository.consumeTicket(ticketHash(ticket), request.now) : undefined;
      if (!owner) return { statusCode: 401 };
      await deps.repository.putConnection({
        connectionId: request.connectionId,
        customerId: owner.customerId,
        connectedAt: request.now,
        expiresAt: new Date(request.now.getTime() + CONNECTION_TTL_MS),
      });
      return { statusCode: 200 };
    },

    async disconnect(request: WebSocketRequest): Promise<WebSocketResult> {
      await deps.repository.deleteConnection(request.connectionId);
      return { statusCode: 200 };
    },

    async ping(request: WebSocketRequest): Promise<WebSocketResult> {
      const problem = unreadable(request.body) ?? (v.is(PingFrame, JSON.parse(request.body!)) ? undefined : 'MALFORMED_FRAME');
      if (problem) return reply(request.connectionId, errorFrame(problem));
      return reply(request.connectionId, { type: 'pong', at: request.now.toISOString() });
    },

    /** `$default`: every frame whose `action` names no route, or that has no readable `action` at all. */
    async unknownFrame(request: WebSocketRequest): Promise<WebSocketResult> {
      return reply(request.connectionId, errorFrame(unreadable(request.body) ?? 'UNKNOWN_ACTION'));
    },
  };
}
