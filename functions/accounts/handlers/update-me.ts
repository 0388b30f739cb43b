import { UpdateMeInput } from '../../../shared/schemas/accounts';
import { defineRoute } from '../../lib/http/route';
import { accounts } from '../deps';

/** The customer's details, conditional on their version (stale → 409). */
export const updateMe = defineRoute({
  input: UpdateMeInput,
  auth: 'customer',
  handler: async ({ input, caller, request }) => ({ customer: await accounts.updateMe(caller, input, request.now) }),
});
