import { queryOptions } from '@tanstack/react-query';
import type { ProjectSummary } from '../../../../../shared/project-views';
import { api } from '../../../lib/api';
import { projectKeys } from '../../../lib/projects/queries';

interface ProjectList {
  readonly items: readonly ProjectSummary[];
  readonly count: number;
}

/** `GET /api/projects`: the projects owned or granted, with the caller's level (the welcome page only). */
export const projectsQuery = () =>
  queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => api.get<ProjectList>('/projects', { signal }),
  });
