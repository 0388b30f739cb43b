import type { ServerFrame } from '../../shared/schemas/live';
import { liveKeys } from '../lib/db/keys';
import { socketDrops } from '../lib/sockets/drops';
import type { ConnectionItem } from '../lib/sockets/socket-store';
import type { LiveDeps } from './deps-types';

/**
 * Fan-out (docs/architecture.md, "Domain designs"): the socket transport's sending and dropping
 * (functions/lib/sockets/drops.ts: pages of a GSI1 partition, 64 in flight, a 410 forgotten and counted out), and a
 * channel's participants: one silent for two heartbeats is not sent to, it gets `closed {heartbeat}` and is dropped.
 */
export function liveFanout(deps: LiveDeps) {
  const drops = socketDrops(deps);

  const silent = (connection: ConnectionItem, pongSeconds: number, now: Date) =>
    now.getTime() - Number(connection.lastSeenAt) > 2 * pongSeconds * 1000;

  /** To a channel's participants (those silent for two heartbeats are dropped instead). */
  async function toChannel(applicationId: string, channelId: string, frame: ServerFrame, pongSeconds: number, now: Date): Promise<void> {
    await drops.eachConnection(liveKeys.channelConnections(applicationId, channelId), async (connection) => {
      if (silent(connection, pongSeconds, now)) return drops.drop(connection.connectionId, 'heartbeat', now);
      await drops.sendTo(connection.connectionId, frame, now);
    });
  }

  return { ...drops, silent, toChannel };
}

export type LiveFanout = ReturnType<typeof liveFanout>;
