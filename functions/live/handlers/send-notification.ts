import * as v from 'valibot';
import { NotificationInput } from '../../../shared/schemas/live';
import { defineRoute } from '../../lib/http/route';
import { liveConsole } from '../deps';
import { Id, Ref } from './inputs';

export const sendNotification = defineRoute({
  input: v.strictObject({ ...Ref, channelId: Id, ...NotificationInput.entries }),
  auth: 'customer',
  status: 201,
  handler: ({ caller, input, request }) => liveConsole.notify(caller, input, request.now),
});
