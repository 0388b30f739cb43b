import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeTicket } from '../../../shared/schemas/live';
import { backoffMs, type LiveSocketState, openLiveSocket, socketUrl } from './socket';
import { FakeSocket } from '../test/fake-socket';

let tickets = 0;
const ticket = async (): Promise<RealtimeTicket> => ({ ticket: `t${++tickets}`, url: '/ws', expiresAt: '' });
const flush = () => vi.advanceTimersByTimeAsync(0);

function start(overrides: Partial<Parameters<typeof openLiveSocket>[0]> = {}) {
  const states: LiveSocketState[] = [];
  const frames: unknown[] = [];
  const socket = openLiveSocket({
    getTicket: ticket,
    onFrame: (frame) => frames.push(frame),
    onState: (state) => states.push(state),
    heartbeatSeconds: () => 10,
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    origin: 'https://app.example',
    ...overrides,
  });
  return { socket, states, frames };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
});
afterEach(() => vi.useRealTimers());

describe('live socket', () => {
  it('opens the ticket path on the page origin in wss, with the ticket', () => {
    expect(socketUrl({ ticket: 'abc', url: '/ws', expiresAt: '' }, 'https://app.example')).toBe('wss://app.example/ws?ticket=abc');
    expect(socketUrl({ ticket: 'abc', url: '/ws', expiresAt: '' }, 'http://127.0.0.1:3000')).toBe('ws://127.0.0.1:3000/ws?ticket=abc');
  });

  it('sends its first frame on open, then a heartbeat every interval', async () => {
    const { states } = start({ onOpen: (send) => send({ action: 'sync' }) });
    await flush();
    const first = FakeSocket.made[0]!;
    first.open();
    expect(states.at(-1)).toEqual({ status: 'open' });
    await vi.advanceTimersByTimeAsync(10_000);
    first.frame({ type: 'pong', at: '' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first.sent).toEqual([{ action: 'sync' }, { action: 'ping' }, { action: 'ping' }]);
  });

  it('reconnects with a fresh ticket after a drop, with growing backoff', async () => {
    const { states, frames } = start();
    await flush();
    FakeSocket.made[0]!.close();
    expect(states.at(-1)).toMatchObject({ status: 'reconnecting', attempt: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.made).toHaveLength(2);
    expect(FakeSocket.made[1]!.url).not.toBe(FakeSocket.made[0]!.url);
    FakeSocket.made[1]!.open();
    FakeSocket.made[1]!.frame({ type: 'pong', at: 'x' });
    expect(frames).toEqual([{ type: 'pong', at: 'x' }]);
    expect(backoffMs(1, () => 1)).toBe(500);
    expect(backoffMs(4, () => 1)).toBe(4_000);
    expect(backoffMs(20, () => 0)).toBe(15_000);
  });

  it('closes a silent socket after two missed beats, and reconnects', async () => {
    start();
    await flush();
    FakeSocket.made[0]!.open();
    await vi.advanceTimersByTimeAsync(25_000);
    expect(FakeSocket.made[0]!.readyState).toBe(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('stops for good on a final reason, and on a ticket refused for good', async () => {
    const { states } = start();
    await flush();
    const first = FakeSocket.made[0]!;
    first.open();
    first.frame({ type: 'closed', reason: 'banned' });
    first.close();
    expect(states.at(-1)).toEqual({ status: 'stopped', reason: 'banned' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made).toHaveLength(1);

    const refusal = new Error('LIVE_PASSWORD_INVALID');
    const refused = start({ getTicket: () => Promise.reject(refusal), isFinal: () => true });
    await flush();
    expect(refused.states.at(-1)).toEqual({ status: 'stopped', reason: 'refused', error: refusal });
  });

  it('does not reconnect once closed by the page', async () => {
    const { socket, states } = start();
    await flush();
    FakeSocket.made[0]!.open();
    socket.close();
    expect(states.at(-1)).toEqual({ status: 'stopped', reason: 'stopped' });
    expect(socket.send({ action: 'ping' })).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
