import { randomBytes, randomUUID } from 'node:crypto';
import { type IncomingMessage, STATUS_CODES, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Context } from 'aws-lambda';
import { type WebSocket, WebSocketServer } from 'ws';
import { type DomainManifest, type DomainName, domains } from '../../functions/manifest';
import { CONNECTION_TTL_MS, IDLE_TIMEOUT_MS, MAX_MESSAGE_BYTES, WEBSOCKET_PATH } from '../../shared/live-limits';
import type { ConnectionRegistry } from './connections';
import { lambdaContext } from './event';
import { isLocalHost, MISDIRECTED_STATUS } from './host';

type WebSocketLambda = (event: never, context: Context) => Promise<unknown>;

export interface WebSocketGatewayOptions {
  /** Loads a domain's Lambda handler module (the gateway's loader: the same module CDK deploys). */
  readonly load: (domain: DomainName) => Promise<WebSocketLambda>;
  readonly registry: ConnectionRegistry;
  /** The manifest entries to route to (functions/manifest.ts). */
  readonly manifest?: Readonly<Record<string, DomainManifest>>;
  /**
   * Hosting: whether an upgrade addressed to another name carries a published web app's host name
   * (the site embeds the participant page, whose socket opens on its own origin). Default: none is.
   */
  readonly isHosted?: (request: IncomingMessage) => Promise<boolean>;
}

/**
 * The local stand-in for an API Gateway WebSocket API: upgrades on `/ws` become `$connect` events (with the
 * upgrade's headers and query string) for the domain that declares that route, and the socket is accepted
 * only when the handler answers 2xx; each message goes to the route its `action` names (the route selection
 * expression `$request.body.action`), else `$default`; closing sends `$disconnect`. Handlers answer through
 * the `@connections` API (./connections.ts), as on AWS. Upgrades addressed to another host are refused (./host.ts),
 * unless it is a published web app's (`isHosted`).
 */
