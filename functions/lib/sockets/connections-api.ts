import type { ServerFrame } from '../../../shared/schemas/live';
import { AwsCallFailed, signedFetch } from '../aws/signed-fetch';
import { ConfigError, config } from '../config';

/**
 * The `@connections` management API of API Gateway, signed and sent with fetch (../aws/signed-fetch.ts): the SDK's
 * client would add about 30 KB to every domain that closes sockets (projects, applications, accounts, the job worker
 * and the live domain itself). The endpoint comes from configuration (the stage's callback URL on AWS, the local gateway
 * locally): no code path differs. `gone` when the connection is closed (410 GoneException): the caller forgets it.
 */
async function callConnection(method: 'POST' | 'DELETE', connectionId: string, body?: string): Promise<'done' | 'gone'> {
  const endpoint = config().connectionsUrl;
  if (!endpoint) throw new ConfigError('Invalid or missing configuration: WEBSOCKET_CONNECTIONS_URL');
  const url = new URL(`${endpoint}/@connections/${encodeURIComponent(connectionId)}`);
  const response = await signedFetch('execute-api', {
    method,
    url,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/octet-stream' }, body }),
  });
  // Drained either way: an unread body keeps the socket of a kept-alive connection busy.
  const text = await response.text().catch(() => '');
  if (response.status === 410) return 'gone';
  if (response.ok) return 'done';
  throw new AwsCallFailed('execute-api', response.status, response.headers.get('x-amzn-errortype')?.split(':')[0] ?? text.slice(0, 200));
}

/** Sends one frame to a connection (`POST @connections/{id}`). */
export async function sendFrame(connectionId: string, frame: ServerFrame): Promise<'sent' | 'gone'> {
  return (await callConnection('POST', connectionId, JSON.stringify(frame))) === 'done' ? 'sent' : 'gone';
}

/** Closes a connection (`DELETE @connections/{id}`); `gone` when it was closed already. */
export async function closeConnection(connectionId: string): Promise<'closed' | 'gone'> {
  return (await callConnection('DELETE', connectionId)) === 'done' ? 'closed' : 'gone';
}
