/** What the participant page says when the server refuses: a ticket, a frame, or the connection itself. */
import type { CloseReason, FrameErrorCode } from '../../../shared/schemas/live';
import { LiveHttpError } from './api';
import type { MessageDescriptor } from './i18n';
import { messages as m } from './messages';

/** Why the connection stopped for good. */
export const CLOSED: Record<CloseReason | 'refused' | 'stopped', MessageDescriptor> = {
  channelClosed: m.closedChannel,
  banned: m.closedBanned,
  heartbeat: m.closedHeartbeat,
  replaced: m.closedReplaced,
  moduleDeleted: m.closedModuleDeleted,
  accessRevoked: m.closedAccessRevoked,
  refused: m.closedRefused,
  stopped: m.closedRefused,
};

/** The refusals of a chat message (they show on the chat's field, whatever action the frame names). */
export const CHAT_ERRORS: Partial<Record<FrameErrorCode, MessageDescriptor>> = {
  MUTED: m.chatMuted,
  RATE_LIMITED: m.chatRateLimited,
  TEXT_TOO_LONG: m.chatTooLong,
  CHAT_DISABLED: m.chatDisabled,
};

/** The message of a ticket refusal (join form and reconnections). */
export function ticketError(error: unknown): MessageDescriptor {
  if (!(error instanceof LiveHttpError)) return m.failed;
  if (error.code === 'LIVE_PASSWORD_INVALID') return m.passwordInvalid;
  if (error.code === 'LIVE_BANNED') return m.banned;
  if (error.code === 'LIVE_CHANNEL_CLOSED') return m.channelClosed;
  if (error.status === 404) return m.gone;
  if (error.status === 429) return m.tooMany;
  return m.failed;
}

/** Refusals that retrying cannot mend: the socket stops instead of looping. */
export const isFinal = (error: unknown) => error instanceof LiveHttpError && [400, 403, 404, 409].includes(error.status);
