import type { ApplicationKind, BuilderElement } from '../../shared/kinds';
import type { ApplicationDetail, ApplicationSummary } from '../../shared/project-views';
import type { AccessLevel } from '../../shared/projects';
import type { ApplicationItem } from './repository';

const elementsOf = (app: ApplicationItem) => app.elements as BuilderElement[];

export function applicationSummary(app: ApplicationItem, level: AccessLevel): ApplicationSummary {
  return {
    applicationId: app.applicationId,
    slug: app.slug,
    kind: app.kind as ApplicationKind,
    title: app.title,
    description: app.description,
    url: app.url,
    level,
    elements: elementsOf(app).map((element) => ({ key: element.key, name: element.name, count: app.counts[element.key] ?? 0 })),
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
    configs: elementsOf(app).map((element) => ({ ...element, count: app.counts[element.key] ?? 0 })),
  };
}
