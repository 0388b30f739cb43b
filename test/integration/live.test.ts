import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { Channel, ModulesConfig, ParticipantTicket, RealtimeTicket, ServerFrame } from '../../shared/schemas/live';
import { apiClient, mailTo, PASSWORD, signedInCustomer } from '../helpers/local-aws';

/**
 * Interactive modules over real WebSockets (`ws` as the phone and as the console's browser), through the local
 * gateway: joining, counting, notifications, chat, moderation, limits, heartbeats and closing. Each participant is its
 * own client (its own loopback address).
 */

const base = () => inject('stack').url;
const wsUrl = (ticket: RealtimeTicket) => `${base().replace('http:', 'ws:')}${ticket.url}?ticket=${ticket.ticket}`;

type Frame = ServerFrame & Record<string, unknown>;

interface Socket {
  readonly socket: WebSocket;
  readonly frames: Frame[];
  /** Every frame received, in order (`frames` loses those `next` took). */
  readonly log: Frame[];
  /** Resolves with the first frame (seen or coming) that matches, removing it from `frames`. */
  next(match?: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  /** True when no frame matching arrives within `ms`. */
  none(match: (frame: Frame) => boolean, ms?: number): Promise<boolean>;
  send(frame: unknown): void;
  closed: Promise<number>;
}

const sockets: Socket[] = [];
afterEach(() => {
  for (const { socket } of sockets.splice(0)) socket.terminate();
});

/** Opens a socket, from `localAddress` when given (the address `$connect` sees, as a phone's own). */
function open(url: string, localAddress?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { origin: base() }, ...(localAddress ? { localAddress } : {}) });
    const frames: Frame[] = [];
    const log: Frame[] = [];
    const waiters: { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString('utf8')) as Frame;
      log.push(frame);
      const waiter = waiters.find((candidate) => candidate.match(frame));
      if (waiter) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      } else frames.push(frame);
    });
    const closed = new Promise<number>((resolveClose) => socket.once('close', (code) => resolveClose(code)));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    socket.once('error', reject);
    socket.once('open', () => {
      const opened: Socket = {
        socket,
        frames,
        log,
        closed,
        send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
        next: (match = () => true, timeoutMs = 5000) => {
          const seen = frames.findIndex(match);
          if (seen >= 0) return Promise.resolve(frames.splice(seen, 1)[0]!);
          return new Promise((resolveFrame, rejectFrame) => {
            const timer = setTimeout(
              () => rejectFrame(new Error(`no matching frame within ${timeoutMs} ms; had ${JSON.stringify(frames)}`)),
              timeoutMs,
            );
            waiters.push({
              match,
              resolve: (frame) => {
                clearTimeout(timer);
                resolveFrame(frame);
              },
            });
          });
        },
        none: async (match, ms = 700) => {
          await new Promise((resolveWait) => setTimeout(resolveWait, ms));
          return !frames.some(match);
        },
      };
      sockets.push(opened);
      resolve(opened);
    });
  });
}

const ofType =
  <T extends Frame['type']>(type: T, extra: (frame: Frame) => boolean = () => true) =>
  (frame: Frame) =>
    frame.type === type && extra(frame);

/** A signed-in organiser with a project and an interactive-modules application. */
async function organiser() {
  const owner = await signedInCustomer('live');
  const projectId = (await owner.api.call('POST', '/api/projects', { name: 'Congrès', languages: ['fr', 'en'], type: 'conference' })).body
    .projectId as string;
  const created = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'modules', title: 'Direct' });
  expect(created.status).toBe(201);
  const applicationId = created.body.applicationId as string;
  const live = `/api/projects/${projectId}/applications/${applicationId}/live`;
  const call = (method: string, path: string, body?: unknown) => owner.api.call(method, `${live}${path}`, body);
  const channel = async (name: string) => {
    const response = await call('POST', '/channels', { name });
    expect(response.status).toBe(201);
    return response.body as Channel;
  };
  const configure = async (changes: Partial<Record<string, unknown>>) => {
    const current = (await call('GET', '')).body.config as ModulesConfig;
    const { passwordSet: _set, ...rest } = current;
    const response = await call('PUT', '/config', { ...rest, ...changes });
    expect(response.status).toBe(200);
    return response.body as ModulesConfig;
  };
  const consoleSocket = async (api = owner.api) => {
    const ticket = await api.call('POST', '/api/realtime/tickets', { projectId, applicationId });
    expect(ticket.status).toBe(201);
    return open(wsUrl(ticket.body as RealtimeTicket));
  };
  return { ...owner, projectId, applicationId, call, channel, configure, consoleSocket };
}
type Organiser = Awaited<ReturnType<typeof organiser>>;

