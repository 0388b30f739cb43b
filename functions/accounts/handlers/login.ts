import { LoginInput } from '../../../shared/schemas/accounts';
import { defineRoute, Reply } from '../../lib/http/route';
import { accounts } from '../deps';

export const login = defineRoute({
  input: LoginInput,
  auth: 'public',
  handler: async ({ input, request }) => {
    const { customer, cookie } = await accounts.login(input, { now: request.now, client: request.sourceIp });
    return new Reply({ customer }, { cookies: [cookie] });
  },
});
