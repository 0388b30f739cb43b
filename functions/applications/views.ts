import type { ApplicationDetail, ApplicationSummary } from '../../shared/project-views';
import type { AccessLevel } from '../../shared/projects';
import type { ProjectAccess } from '../lib/access/access';
import type { ApplicationsRepository } from './deps-types';
import type { ApplicationItem } from './repository';

export function applicationSummary(app: ApplicationItem, level: AccessLevel): ApplicationSummary {
  return {
    applicationId: app.applicationId,
    slug: app.slug,
    kind: app.kind,
    title: app.title,
    description: app.description,
    url: app.url,
    level,
    elements: app.elements.map((element) => ({ key: element.key, name: element.name, count: app.counts[element.key] ?? 0 })),
  };
}

export function applicationDetail(app: ApplicationItem, level: AccessLevel): ApplicationDetail {
  return {
    ...applicationSummary(app, level),
    projectId: app.projectId,
    ...(app.catalogueOptions ? { catalogueOptions: app.catalogueOptions } : {}),
    version: app.version,
    createdAt: app.createdAt,
    updatedAt: app.updatedAt,
    configs: app.elements.map((element) => ({ ...element, count: app.counts[element.key] ?? 0 })),
  };
}

/**
 * What the projects domain shows of a project's applications (its list and dashboard, the delegation screen). A part of
 * its own, on one repository read: the projects functions and the job worker bundle it, not the applications service.
 */
export function applicationSummaries({ repository: repo }: { readonly repository: Pick<ApplicationsRepository, 'listApplications'> }) {
  return {
    /** The applications of a project that the caller may see, each at the caller's level (lists, project dashboard). */
    async summariesFor(access: ProjectAccess): Promise<ApplicationSummary[]> {
      return (await repo.listApplications(access.project.projectId))
        .map((app) => applicationSummary(app, access.levelOn(app.applicationId)))
        .filter((app) => app.level !== 'none');
    },
  };
}
