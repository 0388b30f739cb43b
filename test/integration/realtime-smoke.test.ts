import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { apiClient, signedInCustomer } from '../helpers/local-aws';
import { randomLoopback } from '../helpers/loopback';

/**
 * A smoke test of the interactive modules over real WebSockets (the full "Done when" list is live.test.ts):
 * a console and participants of two channels; count, notification, chat, retraction, mute, ban, channel close.
 */
const origin = () => inject('stack').url;
const wsUrl = (path: string, ticket: string) => `${new URL(path, origin().replace(/^http/, 'ws')).toString()}?ticket=${ticket}`;

interface Socket {
  readonly socket: WebSocket;
  /** The next frame matching `type` (earlier frames of other types are skipped). */
  next(type: string): Promise<Record<string, unknown>>;
  send(frame: unknown): void;
}

function open(url: string, localAddress?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { origin: origin() }, ...(localAddress ? { localAddress } : {}) });
    const frames: Record<string, unknown>[] = [];
    const waiting: { type: string; resolve: (frame: Record<string, unknown>) => void }[] = [];
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
      const index = waiting.findIndex((waiter) => waiter.type === frame.type);
      if (index >= 0) waiting.splice(index, 1)[0]!.resolve(frame);
      else frames.push(frame);
    });
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        send: (frame) => socket.send(JSON.stringify(frame)),
        next: (type) => {
          const index = frames.findIndex((frame) => frame.type === type);
          if (index >= 0) return Promise.resolve(frames.splice(index, 1)[0]!);
          return new Promise((resolveFrame, rejectFrame) => {
            const timer = setTimeout(() => rejectFrame(new Error(`no ${type} frame within 5 s`)), 5000);
            waiting.push({
              type,
              resolve: (frame) => {
                clearTimeout(timer);
                resolveFrame(frame);
              },
            });
          });
        },
      }),
    );
  });
}

