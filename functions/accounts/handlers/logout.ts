import * as v from 'valibot';
import { clearedSessionCookie, SESSION_COOKIE } from '../../lib/auth/sessions';
import { defineRoute, Reply } from '../../lib/http/route';
import { accounts } from '../deps';

/** Public so that a stale cookie can always be cleared; revokes the session it names (and closes its consoles). */
export const logout = defineRoute({
  input: v.object({}),
  auth: 'public',
  handler: async ({ request }) => {
    await accounts.logout(request.cookies[SESSION_COOKIE], request.now);
    return new Reply(undefined, { status: 204, cookies: [clearedSessionCookie()] });
  },
});
