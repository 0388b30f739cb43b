import type { ServerFrame } from '../../../shared/schemas/live';
import { socketDrops, type SocketDeps, type SocketStore } from './drops';
import { liveRevocation } from './revocation';
import type { ActiveEntry, ConnectionItem, ConsoleEntry } from './socket-store';

export const now = new Date('2026-11-23T10:00:00Z');
export const P = 'PROJ';
export const A = 'APP';
export const C = 'CHAN';
export const CUSTOMER = 'CUST';

/**
 * The socket transport over in-memory sockets, recording each step (marked, sent, closed, forgotten) in order.
 * `watching`: what `canWatch` answers; `gone`: sockets that answer 410; `failing`: sockets whose send and close throw.
 */
export function fakeSockets(options: { watching?: boolean; gone?: ReadonlySet<string>; failing?: ReadonlySet<string> } = {}) {
  const connections = new Map<string, ConnectionItem>();
  /** The customers' console index, by connection. */
  const consoles = new Map<string, ConsoleEntry & { customerId: string }>();
  const counts = new Map([
    [C, { count: 0, seq: 0 }],
    ['OTHER', { count: 0, seq: 0 }],
  ]);
  const active = new Set<string>();
  const sent: [string, ServerFrame][] = [];
  const closed: string[] = [];
  const steps: string[] = [];
  const repository: SocketStore = {
    getConnection: async (id) => connections.get(id),
    removeConnection: async (id) => {
      const connection = connections.get(id);
      connections.delete(id);
      if (connection?.role === 'console') consoles.delete(id);
      if (connection) steps.push(`forget ${id}`);
      return connection;
    },
    removeConsoleEntry: async (_customerId, id) => void consoles.delete(id),
    consolesOf: async (customerId) =>
      [...consoles.values()].filter((entry) => entry.customerId === customerId).map(({ customerId: _customer, ...entry }) => entry),
    markRevoked: async (id) => {
      const connection = connections.get(id);
      if (connection) connections.set(id, { ...connection, revoked: true });
      steps.push(`mark ${id}`);
      return connection !== undefined;
    },
    connectionPages: async function* (partition) {
      yield [...connections.values()].filter((connection) =>
        partition.endsWith('#CONSOLE')
          ? connection.role === 'console'
          : connection.role === 'participant' && partition.endsWith(`#${connection.channelId}`),
      );
    },
    unmarkActive: async (entry) => void active.delete(JSON.stringify(entry)),
    listActive: async (projectId) =>
      [...active].map((entry): ActiveEntry => JSON.parse(entry)).filter((entry) => !projectId || entry.projectId === projectId),
    channelIdsOf: async () => [...counts.keys()],
    addCount: async (_a, channelId, delta) => {
      const counted = counts.get(channelId);
      if (!counted) return undefined;
      const next = { count: counted.count + delta, seq: counted.seq + 1 };
      counts.set(channelId, next);
      return next;
    },
  };
  const deps: SocketDeps = {
    repository,
    sendFrame: async (id, frame) => {
      if (options.failing?.has(id)) throw new Error('@connections failed');
      if (!connections.has(id) || options.gone?.has(id)) return 'gone';
      sent.push([id, frame]);
      steps.push(`send ${id} ${frame.type === 'closed' ? frame.reason : frame.type}`);
      return 'sent';
    },
    closeConnection: async (id) => {
      if (options.failing?.has(id)) throw new Error('@connections failed');
      closed.push(id);
      steps.push(`close ${id}`);
      return 'closed';
    },
  };
  const revocation = liveRevocation({ ...deps, canWatch: async () => options.watching ?? true });
  const framesTo = (id: string) => sent.filter(([to]) => to === id).map(([, frame]) => frame);
  const base = { projectId: P, applicationId: A, lastSeenAt: now.getTime(), expiresAt: now.getTime() + 7_200_000 };
  return {
    revocation,
    drops: socketDrops(deps),
    connections,
    counts,
    active,
    closed,
    steps,
    /** A console of `CUSTOMER`'s session `sessionId`, as `$connect` leaves it: indexed, its module marked active. */
    watch(connectionId: string, sessionId = 's') {
      connections.set(connectionId, { ...base, connectionId, role: 'console', customerId: CUSTOMER, sessionId });
      consoles.set(connectionId, { connectionId, customerId: CUSTOMER, sessionId, projectId: P, applicationId: A });
      active.add(JSON.stringify({ projectId: P, applicationId: A, channelId: 'CONSOLE' }));
    },
    /** A participant of channel `channelId`, counted in. */
    join(connectionId: string, channelId = C) {
      connections.set(connectionId, { ...base, connectionId, role: 'participant', channelId, participantId: connectionId });
      counts.set(channelId, { count: counts.get(channelId)!.count + 1, seq: counts.get(channelId)!.seq + 1 });
      active.add(JSON.stringify({ projectId: P, applicationId: A, channelId }));
    },
    framesTo,
    closedReasons: (id: string) => framesTo(id).filter((frame) => frame.type === 'closed'),
  };
}
