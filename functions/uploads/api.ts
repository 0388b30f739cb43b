import { authenticateSession } from '../lib/auth/sessions';
import { createApi } from '../lib/http/api';
import { createHandler } from '../lib/entry';
import { attachLinkUpload } from './handlers/attach-link-upload';
import { createLinkUpload } from './handlers/create-link-upload';
import { createUpload } from './handlers/create-upload';
import { createUploadLink } from './handlers/create-upload-link';
import { getLinkUpload } from './handlers/get-link-upload';
import { getUpload } from './handlers/get-upload';
import { listUploadLinks } from './handlers/list-upload-links';
import { openUploadLink } from './handlers/open-upload-link';
import { revokeUploadLink } from './handlers/revoke-upload-link';
import { uploadsDomain } from '../manifest';

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

/** The uploads domain's API (the check after each upload is its own function: ./check.ts). */
export const handler = createHandler(uploadsDomain, { http: createApi(uploadsDomain, routes, { authenticate: authenticateSession }) });
