import * as v from 'valibot';
import { ParticipantStatusInput } from '../../../shared/schemas/live';
import { defineRoute } from '../../lib/http/route';
import { liveConsole } from '../deps';
import { Id, Ref } from './inputs';

export const setParticipantStatus = defineRoute({
  input: v.strictObject({ ...Ref, participantId: Id, ...ParticipantStatusInput.entries }),
  auth: 'customer',
  handler: ({ caller, input, request }) => liveConsole.setStatus(caller, input, request.now),
});
