import { ConsoleTicketInput } from '../../../shared/schemas/live';
import { defineRoute } from '../../lib/http/route';
import { liveTickets } from '../deps';

export const consoleTicket = defineRoute({
  input: ConsoleTicketInput,
  auth: 'customer',
  status: 201,
  handler: ({ caller, input, request }) => liveTickets.consoleTicket(caller, input, request.now),
});
