import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { localDb, signedInCustomer } from '../helpers/local-aws';

/**
 * The live domain over real WebSockets (`ws` as the browser), through the local gateway's WebSocket API:
 * tickets, `$connect` checks, the `ping` route, `$default`, and the `@connections` API the handlers answer through.
 */

const origin = () => inject('stack').url;

type Api = Awaited<ReturnType<typeof signedInCustomer>>['api'];

/** A customer with an interactive modules application of their own (console tickets are per application). */
async function consoleOwner() {
  const { api, customerId } = await signedInCustomer('ws');
  const project = await api.call('POST', '/api/projects', { name: 'Direct', languages: ['fr'], type: 'conference' });
  expect(project.status).toBe(201);
  const projectId = project.body.projectId as string;
  const app = await api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'modules', title: 'Direct' });
  expect(app.status).toBe(201);
  return { api, customerId, projectId, applicationId: app.body.applicationId as string };
}

async function ticketFor(owner: { api: Api; projectId: string; applicationId: string }) {
  const response = await owner.api.call(
    'POST',
    '/api/realtime/tickets',
    { projectId: owner.projectId, applicationId: owner.applicationId },
    { origin: origin() },
  );
  expect(response.status).toBe(201);
  const body = response.body as { ticket: string; url: string; expiresAt: string };
  // The answer names the path; the page resolves it against its own origin with ws:/wss:.
  return { ...body, url: new URL(body.url, origin().replace(/^http/, 'ws')).toString() };
}

interface Opened {
  readonly socket: WebSocket;
  readonly frames: unknown[];
  /** The next frame not yet taken. */
  next(): Promise<unknown>;
}

/** Opens a socket; resolves once open, or rejects with the HTTP status of the refused upgrade. */
function open(url: string, headers: Record<string, string> = { origin: origin() }): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const frames: unknown[] = [];
    const waiting: ((frame: unknown) => void)[] = [];
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString('utf8'));
      const waiter = waiting.shift();
      if (waiter) waiter(frame);
      else frames.push(frame);
    });
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        frames,
        next: () =>
          frames.length
            ? Promise.resolve(frames.shift())
            : new Promise((resolveFrame, rejectFrame) => {
                const timer = setTimeout(() => rejectFrame(new Error('no frame within 5 s')), 5000);
                waiting.push((frame) => {
                  clearTimeout(timer);
                  resolveFrame(frame);
                });
              }),
      }),
    );
  });
}

async function connectionsOf(applicationId: string) {
  const db = localDb();
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.TableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :s)',
      ExpressionAttributeValues: { ':pk': `LIVE#${applicationId}#CONSOLE`, ':s': 'CONNECTION#' },
    }),
  );
  return (result.Items ?? []) as Array<{ customerId: string; expiresAt: number }>;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return read();
}

