import { OpenUploadLinkInput } from '../../../shared/schemas/uploads';
import { defineRoute } from '../../lib/http/route';
import { uploads } from '../deps';

/** The upload page's content: project, record, the fields asked for and what they hold (public; the token is the credential). */
export const openUploadLink = defineRoute({
  input: OpenUploadLinkInput,
  auth: 'public',
  handler: ({ input, request }) => uploads.page(input, request),
});
