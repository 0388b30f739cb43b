import { LinkUploadRefInput } from '../../../shared/schemas/uploads';
import { defineRoute } from '../../lib/http/route';
import { uploads } from '../deps';

/** Where an upload made through the link stands (public). */
export const getLinkUpload = defineRoute({
  input: LinkUploadRefInput,
  auth: 'public',
  handler: ({ input, request }) => uploads.linkUploadStatus(input, request),
});
