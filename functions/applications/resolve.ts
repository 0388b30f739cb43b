import { isUlid } from '../../shared/schemas/common';
import type { ProjectAccess } from '../lib/access/access';
import { NotFound } from '../lib/errors';
import type { ApplicationsRepository } from './deps-types';

/**
 * An application of the caller's project by id or by slug. One the caller has no level on is as absent as one that
 * does not exist: 404 either way.
 */
export async function resolveApplication(
  repo: Pick<ApplicationsRepository, 'getApplication' | 'findApplicationIdBySlug'>,
  access: ProjectAccess,
  ref: string,
) {
  const projectId = access.project.projectId;
  const applicationId = isUlid(ref) ? ref : await repo.findApplicationIdBySlug(projectId, ref);
  const app = applicationId ? await repo.getApplication(projectId, applicationId) : undefined;
  if (!app || access.levelOn(app.applicationId) === 'none') throw new NotFound('No such application.');
  return app;
}
