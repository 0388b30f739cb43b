import { ActivationCodeRequestInput } from '../../../shared/schemas/accounts';
import { defineRoute } from '../../lib/http/route';
import { accounts } from '../deps';

export const requestActivationCode = defineRoute({
  input: ActivationCodeRequestInput,
  auth: 'public',
  status: 202,
  handler: async ({ input, request }) => {
    await accounts.requestActivationCode(input, { now: request.now, client: request.sourceIp });
    return { accepted: true };
  },
});
