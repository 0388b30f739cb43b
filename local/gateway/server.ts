import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { domains, type DomainName } from '../../functions/manifest';
import { hostedEntryFor } from '../../shared/web-entries';
import { capturedMail } from '../engines/ses';
import { type ConnectionRegistry, serveConnectionsApi } from './connections';
import { lambdaContext, toApiEvent } from './event';
import {
  cachedHostedSites,
  type HostedSiteCacheOptions,
  type HostedSiteLookup,
  hostedRoute,
  hostName,
  isLocalHost,
  localOrigins,
  MISDIRECTED_STATUS,
} from './host';
import { compileRoutes } from './routes';
import { serveStatic } from './static';
import { attachWebSockets } from './websocket';

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** API Gateway refuses payloads above 10 MB; so does the gateway. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

export interface GatewayOptions {
  readonly rootDir: string;
  readonly webDir: string;
  readonly sesUrl: string;
  /** Origins the pages may load images from and send uploads to (the CSP's img-src and connect-src): s3rver's. */
  readonly uploadOrigins?: readonly string[];
  /**
   * Hosting: says whether a host name is a published web app's (cached by the gateway, see
   * `hostedSiteCache`). Default: `GET /api/public/sites/{host}` through the very handler `/api` uses, 200 = published.
   */
  readonly hostedSites?: HostedSiteLookup;
  readonly hostedSiteCache?: HostedSiteCacheOptions;
}

/**
 * The local stand-in for CloudFront + API Gateway: `/api/*` becomes an HTTP API v2 event for the very
 * Lambda handler module that CDK deploys; `/_local/mail` reads captured mail (local only); the rest is
 * the web build. Only requests addressed to `127.0.0.1:PORT` or `localhost:PORT` are served (./host.ts), and
 * those carrying a published web app's host name, as that site: its pages (`hostedEntryFor`), the build's files,
 * `/api/public/*`, `/api/live/*` and `/ws`; the rest of them is misdirected too.
 */
export function createGateway(options: GatewayOptions): Server {
  const match = compileRoutes();
  const handlers = new Map<DomainName, Promise<LambdaHandler>>();
  const load = (domain: DomainName) => {
    let loaded = handlers.get(domain);
    if (!loaded) {
      const entry = pathToFileURL(path.join(options.rootDir, domains[domain].entry)).href;
      loaded = import(entry).then((module: { handler: LambdaHandler }) => module.handler);
      handlers.set(domain, loaded);
    }
    return loaded;
  };

  const hostedSites = cachedHostedSites(options.hostedSites ?? publishedByHandler, options.hostedSiteCache);
  /** Whether a request that is not addressed to a local name carries a published web app's. */
  const isHosted = (request: IncomingMessage) => hostedSites(hostName(request.headers.host), request.socket.remoteAddress);

  const connections: ConnectionRegistry = new Map();
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[gateway]', error);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Internal Server Error' }));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // The port the server really listens on (0 at creation picks a free one).
    const { port } = server.address() as AddressInfo;
    const url = new URL(request.url ?? '/', 'http://local');
    if (!isLocalHost(request.headers.host, port)) return handleHosted(request, response, url, port);
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return handleApi(request, response, url);
    if (url.pathname === '/_local/mail') return handleMail(response, url);
    // API Gateway's WebSocket management API (WEBSOCKET_CONNECTIONS_URL); the sockets themselves: ./websocket.ts.
    if (url.pathname.startsWith('/@connections/')) return serveConnectionsApi(connections, request, response);
    return serveStatic(options.webDir, request, response, options.uploadOrigins);
  }

  /** A request addressed to another name: served as a published web app when its host is one, else 421. */
  async function handleHosted(request: IncomingMessage, response: ServerResponse, url: URL, port: number): Promise<void> {
    const route = hostedRoute(url.pathname);
    if (route === 'refuse' || !(await isHosted(request))) return misdirected(response, port);
    if (route === 'api') return handleApi(request, response, url);
    return serveStatic(options.webDir, request, response, options.uploadOrigins, hostedEntryFor);
  }

  /** The default lookup: the public read API's answer for the site (`GET /api/public/sites/{host}`), 200 or 404. */
  async function publishedByHandler(host: string, client = '127.0.0.1'): Promise<boolean> {
    const pathname = `/api/public/sites/${encodeURIComponent(host)}`;
    const request = {
      method: 'GET',
      url: pathname,
      httpVersion: '1.1',
      rawHeaders: ['host', `127.0.0.1:${(server.address() as AddressInfo).port}`, 'accept', 'application/json'],
      socket: { remoteAddress: client },
    } as unknown as IncomingMessage;
    const result = await invoke(request, Buffer.alloc(0), new URL(pathname, 'http://local'));
    if (result.statusCode === 200) return true;
    if (result.statusCode === 404) return false;
    // No definite answer (a rate limit, a failure): not served, and not remembered.
    throw new Error(`GET ${pathname} answered ${result.statusCode}`);
  }

  async function invoke(request: IncomingMessage, body: Buffer, url: URL): Promise<APIGatewayProxyStructuredResultV2> {
    const route = match(request.method ?? 'GET', url.pathname);
    const event = toApiEvent(request, body, route);
    const manifest = domains[route.domain] as { timeoutSeconds?: number };
    const handler = await load(route.domain);
    return handler(event, lambdaContext(route.domain, event.requestContext.requestId, (manifest.timeoutSeconds ?? 10) * 1000));
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        response.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
        response.end(JSON.stringify({ message: 'Request Entity Too Large' }));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    }
    const result = await invoke(request, Buffer.concat(chunks), url);
    const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
    if (result.cookies?.length) headers['set-cookie'] = result.cookies;
    const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
    headers['content-length'] = String(body.length);
    response.writeHead(result.statusCode ?? 200, headers);
    response.end(body);
  }

  function misdirected(response: ServerResponse, port: number): void {
    const hosts = localOrigins(port).join(' or ');
    response.writeHead(MISDIRECTED_STATUS, { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' });
    response.end(JSON.stringify({ message: `Misdirected Request: this local server only answers at ${hosts}` }));
  }

  async function handleMail(response: ServerResponse, url: URL): Promise<void> {
    const to = url.searchParams.get('to');
    if (!to) {
      response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Give ?to=EMAIL' }));
      return;
    }
    const mail = await capturedMail(options.sesUrl, to);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify(mail));
  }

  attachWebSockets(server, { load, registry: connections, isHosted });
  // Clients keep their sockets between requests (browsers, test request contexts): the server must not be the one to
  // close an idle socket first, or a request sent on it as it closes fails with ECONNRESET. CloudFront and API Gateway
  // keep them longer than Node's 5 s default too. Stopping the stack closes every connection at once.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
