import * as v from 'valibot';
import { config } from '../../lib/config';
import { defineRoute } from '../../lib/http/route';

/** Liveness of the whole chain (CloudFront → API → Lambda) and which build is deployed. */
export const getHealth = defineRoute({
  input: v.object({}),
  auth: 'public',
  handler: async () => {
    const { buildId, version } = config();
    return { status: 'ok' as const, buildId, version };
  },
});
