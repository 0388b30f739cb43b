/**
 * The numbers of the interactive modules' transport and texts, apart from their schemas
 * (shared/schemas/live.ts) so that the participant page, the local gateway and the functions read the same
 * values without bundling valibot. The transport's limits are API Gateway's (docs/architecture.md,
 * "Known gotchas").
 */

/** API Gateway's frame limit: larger frames are answered with FRAME_TOO_LARGE. */
export const MAX_FRAME_BYTES = 32 * 1024;
/** API Gateway's message limit: what the server sends in one frame stays below it (lists are capped). */
export const MAX_MESSAGE_BYTES = 128 * 1024;
/** A ticket opens one connection within this time. */
export const TICKET_TTL_MS = 60_000;
/** API Gateway closes a WebSocket after 2 hours at most: connection items expire then. */
export const CONNECTION_TTL_MS = 2 * 60 * 60 * 1000;
/** API Gateway closes a WebSocket idle for 10 minutes. */
export const IDLE_TIMEOUT_MS = 10 * 60 * 1000;
/** The path browsers open on the app's own origin (CloudFront's `/ws` behaviour, the local gateway's upgrade path). */
export const WEBSOCKET_PATH = '/ws';

export const LIVE_LIMITS = {
  channels: 20,
  channelName: 60,
  displayName: 40,
  password: 100,
  notification: 500,
  chat: 500,
  message: 1_000,
  /** Chat messages one connection may post per minute. */
  chatPerMinute: 10,
  /** Private messages one connection may send per minute. */
  messagesPerMinute: 5,
  /** Items of each kind a `welcome` frame or a history page carries at most. */
  history: 50,
  pong: { min: 5, max: 300 },
  logMinute: { min: 1, max: 60 },
} as const;
