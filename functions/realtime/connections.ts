import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { ServerFrame } from '../../shared/schemas/realtime';
import { ConfigError, config } from '../lib/config';

let client: ApiGatewayManagementApiClient | undefined;

function managementClient(): ApiGatewayManagementApiClient {
  const endpoint = config().connectionsUrl;
  if (!endpoint) throw new ConfigError('Invalid or missing configuration: WEBSOCKET_CONNECTIONS_URL');
  client ??= new ApiGatewayManagementApiClient({ endpoint, maxAttempts: 2 });
  return client;
}

/**
 * Sends one frame to a connection through the `@connections` management API. The endpoint comes from
 * configuration (the stage's callback URL on AWS, the local gateway locally): no code path differs.
 * `gone` when the connection is closed (410): the caller forgets it.
 */
export async function sendFrame(connectionId: string, frame: ServerFrame): Promise<'sent' | 'gone'> {
  try {
    await managementClient().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(frame) }));
    return 'sent';
  } catch (error) {
    if (error instanceof GoneException) return 'gone';
    throw error;
  }
}

/** Closes a connection (`DELETE @connections/{id}`); `gone` when it was closed already. */
export async function closeConnection(connectionId: string): Promise<'closed' | 'gone'> {
  try {
    await managementClient().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    return 'closed';
  } catch (error) {
    if (error instanceof GoneException) return 'gone';
    throw error;
  }
}
