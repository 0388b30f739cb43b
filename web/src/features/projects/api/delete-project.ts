import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import { apiPaths, projectKeys } from '../../../lib/projects/queries';

/** `DELETE /api/projects/{projectId}`. */
const deleteProject = (projectId: string) => api.delete<void>(apiPaths.project(projectId));

/**
 * Deletes a project. Nothing of it can be read any more: the list is forgotten before the screen's `onSuccess`
 * (which leaves the project's screen), the project itself only after, so that the screen being left does not
 * fetch it again.
 */
export function useDeleteProject({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteProject> } = {}) {
  return useApiMutation(
    deleteProject,
    {
      before: (client) => client.removeQueries({ queryKey: projectKeys.list() }),
      after: (client, _result, projectId) => client.removeQueries({ queryKey: projectKeys.detail(projectId) }),
    },
    mutationConfig,
  );
}
