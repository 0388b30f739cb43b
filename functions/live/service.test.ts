import { describe, expect, it } from 'vitest';
import type { Channel, ServerFrame } from '../../shared/schemas/live';
import type { ApplicationKind } from '../../shared/kinds';
import type { AccessLevel } from '../../shared/projects';
import { TooManyRequests } from '../lib/errors';
import type { WebSocketRequest } from '../lib/entry';
import type { ConnectionItem } from '../lib/sockets/socket-store';
import { liveConsole } from './console';
import type { ConfigItem } from './content-repository';
import type { LiveDeps, LiveRepository } from './deps-types';
import type { ParticipantItem, TicketContext } from './participant-repository';
import { fitWelcome, frameService } from './service';
import { liveSweep } from './sweep';
import { liveTickets } from './tickets';

const ORIGIN = 'https://app.example';
const now = new Date('2026-11-23T10:00:00Z');
const P = 'PROJ';
const A = 'APP';
const C = 'CHAN';
const caller = { customerId: 'CUST', email: 'a@example.com', sessionId: 's' };

/** The live services over an in-memory table, recording frames sent and sockets closed. */
function fakeLive(
  options: {
    gone?: Set<string>;
    limit?: number;
    level?: AccessLevel;
    kind?: ApplicationKind;
    watching?: boolean;
    sockets?: Set<string>;
    /** Sessions ended since their tickets. */
    ended?: Set<string>;
  } = {},
) {
  const bans = new Map<string, string>();
  const tickets = new Map<string, { context: TicketContext; expiresAt: Date }>();
  const connections = new Map<string, ConnectionItem>();
  const channels = new Map<string, Channel>();
  const participants = new Map<string, ParticipantItem>();
  const chat = new Map<string, { messageId: string; channelId: string }>();
  const active = new Set<string>();
  const samples: { channelId: string; at: string; count: number }[] = [];
  const stored: { config?: ConfigItem; messages: unknown[] } = { messages: [] };
  const sent: [string, ServerFrame][] = [];
  const closed: string[] = [];
  const hits = new Map<string, number>();
  let ids = 0;
  const repo: Partial<LiveRepository> = {
    getConfig: async () => stored.config,
    putConfig: async (_a, item, expected) => {
      if ((stored.config?.version ?? 0) !== expected) return false;
      stored.config = item;
      return true;
    },
    listChannels: async () => [...channels.values()],
    getChannel: async (_a, id) => channels.get(id),
    putChannel: async (_a, channel, max) => {
      if (channels.size >= max) return false;
      channels.set(channel.channelId, channel);
      return true;
    },
    updateChannel: async (_a, id, change, version) => {
      const channel = channels.get(id);
      if (!channel || channel.version !== version) return undefined;
      const next = { ...channel, ...change, version: version + 1 };
      channels.set(id, next);
      return next;
    },
    addCount: async (_a, id, delta) => {
      const channel = channels.get(id);
      if (!channel) return undefined;
      const next = { ...channel, count: channel.count + delta, seq: channel.seq + 1 };
      channels.set(id, next);
      return { count: next.count, seq: next.seq };
    },
    repairCount: async (_a, id, from, to) => {
      const channel = channels.get(id);
      if (!channel || channel.count !== from) return undefined;
      const next = { ...channel, count: to, seq: channel.seq + 1 };
      channels.set(id, next);
      return { count: to, seq: next.seq };
    },
    putNotification: async () => undefined,
    notificationsSince: async () => [],
    chatSince: async () => [],
    putChat: async (_a, message) => void chat.set(message.messageId, message),
    deleteChat: async (_a, _c, id) => chat.delete(id),
    putMessage: async (_a, message) => void stored.messages.push(message),
    getParticipant: async (_a, id) => participants.get(id),
    saveParticipant: async (_a, participant) =>
      void participants.set(participant.participantId, {
        status: 'active',
        ...participants.get(participant.participantId),
        ...participant,
      }),
    setParticipantStatus: async (_a, id, status) => {
      const participant = participants.get(id);
      if (!participant) return undefined;
      participants.set(id, { ...participant, status });
      return participants.get(id);
    },
    swapParticipantConnection: async (_a, id, connectionId) => {
      const participant = participants.get(id);
      if (!participant) return undefined;
      participants.set(id, { ...participant, connectionId });
      return participant.connectionId && participant.connectionId !== connectionId ? participant.connectionId : undefined;
    },
    putSample: async (_a, channelId, sample) => void samples.push({ channelId, ...sample }),
    putTicket: async (hash, context, expiresAt) => void tickets.set(hash, { context, expiresAt }),
    consumeTicket: async (hash, at) => {
      const ticket = tickets.get(hash);
      tickets.delete(hash);
      return ticket && ticket.expiresAt > at ? ticket.context : undefined;
    },
    putConnection: async (connection) => void connections.set(connection.connectionId, connection),
    getConnection: async (id) => connections.get(id),
    removeConnection: async (id) => {
      const connection = connections.get(id);
      connections.delete(id);
      return connection;
    },
    touchConnection: async (id, at) => {
      const connection = connections.get(id);
      if (connection && !connection.revoked) connections.set(id, { ...connection, lastSeenAt: at.getTime() });
      return connection !== undefined && !connection.revoked;
    },
    banAddresses: async (_a, participantId, clients) => {
      for (const client of clients) bans.set(`${client}#${participantId}`, client);
      participants.set(participantId, { ...participants.get(participantId)!, bannedClients: clients });
    },
    unbanAddresses: async (_a, participantId, clients) => {
      for (const client of clients) bans.delete(`${client}#${participantId}`);
      const { bannedClients: _lifted, ...rest } = participants.get(participantId)!;
      participants.set(participantId, rest);
    },
    addressBanned: async (_a, client) => [...bans.values()].includes(client),
    connectionPages: async function* (partition) {
      yield [...connections.values()].filter((connection) =>
        partition.endsWith('#CONSOLE')
          ? connection.role === 'console'
          : connection.role === 'participant' && partition.endsWith(`#${connection.channelId}`),
      );
    },
    markActive: async (entry) => void active.add(JSON.stringify(entry)),
    unmarkActive: async (entry) => void active.delete(JSON.stringify(entry)),
    listActive: async () => [...active].map((entry) => JSON.parse(entry)),
  };
  const deps: LiveDeps = {
    repository: repo as LiveRepository,
    applications: { header: async () => ({ kind: options.kind ?? 'modules', title: 'Live', projectActive: true }) },
    sendFrame: async (id, frame) => {
      // A socket is open while its connection item exists, or while `sockets` says so (an orphan).
      if (options.gone?.has(id) || (!connections.has(id) && !options.sockets?.has(id))) return 'gone';
      sent.push([id, frame]);
      return 'sent';
    },
    closeConnection: async (id) => {
      closed.push(id);
      return 'closed';
    },
    reserve: async (limits) => {
      for (const [kind, subject] of limits) {
        const key = `${kind}:${subject}`;
        const count = (hits.get(key) ?? 0) + 1;
        if (kind === 'liveChatConnection' && count > (options.limit ?? 100)) throw new TooManyRequests(60);
        hits.set(key, count);
      }
      return [];
    },
    release: async () => undefined,
    hashPassword: async (password) => `hash:${password}`,
    verifyPassword: async (password, stored) => stored === `hash:${password}`,
    allowedOrigins: () => [ORIGIN],
    originSecret: () => undefined,
    newId: () => `ID${String(++ids).padStart(24, '0')}`,
    canWatch: async () => options.watching ?? true,
    sessionAlive: async (sessionId) => !options.ended?.has(sessionId),
  };
  const access = async (_caller: unknown, _p: string, _a: string, wanted: AccessLevel) => {
    const order = ['none', 'read', 'write', 'full'];
    if (order.indexOf(options.level ?? 'full') < order.indexOf(wanted)) throw new Error(`needs ${wanted}`);
  };
  channels.set(C, { channelId: C, name: 'Plénière', status: 'open', count: 0, seq: 0, createdAt: now.toISOString(), version: 1 });
  channels.set('OTHER', {
    channelId: 'OTHER',
    name: 'Salle A',
    status: 'open',
    count: 0,
    seq: 0,
    createdAt: now.toISOString(),
    version: 1,
  });
  return {
    service: frameService(deps),
    tickets: liveTickets(deps, access),
    console: liveConsole(deps, access),
    sweep: liveSweep(deps),
    bans,
    connections,
    channels,
    participants,
    active,
    samples,
    sent,
    closed,
    stored,
    framesTo: (id: string) => sent.filter(([to]) => to === id).map(([, frame]) => frame),
  };
}

