import * as v from 'valibot';
import { defineRoute } from '../../lib/http/route';
import { liveConsole } from '../deps';
import { Id, Ref } from './inputs';

export const deleteChat = defineRoute({
  input: v.object({ ...Ref, channelId: Id, messageId: Id }),
  auth: 'customer',
  status: 204,
  handler: ({ caller, input, request }) => liveConsole.deleteChat(caller, input, request.now),
});
