import * as v from 'valibot';
import { defineRoute } from '../../lib/http/route';
import { liveConsole } from '../deps';
import { Ref } from './inputs';

export const getLive = defineRoute({
  input: v.object(Ref),
  auth: 'customer',
  handler: ({ caller, input }) => liveConsole.state(caller, input),
});
