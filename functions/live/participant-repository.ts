import type { FormattedItem } from 'dynamodb-toolbox';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $get, $remove, $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { ParticipantStatus } from '../../shared/schemas/live';
import { LiveAddressBanEntity, LiveParticipantEntity, TicketEntity } from '../lib/db/entities/live-participants';
import { liveKeys, ttlSeconds } from '../lib/db/keys';
import { table } from '../lib/db/table';
import { unlessConditionFails } from '../lib/db/versioned';

/**
 * Who joins an interactive module (docs/data-model.md, "Interactive modules"): its participants and the address bans
 * of banned ones, in the application's partition; and the one-time tickets that open a socket, each its own item with
 * a TTL.
 */

// ---------------------------------------------------------------------------------------------------------------
// Participants

export interface ParticipantItem {
  readonly participantId: string;
  readonly displayName: string;
  readonly status: ParticipantStatus;
  readonly secretHash: string;
  readonly connectionId?: string;
  /** The client address of its last ticket (`clientOf`: IPv4, or the IPv6 /64). */
  readonly client?: string;
  /** While banned: the addresses its ban holds (see `banAddresses`). */
  readonly bannedClients?: readonly string[];
}

export async function getParticipant(applicationId: string, participantId: string): Promise<ParticipantItem | undefined> {
  const { Item } = await LiveParticipantEntity.build(GetItemCommand)
    .key({ applicationId, participantId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** Creates a participant, or renames a resumed one (its status kept), with the address it asked from. */
export async function saveParticipant(
  applicationId: string,
  participant: Omit<ParticipantItem, 'status' | 'connectionId' | 'bannedClients' | 'client'> & { readonly client: string },
  now: Date,
) {
  await LiveParticipantEntity.build(UpdateItemCommand)
    .item({
      applicationId,
      participantId: participant.participantId,
      displayName: participant.displayName,
      secretHash: participant.secretHash,
      client: participant.client,
      status: $get('status', 'active'),
      createdAt: $get('createdAt', now.toISOString()),
    })
    .send();
}

/** Keeps a write's outcome when the participant is gone (its module was deleted meanwhile). */
const unlessGone = (write: () => Promise<unknown>) => unlessConditionFails(write, undefined).then(() => undefined);

/**
 * Bans client addresses with a participant's ban (docs/live.md, "Bans"): one item per address and participant in
 * the module's partition (so the module's purge removes them), listed on the participant until it is unbanned.
 */
export async function banAddresses(applicationId: string, participantId: string, clients: readonly string[], now: Date): Promise<void> {
  await Promise.all(
    clients.map((client) =>
      LiveAddressBanEntity.build(PutItemCommand).item({ applicationId, client, participantId, bannedAt: now.toISOString() }).send(),
    ),
  );
  await unlessGone(() =>
    LiveParticipantEntity.build(UpdateItemCommand)
      // The whole list: the toolbox would otherwise write it entry by entry, into a list that may not exist yet.
      .item({ applicationId, participantId, bannedClients: $set([...clients]) })
      .options({ condition: { attr: 'applicationId', exists: true } })
      .send(),
  );
}

/** Lifts the address bans of a participant no longer banned. */
export async function unbanAddresses(applicationId: string, participantId: string, clients: readonly string[]): Promise<void> {
  await Promise.all(
    clients.map((client) => LiveAddressBanEntity.build(DeleteItemCommand).key({ applicationId, client, participantId }).send()),
  );
  await unlessGone(() =>
    LiveParticipantEntity.build(UpdateItemCommand)
      .item({ applicationId, participantId, bannedClients: $remove() })
      .options({ condition: { attr: 'applicationId', exists: true } })
      .send(),
  );
}

/** Whether a participant's ban holds this client address on the module (one consistent Query, one item read). */
export async function addressBanned(applicationId: string, client: string): Promise<boolean> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(LiveAddressBanEntity)
    .query({ partition: liveKeys.partition(applicationId), range: { beginsWith: liveKeys.addressBans(client) } })
    .options({ consistent: true, limit: 1 })
    .send();
  return Items.length > 0;
}

/** Sets a participant's status; undefined when there is no such participant. */
export async function setParticipantStatus(
  applicationId: string,
  participantId: string,
  status: ParticipantStatus,
): Promise<ParticipantItem | undefined> {
  return unlessConditionFails(async () => {
    const { Attributes } = await LiveParticipantEntity.build(UpdateItemCommand)
      .item({ applicationId, participantId, status })
      .options({ condition: { attr: 'applicationId', exists: true }, returnValues: 'ALL_NEW' })
      .send();
    return Attributes;
  }, undefined);
}

/** Records the participant's current connection; the one it replaces, if any. */
export async function swapParticipantConnection(
  applicationId: string,
  participantId: string,
  connectionId: string,
): Promise<string | undefined> {
  const old = await unlessConditionFails(async () => {
    const { Attributes } = await LiveParticipantEntity.build(UpdateItemCommand)
      .item({ applicationId, participantId, connectionId })
      .options({ condition: { attr: 'applicationId', exists: true }, returnValues: 'UPDATED_OLD' })
      .send();
    return Attributes?.connectionId;
  }, undefined);
  return old && old !== connectionId ? old : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Tickets

export type TicketContext =
  | {
      readonly role: 'console';
      readonly customerId: string;
      /** The session that asked for it (its token hash): the console lives no longer than it. */
      readonly sessionId: string;
      readonly projectId: string;
      readonly applicationId: string;
    }
  | {
      readonly role: 'participant';
      readonly projectId: string;
      readonly applicationId: string;
      readonly channelId: string;
      readonly participantId: string;
      readonly displayName: string;
      /** A participant created by this ticket (not resumed with its secret): an address ban refuses it. */
      readonly newcomer?: boolean;
    };

export async function putTicket(ticketHash: string, context: TicketContext, expiresAt: Date): Promise<void> {
  await TicketEntity.build(PutItemCommand)
    .item({ ticketHash, ...context, expiresAt: ttlSeconds(expiresAt) })
    .options({ condition: { attr: 'ticketHash', exists: false } })
    .send();
}

/** Deletes the ticket if it exists and has not expired, in one conditional write: exactly one connection gets it. */
export async function consumeTicket(ticketHash: string, now: Date): Promise<TicketContext | undefined> {
  return unlessConditionFails(async () => {
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
    return Attributes && contextOf(Attributes);
  }, undefined);
}

function contextOf(stored: FormattedItem<typeof TicketEntity>): TicketContext {
  const { role, projectId, applicationId } = stored;
  if (role === 'console') return { role, customerId: stored.customerId!, sessionId: stored.sessionId!, projectId, applicationId };
  return {
    role,
    projectId,
    applicationId,
    channelId: stored.channelId!,
    participantId: stored.participantId!,
    displayName: stored.displayName!,
    ...(stored.newcomer ? { newcomer: true } : {}),
  };
}
