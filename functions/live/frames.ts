import * as v from 'valibot';
import { type FrameErrorCode, MAX_FRAME_BYTES, type ServerFrame } from '../../shared/schemas/live';
import type { WebSocketRequest, WebSocketResult } from '../lib/entry';
import { TooManyRequests } from '../lib/errors';
import type { ConnectionItem } from '../lib/sockets/socket-store';
import type { LiveDeps } from './deps-types';
import type { LiveFanout } from './fanout';

/** Why a frame cannot be read: too large, or not a JSON object with a string `action`. */
export function readFrame(body: string | undefined): { problem: FrameErrorCode } | { frame: Record<string, unknown> } {
  if (Buffer.byteLength(body ?? '', 'utf8') > MAX_FRAME_BYTES) return { problem: 'FRAME_TOO_LARGE' };
  try {
    const frame: unknown = JSON.parse(body ?? '');
    if (
      typeof frame === 'object' &&
      frame !== null &&
      !Array.isArray(frame) &&
      typeof (frame as { action?: unknown }).action === 'string'
    ) {
      return { frame: frame as Record<string, unknown> };
    }
  } catch {
    /* malformed, below */
  }
  return { problem: 'MALFORMED_FRAME' };
}

/** A participant's connection: a participant's socket always has its channel and its participant. */
export type ParticipantConnection = ConnectionItem & { readonly channelId: string; readonly participantId: string };

/** How a client's frame is read and answered: a bad frame gets an `error` frame, and nothing a client sends closes anyone. */
export function frameReplies(deps: LiveDeps, fanout: LiveFanout) {
  async function reply(connectionId: string, frame: ServerFrame, now: Date): Promise<WebSocketResult> {
    await fanout.sendTo(connectionId, frame, now);
    return { statusCode: 200 };
  }
  const refuse = (request: WebSocketRequest, code: FrameErrorCode, action?: string) =>
    reply(request.connectionId, { type: 'error', code, ...(action ? { action } : {}) }, request.now);

  /** Reads a frame of one action: its parsed output, or the error frame already sent. */
  async function parse<S extends v.GenericSchema>(
    request: WebSocketRequest,
    schema: S,
    textLimit?: number,
  ): Promise<v.InferOutput<S> | undefined> {
    const read = readFrame(request.body);
    if ('problem' in read) {
      await refuse(request, read.problem);
      return undefined;
    }
    const action = read.frame.action as string;
    if (textLimit !== undefined && typeof read.frame.text === 'string' && read.frame.text.trim().length > textLimit) {
      await refuse(request, 'TEXT_TOO_LONG', action);
      return undefined;
    }
    const parsed = v.safeParse(schema, read.frame);
    if (!parsed.success) {
      await refuse(request, 'MALFORMED_FRAME', action);
      return undefined;
    }
    return parsed.output;
  }

  /**
   * The sender's connection, when it is a participant's (a console gets NOT_ALLOWED). A socket whose item is gone is
   * an orphan (it lost a race of resumes of one participant, or was forgotten): it is closed (`replaced`).
   */
  async function participantConnection(request: WebSocketRequest, action: string): Promise<ParticipantConnection | undefined> {
    const connection = await deps.repository.getConnection(request.connectionId);
    if (!connection) {
      await fanout.drop(request.connectionId, 'replaced', request.now);
      return undefined;
    }
    if (connection.role !== 'participant') {
      await refuse(request, 'NOT_ALLOWED', action);
      return undefined;
    }
    return connection as ParticipantConnection;
  }

  /** Whether the connection may send one more frame of this kind now (its rate limit). */
  async function withinLimit(limit: readonly [kind: 'liveChatConnection' | 'liveMessageConnection', subject: string], now: Date) {
    try {
      await deps.reserve([limit], now);
      return true;
    } catch (error) {
      if (error instanceof TooManyRequests) return false;
      throw error;
    }
  }

  return { reply, refuse, parse, participantConnection, withinLimit };
}

export type FrameReplies = ReturnType<typeof frameReplies>;
