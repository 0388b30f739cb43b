import { liveKeys } from '../db/keys';
import { eachLimited, type SocketDeps, type SocketDrops, socketDrops } from './drops';
import type { ConsoleEntry } from './socket-store';

/** Closes in flight at once (each one marks, sends, closes, deletes). */
const IN_FLIGHT = 32;

/** Which of a customer's sessions ended: one (a logout), all but one (a password change), or all. */
export interface EndedSessions {
  readonly only?: string;
  readonly except?: string;
}

/** What a revocation is built from: the sockets, and whether a customer may still watch a module. */
export interface RevocationDeps extends SocketDeps {
  readonly canWatch: (customerId: string, projectId: string, applicationId: string) => Promise<boolean>;
}

/**
 * Withdrawals reach the sockets at once (docs/live.md, "Who may keep a socket"): the domain that withdraws a right
 * calls one of these before it answers. A console is marked revoked (the fan-out skips it from then on), told
 * `closed {accessRevoked}`, closed through `@connections` and forgotten; a deleted module's participants get
 * `closed {moduleDeleted}`. The sweep stays the safety net for what a failure here leaves.
 */
export function liveRevocation(deps: RevocationDeps, drops: SocketDrops = socketDrops(deps)) {
  const repo = deps.repository;

  async function revoke(connectionId: string, now: Date): Promise<void> {
    await repo.markRevoked(connectionId);
    await drops.drop(connectionId, 'accessRevoked', now);
  }

  async function revokeEntries(customerId: string, entries: readonly ConsoleEntry[], now: Date): Promise<void> {
    await eachLimited(entries, IN_FLIGHT, async (entry) => {
      await revoke(entry.connectionId, now);
      // Its item may have been gone already (a `$disconnect` that failed half-way): the entry goes anyway.
      await repo.removeConsoleEntry(customerId, entry.connectionId);
    });
  }

  /** Every console of a module, and every participant of its channels. */
  async function closeModule(projectId: string, applicationId: string, now: Date): Promise<void> {
    const consoles: string[] = [];
    await drops.eachConnection(
      liveKeys.consoleConnections(applicationId),
      async (connection) => void consoles.push(connection.connectionId),
    );
    await eachLimited(consoles, IN_FLIGHT, (connectionId) => revoke(connectionId, now));
    const channels = await repo.channelIdsOf(applicationId);
    await Promise.all(channels.map((channelId) => drops.dropChannel(applicationId, channelId, 'moduleDeleted', now)));
    await repo.unmarkActive({ projectId, applicationId, channelId: 'CONSOLE' });
  }

  return {
    /** A logout (`only`), a password change (`except` the session that made it), a reset or an erasure (all). */
    async sessionsEnded(customerId: string, ended: EndedSessions, now: Date): Promise<void> {
      const entries = (await repo.consolesOf(customerId)).filter((entry) =>
        ended.only !== undefined ? entry.sessionId === ended.only : ended.except === undefined || entry.sessionId !== ended.except,
      );
      await revokeEntries(customerId, entries, now);
    },

    /** A right on the project changed: the customer's consoles there that no longer read their module close. */
    async rightsChanged(customerId: string, projectId: string, now: Date): Promise<void> {
      const entries = (await repo.consolesOf(customerId)).filter((entry) => entry.projectId === projectId);
      const lost: ConsoleEntry[] = [];
      for (const entry of entries) if (!(await deps.canWatch(customerId, projectId, entry.applicationId))) lost.push(entry);
      await revokeEntries(customerId, lost, now);
    },

    /** An application deleted: its consoles (`accessRevoked`) and participants (`moduleDeleted`). */
    async applicationDeleted(projectId: string, applicationId: string, now: Date): Promise<void> {
      await closeModule(projectId, applicationId, now);
    },

    /** A project deleted: every module of it that may hold connections (the sweep's index names them). */
    async projectDeleted(projectId: string, now: Date): Promise<void> {
      const modules = new Set((await repo.listActive(projectId)).map((entry) => entry.applicationId));
      for (const applicationId of modules) await closeModule(projectId, applicationId, now);
    },
  };
}

export type LiveRevocation = ReturnType<typeof liveRevocation>;
