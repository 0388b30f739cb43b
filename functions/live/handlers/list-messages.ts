import * as v from 'valibot';
import { defineRoute } from '../../lib/http/route';
import { liveConsole } from '../deps';
import { Cursor, Ref } from './inputs';

export const listMessages = defineRoute({
  input: v.object({ ...Ref, cursor: Cursor }),
  auth: 'customer',
  handler: ({ caller, input }) => liveConsole.messages(caller, input),
});
