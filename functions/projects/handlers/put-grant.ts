import { PutGrantInput } from '../../../shared/schemas/projects';
import { defineRoute } from '../../lib/http/route';
import { delegation } from '../deps';

/** Sets (or, with level none, removes) one right; answers the whole list. */
export const putGrant = defineRoute({
  input: PutGrantInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => delegation.put(caller, input, request),
});
