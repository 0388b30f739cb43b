import { authenticateSession } from '../lib/auth/sessions';
import { createApi } from '../lib/http/api';
import { createRecord } from './handlers/create-record';
import { deleteRecord } from './handlers/delete-record';
import { getRecord } from './handlers/get-record';
import { listRecords } from './handlers/list-records';
import { listVersions } from './handlers/list-versions';
import { restoreVersion } from './handlers/restore-version';
import { commitImport } from './handlers/commit-import';
import { createImportSource } from './handlers/create-import-source';
import { getImportErrors } from './handlers/get-import-errors';
import { previewImport } from './handlers/preview-import';
import { updateRecord } from './handlers/update-record';

const base = '/api/projects/{projectId}/applications/{applicationId}/elements/{element}/records';

export const routes = {
  [`GET ${base}`]: listRecords,
  [`POST ${base}`]: createRecord,
  [`GET ${base}/{recordId}`]: getRecord,
  [`PUT ${base}/{recordId}`]: updateRecord,
  [`DELETE ${base}/{recordId}`]: deleteRecord,
  [`GET ${base}/{recordId}/versions`]: listVersions,
  [`POST ${base}/{recordId}/versions/{versionNumber}/restore`]: restoreVersion,
  // CSV paste import (issue 12).
  [`POST ${base}/imports`]: previewImport,
  [`POST ${base}/imports/sources`]: createImportSource,
  [`POST ${base}/imports/{importId}/commit`]: commitImport,
  [`GET ${base}/imports/{importId}/errors`]: getImportErrors,
} as const;

export const handler = createApi('records', routes, { authenticate: authenticateSession });
