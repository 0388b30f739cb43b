import { ActivateInput } from '../../../shared/schemas/accounts';
import { defineRoute } from '../../lib/http/route';
import { accounts } from '../deps';

export const activate = defineRoute({
  input: ActivateInput,
  auth: 'public',
  handler: async ({ input, request }) => {
    await accounts.activate(input, { now: request.now, client: request.sourceIp });
    return { customerId: input.customerId, status: 'active' as const };
  },
});
