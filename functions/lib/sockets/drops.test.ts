import { describe, expect, it } from 'vitest';
import { liveKeys } from '../db/keys';
import { A, C, fakeSockets, now } from './test-sockets';

describe('sending to sockets and dropping them', () => {
  it("forgets a participant once, counts it out and tells the module's consoles the new count", async () => {
    const live = fakeSockets();
    live.watch('k1');
    live.join('p1');
    live.join('p2');
    await live.drops.forget('p1', now);
    await live.drops.forget('p1', now);
    expect(live.counts.get(C)).toEqual({ count: 1, seq: 3 });
    expect(live.framesTo('k1')).toEqual([{ type: 'count', channelId: C, count: 1, seq: 3, at: now.toISOString() }]);
    expect([...live.connections.keys()]).toEqual(['k1', 'p2']);
  });

  it('forgets a connection that answers 410, and sends no frame to a console marked revoked', async () => {
    const live = fakeSockets({ gone: new Set(['p1']) });
    live.watch('k1');
    live.watch('k2');
    live.join('p1');
    live.connections.set('k2', { ...live.connections.get('k2')!, revoked: true });
    expect(await live.drops.sendTo('p1', { type: 'pong', at: now.toISOString() }, now)).toBe('gone');
    expect(live.connections.has('p1')).toBe(false);
    expect(live.framesTo('k1')).toMatchObject([{ type: 'count', count: 0 }]);
    expect(live.framesTo('k2')).toEqual([]);
  });

  it("drops a channel's participants, each told why, closed and forgotten, even when @connections fails", async () => {
    const live = fakeSockets({ failing: new Set(['p2']) });
    live.join('p1');
    live.join('p2');
    live.join('p3', 'OTHER');
    await live.drops.dropChannel(A, C, 'channelClosed', now);
    expect(live.framesTo('p1')).toEqual([{ type: 'closed', reason: 'channelClosed' }]);
    expect(live.closed).toEqual(['p1']);
    expect([...live.connections.keys()]).toEqual(['p3']);
    expect(live.counts.get(C)?.count).toBe(0);
  });

  it('reads a partition page by page for the work given', async () => {
    const live = fakeSockets();
    live.join('p1');
    live.join('p2', 'OTHER');
    const seen: string[] = [];
    await live.drops.eachConnection(liveKeys.channelConnections(A, 'OTHER'), async (connection) => void seen.push(connection.connectionId));
    expect(seen).toEqual(['p2']);
  });
});
