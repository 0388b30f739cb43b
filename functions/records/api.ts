import { authenticateSession } from '../lib/auth/sessions';
import { createApi } from '../lib/http/api';
import { createRecord } from './handlers/create-record';
import { deleteRecord } from './handlers/delete-record';
import { downloadExport } from './handlers/download-export';
import { generateSamples } from './handlers/generate-samples';
import { getRecord } from './handlers/get-record';
import { listRecords } from './handlers/list-records';
import { listVersions } from './handlers/list-versions';
import { removeSamples } from './handlers/remove-samples';
import { restoreVersion } from './handlers/restore-version';
import { startExport } from './handlers/start-export';
import { samplesOverview } from './handlers/samples-overview';
import { updateRecord } from './handlers/update-record';
import { recordsDomain } from '../manifest';

const base = '/api/projects/{projectId}/applications/{applicationId}/elements/{element}/records';

export const routes = {
  [`GET ${base}`]: listRecords,
  [`POST ${base}`]: createRecord,
  [`GET ${base}/{recordId}`]: getRecord,
  [`PUT ${base}/{recordId}`]: updateRecord,
  [`DELETE ${base}/{recordId}`]: deleteRecord,
  [`GET ${base}/{recordId}/versions`]: listVersions,
  [`POST ${base}/{recordId}/versions/{versionNumber}/restore`]: restoreVersion,
  // Exports and vCards.
  [`POST ${base}/exports`]: startExport,
  [`GET ${base}/exports/{jobId}/download`]: downloadExport,
  // Sample data: the jobs that create and remove an element's sample records, and the overview.
  'POST /api/projects/{projectId}/applications/{applicationId}/elements/{element}/samples': generateSamples,
  'DELETE /api/projects/{projectId}/applications/{applicationId}/elements/{element}/samples': removeSamples,
  'GET /api/projects/{projectId}/applications/{applicationId}/samples': samplesOverview,
} as const;

export const handler = createApi(recordsDomain, routes, { authenticate: authenticateSession });
