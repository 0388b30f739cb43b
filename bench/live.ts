/**
 * Interactive modules, against the local stack: 1,000 participants on one channel, a console watching.
 *
 * - A customer creates a `modules` application and a channel, and opens the console's socket (a console ticket).
 * - 1,000 participants join (a participant ticket each, from its own loopback address, then `/ws?ticket=`, `sync`,
 *   `welcome`), 50 at a time, from a child process (bench/live-clients.ts) so that their memory is not the
 *   stack's. Budget: the console's `count` frame shows 1,000 within 2 s of the last participant's socket opening.
 * - A notification is sent (`POST …/notifications`): per participant, the delay from the moment the POST is sent
 *   to its `notification` frame; p50/p95/p99/max, budget p99 ≤ 1 s (every participant must get it).
 * - The local stack's memory (RSS of this process, where the gateway and the handlers run, plus its engines' child
 *   processes, DynamoDB Local's Java included; the participants' process excluded): budget < 200 MB of growth from
 *   before the joins to after the notification, the 1,000 sockets still open.
 * - 500 participants leave (a normal close each): the console's count shows 500 within 2 s of the last close.
 *
 * `npm run bench -- live` (or `npx tsx bench/run.ts live`). Needs 2 × ~1,100 file descriptors
 * (the participants' sockets in their process, the gateway's here): checked first.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { Channel, RealtimeTicket, ServerFrame } from '../shared/schemas/live';
import { BUDGETS, verdict } from './budgets';
import { apiCaller, signUp } from './customer';
import type { ClientCommand, ClientReport } from './live-clients';

const PARTICIPANTS = 1_000;
const LEAVING = 500;
const JOIN_CONCURRENCY = 50;
/** How long a count is watched after it first shows the expected value: a later frame must not change it. */
const SETTLE_MS = 1_000;
const WAIT_MS = 15_000;

const now = () => performance.timeOrigin + performance.now();
const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The soft limit of open files of this process (the child inherits it). */
function openFilesLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1];
  return soft === 'unlimited' || soft === undefined ? Number.POSITIVE_INFINITY : Number(soft);
}

/**
 * RSS in bytes of a process and all its descendants, except the subtrees rooted at `excluded`, and per command.
 * With `NODE_OPTIONS=--expose-gc`, this process collects its garbage first (what is retained, not what V8 has not
 * collected yet); the JVM of DynamoDB Local keeps the heap it grew either way.
 */
function treeRss(root: number, excluded: readonly number[]): { total: number; byCommand: Map<string, number> } {
  (globalThis as { gc?: () => void }).gc?.();
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const byCommand = new Map<string, number>();
  const visit = (pid: number) => {
    if (excluded.includes(pid)) return;
    try {
      const rss = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
      const command = pid === root ? 'gateway+handlers' : readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      total += rss;
      byCommand.set(command, (byCommand.get(command) ?? 0) + rss);
    } catch {
      return;
    }
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return { total, byCommand };
}

/** The console's socket: the latest count of each channel (the highest `seq` wins) and when it arrived. */
function openConsole(url: string, origin: string) {
  const counts = new Map<string, { count: number; seq: number; at: number }>();
  const socket = new WebSocket(url, { headers: { origin }, perMessageDeflate: false });
  socket.on('message', (data) => {
    const at = now();
    const frame = JSON.parse(data.toString()) as ServerFrame;
    if (frame.type !== 'count') return;
    const current = counts.get(frame.channelId);
    if (!current || frame.seq > current.seq) counts.set(frame.channelId, { count: frame.count, seq: frame.seq, at });
  });
  const heartbeat = setInterval(() => socket.send('{"action":"ping"}'), 30_000);
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => reject(new Error(`console upgrade refused ${response.statusCode}`)));
    socket.once('error', reject);
  });
  return {
    opened,
    /**
     * When the channel's count reached `expected` for good: the arrival of the frame that set it, once it has
     * stayed so for SETTLE_MS; undefined if it never did within WAIT_MS (with the last count seen).
     */
    async settled(channelId: string, expected: number): Promise<{ at?: number; last?: number }> {
      const deadline = now() + WAIT_MS;
      while (now() < deadline) {
        const current = counts.get(channelId);
        if (current?.count === expected && now() - current.at >= SETTLE_MS) return { at: current.at };
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return { last: counts.get(channelId)?.count };
    },
    close() {
      clearInterval(heartbeat);
      socket.close();
    },
  };
}

/** The participants' process, and a request/answer over its IPC channel. */
function startClients(): { child: ChildProcess; ask: <R extends ClientReport>(command: ClientCommand) => Promise<R> } {
  const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'live-clients.ts');
  // tsx's loader is in process.execArgv, which fork passes on.
  const child = fork(entry, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = <R extends ClientReport>(command: ClientCommand) =>
    new Promise<R>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the participants' process exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (report) => {
        child.off('exit', onExit);
        resolve(report as R);
      });
      child.send(command);
    });
  return { child, ask };
}

