/**
 * Server state that the projects and builder screens share (TanStack Query): the keys, and one `queryOptions`
 * per read, used by the route loaders (which fetch with `fetchQuery`: fresh data is reused, stale data is
 * fetched again before the screen shows) and by the components. Every key starts with `projects` (or
 * `application-kinds`), so that one invalidation refreshes what changed. Each write has its own hook in
 * features/<x>/api/, which invalidates what it changes.
 */
import { queryOptions } from '@tanstack/react-query';
import type { KindSummary } from '../../../../shared/kinds';
import type { ApplicationDetail, ProjectDetail, ProjectSummary } from '../../../../shared/project-views';
import { api } from '../api';

export const projectKeys = {
  all: ['projects'] as const,
  list: () => ['projects', 'list'] as const,
  detail: (projectId: string) => ['projects', 'detail', projectId] as const,
  application: (projectId: string, ref: string) => ['projects', 'detail', projectId, 'application', ref] as const,
};

export const apiPaths = {
  project: (projectId: string) => `/projects/${encodeURIComponent(projectId)}`,
  applications: (projectId: string) => `/projects/${encodeURIComponent(projectId)}/applications`,
  application: (projectId: string, ref: string) => `/projects/${encodeURIComponent(projectId)}/applications/${encodeURIComponent(ref)}`,
};

/** `GET /api/projects`: the projects owned or granted, with the caller's level. */
export const projectListQuery = () =>
  queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => api.get<{ readonly items: readonly ProjectSummary[]; readonly count: number }>('/projects', { signal }),
  });

/** `GET /api/projects/{projectId}`: the project and the applications the caller can see. */
export const projectQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) => api.get<ProjectDetail>(apiPaths.project(projectId), { signal }),
  });

/** `GET /api/projects/{projectId}/applications/{applicationId}` (an id or a slug). */
export const applicationQuery = (projectId: string, ref: string) =>
  queryOptions({
    queryKey: projectKeys.application(projectId, ref),
    queryFn: ({ signal }) => api.get<ApplicationDetail>(apiPaths.application(projectId, ref), { signal }),
  });

/** `GET /api/application-kinds`: fixed for a build, fetched once. */
export const applicationKindsQuery = () =>
  queryOptions({
    queryKey: ['application-kinds'] as const,
    queryFn: ({ signal }) => api.get<{ items: readonly KindSummary[] }>('/application-kinds', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