const request = (fields: Partial<WebSocketRequest>): WebSocketRequest => ({
  connectionId: 'c1',
  routeKey: '$connect',
  headers: { origin: ORIGIN },
  query: {},
  requestId: 'r1',
  sourceIp: '192.0.2.1',
  now,
  ...fields,
});
const http = { requestId: 'r', now, sourceIp: '192.0.2.1', userAgent: '', cookies: {}, safe: false };

type Live = ReturnType<typeof fakeLive>;
/** A participant joins channel `channelId` on connection `connectionId`. */
async function join(live: Live, connectionId: string, channelId = C, at = now, name = 'Ada') {
  const answer = await live.tickets.participantTicket(
    { projectId: P, applicationId: A, channelId, displayName: name },
    { ...http, now: at },
  );
  expect(await live.service.connect(request({ connectionId, query: { ticket: answer.ticket }, now: at }))).toEqual({ statusCode: 200 });
  return answer;
}
async function watch(live: Live, connectionId: string) {
  const { ticket, url } = await live.tickets.consoleTicket(caller, { projectId: P, applicationId: A }, now);
  expect(url).toBe('/ws');
  expect(await live.service.connect(request({ connectionId, query: { ticket } }))).toEqual({ statusCode: 200 });
}
const frame = (connectionId: string, action: string, body: unknown, at = now) =>
  request({ connectionId, routeKey: action, body: typeof body === 'string' ? body : JSON.stringify(body), now: at });

