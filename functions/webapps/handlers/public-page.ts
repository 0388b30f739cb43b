import { defineRoute } from '../../lib/http/route';
import { webapps } from '../deps';
import { PublicPageInput } from './inputs';

/** A published CMS page by slug (cacheable, ETag). */
export const publicPage = defineRoute({
  input: PublicPageInput,
  auth: 'public',
  handler: ({ input, request }) => webapps.publicPage(input.host, input.slug, input.lang, request),
});
