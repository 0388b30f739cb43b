import { authenticateSession } from '../lib/auth/sessions';
import { createApi } from '../lib/http/api';
import { getWebapp } from './handlers/get-webapp';
import { preview } from './handlers/preview';
import { publicFile } from './handlers/public-file';
import { publicPage } from './handlers/public-page';
import { publicRecord } from './handlers/public-record';
import { publicRecords } from './handlers/public-records';
import { publicSite } from './handlers/public-site';
import { publish } from './handlers/publish';
import { saveDraft } from './handlers/save-draft';
import { setLive } from './handlers/set-live';
import { webappsDomain } from '../manifest';

const base = '/api/projects/{projectId}/applications/{applicationId}/webapp';
const site = '/api/public/sites/{host}';

export const routes = {
  [`GET ${base}`]: getWebapp,
  [`PUT ${base}/draft`]: saveDraft,
  [`POST ${base}/publications`]: publish,
  [`PUT ${base}/live`]: setLive,
  [`POST ${base}/preview`]: preview,
  [`GET ${site}`]: publicSite,
  [`GET ${site}/sections/{kind}/records`]: publicRecords,
  [`GET ${site}/sections/{kind}/records/{recordId}`]: publicRecord,
  [`GET ${site}/pages/{slug}`]: publicPage,
  [`GET ${site}/files/{kind}/{recordId}/{field}/{index}`]: publicFile,
} as const;

/** Web apps: the wizard's draft, publications and live one, and the public read API of published sites. */
export const handler = createApi(webappsDomain, routes, { authenticate: authenticateSession });
