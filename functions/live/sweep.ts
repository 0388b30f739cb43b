import { liveKeys } from '../lib/db/keys';
import { countFrame, eachLimited } from '../lib/sockets/drops';
import type { ActiveEntry, ConnectionItem } from '../lib/sockets/socket-store';
import type { LiveDeps } from './deps-types';
import { type LiveFanout, liveFanout } from './fanout';
import { effectiveConfig } from './module-config';

const MINUTE = 60_000;
const SAMPLE_TTL_MS = 90 * 24 * 60 * MINUTE;
/** Consoles ping every 30 s whatever the module's `pong`. */
const CONSOLE_PING_SECONDS = 30;
/** Drops in flight at once (each one sends, closes, deletes and counts out). */
const IN_FLIGHT = 32;

/**
 * `liveSweep`, every minute (docs/architecture.md, "Domain designs"), over the `LIVE#ACTIVE` index of where connections may exist:
 * closes connections silent for two heartbeats (`closed {heartbeat}`), recounts each channel and repairs a drifted
 * `count` when `autoDeleteConnection` (no ghost in the count), writes a sample every `logMinute` minutes, and
 * forgets entries that hold nothing any more. A channel or module that no longer exists drops its connections
 * with `moduleDeleted`.
 */
export function liveSweep(deps: LiveDeps, fanout: LiveFanout = liveFanout(deps)) {
  const repo = deps.repository;

  async function connectionsOf(partition: string): Promise<ConnectionItem[]> {
    const all: ConnectionItem[] = [];
    await fanout.eachConnection(partition, async (connection) => void all.push(connection));
    return all;
  }

  async function sweepEntry(entry: ActiveEntry, now: Date): Promise<{ dropped: number; repaired: boolean; sampled: boolean }> {
    const config = effectiveConfig(await repo.getConfig(entry.applicationId));
    let dropped = 0;
    if (entry.channelId === 'CONSOLE') {
      const consoles = await connectionsOf(liveKeys.consoleConnections(entry.applicationId));
      const module = await deps.applications.header(entry.projectId, entry.applicationId);
      for (const connection of consoles) {
        if (!module) await fanout.drop(connection.connectionId, 'moduleDeleted', now);
        else if (fanout.silent(connection, Math.max(config.pong, CONSOLE_PING_SECONDS), now))
          await fanout.drop(connection.connectionId, 'heartbeat', now);
        // A right removed (or the project given away) since the ticket: the console stops receiving at once.
        else if (
          !connection.customerId ||
          connection.revoked ||
          (connection.sessionId !== undefined && !(await deps.sessionAlive(connection.sessionId, now))) ||
          !(await deps.canWatch(connection.customerId, entry.projectId, entry.applicationId))
        )
          await fanout.drop(connection.connectionId, 'accessRevoked', now);
        else continue;
        dropped++;
      }
      if (dropped === consoles.length) await repo.unmarkActive(entry);
      return { dropped, repaired: false, sampled: false };
    }
    const partition = liveKeys.channelConnections(entry.applicationId, entry.channelId);
    const channel = await repo.getChannel(entry.applicationId, entry.channelId);
    const members = await connectionsOf(partition);
    if (!channel) {
      await eachLimited(members, IN_FLIGHT, (connection) => fanout.drop(connection.connectionId, 'moduleDeleted', now));
      await repo.unmarkActive(entry);
      return { dropped: members.length, repaired: false, sampled: false };
    }
    const silent = members.filter((connection) => fanout.silent(connection, config.pong, now));
    const alive = members.filter((connection) => !fanout.silent(connection, config.pong, now));
    await eachLimited(silent, IN_FLIGHT, (connection) => fanout.drop(connection.connectionId, 'heartbeat', now));
    dropped += silent.length;
    // The count after the drops (each drop counted itself out), against the connections that remain.
    let current = (await repo.getChannel(entry.applicationId, entry.channelId)) ?? channel;
    let repaired = false;
    if (config.autoDeleteConnection && current.count !== alive.length) {
      const fixed = await repo.repairCount(entry.applicationId, entry.channelId, current.count, alive.length);
      if (fixed) {
        repaired = true;
        current = { ...current, ...fixed };
        await fanout.toConsoles(entry.applicationId, countFrame(entry.channelId, fixed, now), now);
      }
    }
    let sampled = false;
    const minute = Math.floor(now.getTime() / MINUTE);
    if (minute % config.logMinute === 0) {
      const at = new Date(minute * MINUTE);
      await repo.putSample(
        entry.applicationId,
        entry.channelId,
        { at: at.toISOString(), count: Math.max(0, current.count) },
        new Date(at.getTime() + SAMPLE_TTL_MS),
      );
      sampled = true;
    }
    if (alive.length === 0 && current.count <= 0) await repo.unmarkActive(entry);
    return { dropped, repaired, sampled };
  }

  return {
    async run(now: Date) {
      const entries = await repo.listActive();
      let dropped = 0;
      let repaired = 0;
      let sampled = 0;
      for (const entry of entries) {
        const outcome = await sweepEntry(entry, now);
        dropped += outcome.dropped;
        repaired += Number(outcome.repaired);
        sampled += Number(outcome.sampled);
      }
      return { entries: entries.length, dropped, repaired, sampled };
    },
  };
}