export async function benchLive(baseUrl: string): Promise<boolean> {
  const limit = openFilesLimit();
  if (limit < 2 * (PARTICIPANTS + 200)) {
    console.error(`realtime: ${PARTICIPANTS} sockets need more open files than the limit ${limit}: run \`ulimit -n 4096\` first`);
    return false;
  }
  const cookie = await signUp(baseUrl, 'realtime');
  const call = apiCaller(baseUrl, cookie);
  const project = await call('POST', '/api/projects', { name: 'Bench live', languages: ['fr', 'en'], type: 'conference' });
  const app = await call('POST', `/api/projects/${project.projectId}/applications`, { kind: 'modules', title: 'Direct' });
  const live = `/api/projects/${project.projectId}/applications/${app.applicationId}/live`;
  const channel = (await call('POST', `${live}/channels`, { name: 'Plénière' })) as Channel;

  const ticket = (await call('POST', '/api/realtime/tickets', {
    projectId: project.projectId,
    applicationId: app.applicationId,
  })) as RealtimeTicket;
  const watcher = openConsole(`${baseUrl.replace(/^http/, 'ws')}${ticket.url}?ticket=${encodeURIComponent(ticket.ticket)}`, baseUrl);
  await watcher.opened;
  const { child, ask } = startClients();
  let ok = true;
  try {
    const rssBefore = treeRss(process.pid, [child.pid!]);

    // Joins.
    const joinStarted = now();
    const joined = await ask<Extract<ClientReport, { op: 'joined' }>>({
      op: 'join',
      baseUrl,
      projectId: project.projectId,
      applicationId: app.applicationId,
      channelId: channel.channelId,
      count: PARTICIPANTS,
      concurrency: JOIN_CONCURRENCY,
    });
    const joinSeconds = (joined.lastOpenAt - joinStarted) / 1000;
    if (joined.failures.length) console.error(`realtime: ${PARTICIPANTS - joined.joined} joins failed, e.g. ${joined.failures.join('; ')}`);
    const afterJoins = await watcher.settled(channel.channelId, joined.joined);
    const joinCountMs = afterJoins.at === undefined ? Number.POSITIVE_INFINITY : Math.max(0, afterJoins.at - joined.lastOpenAt);
    const joinsOk = joined.joined === PARTICIPANTS && joinCountMs <= BUDGETS.realtimeCountMs;
    console.log(
      `realtime joins: ${joined.joined}/${PARTICIPANTS} participants joined in ${joinSeconds.toFixed(1)} s (${JOIN_CONCURRENCY} at a time); ` +
        `console count right ${afterJoins.at === undefined ? `NEVER (last ${afterJoins.last ?? 'none'})` : `${ms(joinCountMs)}`} after the last join ` +
        `(budget ${BUDGETS.realtimeCountMs} ms, ${verdict(joinsOk)})`,
    );
    ok = joinsOk && ok;

    // A notification to everyone.
    const text = `Bienvenue ${Date.now().toString(36)}`;
    const sentAt = now();
    await call('POST', `${live}/channels/${channel.channelId}/notifications`, { text });
    const answeredMs = now() - sentAt;
    const collected = await ask<Extract<ClientReport, { op: 'collected' }>>({ op: 'collect', text, timeoutMs: WAIT_MS });
    const delays = collected.arrivals.map((at) => at - sentAt);
    const p99 = percentile(delays, 0.99);
    const notifyOk =
      collected.arrivals.length === collected.expected && collected.expected === joined.joined && p99 <= BUDGETS.realtimeNotificationP99Ms;
    console.log(
      `realtime notification to ${collected.expected} participants: ${collected.arrivals.length} received; from the send: ` +
        `p50 ${ms(percentile(delays, 0.5))}, p95 ${ms(percentile(delays, 0.95))}, p99 ${ms(p99)}, max ${ms(Math.max(...delays))} ` +
        `(POST answered in ${ms(answeredMs)}; budget p99 ${BUDGETS.realtimeNotificationP99Ms} ms, every participant, ${verdict(notifyOk)})`,
    );
    ok = notifyOk && ok;

    const rssAfter = treeRss(process.pid, [child.pid!]);
    const growth = rssAfter.total - rssBefore.total;
    const memoryOk = growth < BUDGETS.realtimeMemoryGrowthMb * 1024 * 1024;
    const parts = [...rssAfter.byCommand].map(([command, bytes]) => `${command} +${mb(bytes - (rssBefore.byCommand.get(command) ?? 0))}`);
    console.log(
      `realtime memory of the local stack (gateway and handlers, DynamoDB Local, s3rver, SES): ${mb(rssBefore.total)} before the joins, ` +
        `${mb(rssAfter.total)} with ${joined.joined} sockets open: +${mb(growth)} (${parts.join(', ')}; ` +
        `${'gc' in globalThis ? 'after a full GC, ' : ''}budget < ${BUDGETS.realtimeMemoryGrowthMb} MB, ${verdict(memoryOk)})`,
    );
    ok = memoryOk && ok;

    // Half of them leave.
    const left = await ask<Extract<ClientReport, { op: 'left' }>>({ op: 'leave', count: LEAVING });
    const afterLeaves = await watcher.settled(channel.channelId, left.open);
    const leaveCountMs = afterLeaves.at === undefined ? Number.POSITIVE_INFINITY : Math.max(0, afterLeaves.at - left.lastCloseAt);
    const leavesOk = leaveCountMs <= BUDGETS.realtimeCountMs;
    console.log(
      `realtime leaves: ${left.left} participants closed; console count ${left.open} ` +
        `${afterLeaves.at === undefined ? `NEVER (last ${afterLeaves.last ?? 'none'})` : `right ${ms(leaveCountMs)}`} after the last close ` +
        `(budget ${BUDGETS.realtimeCountMs} ms, ${verdict(leavesOk)})`,
    );
    ok = leavesOk && ok;
  } finally {
    watcher.close();
    if (child.connected) child.send({ op: 'stop' } satisfies ClientCommand);
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  return ok;
}
