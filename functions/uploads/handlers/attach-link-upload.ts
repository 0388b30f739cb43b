import { LinkUploadRefInput } from '../../../shared/schemas/uploads';
import { defineRoute } from '../../lib/http/route';
import { uploads } from '../deps';

/** Attaches a checked upload to the link's record: a new version saved by "upload link" (public). */
export const attachLinkUpload = defineRoute({
  input: LinkUploadRefInput,
  auth: 'public',
  handler: ({ input, request }) => uploads.linkAttach(input, request),
});
