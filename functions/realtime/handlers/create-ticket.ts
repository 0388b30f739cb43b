import * as v from 'valibot';
import { defineRoute } from '../../lib/http/route';
import { realtime } from '../deps';

export const createTicket = defineRoute({
  input: v.object({}),
  auth: 'customer',
  status: 201,
  handler: ({ caller, request }) => realtime.issueTicket(caller, request.now),
});
