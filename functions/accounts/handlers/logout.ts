import * as v from 'valibot';
import { clearedSessionCookie, revokeSession, SESSION_COOKIE } from '../../lib/auth/sessions';
import { defineRoute, Reply } from '../../lib/http/route';

/** Public so that a stale cookie can always be cleared; revokes the session it names. */
export const logout = defineRoute({
  input: v.object({}),
  auth: 'public',
  handler: async ({ request }) => {
    await revokeSession(request.cookies[SESSION_COOKIE]);
    return new Reply(undefined, { status: 204, cookies: [clearedSessionCookie()] });
  },
});
