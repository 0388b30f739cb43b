import { EmailChangeInput } from '../../../shared/schemas/accounts';
import { defineRoute } from '../../lib/http/route';
import { accounts } from '../deps';

/** Always 202 once the password is right, whether the new address is free or taken. */
export const requestEmailChange = defineRoute({
  input: EmailChangeInput,
  auth: 'customer',
  status: 202,
  handler: async ({ input, caller, request }) => {
    await accounts.requestEmailChange(caller, input, { now: request.now, client: request.sourceIp });
    return { accepted: true };
  },
});
