import type { CloseReason, ServerFrame } from '../../../shared/schemas/live';
import { liveKeys } from '../db/keys';
import { inParallel } from '../in-parallel';
import { logger } from '../logger';
import type * as store from './socket-store';
import type { ConnectionItem } from './socket-store';

/** Connections read per GSI1 page, and frames in flight at once. */
const PAGE = 500;
const IN_FLIGHT = 64;

/** The storage of open sockets (socket-store.ts; unit tests pass fakes). */
export type SocketStore = typeof store;

/** What closing sockets is built from (deps.ts wires the real ones; the live domain passes its own, a superset). */
export interface SocketDeps {
  readonly repository: SocketStore;
  readonly sendFrame: (connectionId: string, frame: ServerFrame) => Promise<'sent' | 'gone'>;
  readonly closeConnection: (connectionId: string) => Promise<'closed' | 'gone'>;
}

/** Runs `work` over `items` with at most `limit` in flight; a failed step is logged and the others go on. */
export const eachLimited = <T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> =>
  inParallel(items, limit, (item) =>
    work(item).catch((error: unknown) => logger.warn('live fan-out step failed', { error: error as Error })),
  );

/**
 * Sending to sockets and dropping them (docs/live.md, "Who may keep a socket"): a GSI1 partition's connections
 * are read page by page and sent to in parallel (64 in flight); a connection that answers 410 is forgotten, and a
 * dropped one is told why, closed and forgotten; a participant's forgetting counts it out of its channel and tells
 * the consoles the new count. The live domain's fan-out (functions/live/fanout.ts) builds on these.
 */
export function socketDrops(deps: SocketDeps) {
  const repo = deps.repository;

  /** Forgets a connection once (the conditional delete decides who counts it out), then tells the consoles. */
  async function forget(connectionId: string, now: Date): Promise<void> {
    const removed = await repo.removeConnection(connectionId);
    if (removed?.role !== 'participant' || !removed.channelId) return;
    const counted = await repo.addCount(removed.applicationId, removed.channelId, -1);
    if (counted) await toConsoles(removed.applicationId, countFrame(removed.channelId, counted, now), now);
  }

  /** Says why, closes the socket, forgets the connection. */
  async function drop(connectionId: string, reason: CloseReason | undefined, now: Date): Promise<void> {
    if (reason) await deps.sendFrame(connectionId, { type: 'closed', reason }).catch(() => 'gone');
    await deps
      .closeConnection(connectionId)
      .catch((error: unknown) => logger.warn('could not close a connection', { error: error as Error }));
    await forget(connectionId, now);
  }

  /** Sends one frame; a gone connection is forgotten. */
  async function sendTo(connectionId: string, frame: ServerFrame, now: Date): Promise<'sent' | 'gone'> {
    const outcome = await deps.sendFrame(connectionId, frame);
    if (outcome === 'gone') await forget(connectionId, now);
    return outcome;
  }

  /** Every connection of a GSI1 partition, page by page: a page is sent to before the next is read. */
  async function eachConnection(partition: string, work: (connection: ConnectionItem) => Promise<void>): Promise<void> {
    for await (const page of repo.connectionPages(partition, PAGE)) await eachLimited(page, IN_FLIGHT, work);
  }

  /**
   * To an application's consoles. Each is read afresh (consistently: a console or two per module, so one read each)
   * because GSI1 lags: a revocation marks the item before it tells and closes the socket, so a frame is never
   * sent after its `closed` unless it was already past this read (docs/live.md, "Who may keep a socket").
   */
  async function toConsoles(applicationId: string, frame: ServerFrame, now: Date): Promise<void> {
    await eachConnection(liveKeys.consoleConnections(applicationId), async (connection) => {
      const current = await repo.getConnection(connection.connectionId);
      if (!current || current.revoked) return;
      await sendTo(connection.connectionId, frame, now);
    });
  }

  /** Drops every connection of a channel (closing, banning, deletion), each told why. */
  async function dropChannel(applicationId: string, channelId: string, reason: CloseReason, now: Date): Promise<void> {
    await eachConnection(liveKeys.channelConnections(applicationId, channelId), (connection) => drop(connection.connectionId, reason, now));
  }

  return { forget, drop, sendTo, eachConnection, toConsoles, dropChannel };
}

export type SocketDrops = ReturnType<typeof socketDrops>;

export const countFrame = (channelId: string, counted: { count: number; seq: number }, now: Date): ServerFrame => ({
  type: 'count',
  channelId,
  count: Math.max(0, counted.count),
  seq: counted.seq,
  at: now.toISOString(),
});
