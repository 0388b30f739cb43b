import * as v from 'valibot';

/**
 * The realtime protocol (DESIGN §11 "Realtime"): a browser asks `POST /api/realtime/tickets` for a one-time
 * ticket, opens the WebSocket with `?ticket=`, then exchanges JSON frames. Client frames carry an `action`
 * (API Gateway's route selection expression is `$request.body.action`); server frames carry a `type`.
 */

/** What `POST /api/realtime/tickets` answers. */
export interface RealtimeTicket {
  readonly ticket: string;
  /** The WebSocket URL to open with `?ticket=<ticket>`. */
  readonly url: string;
  readonly expiresAt: string;
}

/** API Gateway's frame limit (DESIGN §10): larger frames are answered with FRAME_TOO_LARGE. */
export const MAX_FRAME_BYTES = 32 * 1024;
/** A ticket opens one connection within this time. */
export const TICKET_TTL_MS = 60_000;
/** API Gateway closes a WebSocket after 2 hours at most: connection items expire then. */
export const CONNECTION_TTL_MS = 2 * 60 * 60 * 1000;

export const PingFrame = v.strictObject({ action: v.literal('ping') });

export type FrameErrorCode = 'UNKNOWN_ACTION' | 'MALFORMED_FRAME' | 'FRAME_TOO_LARGE';

export type ServerFrame = { readonly type: 'pong'; readonly at: string } | { readonly type: 'error'; readonly code: FrameErrorCode };
