import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../../shared/constants';
import type { ProjectDetail } from '../../../../../shared/project-views';
import type { ProjectType } from '../../../../../shared/projects';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/mutation-config';
import { apiPaths, projectKeys } from '../../../lib/projects/queries';

interface UpdateProjectBody {
  readonly name?: string;
  readonly languages?: readonly Language[];
  readonly type?: ProjectType;
  readonly version?: number;
}

/** `PATCH /api/projects/{projectId}`. */
const updateProject = ({ projectId, body }: { projectId: string; body: UpdateProjectBody }) =>
  api.patch<ProjectDetail>(apiPaths.project(projectId), body);

/**
 * Updates a project: the answer replaces the cached project at once (the screen's `onSuccess` sees it), then
 * the list of projects, which shows the name, is refreshed.
 */
export function useUpdateProject({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateProject> } = {}) {
  const client = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateProject,
    onSuccess: async (...args) => {
      const [updated, { projectId }] = args;
      client.setQueryData(projectKeys.detail(projectId), updated);
      await onSuccess?.(...args);
      await client.invalidateQueries({ queryKey: projectKeys.list() });
    },
  });
}