/** A participant's phone: its own client; joins a channel and sends `sync` as the page does. */
interface Joined {
  readonly status: 201;
  readonly socket: Socket;
  readonly welcome: Frame;
  readonly ticket: ParticipantTicket;
  readonly phone: ReturnType<typeof apiClient>;
}
interface Refused {
  readonly status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the API's JSON answer
  readonly body: any;
}
async function participant(
  module: Organiser,
  channelId: string,
  displayName: string,
  extra: Record<string, unknown> = {},
  phone = apiClient(),
): Promise<Joined | Refused> {
  const response = await phone.call('POST', `/api/live/${module.projectId}/${module.applicationId}/tickets`, {
    channelId,
    displayName,
    ...extra,
  });
  if (response.status !== 201) return { status: response.status, body: response.body };
  const ticket = response.body as ParticipantTicket;
  const socket = await open(wsUrl(ticket), phone.source);
  socket.send({ action: 'sync' });
  const welcome = await socket.next(ofType('welcome'));
  return { status: 201, socket, welcome, ticket, phone };
}
async function joined(
  module: Organiser,
  channelId: string,
  displayName: string,
  extra: Record<string, unknown> = {},
  phone = apiClient(),
): Promise<Joined> {
  const result = await participant(module, channelId, displayName, extra, phone);
  if (!('socket' in result)) throw new Error(`join refused ${result.status} ${JSON.stringify(result.body)}`);
  return result as Joined;
}

