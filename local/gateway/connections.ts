import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WebSocket } from 'ws';
import { MAX_MESSAGE_BYTES } from '../../shared/live-limits';

interface LocalConnection {
  readonly socket: WebSocket;
  readonly connectedAt: Date;
  lastActiveAt: Date;
  readonly sourceIp: string;
  readonly userAgent: string;
}

/** The open WebSocket connections of the local gateway, by connection id. */
export type ConnectionRegistry = Map<string, LocalConnection>;

/**
 * The `@connections` management API of API Gateway, served by the local gateway so that
 * the functions' signed calls (functions/lib/sockets/connections-api.ts) work unchanged (their endpoint is WEBSOCKET_CONNECTIONS_URL):
 * `POST /@connections/{id}` sends the body as a frame, `GET` describes the connection, `DELETE` closes it;
 * a connection that is not open answers 410 GoneException, as on AWS. Calls must be signed (any signature:
 * the local engines accept any credentials), as an unsigned call is refused on AWS.
 */
export async function serveConnectionsApi(registry: ConnectionRegistry, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://local');
  const match = /^\/@connections\/([^/]+)$/.exec(url.pathname);
  if (!match) return error(response, 404, 'NotFoundException', 'Not Found');
  if (!request.headers.authorization) return error(response, 403, 'ForbiddenException', 'Missing Authentication Token');
  const connectionId = decodeURIComponent(match[1]!);
  const body = await readBody(request);
  if (body === undefined) return error(response, 413, 'PayloadTooLargeException', 'Message too long');
  const connection = registry.get(connectionId);
  if (!connection || connection.socket.readyState !== connection.socket.OPEN) return error(response, 410, 'GoneException', null);

  switch (request.method) {
    case 'POST':
      connection.socket.send(body.toString('utf8'));
      response.writeHead(200, { 'content-length': '0' }).end();
      return;
    case 'GET':
      return json(response, 200, {
        connectedAt: connection.connectedAt.toISOString(),
        identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
        lastActiveAt: connection.lastActiveAt.toISOString(),
      });
    case 'DELETE':
      connection.socket.close(1000);
      response.writeHead(204).end();
      return;
    default:
      return error(response, 404, 'NotFoundException', 'Not Found');
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_MESSAGE_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...headers });
  response.end(text);
}

/** Errors as the SDK's REST-JSON protocol reads them: the type in `x-amzn-ErrorType`. */
function error(response: ServerResponse, status: number, type: string, message: string | null): void {
  json(response, status, { message }, { 'x-amzn-errortype': type });
}
