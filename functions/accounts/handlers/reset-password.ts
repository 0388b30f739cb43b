import { ResetPasswordInput } from '../../../shared/schemas/accounts';
import { defineRoute, Reply } from '../../lib/http/route';
import { clearedSessionCookie } from '../../lib/auth/sessions';
import { accounts } from '../deps';

export const resetPassword = defineRoute({
  input: ResetPasswordInput,
  auth: 'public',
  handler: async ({ input, request }) => {
    await accounts.resetPassword(input, { now: request.now, client: request.sourceIp });
    return new Reply(undefined, { status: 204, cookies: [clearedSessionCookie()] });
  },
});