describe('interactive modules over WebSockets', () => {
  let module: Organiser;
  beforeAll(async () => {
    module = await organiser();
  });

  it('shows the public card with open channels only, and 404 for anything else', async () => {
    const plenary = await module.channel('Plénière');
    const closed = await module.channel('Salle fermée');
    expect((await module.call('PATCH', `/channels/${closed.channelId}`, { status: 'closed', version: closed.version })).status).toBe(200);
    const card = await apiClient().call('GET', `/api/live/${module.projectId}/${module.applicationId}`);
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({ title: 'Direct', passwordRequired: false });
    const names = (card.body.channels as { name: string }[]).map((channel) => channel.name);
    expect(names).toContain(plenary.name);
    expect(names).not.toContain('Salle fermée');
    expect((await apiClient().call('GET', `/api/live/${module.projectId}/01HZZZZZZZZZZZZZZZZZZZZZZZ`)).status).toBe(404);
    const refused = await participant(module, closed.channelId, 'Léa');
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'LIVE_CHANNEL_CLOSED' } } });
  });

  it('joins without a password, then only with the right one once it is set', async () => {
    const room = await module.channel('Salle A');
    const free = await joined(module, room.channelId, 'Sans mot de passe');
    expect(free.welcome).toMatchObject({
      channel: { channelId: room.channelId, name: 'Salle A' },
      participant: { displayName: 'Sans mot de passe' },
    });

    const config = await module.configure({ passwd: 'sésame 2026' });
    expect(config.passwordSet).toBe(true);
    expect(JSON.stringify(config)).not.toContain('sésame');
    expect((await apiClient().call('GET', `/api/live/${module.projectId}/${module.applicationId}`)).body.passwordRequired).toBe(true);
    expect(await participant(module, room.channelId, 'Intrus')).toMatchObject({
      status: 403,
      body: { error: { code: 'LIVE_PASSWORD_INVALID' } },
    });
    expect(await participant(module, room.channelId, 'Intrus', { password: 'Sésame 2026' })).toMatchObject({ status: 403 });
    const welcome = await joined(module, room.channelId, 'Invitée', { password: 'sésame 2026' });
    expect(welcome.welcome).toMatchObject({ participant: { displayName: 'Invitée', status: 'active' } });
    await module.configure({ passwd: null });
    expect((await joined(module, room.channelId, 'Encore libre')).status).toBe(201);
  });

  it('refuses a ticket used twice', async () => {
    const room = await module.channel('Salle B');
    const phone = apiClient();
    const ticket = (
      await phone.call('POST', `/api/live/${module.projectId}/${module.applicationId}/tickets`, {
        channelId: room.channelId,
        displayName: 'Unique',
      })
    ).body as ParticipantTicket;
    await open(wsUrl(ticket));
    await expect(open(wsUrl(ticket))).rejects.toThrow('refused 401');
  });

  it('counts participants on the console as they join and leave', async () => {
    const room = await module.channel('Salle des comptes');
    const watcher = await module.consoleSocket();
    const counts = (n: number) => ofType('count', (frame) => frame.channelId === room.channelId && frame.count === n);
    const one = await joined(module, room.channelId, 'Un');
    await watcher.next(counts(1));
    const two = await joined(module, room.channelId, 'Deux');
    await watcher.next(counts(2));
    await joined(module, room.channelId, 'Trois');
    await watcher.next(counts(3));
    one.socket.socket.close();
    await watcher.next(counts(2));
    two.socket.socket.close();
    await watcher.next(counts(1));
    const state = await module.call('GET', '');
    expect((state.body.channels as Channel[]).find((channel) => channel.channelId === room.channelId)?.count).toBe(1);
  });

  it('delivers a notification and a chat message to every member of the channel, and to no other channel', async () => {
    const here = await module.channel('Ici');
    const there = await module.channel('Là-bas');
    const watcher = await module.consoleSocket();
    const members = [
      await joined(module, here.channelId, 'Ana'),
      await joined(module, here.channelId, 'Bo'),
      await joined(module, here.channelId, 'Cy'),
    ];
    const outsider = await joined(module, there.channelId, 'Dee');

    const sent = await module.call('POST', `/channels/${here.channelId}/notifications`, { text: 'La session reprend à 14 h' });
    expect(sent.status).toBe(201);
    for (const member of members) {
      expect(await member.socket.next(ofType('notification'))).toMatchObject({
        notification: { text: 'La session reprend à 14 h', channelId: here.channelId },
      });
    }
    members[0]!.socket.send({ action: 'chat', text: '  Bonjour <b>tout</b> le monde  ' });
    for (const member of members) {
      expect(await member.socket.next(ofType('chat'))).toMatchObject({
        message: { text: 'Bonjour <b>tout</b> le monde', displayName: 'Ana', channelId: here.channelId },
      });
    }
    expect(await watcher.next(ofType('chat'))).toMatchObject({ message: { displayName: 'Ana' } });
    expect(await outsider.socket.none((frame) => frame.type === 'notification' || frame.type === 'chat')).toBe(true);

    const history = await module.call('GET', `/channels/${here.channelId}/notifications`);
    expect(history.body.items[0]).toMatchObject({ text: 'La session reprend à 14 h' });
  });

  it('retracts a deleted chat message for everyone, and resumes after a reconnection without duplicates', async () => {
    const room = await module.channel('Retraits');
    const [a, b] = [await joined(module, room.channelId, 'Alix'), await joined(module, room.channelId, 'Bea')];
    a.socket.send({ action: 'chat', text: 'premier' });
    const first = (await b.socket.next(ofType('chat'))).message as { messageId: string };
    a.socket.send({ action: 'chat', text: 'second' });
    const second = (await b.socket.next(ofType('chat', (frame) => (frame.message as { text: string }).text === 'second'))).message as {
      messageId: string;
    };
    expect((await module.call('DELETE', `/channels/${room.channelId}/chat/${first.messageId}`)).status).toBe(204);
    for (const member of [a, b]) {
      expect(await member.socket.next(ofType('chatDeleted'))).toMatchObject({ messageId: first.messageId, channelId: room.channelId });
    }
    const listed = await module.call('GET', `/channels/${room.channelId}/chat`);
    expect((listed.body.items as { messageId: string }[]).map((message) => message.messageId)).not.toContain(first.messageId);

    // B drops, misses a message, and comes back with the same identity: the welcome carries only what it missed.
    b.socket.socket.terminate();
    a.socket.send({ action: 'chat', text: 'pendant la coupure' });
    await a.socket.next(ofType('chat', (frame) => (frame.message as { text: string }).text === 'pendant la coupure'));
    const again = await b.phone.call('POST', `/api/live/${module.projectId}/${module.applicationId}/tickets`, {
      channelId: room.channelId,
      displayName: 'Bea',
      participant: b.ticket.participant,
    });
    expect(again.body.participant.participantId).toBe(b.ticket.participant.participantId);
    const back = await open(wsUrl(again.body as ParticipantTicket));
    back.send({ action: 'sync', chatAfter: second.messageId });
    const welcome = (await back.next(ofType('welcome'))) as Frame & { chat: { text: string }[] };
    expect(welcome.chat.map((message) => message.text)).toEqual(['pendant la coupure']);
  });

  it('refuses a muted participant, and drops a banned one with its reason', async () => {
    const room = await module.channel('Modération');
    const loud = await joined(module, room.channelId, 'Bruyant');
    const participantId = loud.ticket.participant.participantId;
    expect((await module.call('PUT', `/participants/${participantId}/status`, { status: 'muted' })).status).toBe(200);
    expect(await loud.socket.next(ofType('status'))).toMatchObject({ status: 'muted' });
    loud.socket.send({ action: 'chat', text: 'encore moi' });
    expect(await loud.socket.next(ofType('error'))).toMatchObject({ code: 'MUTED' });

    expect((await module.call('PUT', `/participants/${participantId}/status`, { status: 'banned' })).status).toBe(200);
    expect(await loud.socket.next(ofType('closed'))).toMatchObject({ reason: 'banned' });
    await loud.socket.closed;
    const back = await participant(module, room.channelId, 'Bruyant', { participant: loud.ticket.participant });
    expect(back).toMatchObject({ status: 403, body: { error: { code: 'LIVE_BANNED' } } });
  });

  it('closes a channel with its reason to every participant', async () => {
    const room = await module.channel('Fin');
    const members = [await joined(module, room.channelId, 'X'), await joined(module, room.channelId, 'Y')];
    const current = (await module.call('GET', '')).body.channels.find(
      (channel: Channel) => channel.channelId === room.channelId,
    ) as Channel;
    expect((await module.call('PATCH', `/channels/${room.channelId}`, { status: 'closed', version: current.version })).status).toBe(200);
    for (const member of members) {
      expect(await member.socket.next(ofType('closed'))).toMatchObject({ reason: 'channelClosed' });
      await member.socket.closed;
    }
  });

  it('answers oversized, malformed and unknown frames without closing anyone, and limits the chat per connection', async () => {
    const room = await module.channel('Robustesse');
    const [a, b] = [await joined(module, room.channelId, 'A'), await joined(module, room.channelId, 'B')];
    a.socket.send('{not json');
    expect(await a.socket.next(ofType('error'))).toMatchObject({ code: 'MALFORMED_FRAME' });
    a.socket.send({ action: 'chat', text: 'x'.repeat(40 * 1024) });
    expect(await a.socket.next(ofType('error'))).toMatchObject({ code: 'FRAME_TOO_LARGE' });
    a.socket.send({ action: 'chat', text: 'x'.repeat(501) });
    expect(await a.socket.next(ofType('error'))).toMatchObject({ code: 'TEXT_TOO_LONG' });
    a.socket.send({ action: 'chat' });
    expect(await a.socket.next(ofType('error'))).toMatchObject({ code: 'MALFORMED_FRAME' });
    // The characters every HTTP input refuses (control, bidi override, lone surrogate) are refused in frames too.
    for (const text of ['\u0000nul', '\u202eRTL', 'a\u0007b', '\ud800seul']) {
      a.socket.send({ action: 'chat', text });
      expect(await a.socket.next(ofType('error'))).toMatchObject({ code: 'MALFORMED_FRAME', action: 'chat' });
      a.socket.send({ action: 'message', text });
      expect(await a.socket.next(ofType('error'))).toMatchObject({ code: 'MALFORMED_FRAME', action: 'message' });
    }
    a.socket.send({ action: 'fly' });
    expect(await a.socket.next(ofType('error'))).toMatchObject({ code: 'UNKNOWN_ACTION' });
    for (const member of [a, b]) {
      expect(member.socket.socket.readyState).toBe(WebSocket.OPEN);
      member.socket.send({ action: 'ping' });
      expect(await member.socket.next(ofType('pong'))).toMatchObject({ type: 'pong' });
    }
    for (let i = 0; i < 11; i++) a.socket.send({ action: 'chat', text: `message ${i}` });
    expect(await a.socket.next(ofType('error'), 8000)).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('closes a participant that misses two heartbeats, and keeps one that beats', async () => {
    const beats = await organiser();
    const room = await beats.channel('Battements');
    await beats.configure({ pong: 5 });
    const [silent, alive] = [await joined(beats, room.channelId, 'Muet'), await joined(beats, room.channelId, 'Vivant')];
    expect(alive.welcome).toMatchObject({ settings: { pong: 5 } });
    const beat = setInterval(() => alive.socket.send({ action: 'ping' }), 2_000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 11_500));
      await beats.call('POST', `/channels/${room.channelId}/notifications`, { text: 'Toujours là ?' });
      expect(await alive.socket.next(ofType('notification'))).toMatchObject({ notification: { text: 'Toujours là ?' } });
      expect(await silent.socket.next(ofType('closed'))).toMatchObject({ reason: 'heartbeat' });
      await silent.socket.closed;
    } finally {
      clearInterval(beat);
    }
  }, 30_000);

  it('keeps one socket per participant when it resumes several times at once: the others are closed', async () => {
    const room = await module.channel('Reprises');
    const first = await joined(module, room.channelId, 'Multi');
    const tickets = await Promise.all(
      Array.from({ length: 5 }, () =>
        first.phone.call('POST', `/api/live/${module.projectId}/${module.applicationId}/tickets`, {
          channelId: room.channelId,
          displayName: 'Multi',
          participant: first.ticket.participant,
        }),
      ),
    );
    const resumed = await Promise.all(tickets.map((ticket) => open(wsUrl(ticket.body as ParticipantTicket))));
    // Each page beats: a socket that lost the race is told `replaced` and closed, never left open and deaf.
    for (const socket of resumed) socket.send({ action: 'ping' });
    const outcomes = await Promise.all(
      resumed.map((socket) =>
        Promise.race([
          socket.next((frame) => frame.type === 'pong' || frame.type === 'closed').then((frame) => frame.type),
          socket.closed.then(() => 'closed'),
        ]),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const kept = resumed.filter((socket, index) => outcomes[index] === 'pong' && socket.socket.readyState === WebSocket.OPEN);
    await first.socket.closed;
    expect(kept.length).toBeLessThanOrEqual(1);
    // No socket is left open without answering: each is either the one kept or closed.
    expect(resumed.filter((socket) => socket.socket.readyState === WebSocket.OPEN)).toEqual(kept);
    const state = await module.call('GET', '');
    expect((state.body.channels as Channel[]).find((channel) => channel.channelId === room.channelId)?.count).toBe(kept.length);
  });

  it('keeps a module to 20 channels however many creations race', async () => {
    const crowded = await organiser();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => crowded.call('POST', '/channels', { name: `Salle ${i}` })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.error.code === 'LIVE_CHANNEL_LIMIT')).toBe(true);
    expect((await crowded.call('GET', '')).body.channels).toHaveLength(20);
  });

  it('keeps the console to its own application: another customer gets 404 for its ticket and routes', async () => {
    const stranger = await signedInCustomer('stranger');
    expect(
      (await stranger.api.call('POST', '/api/realtime/tickets', { projectId: module.projectId, applicationId: module.applicationId }))
        .status,
    ).toBe(404);
    expect((await stranger.api.call('GET', `/api/projects/${module.projectId}/applications/${module.applicationId}/live`)).status).toBe(
      404,
    );
  });
});

