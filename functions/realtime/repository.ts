import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { keys, realtimeKeys, ttlSeconds } from '../lib/db/keys';
import { table } from '../lib/db/table';

/** A one-time WebSocket ticket: only its hash is stored; it expires 60 s after it is issued. */
const TicketEntity = new Entity({
  name: 'RealtimeTicket',
  table,
  timestamps: false,
  schema: item({
    ticketHash: string().key(),
    customerId: string(),
    expiresAt: number(),
  }),
  computeKey: ({ ticketHash }) => ({ PK: realtimeKeys.ticket(ticketHash), SK: realtimeKeys.ticket(ticketHash) }),
});

/** An open WebSocket connection, listed per customer on GSI1 for fan-out; expires with API Gateway's 2 h limit. */
const ConnectionEntity = new Entity({
  name: 'RealtimeConnection',
  table,
  timestamps: false,
  schema: item({
    connectionId: string().key(),
    customerId: string(),
    connectedAt: string(),
    expiresAt: number(),
    GSI1PK: string(),
    GSI1SK: string(),
  }),
  computeKey: ({ connectionId }) => ({ PK: realtimeKeys.connection(connectionId), SK: realtimeKeys.connection(connectionId) }),
});

export async function putTicket(ticket: { ticketHash: string; customerId: string; expiresAt: Date }): Promise<void> {
  await TicketEntity.build(PutItemCommand)
    .item({ ticketHash: ticket.ticketHash, customerId: ticket.customerId, expiresAt: ttlSeconds(ticket.expiresAt) })
    .options({ condition: { attr: 'ticketHash', exists: false } })
    .send();
}

/**
 * Deletes the ticket if it exists and has not expired, in one conditional write: of two connections that
 * present the same ticket, exactly one gets its customer id. Undefined when the ticket is unknown, used or expired.
 */
export async function consumeTicket(ticketHash: string, now: Date): Promise<{ customerId: string } | undefined> {
  try {
    const { Attributes } = await TicketEntity.build(DeleteItemCommand)
      .key({ ticketHash })
      .options({
        condition: {
          and: [
            { attr: 'ticketHash', exists: true },
            { attr: 'expiresAt', gt: ttlSeconds(now) },
          ],
        },
        returnValues: 'ALL_OLD',
      })
      .send();
    return Attributes ? { customerId: Attributes.customerId } : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

export async function putConnection(connection: { connectionId: string; customerId: string; connectedAt: Date; expiresAt: Date }) {
  await ConnectionEntity.build(PutItemCommand)
    .item({
      connectionId: connection.connectionId,
      customerId: connection.customerId,
      connectedAt: connection.connectedAt.toISOString(),
      expiresAt: ttlSeconds(connection.expiresAt),
      GSI1PK: keys.customer(connection.customerId),
      GSI1SK: realtimeKeys.connection(connection.connectionId),
    })
    .send();
}

export async function deleteConnection(connectionId: string): Promise<void> {
  await ConnectionEntity.build(DeleteItemCommand).key({ connectionId }).send();
}
