import { authenticateSession } from '../../lib/auth/sessions';
import { createApi } from '../../lib/http/api';
import { commitImport } from '../handlers/commit-import';
import { createImportSource } from '../handlers/create-import-source';
import { getImportErrors } from '../handlers/get-import-errors';
import { previewImport } from '../handlers/preview-import';
import { importsDomain } from '../../manifest';

/**
 * The CSV paste import's routes, a Lambda of their own (manifest domain `imports`): a preview parses and checks
 * up to 50,000 rows, which wants more memory and time than the records' reads and saves, and its CSV reading stays out
 * of the records function's bundle. The commit's job runs in the job worker (functions/records/jobs.ts).
 */
const base = '/api/projects/{projectId}/applications/{applicationId}/elements/{element}/records';

export const routes = {
  [`POST ${base}/imports`]: previewImport,
  [`POST ${base}/imports/sources`]: createImportSource,
  [`POST ${base}/imports/{importId}/commit`]: commitImport,
  [`GET ${base}/imports/{importId}/errors`]: getImportErrors,
} as const;

export const handler = createApi(importsDomain, routes, { authenticate: authenticateSession });
