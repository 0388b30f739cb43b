import { defineRoute } from '../../lib/http/route';
import { webapps } from '../deps';
import { PublicSiteInput } from './inputs';

/** The live site of a host (cacheable, ETag; the same 404 for anything not served). */
export const publicSite = defineRoute({
  input: PublicSiteInput,
  auth: 'public',
  handler: ({ input, request }) => webapps.publicSite(input.host, input.lang, request),
});
