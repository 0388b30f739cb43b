import * as v from 'valibot';
import { ChannelCreateInput } from '../../../shared/schemas/live';
import { defineRoute } from '../../lib/http/route';
import { liveConsole } from '../deps';
import { Ref } from './inputs';

export const createChannel = defineRoute({
  input: v.strictObject({ ...Ref, ...ChannelCreateInput.entries }),
  auth: 'customer',
  status: 201,
  handler: ({ caller, input, request }) => liveConsole.createChannel(caller, input, request.now),
});
