import { CreateLinkUploadInput } from '../../../shared/schemas/uploads';
import { defineRoute } from '../../lib/http/route';
import { uploads } from '../deps';

/** Signs a POST of one file through an upload link (public; limited per client and per link). */
export const createLinkUpload = defineRoute({
  input: CreateLinkUploadInput,
  auth: 'public',
  status: 201,
  handler: ({ input, request }) => uploads.linkUpload(input, request),
});
