import { DeletionInput } from '../../../shared/schemas/accounts';
import { clearedSessionCookie } from '../../lib/auth/sessions';
import { defineRoute, Reply } from '../../lib/http/route';
import { accounts } from '../deps';

/** GDPR erasure; the account stops signing in at once, the purgeAccount job erases the rest. */
export const requestDeletion = defineRoute({
  input: DeletionInput,
  auth: 'customer',
  handler: async ({ input, caller, request }) => {
    const { jobId } = await accounts.requestDeletion(caller, input, request.now);
    return new Reply({ jobId }, { status: 202, cookies: [clearedSessionCookie()] });
  },
});
