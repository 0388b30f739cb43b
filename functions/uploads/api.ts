import { authenticateSession } from '../lib/auth/sessions';
import { createHandler } from '../lib/entry';
import { uploads } from './deps';
import { attachLinkUpload } from './handlers/attach-link-upload';
import { createLinkUpload } from './handlers/create-link-upload';
import { createUpload } from './handlers/create-upload';
import { createUploadLink } from './handlers/create-upload-link';
import { getLinkUpload } from './handlers/get-link-upload';
import { getUpload } from './handlers/get-upload';
import { listUploadLinks } from './handlers/list-upload-links';
import { openUploadLink } from './handlers/open-upload-link';
import { revokeUploadLink } from './handlers/revoke-upload-link';

const app = '/api/projects/{projectId}/applications/{applicationId}';
const links = `${app}/elements/{element}/records/{recordId}/upload-links`;

export const routes = {
  [`POST ${app}/uploads`]: createUpload,
  [`GET ${app}/uploads/{uploadId}`]: getUpload,
  [`GET ${links}`]: listUploadLinks,
  [`POST ${links}`]: createUploadLink,
  [`DELETE ${links}/{linkId}`]: revokeUploadLink,
  'GET /api/upload-link': openUploadLink,
  'POST /api/upload-link/uploads': createLinkUpload,
  'GET /api/upload-link/uploads/{uploadId}': getLinkUpload,
  'POST /api/upload-link/uploads/{uploadId}/attach': attachLinkUpload,
} as const;

/** The uploads domain: its HTTP routes, and the check each new object of the bucket gets (S3 object events). */
export const handler = createHandler('uploads', {
  http: { routes, options: { authenticate: authenticateSession } },
  s3: (event) => uploads.check(event),
});
