import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { liveKeys, realtimeKeys } from '../keys';
import { table } from '../table';
import { keyAttribute } from './key-attribute';

/**
 * Who joins an interactive module (functions/live; docs/data-model.md, "Interactive modules"): its participants
 * and address bans, in the application's partition, and the one-time tickets of consoles and participants. Written
 * before the toolbox: no entity attribute, no timestamps, and ids that live only in a key are not stored again.
 */

export const LiveParticipantEntity = new Entity({
  name: 'LiveParticipant',
  table,
  entityAttribute: false,
  timestamps: false,
  schema: item({
    applicationId: keyAttribute(liveKeys.partition),
    participantId: string().key(),
    displayName: string(),
    status: string().enum('active', 'muted', 'banned'),
    /** SHA-256 of its 256-bit secret. */
    secretHash: string(),
    /** Its current connection: one at a time. */
    connectionId: string().optional(),
    /** The client address of its last ticket (`clientOf`: IPv4, or the IPv6 /64). */
    client: string().optional(),
    /** While banned: the addresses its ban holds. */
    bannedClients: list(string()).optional(),
    createdAt: string(),
  }),
  computeKey: ({ applicationId, participantId }) => ({
    PK: liveKeys.partition(applicationId),
    SK: liveKeys.participant(participantId),
  }),
});

/** A ban by client address, one per address and banned participant. */
export const LiveAddressBanEntity = new Entity({
  name: 'LiveAddressBan',
  table,
  entityAttribute: false,
  timestamps: false,
  schema: item({
    applicationId: keyAttribute(liveKeys.partition),
    client: string().key(),
    participantId: string().key(),
    bannedAt: string(),
  }),
  computeKey: ({ applicationId, client, participantId }) => ({
    PK: liveKeys.partition(applicationId),
    SK: liveKeys.addressBan(client, participantId),
  }),
});

/** A ticket (by its hash, `PK` and `SK` alike): a console's or a participant's context, for one `$connect`. */
export const TicketEntity = new Entity({
  name: 'Ticket',
  table,
  entityAttribute: false,
  timestamps: false,
  schema: item({
    ticketHash: keyAttribute(realtimeKeys.ticket),
    role: string().enum('console', 'participant'),
    projectId: string(),
    applicationId: string(),
    /** A console's. */
    customerId: string().optional(),
    sessionId: string().optional(),
    /** A participant's. */
    channelId: string().optional(),
    participantId: string().optional(),
    displayName: string().optional(),
    newcomer: boolean().optional(),
    expiresAt: number(),
  }),
  computeKey: ({ ticketHash }) => ({ PK: realtimeKeys.ticket(ticketHash), SK: realtimeKeys.ticket(ticketHash) }),
});
