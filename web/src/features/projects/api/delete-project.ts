import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/mutation-config';
import { apiPaths, projectKeys } from '../../../lib/projects/queries';

/** `DELETE /api/projects/{projectId}`. */
const deleteProject = (projectId: string) => api.delete<void>(apiPaths.project(projectId));

/**
 * Deletes a project. Nothing of it can be read any more: the list is forgotten before the screen's `onSuccess`
 * (which leaves the project's screen), the project itself only after, so that the screen being left does not
 * fetch it again.
 */
export function useDeleteProject({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteProject> } = {}) {
  const client = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: deleteProject,
    onSuccess: async (...args) => {
      client.removeQueries({ queryKey: projectKeys.list() });
      await onSuccess?.(...args);
      client.removeQueries({ queryKey: projectKeys.detail(args[1]) });
    },
  });
}
