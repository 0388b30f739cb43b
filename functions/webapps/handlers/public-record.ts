import { defineRoute } from '../../lib/http/route';
import { webapps } from '../deps';
import { PublicRecordInput } from './inputs';

/** One shown record with every public field (cacheable, ETag). */
export const publicRecord = defineRoute({
  input: PublicRecordInput,
  auth: 'public',
  handler: ({ input, request }) => webapps.publicRecord(input.host, input.kind, input.recordId, input.lang, request),
});
