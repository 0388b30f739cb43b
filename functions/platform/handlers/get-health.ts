import * as v from 'valibot';
import { config } from '../../lib/config';
import { defineRoute, Reply } from '../../lib/http/route';
import { tableCheck } from '../health';

/**
 * Liveness of the whole chain (CloudFront → API → Lambda → table) and which build is deployed:
 * 200 when the table answers, 503 (with Retry-After) when it does not.
 */
export const getHealth = defineRoute({
  input: v.object({}),
  auth: 'public',
  handler: async ({ request }) => {
    const { buildId, version } = config();
    const table = await tableCheck(request.now);
    if (table === 'ok') return { status: 'ok' as const, checks: { table }, buildId, version };
    return new Reply(
      { status: 'unavailable' as const, checks: { table }, buildId, version },
      { status: 503, headers: { 'retry-after': '5' } },
    );
  },
});
