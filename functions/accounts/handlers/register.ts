import { RegisterInput } from '../../../shared/schemas/accounts';
import { defineRoute } from '../../lib/http/route';
import { accounts } from '../deps';

export const register = defineRoute({
  input: RegisterInput,
  auth: 'public',
  status: 201,
  handler: ({ input, request }) => accounts.register(input, { now: request.now, client: request.sourceIp }),
});
