import type { Language } from '../../../../../shared/constants';
import type { ProjectDetail } from '../../../../../shared/project-views';
import type { ProjectType } from '../../../../../shared/projects';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
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
  return useApiMutation(
    updateProject,
    {
      before: (client, updated, { projectId }) => client.setQueryData(projectKeys.detail(projectId), updated),
      after: (client) => client.invalidateQueries({ queryKey: projectKeys.list() }),
    },
    mutationConfig,
  );
}
