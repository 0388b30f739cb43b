import { describe, expect, it } from 'vitest';
import type { ServerFrame } from '../../shared/schemas/realtime';
import type { WebSocketRequest } from '../lib/entry';
import { realtimeService } from './service';

const ORIGIN = 'https://app.example';
const now = new Date('2026-11-23T10:00:00Z');

/** The service over in-memory tickets and connections, recording the frames it sends. */
function fakeRealtime(options: { gone?: boolean } = {}) {
  const tickets = new Map<string, { customerId: string; expiresAt: Date }>();
  const connections = new Map<string, { customerId: string; expiresAt: Date }>();
  const sent: [string, ServerFrame][] = [];
  const service = realtimeService({
    repository: {
      putTicket: async ({ ticketHash, ...rest }) => void tickets.set(ticketHash, rest),
      consumeTicket: async (hash, at) => {
        const ticket = tickets.get(hash);
        tickets.delete(hash);
        return ticket && ticket.expiresAt > at ? { customerId: ticket.customerId } : undefined;
      },
      putConnection: async ({ connectionId, customerId, expiresAt }) => void connections.set(connectionId, { customerId, expiresAt }),
      deleteConnection: async (id) => void connections.delete(id),
    },
    sendFrame: async (id, frame) => {
      sent.push([id, frame]);
      return options.gone ? 'gone' : 'sent';
    },
    websocketUrl: () => 'wss://ws.example/live',
    allowedOrigins: () => [ORIGIN],
  });
  return { service, tickets, connections, sent };
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
const caller = { customerId: 'CUST', email: 'a@example.com', sessionId: 's' };

describe('realtime service', () => {
  it('issues a ticket that opens one connection for 2 hours, and only once', async () => {
    const { service, tickets, connections } = fakeRealtime();
    const { ticket, url, expiresAt } = await service.issueTicket(caller, now);
    expect(url).toBe('wss://ws.example/live');
    expect(expiresAt).toBe('2026-11-23T10:01:00.000Z');
    expect([...tickets.keys()][0]).not.toContain(ticket); // stored hashed
    expect(await service.connect(request({ query: { ticket } }))).toEqual({ statusCode: 200 });
    expect(connections.get('c1')).toEqual({ customerId: 'CUST', expiresAt: new Date('2026-11-23T12:00:00Z') });
    expect(await service.connect(request({ connectionId: 'c2', query: { ticket } }))).toEqual({ statusCode: 401 });
  });

  it('refuses another origin without using the ticket, and an expired or malformed ticket', async () => {
    const { service } = fakeRealtime();
    const { ticket } = await service.issueTicket(caller, now);
    expect(await service.connect(request({ headers: { origin: 'https://evil.example' }, query: { ticket } }))).toEqual({ statusCode: 403 });
    expect(await service.connect(request({ headers: {}, query: { ticket } }))).toEqual({ statusCode: 403 });
    expect(await service.connect(request({ query: { ticket: 'short' } }))).toEqual({ statusCode: 401 });
    const later = new Date(now.getTime() + 61_000);
    expect(await service.connect(request({ query: { ticket }, now: later }))).toEqual({ statusCode: 401 });
  });

  it('answers ping with pong and every bad frame with its error code', async () => {
    const { service, sent } = fakeRealtime();
    await service.ping(request({ routeKey: 'ping', body: '{"action":"ping"}' }));
    await service.ping(request({ routeKey: 'ping', body: '{"action":"ping","x":1}' }));
    await service.ping(request({ routeKey: 'ping', body: JSON.stringify({ action: 'ping', pad: 'x'.repeat(33 * 1024) }) }));
    for (const body of ['{"action":"fly"}', 'nope', '[1]', '{"action":3}', undefined]) {
      await service.unknownFrame(request({ routeKey: '$default', ...(body === undefined ? {} : { body }) }));
    }
    expect(sent.map(([, frame]) => frame)).toEqual([
      { type: 'pong', at: now.toISOString() },
      { type: 'error', code: 'MALFORMED_FRAME' },
      { type: 'error', code: 'FRAME_TOO_LARGE' },
      { type: 'error', code: 'UNKNOWN_ACTION' },
      { type: 'error', code: 'MALFORMED_FRAME' },
      { type: 'error', code: 'MALFORMED_FRAME' },
      { type: 'error', code: 'MALFORMED_FRAME' },
      { type: 'error', code: 'MALFORMED_FRAME' },
    ]);
  });

  it('forgets a connection that is gone when it answers it', async () => {
    const { service, connections } = fakeRealtime({ gone: true });
    connections.set('c1', { customerId: 'CUST', expiresAt: now });
    await service.ping(request({ routeKey: 'ping', body: '{"action":"ping"}' }));
    expect(connections.has('c1')).toBe(false);
  });
});
