import * as v from 'valibot';
import { ModulesConfigInput } from '../../../shared/schemas/live';
import { defineRoute } from '../../lib/http/route';
import { liveConsole } from '../deps';
import { Ref } from './inputs';

export const saveConfig = defineRoute({
  input: v.strictObject({ ...Ref, ...ModulesConfigInput.entries }),
  auth: 'customer',
  handler: ({ caller, input, request }) => liveConsole.saveConfig(caller, input, request.now),
});
