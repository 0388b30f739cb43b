import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { ConnectionEntity, LiveActiveEntity, LiveConsoleEntity } from '../lib/db/entities/live-connections';
import { liveKeys, realtimeKeys } from '../lib/db/keys';
import { unlessConditionFails } from '../lib/db/versioned';
import type { ActiveEntry, ConnectionItem } from '../lib/sockets/socket-store';

/**
 * Open sockets (docs/data-model.md, "Interactive modules"), as `$connect` and the heartbeat write them: each
 * connection is its own item with a TTL, listed on GSI1 per channel (participants) and per application (consoles);
 * each customer's consoles are indexed for the revocations; `LIVE#ACTIVE` names where connections may exist, for the
 * sweep. Reading, revoking and deleting them is the socket transport's (functions/lib/sockets/socket-store.ts).
 */

export async function putConnection(connection: ConnectionItem): Promise<void> {
  const { connectionId, role, projectId, applicationId, customerId, sessionId, expiresAt } = connection;
  if (role === 'console' && customerId) {
    await LiveConsoleEntity.build(PutItemCommand)
      .item({ customerId, connectionId, ...(sessionId ? { sessionId } : {}), projectId, applicationId, expiresAt })
      .send();
  }
  const listing =
    role === 'participant' ? liveKeys.channelConnections(applicationId, connection.channelId!) : liveKeys.consoleConnections(applicationId);
  await ConnectionEntity.build(PutItemCommand)
    .item({ ...connection, GSI1PK: listing, GSI1SK: realtimeKeys.connection(connectionId) })
    .send();
}

/** A heartbeat: the connection was heard now. False when its item is gone (an orphaned socket) or revoked. */
export async function touchConnection(connectionId: string, now: Date): Promise<boolean> {
  return unlessConditionFails(async () => {
    await ConnectionEntity.build(UpdateItemCommand)
      .item({ connectionId, lastSeenAt: now.getTime() })
      .options({
        condition: {
          and: [
            { attr: 'connectionId', exists: true },
            { attr: 'revoked', exists: false },
          ],
        },
      })
      .send();
    return true;
  }, false);
}

/** Names a channel (or an application's consoles, `CONSOLE`) in the sweep's index of where connections may exist. */
export async function markActive(entry: ActiveEntry): Promise<void> {
  await LiveActiveEntity.build(PutItemCommand).item(entry).send();
}
