import { authenticateSession } from '../lib/auth/sessions';
import { createApi } from '../lib/http/api';
import { createProject } from './handlers/create-project';
import { deleteProject } from './handlers/delete-project';
import { getProject } from './handlers/get-project';
import { listGrants } from './handlers/list-grants';
import { listProjects } from './handlers/list-projects';
import { putGrant } from './handlers/put-grant';
import { updateProject } from './handlers/update-project';
import { projectsDomain } from '../manifest';

export const routes = {
  'GET /api/projects': listProjects,
  'POST /api/projects': createProject,
  'GET /api/projects/{projectId}': getProject,
  'PATCH /api/projects/{projectId}': updateProject,
  'DELETE /api/projects/{projectId}': deleteProject,
  // Delegation of rights
  'GET /api/projects/{projectId}/grants': listGrants,
  'PUT /api/projects/{projectId}/grants': putGrant,
} as const;

export const handler = createApi(projectsDomain, routes, { authenticate: authenticateSession });
