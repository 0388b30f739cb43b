import { authenticateSession } from '../lib/auth/sessions';
import { createApi } from '../lib/http/api';
import { copyApplications } from './handlers/copy-applications';
import { createApplication } from './handlers/create-application';
import { deleteApplication } from './handlers/delete-application';
import { getElementForm } from './handlers/get-element-form';
import { getElementTable } from './handlers/get-element-table';
import { saveElementForm } from './handlers/save-element-form';
import { saveElementTable } from './handlers/save-element-table';
import { getApplication } from './handlers/get-application';
import { listApplicationKinds } from './handlers/list-application-kinds';
import { listApplications } from './handlers/list-applications';
import { updateApplication } from './handlers/update-application';
import { applicationsDomain } from '../manifest';

export const routes = {
  'GET /api/application-kinds': listApplicationKinds,
  'GET /api/projects/{projectId}/applications': listApplications,
  'POST /api/projects/{projectId}/applications': createApplication,
  'GET /api/projects/{projectId}/applications/{applicationId}': getApplication,
  'PATCH /api/projects/{projectId}/applications/{applicationId}': updateApplication,
  'DELETE /api/projects/{projectId}/applications/{applicationId}': deleteApplication,
  'GET /api/projects/{projectId}/applications/{applicationId}/elements/{element}/form': getElementForm,
  'PUT /api/projects/{projectId}/applications/{applicationId}/elements/{element}/form': saveElementForm,
  'GET /api/projects/{projectId}/applications/{applicationId}/elements/{element}/table': getElementTable,
  'PUT /api/projects/{projectId}/applications/{applicationId}/elements/{element}/table': saveElementTable,
  // Copies: duplication of applications across projects.
  'POST /api/copies': copyApplications,
} as const;

export const handler = createApi(applicationsDomain, routes, { authenticate: authenticateSession });
