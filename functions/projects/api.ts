import { authenticateSession } from '../lib/auth/sessions';
import { createApi } from '../lib/http/api';
import { createProject } from './handlers/create-project';
import { deleteProject } from './handlers/delete-project';
import { getProject } from './handlers/get-project';
import { listProjects } from './handlers/list-projects';
import { updateProject } from './handlers/update-project';

export const routes = {
  'GET /api/projects': listProjects,
  'POST /api/projects': createProject,
  'GET /api/projects/{projectId}': getProject,
  'PATCH /api/projects/{projectId}': updateProject,
  'DELETE /api/projects/{projectId}': deleteProject,
} as const;

export const handler = createApi('projects', routes, { authenticate: authenticateSession });
