import { PasswordChangeInput } from '../../../shared/schemas/accounts';
import { defineRoute, Reply } from '../../lib/http/route';
import { accounts } from '../deps';

/** A new password; every other session is revoked, the caller's stays. */
export const changePassword = defineRoute({
  input: PasswordChangeInput,
  auth: 'customer',
  handler: async ({ input, caller, request }) => {
    await accounts.changePassword(caller, input, request.now);
    return new Reply(undefined, { status: 204 });
  },
});
