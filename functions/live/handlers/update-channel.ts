import * as v from 'valibot';
import { ChannelUpdateInput } from '../../../shared/schemas/live';
import { defineRoute } from '../../lib/http/route';
import { liveConsole } from '../deps';
import { Id, Ref } from './inputs';

export const updateChannel = defineRoute({
  input: v.strictObject({ ...Ref, channelId: Id, ...ChannelUpdateInput.entries }),
  auth: 'customer',
  handler: ({ caller, input, request }) => liveConsole.updateChannel(caller, input, request.now),
});
