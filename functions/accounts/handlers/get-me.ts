import * as v from 'valibot';
import { Unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http/route';
import { accounts } from '../deps';

export const getMe = defineRoute({
  input: v.object({}),
  auth: 'customer',
  handler: async ({ caller }) => {
    const customer = await accounts.me(caller.customerId);
    if (!customer) throw new Unauthorized();
    return { customer };
  },
});
