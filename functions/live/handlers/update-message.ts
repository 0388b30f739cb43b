import * as v from 'valibot';
import { PrivateMessageUpdateInput } from '../../../shared/schemas/live';
import { defineRoute } from '../../lib/http/route';
import { liveConsole } from '../deps';
import { Id, Ref } from './inputs';

export const updateMessage = defineRoute({
  input: v.strictObject({ ...Ref, messageId: Id, ...PrivateMessageUpdateInput.entries }),
  auth: 'customer',
  handler: ({ caller, input }) => liveConsole.updateMessage(caller, input),
});
