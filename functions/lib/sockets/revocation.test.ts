import { describe, expect, it } from 'vitest';
import { A, C, CUSTOMER, fakeSockets, now, P } from './test-sockets';

describe('withdrawn rights close the sockets at once', () => {
  it('a logout closes the consoles of that session only; a password change all but its own; an erasure all', async () => {
    const live = fakeSockets();
    live.watch('k1');
    live.watch('k2', 's2');
    await live.revocation.sessionsEnded(CUSTOMER, { only: 's' }, now);
    expect(live.closedReasons('k1')).toEqual([{ type: 'closed', reason: 'accessRevoked' }]);
    expect(live.closed).toEqual(['k1']);
    expect([...live.connections.keys()]).toEqual(['k2']);
    live.watch('k3');
    await live.revocation.sessionsEnded(CUSTOMER, { except: 's' }, now);
    expect(live.closed).toEqual(['k1', 'k2']);
    await live.revocation.sessionsEnded(CUSTOMER, {}, now);
    expect(live.closed).toEqual(['k1', 'k2', 'k3']);
    expect(live.connections.size).toBe(0);
  });

  it('marks a console revoked, then tells it closed, closes it and forgets it, in that order', async () => {
    const live = fakeSockets();
    live.watch('k1');
    await live.revocation.sessionsEnded(CUSTOMER, {}, now);
    expect(live.steps).toEqual(['mark k1', 'send k1 accessRevoked', 'close k1', 'forget k1']);
  });

  it('a right changed closes only the consoles that no longer read their module', async () => {
    const options: { watching: boolean } = { watching: true };
    const live = fakeSockets(options);
    live.watch('k1');
    await live.revocation.rightsChanged(CUSTOMER, P, now);
    expect(live.closed).toEqual([]);
    await live.revocation.rightsChanged(CUSTOMER, 'ANOTHER', now);
    options.watching = false;
    await live.revocation.rightsChanged(CUSTOMER, 'ANOTHER', now);
    expect(live.closed).toEqual([]);
    await live.revocation.rightsChanged(CUSTOMER, P, now);
    expect(live.closedReasons('k1')).toEqual([{ type: 'closed', reason: 'accessRevoked' }]);
  });

  it('a deleted module closes its consoles (accessRevoked) and participants (moduleDeleted); a deleted project too', async () => {
    const live = fakeSockets();
    live.watch('k1');
    live.join('p1');
    live.join('p2', 'OTHER');
    await live.revocation.applicationDeleted(P, A, now);
    expect(live.closedReasons('k1')).toEqual([{ type: 'closed', reason: 'accessRevoked' }]);
    for (const id of ['p1', 'p2']) expect(live.closedReasons(id)).toEqual([{ type: 'closed', reason: 'moduleDeleted' }]);
    expect(live.connections.size).toBe(0);
    expect(live.counts.get(C)?.count).toBe(0);
    expect(live.counts.get('OTHER')?.count).toBe(0);
    expect(live.active.has(JSON.stringify({ projectId: P, applicationId: A, channelId: 'CONSOLE' }))).toBe(false);

    const project = fakeSockets();
    project.watch('k1');
    project.join('p1');
    await project.revocation.projectDeleted(P, now);
    expect(project.closedReasons('k1')).toEqual([{ type: 'closed', reason: 'accessRevoked' }]);
    expect(project.closedReasons('p1')).toEqual([{ type: 'closed', reason: 'moduleDeleted' }]);
  });
});