describe('a withdrawn right closes the sockets it opened, before the answer', () => {
  /**
   * The socket was told `closed {accessRevoked}` (the withdrawing request sends it before it answers, so it is
   * there at once; 2 s is the promise) and closed, and that frame was the last it received.
   */
  async function revoked(socket: Socket) {
    expect(await socket.next(ofType('closed'), 2_000)).toEqual({ type: 'closed', reason: 'accessRevoked' });
    await socket.closed;
    expect(socket.log.at(-1)).toEqual({ type: 'closed', reason: 'accessRevoked' });
  }
  /** A console still open receives the count of a join. */
  async function stillWatching(module: Organiser, socket: Socket, channelId: string, name: string) {
    await joined(module, channelId, name);
    await socket.next(ofType('count', (frame) => frame.channelId === channelId));
    expect(socket.socket.readyState).toBe(WebSocket.OPEN);
  }
  const grant = (module: Organiser, email: string, level: string, applicationId?: string) =>
    module.api.call('PUT', `/api/projects/${module.projectId}/grants`, { email, level, ...(applicationId ? { applicationId } : {}) });

  it('a delegate lowered from write to read keeps its console; set to none, it is closed with accessRevoked', async () => {
    const module = await organiser();
    const room = await module.channel('Délégation');
    const delegate = await signedInCustomer('delegate');
    expect((await grant(module, delegate.email, 'write')).status).toBe(200);
    const watching = await module.consoleSocket(delegate.api);
    const owner = await module.consoleSocket();
    // A console needs read: a lower level that still reads keeps it (its actions are HTTP routes, checked each time).
    expect((await grant(module, delegate.email, 'read')).status).toBe(200);
    await stillWatching(module, watching, room.channelId, 'Après la baisse');
    expect((await grant(module, delegate.email, 'none')).status).toBe(200);
    await revoked(watching);
    await stillWatching(module, owner, room.channelId, 'Le propriétaire voit encore');
  });

  it('a delegate whose application right is removed loses that console at once', async () => {
    const module = await organiser();
    const delegate = await signedInCustomer('app-delegate');
    expect((await grant(module, delegate.email, 'read', module.applicationId)).status).toBe(200);
    const watching = await module.consoleSocket(delegate.api);
    expect((await grant(module, delegate.email, 'none', module.applicationId)).status).toBe(200);
    await revoked(watching);
  });

  it('a logout closes the consoles of that session only', async () => {
    const module = await organiser();
    const room = await module.channel('Sessions');
    const other = apiClient();
    expect((await other.call('POST', '/api/auth/login', { email: module.email, password: PASSWORD })).status).toBe(200);
    const mine = await module.consoleSocket();
    const theirs = await module.consoleSocket(other);
    expect((await other.call('POST', '/api/auth/logout')).status).toBe(204);
    await revoked(theirs);
    await stillWatching(module, mine, room.channelId, 'Toujours là');
  });

  it('a password change closes the consoles of every other session, not the one that changed it', async () => {
    const module = await organiser();
    const room = await module.channel('Mot de passe');
    const other = apiClient();
    expect((await other.call('POST', '/api/auth/login', { email: module.email, password: PASSWORD })).status).toBe(200);
    const mine = await module.consoleSocket();
    const theirs = await module.consoleSocket(other);
    expect((await module.api.call('PUT', '/api/me/password', { currentPassword: PASSWORD, password: 'N3w-Passw0rd' })).status).toBe(204);
    await revoked(theirs);
    await stillWatching(module, mine, room.channelId, 'Même session');
  });

  it('a password reset closes every console of the account', async () => {
    const module = await organiser();
    const watching = await module.consoleSocket();
    await apiClient().call('POST', '/api/auth/lost-password', { email: module.email, lang: 'fr' });
    const mail = (await mailTo(module.email)).find((candidate) => /resetPassword/.test(candidate.text))!;
    const [, customerId, securityCode] = /\/fr\/customer\/resetPassword\/(\w+)\/([\w-]+)/.exec(mail.text)!;
    const reset = await apiClient().call('POST', '/api/auth/reset-password', { customerId, securityCode, password: 'N3wPassw0rd!' });
    expect(reset.status).toBe(204);
    await revoked(watching);
  });

  it('a delegate who erases their account loses its consoles at once; the owner keeps his', async () => {
    const module = await organiser();
    const room = await module.channel('Effacement');
    const delegate = await signedInCustomer('erased');
    expect((await grant(module, delegate.email, 'read')).status).toBe(200);
    const watching = await module.consoleSocket(delegate.api);
    const owner = await module.consoleSocket();
    expect((await delegate.api.call('POST', '/api/me/deletion', { password: PASSWORD })).status).toBe(202);
    await revoked(watching);
    await stillWatching(module, owner, room.channelId, 'Après effacement');
  });

  it('a deleted application closes its consoles (accessRevoked) and its participants (moduleDeleted)', async () => {
    const module = await organiser();
    const room = await module.channel('Supprimée');
    const watching = await module.consoleSocket();
    const member = await joined(module, room.channelId, 'Participant');
    await watching.next(ofType('count'));
    expect((await module.api.call('DELETE', `/api/projects/${module.projectId}/applications/${module.applicationId}`)).status).toBe(204);
    await revoked(watching);
    expect(await member.socket.next(ofType('closed'), 2_000)).toEqual({ type: 'closed', reason: 'moduleDeleted' });
    await member.socket.closed;
  });

  it('a deleted project closes the consoles and participants of its modules', async () => {
    const module = await organiser();
    const room = await module.channel('Projet supprimé');
    const watching = await module.consoleSocket();
    const member = await joined(module, room.channelId, 'Participante');
    await watching.next(ofType('count'));
    expect((await module.api.call('DELETE', `/api/projects/${module.projectId}`)).status).toBe(204);
    await revoked(watching);
    expect(await member.socket.next(ofType('closed'), 2_000)).toEqual({ type: 'closed', reason: 'moduleDeleted' });
  });

  it('refuses a console ticket of a session logged out before it was used', async () => {
    const module = await organiser();
    const ticket = (
      await module.api.call('POST', '/api/realtime/tickets', { projectId: module.projectId, applicationId: module.applicationId })
    ).body as RealtimeTicket;
    expect((await module.api.call('POST', '/api/auth/logout')).status).toBe(204);
    await expect(open(wsUrl(ticket))).rejects.toThrow('refused 403');
  });
});