describe('tickets and $connect', () => {
  it('opens one connection per ticket, only from the app origin, and counts a participant in once', async () => {
    const live = fakeLive();
    await watch(live, 'console');
    const { ticket, participant } = await live.tickets.participantTicket(
      { projectId: P, applicationId: A, channelId: C, displayName: 'Ada' },
      http,
    );
    expect(participant.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await live.service.connect(request({ headers: { origin: 'https://evil.example' }, query: { ticket } }))).toEqual({
      statusCode: 403,
    });
    expect(await live.service.connect(request({ query: { ticket } }))).toEqual({ statusCode: 200 });
    expect(await live.service.connect(request({ connectionId: 'c2', query: { ticket } }))).toEqual({ statusCode: 401 });
    expect(live.channels.get(C)?.count).toBe(1);
    expect(live.framesTo('console')).toEqual([{ type: 'count', channelId: C, count: 1, seq: 1, at: now.toISOString() }]);
    // A double disconnect counts out once.
    await live.service.disconnect(request({ routeKey: '$disconnect' }));
    await live.service.disconnect(request({ routeKey: '$disconnect' }));
    expect(live.channels.get(C)?.count).toBe(0);
    expect(live.framesTo('console')).toHaveLength(2);
  });

  it('checks the password, refuses a closed channel and a banned participant, resumes with the right secret only', async () => {
    const live = fakeLive();
    live.stored.config = {
      notificationVisible: true,
      chatVisible: true,
      autoDeleteConnection: true,
      pong: 30,
      logMinute: 1,
      passwordHash: 'hash:secret',
      version: 1,
    };
    const input = { projectId: P, applicationId: A, channelId: C, displayName: '  Ada  ' };
    await expect(live.tickets.participantTicket({ ...input, password: 'nope' }, http)).rejects.toMatchObject({
      status: 403,
      code: 'LIVE_PASSWORD_INVALID',
    });
    const first = await live.tickets.participantTicket({ ...input, password: 'secret' }, http);
    const again = await live.tickets.participantTicket({ ...input, password: 'secret', participant: first.participant }, http);
    expect(again.participant).toEqual(first.participant);
    const forged = await live.tickets.participantTicket(
      { ...input, password: 'secret', participant: { participantId: first.participant.participantId, secret: 'x'.repeat(43) } },
      http,
    );
    expect(forged.participant.participantId).not.toBe(first.participant.participantId);
    live.participants.set(first.participant.participantId, {
      ...live.participants.get(first.participant.participantId)!,
      status: 'banned',
    });
    await expect(
      live.tickets.participantTicket({ ...input, password: 'secret', participant: first.participant }, http),
    ).rejects.toMatchObject({
      code: 'LIVE_BANNED',
    });
    live.channels.set(C, { ...live.channels.get(C)!, status: 'closed' });
    await expect(live.tickets.participantTicket({ ...input, password: 'secret' }, http)).rejects.toMatchObject({
      status: 409,
      code: 'LIVE_CHANNEL_CLOSED',
    });
    await expect(live.tickets.participantTicket({ ...input, channelId: 'NONE', password: 'secret' }, http)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('answers 404 for an application of another kind', async () => {
    const live = fakeLive({ kind: 'speakers' });
    await expect(live.tickets.publicModule({ projectId: P, applicationId: A })).rejects.toMatchObject({ status: 404 });
    await expect(live.console.state(caller, { projectId: P, applicationId: A })).rejects.toMatchObject({ status: 404 });
  });

  it('replaces an older connection of the same participant (closed replaced, counted out)', async () => {
    const live = fakeLive();
    const first = await join(live, 'p1');
    const { ticket } = await live.tickets.participantTicket(
      { projectId: P, applicationId: A, channelId: C, displayName: 'Ada', participant: first.participant },
      http,
    );
    await live.service.connect(request({ connectionId: 'p2', query: { ticket } }));
    expect(live.closed).toEqual(['p1']);
    expect(live.framesTo('p1')).toEqual([{ type: 'closed', reason: 'replaced' }]);
    expect(live.channels.get(C)?.count).toBe(1);
    expect([...live.connections.keys()]).toEqual(['p2']);
  });
});

describe('participant frames', () => {
  it('delivers chat to its channel and the consoles only, refuses consoles, muted participants, long texts and floods', async () => {
    const live = fakeLive({ limit: 2 });
    await watch(live, 'console');
    const ada = await join(live, 'p1');
    await join(live, 'p2', C, now, 'Bob');
    await join(live, 'p3', 'OTHER', now, 'Eve');
    live.sent.length = 0;
    await live.service.chat(frame('p1', 'chat', { action: 'chat', text: '  Bonjour <b>  ' }));
    const chat = live.framesTo('p2')[0];
    expect(chat).toMatchObject({ type: 'chat', message: { text: 'Bonjour <b>', displayName: 'Ada', channelId: C } });
    expect(live.framesTo('p1')).toEqual([chat]);
    expect(live.framesTo('console')).toEqual([chat]);
    expect(live.framesTo('p3')).toEqual([]);
    await live.service.chat(frame('console', 'chat', { action: 'chat', text: 'x' }));
    expect(live.framesTo('console').at(-1)).toEqual({ type: 'error', code: 'NOT_ALLOWED', action: 'chat' });
    await live.service.chat(frame('p2', 'chat', { action: 'chat', text: 'x'.repeat(501) }));
    expect(live.framesTo('p2').at(-1)).toEqual({ type: 'error', code: 'TEXT_TOO_LONG', action: 'chat' });
    await live.service.chat(frame('p1', 'chat', { action: 'chat', text: 'deux' }));
    await live.service.chat(frame('p1', 'chat', { action: 'chat', text: 'trois' }));
    expect(live.framesTo('p1').at(-1)).toEqual({ type: 'error', code: 'RATE_LIMITED', action: 'chat' });
    await live.console.setStatus(
      caller,
      { projectId: P, applicationId: A, participantId: ada.participant.participantId, status: 'muted' },
      now,
    );
    expect(live.framesTo('p1').at(-1)).toEqual({ type: 'status', status: 'muted' });
    await live.service.chat(frame('p1', 'chat', { action: 'chat', text: 'muet' }));
    expect(live.framesTo('p1').at(-1)).toEqual({ type: 'error', code: 'MUTED', action: 'chat' });
  });

  it('acknowledges a private message and shows it to the consoles; answers sync with the welcome', async () => {
    const live = fakeLive();
    await watch(live, 'console');
    await join(live, 'p1');
    await live.service.message(frame('p1', 'message', { action: 'message', text: 'Une question' }));
    expect(live.framesTo('p1')[0]).toMatchObject({ type: 'messageSent' });
    expect(live.framesTo('console').at(-1)).toMatchObject({
      type: 'privateMessage',
      message: { text: 'Une question', channelName: 'Plénière', status: 'new', version: 1 },
    });
    await live.service.sync(frame('p1', 'sync', { action: 'sync' }));
    expect(live.framesTo('p1').at(-1)).toMatchObject({
      type: 'welcome',
      channel: { channelId: C, name: 'Plénière' },
      settings: { chatVisible: true, notificationVisible: true, pong: 30 },
      participant: { displayName: 'Ada', status: 'active' },
    });
  });

  it('answers ping with pong and every bad frame with an error, never closing', async () => {
    const live = fakeLive();
    await join(live, 'c1');
    await live.service.ping(frame('c1', 'ping', { action: 'ping' }));
    await live.service.ping(frame('c1', 'ping', '{"action":"ping","x":1}'));
    await live.service.ping(frame('c1', 'ping', JSON.stringify({ action: 'ping', pad: 'x'.repeat(33 * 1024) })));
    for (const body of ['{"action":"fly"}', 'nope', '[1]']) await live.service.unknownFrame(frame('c1', '$default', body));
    expect(live.framesTo('c1')).toEqual([
      { type: 'pong', at: now.toISOString() },
      { type: 'error', code: 'MALFORMED_FRAME', action: 'ping' },
      { type: 'error', code: 'FRAME_TOO_LARGE' },
      { type: 'error', code: 'UNKNOWN_ACTION' },
      { type: 'error', code: 'MALFORMED_FRAME' },
      { type: 'error', code: 'MALFORMED_FRAME' },
    ]);
    expect(live.closed).toEqual([]);
  });
});

describe('welcome size', () => {
  it('leaves the oldest items out until the welcome fits in 128 KB', () => {
    const text = '€'.repeat(500);
    const notifications = Array.from({ length: 50 }, (_, i) => ({
      notificationId: `N${i}`,
      channelId: C,
      text,
      sentAt: now.toISOString(),
    }));
    const chat = Array.from({ length: 50 }, (_, i) => ({
      messageId: `M${i}`,
      channelId: C,
      participantId: 'P',
      displayName: 'Ada',
      text,
      sentAt: now.toISOString(),
    }));
    const base = {
      type: 'welcome' as const,
      participant: { participantId: 'P', displayName: 'Ada', status: 'active' as const },
      channel: { channelId: C, name: 'Plénière' },
      settings: { chatVisible: true, notificationVisible: true, pong: 30 },
    };
    const fitted = fitWelcome({ ...base, notifications, chat });
    expect(Buffer.byteLength(JSON.stringify(fitted))).toBeLessThanOrEqual(128 * 1024);
    expect(fitted.chat.at(-1)?.messageId).toBe('M49');
    expect(fitted.notifications.at(-1)?.notificationId).toBe('N49');
    expect(fitted.chat.length + fitted.notifications.length).toBeLessThan(100);
    expect(fitWelcome({ ...base, notifications: notifications.slice(0, 2), chat: [] }).notifications).toHaveLength(2);
  });
});

describe('fan-out and the console', () => {
  it('forgets a gone connection (counted out) and drops a participant silent for two heartbeats', async () => {
    const live = fakeLive({ gone: new Set(['p2']) });
    await watch(live, 'console');
    await join(live, 'p1');
    await join(live, 'p2');
    await join(live, 'p3', C, new Date(now.getTime() + 61_000));
    const later = new Date(now.getTime() + 61_000);
    await live.console.notify(caller, { projectId: P, applicationId: A, channelId: C, text: 'Pause' }, later);
    expect(live.connections.has('p2')).toBe(false);
    expect(live.framesTo('p1')).toEqual([{ type: 'closed', reason: 'heartbeat' }]);
    expect(live.framesTo('p3')).toMatchObject([{ type: 'notification', notification: { text: 'Pause' } }]);
    expect(live.channels.get(C)?.count).toBe(1);
  });

  it('closing a channel sends closed channelClosed and drops its participants; versions are checked', async () => {
    const live = fakeLive();
    await join(live, 'p1');
    const ref = { projectId: P, applicationId: A, channelId: C };
    await expect(live.console.updateChannel(caller, { ...ref, status: 'closed', version: 9 }, now)).rejects.toMatchObject({ status: 409 });
    await live.console.updateChannel(caller, { ...ref, status: 'closed', version: 1 }, now);
    expect(live.framesTo('p1')).toEqual([{ type: 'closed', reason: 'channelClosed' }]);
    expect(live.channels.get(C)?.count).toBe(0);
    const config = { notificationVisible: true, chatVisible: false, autoDeleteConnection: true, pong: 20, logMinute: 5, passwd: 'pw' };
    expect(await live.console.saveConfig(caller, { projectId: P, applicationId: A, ...config, version: 0 }, now)).toMatchObject({
      passwordSet: true,
      version: 1,
    });
    await expect(live.console.saveConfig(caller, { projectId: P, applicationId: A, ...config, version: 0 }, now)).rejects.toMatchObject({
      status: 409,
    });
  });

  it('refuses acting with read level, and a 21st channel', async () => {
    const reader = fakeLive({ level: 'read' });
    await expect(reader.console.state(caller, { projectId: P, applicationId: A })).resolves.toMatchObject({
      participantPath: `/live/${P}/${A}`,
    });
    await expect(reader.console.createChannel(caller, { projectId: P, applicationId: A, name: 'X' }, now)).rejects.toThrow('needs write');
    const live = fakeLive();
    for (let i = 0; i < 18; i++) await live.console.createChannel(caller, { projectId: P, applicationId: A, name: `S${i}` }, now);
    await expect(live.console.createChannel(caller, { projectId: P, applicationId: A, name: 'Trop' }, now)).rejects.toMatchObject({
      status: 409,
      code: 'LIVE_CHANNEL_LIMIT',
    });
  });
});

describe('liveSweep', () => {
  it('closes silent connections, repairs a drifted count, samples, and forgets empty channels', async () => {
    const live = fakeLive();
    await join(live, 'p1');
    await join(live, 'p2', C, new Date(now.getTime() + 50_000));
    live.channels.set(C, { ...live.channels.get(C)!, count: 5 }); // drifted (a lost $disconnect)
    const at = new Date(now.getTime() + 61_000);
    expect(await live.sweep.run(at)).toEqual({ entries: 1, dropped: 1, repaired: 1, sampled: 1 });
    expect(live.framesTo('p1')).toEqual([{ type: 'closed', reason: 'heartbeat' }]);
    expect(live.channels.get(C)?.count).toBe(1);
    expect(live.samples).toEqual([{ channelId: C, at: '2026-11-23T10:01:00.000Z', count: 1 }]);
    await live.service.disconnect(request({ connectionId: 'p2', routeKey: '$disconnect' }));
    await live.sweep.run(new Date(at.getTime() + 60_000));
    expect(live.active.size).toBe(0);
  });

  it('drops a console whose viewer lost the right to watch (accessRevoked), and keeps one who has it', async () => {
    const options: { watching: boolean } = { watching: true };
    const live = fakeLive(options);
    await watch(live, 'k1');
    const at = new Date(now.getTime() + 10_000);
    await live.service.ping(frame('k1', 'ping', { action: 'ping' }, at));
    expect(await live.sweep.run(at)).toMatchObject({ dropped: 0 });
    options.watching = false;
    expect(await live.sweep.run(at)).toMatchObject({ dropped: 1 });
    expect(live.framesTo('k1').at(-1)).toEqual({ type: 'closed', reason: 'accessRevoked' });
    expect(live.closed).toContain('k1');
  });
});

describe('orphan sockets', () => {
  it('closes a socket whose connection was forgotten (a lost race of resumes) when it beats or acts', async () => {
    const live = fakeLive({ sockets: new Set(['p1', 'p2']) });
    await join(live, 'p1');
    await join(live, 'p2');
    live.connections.delete('p1'); // forgotten while their sockets stayed open
    live.connections.delete('p2');
    await live.service.ping(frame('p1', 'ping', { action: 'ping' }));
    await live.service.chat(frame('p2', 'chat', { action: 'chat', text: 'encore là ?' }));
    for (const id of ['p1', 'p2']) {
      expect(live.framesTo(id).at(-1)).toEqual({ type: 'closed', reason: 'replaced' });
      expect(live.closed).toContain(id);
    }
  });
});

describe('withdrawn rights at $connect, in the fan-out and in the sweep', () => {
  it('refuses a console ticket used after its session ended or its right was withdrawn', async () => {
    const ended = new Set<string>();
    const live = fakeLive({ ended });
    const { ticket } = await live.tickets.consoleTicket(caller, { projectId: P, applicationId: A }, now);
    ended.add('s');
    expect(await live.service.connect(request({ connectionId: 'k1', query: { ticket } }))).toEqual({ statusCode: 403 });
    expect(live.connections.size).toBe(0);
    const lost = fakeLive({ watching: false });
    const second = await lost.tickets.consoleTicket(caller, { projectId: P, applicationId: A }, now);
    expect(await lost.service.connect(request({ connectionId: 'k2', query: { ticket: second.ticket } }))).toEqual({ statusCode: 403 });
  });

  it('never sends to a console marked revoked, and closes it with accessRevoked when it beats', async () => {
    const live = fakeLive();
    await watch(live, 'k1');
    live.connections.set('k1', { ...live.connections.get('k1')!, revoked: true });
    await join(live, 'p1');
    expect(live.framesTo('k1')).toEqual([]);
    await live.service.ping(frame('k1', 'ping', { action: 'ping' }));
    expect(live.framesTo('k1')).toEqual([{ type: 'closed', reason: 'accessRevoked' }]);
  });

  it("a session ended is the sweep's reason to close its console too", async () => {
    const ended = new Set<string>();
    const live = fakeLive({ ended });
    await watch(live, 'k1');
    ended.add('s');
    expect(await live.sweep.run(new Date(now.getTime() + 10_000))).toMatchObject({ dropped: 1 });
    expect(live.framesTo('k1').at(-1)).toEqual({ type: 'closed', reason: 'accessRevoked' });
  });
});

describe('bans by client address', () => {
  const from = (sourceIp: string) => ({ ...http, sourceIp });
  const input = { projectId: P, applicationId: A, channelId: C, displayName: 'Ada' };

  it("refuses a newcomer from a banned participant's address (IPv4, or its IPv6 /64) until the ban is lifted", async () => {
    const live = fakeLive();
    const banned = await live.tickets.participantTicket(input, from('192.0.2.7'));
    expect(await live.service.connect(request({ connectionId: 'p1', query: { ticket: banned.ticket }, sourceIp: '192.0.2.7' }))).toEqual({
      statusCode: 200,
    });
    const v6 = await live.tickets.participantTicket(input, from('2001:db8:1:2::5'));
    const neighbour = await live.tickets.participantTicket(input, from('192.0.2.7'));
    const ref = { projectId: P, applicationId: A };
    await live.console.setStatus(caller, { ...ref, participantId: banned.participant.participantId, status: 'banned' }, now);
    await live.console.setStatus(caller, { ...ref, participantId: v6.participant.participantId, status: 'banned' }, now);
    await expect(live.tickets.participantTicket(input, from('192.0.2.7'))).rejects.toMatchObject({ status: 403, code: 'LIVE_BANNED' });
    await expect(live.tickets.participantTicket(input, from('2001:db8:1:2:ffff::1'))).rejects.toMatchObject({ code: 'LIVE_BANNED' });
    await expect(live.tickets.participantTicket(input, from('192.0.2.8'))).resolves.toMatchObject({ url: '/ws' });
    await expect(live.tickets.participantTicket(input, from('2001:db8:1:3::1'))).resolves.toMatchObject({ url: '/ws' });
    // A participant who joined from there before keeps its place with its own secret.
    await expect(
      live.tickets.participantTicket({ ...input, participant: neighbour.participant }, from('192.0.2.7')),
    ).resolves.toMatchObject({
      participant: neighbour.participant,
    });
    // A newcomer's ticket taken before the ban is refused at $connect.
    const early = fakeLive();
    const first = await early.tickets.participantTicket(input, from('192.0.2.9'));
    await early.service.connect(request({ connectionId: 'p1', query: { ticket: first.ticket }, sourceIp: '192.0.2.9' }));
    const pending = await early.tickets.participantTicket(input, from('192.0.2.9'));
    await early.console.setStatus(caller, { ...ref, participantId: first.participant.participantId, status: 'banned' }, now);
    expect(await early.service.connect(request({ connectionId: 'p2', query: { ticket: pending.ticket }, sourceIp: '192.0.2.9' }))).toEqual({
      statusCode: 403,
    });
    // Lifted with the ban.
    await live.console.setStatus(caller, { ...ref, participantId: banned.participant.participantId, status: 'active' }, now);
    await expect(live.tickets.participantTicket(input, from('192.0.2.7'))).resolves.toMatchObject({ url: '/ws' });
    expect(live.bans.size).toBe(1);
  });
});
