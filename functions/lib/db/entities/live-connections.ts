import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { liveKeys, realtimeKeys } from '../keys';
import { table } from '../table';
import { keyAttribute } from './key-attribute';

/**
 * Open sockets of the interactive modules (functions/live; docs/data-model.md, "Interactive modules"): each
 * connection, listed on GSI1 per channel or per application; each customer's consoles, for revocations; and the
 * sweep's index of where connections may exist. Written before the toolbox: no entity attribute, no timestamps.
 */

export const ConnectionEntity = new Entity({
  name: 'Connection',
  table,
  entityAttribute: false,
  timestamps: false,
  schema: item({
    connectionId: string().key(),
    role: string().enum('console', 'participant'),
    projectId: string(),
    applicationId: string(),
    channelId: string().optional(),
    participantId: string().optional(),
    displayName: string().optional(),
    customerId: string().optional(),
    /** A console's session (its token hash). */
    sessionId: string().optional(),
    /** A participant's client address at `$connect` (`clientOf`). */
    client: string().optional(),
    /** Set by a revocation before the socket is closed: the fan-out and the heartbeat skip it. */
    revoked: boolean().optional(),
    /** Epoch ms of the last frame that proved the connection alive (connect, ping). */
    lastSeenAt: number(),
    expiresAt: number(),
    /** `liveKeys.channelConnections` (a participant) or `liveKeys.consoleConnections` (a console). */
    GSI1PK: string().hidden(),
    GSI1SK: string().hidden(),
  }),
  computeKey: ({ connectionId }) => ({ PK: realtimeKeys.connection(connectionId), SK: realtimeKeys.connection(connectionId) }),
});

/** A console in its customer's index: written before its connection, so that no revocation misses it. */
export const LiveConsoleEntity = new Entity({
  name: 'LiveConsole',
  table,
  entityAttribute: false,
  timestamps: false,
  schema: item({
    customerId: keyAttribute(liveKeys.customerConsoles),
    connectionId: string().key(),
    sessionId: string().optional(),
    projectId: string(),
    applicationId: string(),
    expiresAt: number(),
  }),
  computeKey: ({ customerId, connectionId }) => ({
    PK: liveKeys.customerConsoles(customerId),
    SK: realtimeKeys.connection(connectionId),
  }),
});

/** One channel (or an application's console set, `CONSOLE`) that may hold connections: the sweep's index. */
export const LiveActiveEntity = new Entity({
  name: 'LiveActive',
  table,
  entityAttribute: false,
  timestamps: false,
  schema: item({
    projectId: string().key(),
    applicationId: string().key(),
    channelId: string().key(),
  }),
  computeKey: ({ projectId, applicationId, channelId }) => ({
    PK: liveKeys.active(),
    SK: liveKeys.activeEntry(projectId, applicationId, channelId),
  }),
});
