/**
 * The participant's tickets. The identity (id and secret) the first ticket gives is kept in session storage per
 * module and sent with every later ticket request: a reload or a reconnection joins again as the same participant.
 */
import type { ParticipantTicket } from '../../../shared/schemas/live';
import { postTicket, type TicketBody } from './api';

type ParticipantKey = ParticipantTicket['participant'];

export interface Tickets {
  /** The body with the kept identity, if any. */
  withIdentity(body: TicketBody): TicketBody;
  /** Asks a ticket; keeps the identity it gives. */
  request(body: TicketBody): Promise<ParticipantTicket>;
}

export function participantTickets(fetcher: typeof fetch, storage: Storage, projectId: string, applicationId: string): Tickets {
  const storageKey = `noco.live.${projectId}.${applicationId}`;
  const read = (): ParticipantKey | undefined => {
    try {
      const raw = storage.getItem(storageKey);
      return raw ? (JSON.parse(raw) as ParticipantKey) : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    withIdentity(body) {
      const participant = read();
      return { ...body, ...(participant ? { participant } : {}) };
    },
    async request(body) {
      const ticket = await postTicket(fetcher, projectId, applicationId, body);
      try {
        storage.setItem(storageKey, JSON.stringify(ticket.participant));
      } catch {
        // A browser refusing storage only loses the identity across reloads.
      }
      return ticket;
    },
  };
}