describe('realtime over WebSockets', () => {
  it('refuses a ticket to an anonymous caller', async () => {
    const response = await fetch(`${origin()}/api/realtime/tickets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: origin() },
      body: JSON.stringify({ projectId: 'P', applicationId: 'A' }),
    });
    expect(response.status).toBe(401);
  });

  it('connects with a ticket, answers ping with pong, and keeps a connection item of at most 2 hours', async () => {
    const owner = await consoleOwner();
    const { customerId } = owner;
    const { ticket, url, expiresAt } = await ticketFor(owner);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`${origin().replace('http:', 'ws:')}/ws`);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60_000);

    const connection = await open(`${url}?ticket=${ticket}`);
    connection.socket.send(JSON.stringify({ action: 'ping' }));
    const pong = (await connection.next()) as { type: string; at: string };
    expect(pong).toEqual({ type: 'pong', at: expect.any(String) });
    expect(Math.abs(new Date(pong.at).getTime() - Date.now())).toBeLessThan(10_000);

    const [item] = await connectionsOf(owner.applicationId);
    expect(item).toMatchObject({ customerId, role: 'console' });
    expect(item!.expiresAt - Date.now() / 1000).toBeGreaterThan(2 * 3600 - 60);
    expect(item!.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(2 * 3600);
    connection.socket.close();
  });

  it('refuses a ticket used twice, no ticket, a made-up ticket and another origin', async () => {
    const owner = await consoleOwner();
    const first = await ticketFor(owner);
    const connection = await open(`${first.url}?ticket=${first.ticket}`);
    await expect(open(`${first.url}?ticket=${first.ticket}`)).rejects.toThrow('refused 401');
    await expect(open(first.url)).rejects.toThrow('refused 401');
    await expect(open(`${first.url}?ticket=${'A'.repeat(43)}`)).rejects.toThrow('refused 401');

    const second = await ticketFor(owner);
    await expect(open(`${second.url}?ticket=${second.ticket}`, { origin: 'https://evil.example' })).rejects.toThrow('refused 403');
    await expect(open(`${second.url}?ticket=${second.ticket}`, {})).rejects.toThrow('refused 403');
    // The refused origin did not use the ticket up.
    (await open(`${second.url}?ticket=${second.ticket}`)).socket.close();
    connection.socket.close();
  });

  it('answers unknown, malformed and oversized frames with error frames, and every connection stays open', async () => {
    const owner = await consoleOwner();
    const a = await ticketFor(owner);
    const b = await ticketFor(owner);
    const one = await open(`${a.url}?ticket=${a.ticket}`);
    const other = await open(`${b.url}?ticket=${b.ticket}`);

    one.socket.send(JSON.stringify({ action: 'teleport' }));
    expect(await one.next()).toEqual({ type: 'error', code: 'UNKNOWN_ACTION' });
    one.socket.send('{not json');
    expect(await one.next()).toEqual({ type: 'error', code: 'MALFORMED_FRAME' });
    one.socket.send(JSON.stringify({ action: 'ping', extra: true }));
    expect(await one.next()).toEqual({ type: 'error', code: 'MALFORMED_FRAME', action: 'ping' });
    one.socket.send(JSON.stringify({ action: 'ping', pad: 'x'.repeat(40 * 1024) }));
    expect(await one.next()).toEqual({ type: 'error', code: 'FRAME_TOO_LARGE' });
    one.socket.send(JSON.stringify({ action: 'teleport', pad: 'x'.repeat(40 * 1024) }));
    expect(await one.next()).toEqual({ type: 'error', code: 'FRAME_TOO_LARGE' });

    for (const connection of [one, other]) {
      expect(connection.socket.readyState).toBe(WebSocket.OPEN);
      connection.socket.send(JSON.stringify({ action: 'ping' }));
      expect(await connection.next()).toMatchObject({ type: 'pong' });
    }
    one.socket.close();
    other.socket.close();
  });

  it('deletes the connection item when the socket closes', async () => {
    const owner = await consoleOwner();
    const { url, ticket } = await ticketFor(owner);
    const connection = await open(`${url}?ticket=${ticket}`);
    expect(await connectionsOf(owner.applicationId)).toHaveLength(1);
    connection.socket.close();
    expect(
      await eventually(
        () => connectionsOf(owner.applicationId),
        (items) => items.length === 0,
      ),
    ).toEqual([]);
  });

  it('refuses upgrades addressed to another host name, and other paths', async () => {
    const { url, ticket } = await ticketFor(await consoleOwner());
    await expect(open(`${url}?ticket=${ticket}`, { origin: origin(), host: 'rebound.example:80' })).rejects.toThrow('refused 421');
    await expect(open(`${url.replace('/ws', '/elsewhere')}?ticket=${ticket}`)).rejects.toThrow('refused 404');
    (await open(`${url}?ticket=${ticket}`)).socket.close();
  });

  it('serves the @connections API only to signed calls, and answers 410 for a closed connection', async () => {
    expect((await fetch(`${origin()}/@connections/nope`, { method: 'POST', body: '{}' })).status).toBe(403);
    const gone = await fetch(`${origin()}/@connections/nope`, {
      method: 'POST',
      body: '{}',
      headers: { authorization: 'AWS4-HMAC-SHA256 x' },
    });
    expect(gone.status).toBe(410);
    expect(gone.headers.get('x-amzn-errortype')).toBe('GoneException');
  });
});
