import { EmailConfirmInput } from '../../../shared/schemas/accounts';
import { defineRoute } from '../../lib/http/route';
import { accounts } from '../deps';

/** The code mailed to the new address makes it the account's. */
export const confirmEmailChange = defineRoute({
  input: EmailConfirmInput,
  auth: 'customer',
  handler: async ({ input, caller, request }) => ({
    customer: await accounts.confirmEmailChange(caller, input, { now: request.now, client: request.sourceIp }),
  }),
});
