import * as v from 'valibot';
import { defineRoute } from '../../lib/http/route';
import { liveTickets } from '../deps';
import { Ref } from './inputs';

export const getPublicModule = defineRoute({
  input: v.object(Ref),
  auth: 'public',
  handler: ({ input }) => liveTickets.publicModule(input),
});
