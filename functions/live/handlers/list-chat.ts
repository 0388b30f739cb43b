import * as v from 'valibot';
import { defineRoute } from '../../lib/http/route';
import { liveConsole } from '../deps';
import { Cursor, Id, Ref } from './inputs';

export const listChat = defineRoute({
  input: v.object({ ...Ref, channelId: Id, cursor: Cursor }),
  auth: 'customer',
  handler: ({ caller, input }) => liveConsole.chat(caller, input),
});
