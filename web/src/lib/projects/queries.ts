/**
 * Server state of the projects and applications screens (TanStack Query): one `queryOptions` per API call,
 * shared by the route loaders (which prefetch with `ensureQueryData`) and the components, and the mutations.
 * Every key starts with `projects` (or `application-kinds`), so that one invalidation refreshes what changed.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants';
import type { ApplicationKind, CatalogueOptions, KindSummary } from '../../../../shared/kinds';
import type { ApplicationDetail, ProjectDetail, ProjectSummary } from '../../../../shared/project-views';
import type { ProjectType } from '../../../../shared/projects';
import { api } from '../api';

export interface ProjectList {
  readonly items: readonly ProjectSummary[];
  readonly count: number;
}

export const projectKeys = {
  all: ['projects'] as const,
  list: () => ['projects', 'list'] as const,
  detail: (projectId: string) => ['projects', 'detail', projectId] as const,
  application: (projectId: string, ref: string) => ['projects', 'detail', projectId, 'application', ref] as const,
};

const path = {
  project: (projectId: string) => `/projects/${encodeURIComponent(projectId)}`,
  applications: (projectId: string) => `/projects/${encodeURIComponent(projectId)}/applications`,
  application: (projectId: string, ref: string) => `/projects/${encodeURIComponent(projectId)}/applications/${encodeURIComponent(ref)}`,
};

/** `GET /api/projects`: the projects owned or granted, with the caller's level. */
export const projectsQuery = () =>
  queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => api.get<ProjectList>('/projects', { signal }),
  });

/** `GET /api/projects/{projectId}`: the project and the applications the caller can see. */
export const projectQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) => api.get<ProjectDetail>(path.project(projectId), { signal }),
  });

/** `GET /api/projects/{projectId}/applications/{applicationId}` (an id or a slug). */
export const applicationQuery = (projectId: string, ref: string) =>
  queryOptions({
    queryKey: projectKeys.application(projectId, ref),
    queryFn: ({ signal }) => api.get<ApplicationDetail>(path.application(projectId, ref), { signal }),
  });

/** `GET /api/application-kinds`: fixed for a build, fetched once. */
export const applicationKindsQuery = () =>
  queryOptions({
    queryKey: ['application-kinds'] as const,
    queryFn: ({ signal }) => api.get<{ items: readonly KindSummary[] }>('/application-kinds', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export interface CreateProjectBody {
  readonly name: string;
  readonly languages: readonly Language[];
  readonly type: ProjectType;
}
export interface UpdateProjectBody {
  readonly name?: string;
  readonly languages?: readonly Language[];
  readonly type?: ProjectType;
  readonly version?: number;
}
export interface ApplicationFieldsBody {
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly catalogueOptions?: CatalogueOptions;
}
export interface CreateApplicationBody extends ApplicationFieldsBody {
  readonly kind: ApplicationKind;
}
export interface UpdateApplicationBody extends Partial<ApplicationFieldsBody> {
  readonly version?: number;
}

export const projectApi = {
  create: (body: CreateProjectBody) => api.post<ProjectSummary>('/projects', body),
  update: (projectId: string, body: UpdateProjectBody) => api.patch<ProjectDetail>(path.project(projectId), body),
  remove: (projectId: string) => api.delete<void>(path.project(projectId)),
  createApplication: (projectId: string, body: CreateApplicationBody) => api.post<ApplicationDetail>(path.applications(projectId), body),
  updateApplication: (projectId: string, ref: string, body: UpdateApplicationBody) =>
    api.patch<ApplicationDetail>(path.application(projectId, ref), body),
  removeApplication: (projectId: string, ref: string) => api.delete<void>(path.application(projectId, ref)),
};

/** After an application changed: its cached copies (by id and by slug) and its project are refreshed. */
export function storeApplication(client: QueryClient, application: ApplicationDetail): void {
  client.setQueryData(projectKeys.application(application.projectId, application.slug), application);
  client.setQueryData(projectKeys.application(application.projectId, application.applicationId), application);
}