describe('interactive modules (smoke)', () => {
  it('counts, notifies, chats, retracts, mutes, bans and closes over real sockets', async () => {
    const { api } = await signedInCustomer('live');
    const project = await api.call('POST', '/api/projects', { name: 'Live', languages: ['fr'], type: 'conference' });
    const projectId = project.body.projectId as string;
    const app = await api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'modules', title: 'Direct' });
    expect(app.status).toBe(201);
    const P = `/api/projects/${projectId}/applications/${app.body.applicationId}/live`;
    const pub = `/api/live/${projectId}/${app.body.applicationId}`;

    const state = await api.call('GET', P);
    expect(state.body).toMatchObject({ config: { version: 0, pong: 30, passwordSet: false }, channels: [] });
    const main = (await api.call('POST', `${P}/channels`, { name: 'Plénière' })).body;
    const other = (await api.call('POST', `${P}/channels`, { name: 'Salle A' })).body;
    expect(main).toMatchObject({ status: 'open', count: 0, version: 1 });

    const consoleTicket = await api.call('POST', '/api/realtime/tickets', { projectId, applicationId: app.body.applicationId });
    expect(consoleTicket.status).toBe(201);
    const watcher = await open(wsUrl(consoleTicket.body.url, consoleTicket.body.ticket));

    const joinAs = async (name: string, channelId: string, extra: Record<string, unknown> = {}) => {
      // Each participant from its own address, as phones are: a ban also holds the banned one's address.
      const address = randomLoopback();
      const answer = await apiClient(address).call('POST', `${pub}/tickets`, { channelId, displayName: name, ...extra });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const socket = await open(wsUrl(answer.body.url, answer.body.ticket), address);
      socket.send({ action: 'sync' });
      expect(await socket.next('welcome')).toMatchObject({ participant: { displayName: name }, channel: { channelId } });
      return { socket, participant: answer.body.participant as { participantId: string; secret: string } };
    };
    const ada = await joinAs('Ada', main.channelId);
    expect(await watcher.next('count')).toMatchObject({ channelId: main.channelId, count: 1 });
    const bob = await joinAs('Bob', main.channelId);
    expect(await watcher.next('count')).toMatchObject({ count: 2 });
    const eve = await joinAs('Eve', other.channelId);
    expect(await watcher.next('count')).toMatchObject({ channelId: other.channelId, count: 1 });

    expect((await api.call('POST', `${P}/channels/${main.channelId}/notifications`, { text: 'Pause café' })).status).toBe(201);
    for (const member of [ada, bob])
      expect(await member.socket.next('notification')).toMatchObject({ notification: { text: 'Pause café' } });

    ada.socket.send({ action: 'chat', text: '<b>Bonjour</b>' });
    const chat = await bob.socket.next('chat');
    expect(chat).toMatchObject({ message: { text: '<b>Bonjour</b>', displayName: 'Ada' } });
    const messageId = (chat.message as { messageId: string }).messageId;
    expect((await api.call('DELETE', `${P}/channels/${main.channelId}/chat/${messageId}`)).status).toBe(204);
    expect(await ada.socket.next('chatDeleted')).toEqual({ type: 'chatDeleted', channelId: main.channelId, messageId });

    await api.call('PUT', `${P}/participants/${bob.participant.participantId}/status`, { status: 'muted' });
    expect(await bob.socket.next('status')).toEqual({ type: 'status', status: 'muted' });
    bob.socket.send({ action: 'chat', text: 'encore' });
    expect(await bob.socket.next('error')).toEqual({ type: 'error', code: 'MUTED', action: 'chat' });

    await api.call('PUT', `${P}/participants/${bob.participant.participantId}/status`, { status: 'banned' });
    expect(await bob.socket.next('closed')).toEqual({ type: 'closed', reason: 'banned' });
    const banned = await apiClient().call('POST', `${pub}/tickets`, {
      channelId: main.channelId,
      displayName: 'Bob',
      participant: bob.participant,
    });
    expect(banned.body.error?.code).toBe('LIVE_BANNED');
    expect(await watcher.next('count')).toMatchObject({ channelId: main.channelId, count: 1 });

    const closed = await api.call('PATCH', `${P}/channels/${main.channelId}`, { status: 'closed', version: 1 });
    expect(closed.body).toMatchObject({ status: 'closed', version: 2 });
    expect(await ada.socket.next('closed')).toEqual({ type: 'closed', reason: 'channelClosed' });
    expect(await watcher.next('count')).toMatchObject({ channelId: main.channelId, count: 0 });
    const refused = await apiClient().call('POST', `${pub}/tickets`, { channelId: main.channelId, displayName: 'Zoé' });
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'LIVE_CHANNEL_CLOSED']);

    // A password: wrong refused, right accepted.
    const saved = await api.call('PUT', `${P}/config`, {
      notificationVisible: true,
      chatVisible: true,
      autoDeleteConnection: true,
      pong: 30,
      logMinute: 1,
      passwd: 'sésame',
      version: 0,
    });
    expect(saved.body).toMatchObject({ passwordSet: true, version: 1 });
    expect(await eve.socket.next('settings')).toMatchObject({ settings: { pong: 30 } });
    const wrong = await apiClient().call('POST', `${pub}/tickets`, { channelId: other.channelId, displayName: 'Zoé', password: 'non' });
    expect([wrong.status, wrong.body.error?.code]).toEqual([403, 'LIVE_PASSWORD_INVALID']);
    await joinAs('Zoé', other.channelId, { password: 'sésame' });

    eve.socket.send({ action: 'message', text: 'Une question' });
    expect(await eve.socket.next('messageSent')).toMatchObject({ messageId: expect.any(String) });
    expect(await watcher.next('privateMessage')).toMatchObject({ message: { text: 'Une question', status: 'new', version: 1 } });
    const messages = await api.call('GET', `${P}/messages`);
    expect(messages.body.items).toHaveLength(1);
    const read = await api.call('PATCH', `${P}/messages/${messages.body.items[0].messageId}`, { status: 'read', version: 1 });
    expect(read.body).toMatchObject({ status: 'read', version: 2 });
    expect((await api.call('PATCH', `${P}/messages/${messages.body.items[0].messageId}`, { status: 'read', version: 1 })).status).toBe(409);

    for (const socket of [watcher, eve.socket]) socket.socket.close();

    // Parallel joins and leaves neither lose nor double a count.
    const crowd = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const answer = await apiClient().call('POST', `${pub}/tickets`, {
          channelId: other.channelId,
          displayName: `P${i}`,
          password: 'sésame',
        });
        return open(wsUrl(answer.body.url, answer.body.ticket));
      }),
    );
    const countOf = async () =>
      ((await api.call('GET', P)).body.channels as { channelId: string; count: number }[]).find((c) => c.channelId === other.channelId)
        ?.count;
    const settle = async (want: number) => {
      for (let i = 0; i < 50 && (await countOf()) !== want; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      return countOf();
    };
    // Eve left, Zoé stays: 1 + 20.
    expect(await settle(21)).toBe(21);
    for (const member of crowd.slice(0, 10)) member.socket.close();
    expect(await settle(11)).toBe(11);
  }, 60_000);

  it('closes a participant silent for two heartbeats (closed heartbeat) and counts it out, keeping the one that pings', async () => {
    const { api } = await signedInCustomer('live');
    const projectId = (await api.call('POST', '/api/projects', { name: 'Live', languages: ['fr'], type: 'conference' })).body
      .projectId as string;
    const applicationId = (await api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'modules', title: 'Direct' })).body
      .applicationId as string;
    const P = `/api/projects/${projectId}/applications/${applicationId}/live`;
    const config = { notificationVisible: true, chatVisible: true, autoDeleteConnection: true, pong: 5, logMinute: 1, version: 0 };
    expect((await api.call('PUT', `${P}/config`, config)).status).toBe(200);
    const { channelId } = (await api.call('POST', `${P}/channels`, { name: 'Plénière' })).body;
    const join = async (displayName: string) => {
      const answer = await apiClient().call('POST', `/api/live/${projectId}/${applicationId}/tickets`, { channelId, displayName });
      return open(wsUrl(answer.body.url, answer.body.ticket));
    };
    const silent = await join('Muet');
    const alive = await join('Vivant');
    const pinger = setInterval(() => alive.send({ action: 'ping' }), 2_000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect((await api.call('POST', `${P}/channels/${channelId}/notifications`, { text: 'Toujours là ?' })).status).toBe(201);
      expect(await silent.next('closed')).toEqual({ type: 'closed', reason: 'heartbeat' });
      expect(await alive.next('notification')).toMatchObject({ notification: { text: 'Toujours là ?' } });
      const channel = (await api.call('GET', P)).body.channels[0];
      expect(channel.count).toBe(1);
    } finally {
      clearInterval(pinger);
      alive.socket.close();
    }
  }, 30_000);
});
