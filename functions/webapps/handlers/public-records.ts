import { defineRoute } from '../../lib/http/route';
import { webapps } from '../deps';
import { PublicListInput } from './inputs';

/** A page of a shown section's records: search, filters, the section's order (cacheable, ETag). */
export const publicRecords = defineRoute({
  input: PublicListInput,
  auth: 'public',
  handler: ({ input, request }) => webapps.publicRecords(input.host, input.kind, input, request),
});