export function attachWebSockets(server: Server, options: WebSocketGatewayOptions): void {
  const manifest: Readonly<Record<string, DomainManifest>> = options.manifest ?? domains;
  const routes = routeTable(manifest);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });

  // Upgraded sockets still hold the server open: the gateway's stop (closeAllConnections) ends them too.
  const closeHttpConnections = server.closeAllConnections.bind(server);
  server.closeAllConnections = () => {
    for (const connection of options.registry.values()) connection.socket.terminate();
    closeHttpConnections();
  };

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    upgrade(request, socket, head).catch((error: unknown) => {
      console.error('[gateway] websocket', error);
      refuse(socket, 500);
    });
  });

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const { port } = server.address() as AddressInfo;
    if (!isLocalHost(request.headers.host, port) && !(await options.isHosted?.(request))) {
      return refuse(socket, MISDIRECTED_STATUS);
    }
    const url = new URL(request.url ?? '/', 'http://local');
    if (url.pathname !== WEBSOCKET_PATH) return refuse(socket, 404);

    const connectionId = randomBytes(12).toString('base64url');
    const identity = { sourceIp: request.socket.remoteAddress ?? '127.0.0.1', userAgent: request.headers['user-agent'] ?? '' };
    const headers: Record<string, string> = {};
    for (let i = 0; i < request.rawHeaders.length; i += 2) {
      const name = request.rawHeaders[i]!;
      headers[name] = headers[name] === undefined ? request.rawHeaders[i + 1]! : `${headers[name]},${request.rawHeaders[i + 1]}`;
    }
    const query = Object.fromEntries(url.searchParams);
    const connected = await invoke('$connect', connectionId, identity, {
      headers,
      ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    });
    const status = connected?.statusCode ?? 200;
    if (status < 200 || status > 299) return refuse(socket, status);

    sockets.handleUpgrade(request, socket, head, (ws) => accept(ws, connectionId, identity));
  }

  function accept(ws: WebSocket, connectionId: string, identity: { sourceIp: string; userAgent: string }): void {
    const connection = { socket: ws, connectedAt: new Date(), lastActiveAt: new Date(), ...identity };
    options.registry.set(connectionId, connection);
    let idle = setTimeout(() => ws.close(1001, 'Going away'), IDLE_TIMEOUT_MS);
    const lifetime = setTimeout(() => ws.close(1001, 'Going away'), CONNECTION_TTL_MS);
    // Messages of one connection run one after the other, as a client would see them answered.
    let queue = Promise.resolve();

    ws.on('message', (data: Buffer, isBinary: boolean) => {
      connection.lastActiveAt = new Date();
      clearTimeout(idle);
      idle = setTimeout(() => ws.close(1001, 'Going away'), IDLE_TIMEOUT_MS);
      const body = isBinary ? data.toString('base64') : data.toString('utf8');
      queue = queue.then(async () => {
        await invoke(selectRoute(routes, body, isBinary), connectionId, identity, { body, isBase64Encoded: isBinary });
      });
    });
    ws.on('close', (code: number, reason: Buffer) => {
      clearTimeout(idle);
      clearTimeout(lifetime);
      options.registry.delete(connectionId);
      queue = queue.then(async () => {
        await invoke('$disconnect', connectionId, identity, {}, { disconnectStatusCode: code, disconnectReason: reason.toString('utf8') });
      });
    });
    ws.on('error', () => ws.terminate());
  }

  /** Calls the route's handler with the event API Gateway would send; a failure is logged, never thrown. */
  async function invoke(
    routeKey: string,
    connectionId: string,
    identity: { sourceIp: string; userAgent: string },
    fields: Record<string, unknown>,
    context: Record<string, unknown> = {},
  ): Promise<{ statusCode?: number } | undefined> {
    const domain = routes.get(routeKey);
    if (!domain) return routeKey === '$connect' ? { statusCode: 200 } : undefined;
    const now = new Date();
    const requestId = randomUUID();
    const event = {
      ...fields,
      isBase64Encoded: fields.isBase64Encoded ?? false,
      requestContext: {
        routeKey,
        eventType: routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE',
        messageDirection: 'IN',
        stage: 'local',
        connectionId,
        requestId,
        extendedRequestId: requestId,
        apiId: 'local',
        domainName: '127.0.0.1',
        connectedAt: now.getTime(),
        requestTime: now.toUTCString(),
        requestTimeEpoch: now.getTime(),
        identity,
        ...context,
      },
    };
    try {
      const handler = await options.load(domain);
      const timeoutMs = (manifest[domain]?.timeoutSeconds ?? 10) * 1000;
      return (await handler(event as never, lambdaContext(domain, requestId, timeoutMs))) as { statusCode?: number } | undefined;
    } catch (error) {
      console.error(`[gateway] websocket ${routeKey}`, error);
      return { statusCode: 500 };
    }
  }
}

/** Route key → the domain that declares it (a route key belongs to one integration, as on AWS). */
function routeTable(manifest: Readonly<Record<string, DomainManifest>>): Map<string, DomainName> {
  const table = new Map<string, DomainName>();
  for (const [domain, entry] of Object.entries(manifest)) {
    for (const key of entry.websocket ?? []) {
      if (table.has(key)) throw new Error(`functions/manifest.ts: WebSocket route "${key}" is declared twice`);
      table.set(key, domain as DomainName);
    }
  }
  return table;
}

/** API Gateway's route selection on `$request.body.action`: a reserved key is never selected by a frame. */
function selectRoute(routes: ReadonlyMap<string, DomainName>, body: string, isBinary: boolean): string {
  if (isBinary) return '$default';
  try {
    const action = (JSON.parse(body) as { action?: unknown } | null)?.action;
    if (typeof action === 'string' && !action.startsWith('$') && routes.has(action)) return action;
  } catch {
    /* not JSON: $default */
  }
  return '$default';
}

function refuse(socket: Duplex, status: number): void {
  if (!socket.writable) return void socket.destroy();
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
}
