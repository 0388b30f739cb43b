import * as v from 'valibot';
import { ParticipantTicketInput } from '../../../shared/schemas/live';
import { defineRoute } from '../../lib/http/route';
import { liveTickets } from '../deps';
import { Ref } from './inputs';

export const participantTicket = defineRoute({
  input: v.strictObject({ ...Ref, ...ParticipantTicketInput.entries }),
  auth: 'public',
  status: 201,
  handler: ({ input, request }) => liveTickets.participantTicket(input, request),
});
