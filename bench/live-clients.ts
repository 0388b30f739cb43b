/**
 * The 1,000 participants of bench/live.ts, in a process of their own so that their memory is not counted
 * as the local stack's. Driven over the IPC channel of `fork` (messages below); every time it reports is
 * absolute (`performance.timeOrigin + performance.now()`, in ms), comparable with the parent's.
 *
 * Each participant is its own client to the API's per-client limits: its ticket request and its socket leave
 * from its own loopback address (127.77.x.y), as the integration tests' phones do.
 */
import http from 'node:http';
import WebSocket from 'ws';
import type { ParticipantTicket, ServerFrame } from '../shared/schemas/live';

export type ClientCommand =
  | {
      readonly op: 'join';
      readonly baseUrl: string;
      readonly projectId: string;
      readonly applicationId: string;
      readonly channelId: string;
      readonly count: number;
      readonly concurrency: number;
    }
  | { readonly op: 'collect'; readonly text: string; readonly timeoutMs: number }
  | { readonly op: 'leave'; readonly count: number }
  | { readonly op: 'stop' };

export type ClientReport =
  | { readonly op: 'joined'; readonly joined: number; readonly failures: readonly string[]; readonly lastOpenAt: number }
  | { readonly op: 'collected'; readonly arrivals: readonly number[]; readonly expected: number }
  | { readonly op: 'left'; readonly left: number; readonly lastCloseAt: number; readonly open: number };

const now = () => performance.timeOrigin + performance.now();

/** The loopback address of participant `i`: 250 per /24, from 127.77.0.1. */
const addressOf = (i: number) => `127.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;

interface Participant {
  readonly socket: WebSocket;
  readonly timers: NodeJS.Timeout[];
}

const participants: Participant[] = [];
/** Arrival times of `notification` frames, by their text (the bench sends unique texts). */
const notifications = new Map<string, number[]>();
const waiters = new Set<() => void>();

function postJson(localAddress: string, url: string, body: unknown, origin: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', origin }, localAddress, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** One participant: a ticket, the socket, `sync`, and its heartbeat at the module's `pong` once welcomed. */
async function join(command: Extract<ClientCommand, { op: 'join' }>, i: number): Promise<number> {
  const localAddress = addressOf(i);
  const { baseUrl, projectId, applicationId, channelId } = command;
  const answer = await postJson(
    localAddress,
    `${baseUrl}/api/live/${projectId}/${applicationId}/tickets`,
    { channelId, displayName: `Participant ${i + 1}` },
    baseUrl,
  );
  if (answer.status !== 201) throw new Error(`ticket ${i}: ${answer.status} ${answer.text.slice(0, 200)}`);
  const ticket = JSON.parse(answer.text) as ParticipantTicket;
  const url = `${baseUrl.replace(/^http/, 'ws')}${ticket.url}?ticket=${encodeURIComponent(ticket.ticket)}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { origin: baseUrl }, localAddress, perMessageDeflate: false });
    const participant: Participant = { socket, timers: [] };
    let openedAt = 0;
    const timeout = setTimeout(() => reject(new Error(`participant ${i}: no welcome within 15 s`)), 15_000);
    socket.on('message', (data) => {
      const at = now();
      const frame = JSON.parse(data.toString()) as ServerFrame;
      if (frame.type === 'notification') {
        const times = notifications.get(frame.notification.text) ?? [];
        times.push(at);
        notifications.set(frame.notification.text, times);
        for (const wake of waiters) wake();
      } else if (frame.type === 'welcome') {
        clearTimeout(timeout);
        const every = frame.settings.pong * 1000;
        // Staggered, as phones would be.
        const first = setTimeout(() => {
          socket.send('{"action":"ping"}');
          participant.timers.push(setInterval(() => socket.send('{"action":"ping"}'), every));
        }, Math.random() * every);
        participant.timers.push(first);
        participants.push(participant);
        resolve(openedAt);
      }
    });
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`participant ${i}: upgrade refused ${response.statusCode}`)),
    );
    socket.once('error', (error) => reject(new Error(`participant ${i}: ${error.message}`)));
    socket.once('open', () => {
      openedAt = now();
      socket.send('{"action":"sync"}');
    });
  });
}

async function joinAll(command: Extract<ClientCommand, { op: 'join' }>): Promise<ClientReport> {
  const failures: string[] = [];
  let lastOpenAt = 0;
  let next = 0;
  const offset = participants.length;
  const worker = async () => {
    while (next < command.count) {
      const i = offset + next++;
      try {
        lastOpenAt = Math.max(lastOpenAt, await join(command, i));
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: command.concurrency }, worker));
  return { op: 'joined', joined: command.count - failures.length, failures: failures.slice(0, 5), lastOpenAt };
}

async function collect(text: string, timeoutMs: number): Promise<ClientReport> {
  const expected = participants.filter((participant) => participant.socket.readyState === WebSocket.OPEN).length;
  const deadline = now() + timeoutMs;
  while ((notifications.get(text)?.length ?? 0) < expected && now() < deadline) {
    await new Promise<void>((resolve) => {
      const wake = () => {
        waiters.delete(wake);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(wake, Math.max(1, deadline - now()));
      waiters.add(wake);
    });
  }
  return { op: 'collected', arrivals: notifications.get(text) ?? [], expected };
}

function leave(count: number): ClientReport {
  const leaving = participants.splice(0, count);
  let lastCloseAt = 0;
  for (const { socket, timers } of leaving) {
    for (const timer of timers) clearTimeout(timer);
    socket.close(1000, 'bench leaves');
    lastCloseAt = now();
  }
  return { op: 'left', left: leaving.length, lastCloseAt, open: participants.length };
}

process.on('message', async (command: ClientCommand) => {
  const reply = (report: ClientReport) => process.send!(report);
  switch (command.op) {
    case 'join':
      reply(await joinAll(command));
      break;
    case 'collect':
      reply(await collect(command.text, command.timeoutMs));
      break;
    case 'leave':
      reply(leave(command.count));
      break;
    case 'stop':
      for (const { socket, timers } of participants) {
        for (const timer of timers) clearTimeout(timer);
        socket.terminate();
      }
      process.disconnect();
      break;
  }
});