describe("bans hold the banned participant's address", () => {
  it('refuses a newcomer from that address (leaving out the secret gives no fresh start), not from another one', async () => {
    const module = await organiser();
    const room = await module.channel('Bannis');
    const phone = apiClient();
    const banned = await joined(module, room.channelId, 'Perturbateur', {}, phone);
    const neighbour = await joined(module, room.channelId, 'Voisin', {}, apiClient(phone.source));
    const participantId = banned.ticket.participant.participantId;
    expect((await module.call('PUT', `/participants/${participantId}/status`, { status: 'banned' })).status).toBe(200);
    expect(await banned.socket.next(ofType('closed'))).toMatchObject({ reason: 'banned' });
    // Without its secret, from the same address (another client there too): the banned participant's answer.
    for (const client of [phone, apiClient(phone.source)]) {
      expect(await participant(module, room.channelId, 'Nouveau nom', {}, client)).toMatchObject({
        status: 403,
        body: { error: { code: 'LIVE_BANNED' } },
      });
    }
    // Another address joins; a participant who was there before resumes with its own secret.
    expect((await participant(module, room.channelId, 'Ailleurs')).status).toBe(201);
    const resumed = await participant(
      module,
      room.channelId,
      'Voisin',
      { participant: neighbour.ticket.participant },
      apiClient(phone.source),
    );
    expect(resumed.status).toBe(201);
    // Lifted with the ban.
    expect((await module.call('PUT', `/participants/${participantId}/status`, { status: 'active' })).status).toBe(200);
    expect((await participant(module, room.channelId, 'Revenu', {}, apiClient(phone.source))).status).toBe(201);
  });
});
