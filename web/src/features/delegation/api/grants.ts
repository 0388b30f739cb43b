import { queryOptions } from '@tanstack/react-query';
import type { ProjectGrants } from '../../../../../shared/project-views';
import type { AccessLevel } from '../../../../../shared/projects';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import { apiPaths, projectKeys } from '../../../lib/projects/queries';

const grantsPath = (projectId: string) => `${apiPaths.project(projectId)}/grants`;
const grantsKey = (projectId: string) => [...projectKeys.detail(projectId), 'grants'] as const;

/** `GET /api/projects/{projectId}/grants`: the rights the owner gave on the project (owner only). */
export const grantsQuery = (projectId: string) =>
  queryOptions({
    queryKey: grantsKey(projectId),
    queryFn: ({ signal }) => api.get<ProjectGrants>(grantsPath(projectId), { signal }),
  });

export interface GrantChange {
  readonly projectId: string;
  readonly email: string;
  readonly level: AccessLevel;
  readonly applicationId?: string | undefined;
}

/** `PUT /api/projects/{projectId}/grants`: sets one right (`none` removes it); answers the whole list. */
const putGrant = ({ projectId, ...body }: GrantChange) => api.put<ProjectGrants>(grantsPath(projectId), body);

/** Sets one right: the answer replaces the cached list at once. */
export function usePutGrant({ mutationConfig }: { mutationConfig?: MutationConfig<typeof putGrant> } = {}) {
  return useApiMutation(
    putGrant,
    { before: (client, grants, { projectId }) => client.setQueryData(grantsKey(projectId), grants) },
    mutationConfig,
  );
}
