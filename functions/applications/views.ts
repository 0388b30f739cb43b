import type { ApplicationDetail, ApplicationSummary } from '../../shared/project-views';
import type { AccessLevel } from '../../shared/projects';
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
