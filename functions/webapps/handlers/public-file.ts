import { Reply, defineRoute } from '../../lib/http/route';
import { webapps } from '../deps';
import { PublicFileInput } from './inputs';

/** A public file of a shown record: 302 to a short-lived signed URL (the redirect itself is cached 5 minutes). */
export const publicFile = defineRoute({
  input: PublicFileInput,
  auth: 'public',
  handler: async ({ input, request }) => {
    const url = await webapps.publicFile(
      input.host,
      { kind: input.kind, recordId: input.recordId, field: input.field, index: input.index, preview: input.preview === '1' },
      request,
    );
    return new Reply(undefined, { status: 302, headers: { location: url, 'cache-control': 'private, max-age=300' } });
  },
});
