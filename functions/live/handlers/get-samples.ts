import * as v from 'valibot';
import { defineRoute } from '../../lib/http/route';
import { liveConsole } from '../deps';
import { Hours, Id, Ref } from './inputs';

export const getSamples = defineRoute({
  input: v.object({ ...Ref, channelId: Id, hours: Hours }),
  auth: 'customer',
  handler: ({ caller, input, request }) => liveConsole.samples(caller, input, request.now),
});
