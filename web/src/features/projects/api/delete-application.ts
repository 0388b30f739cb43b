import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDetail } from '../../../../../shared/project-views';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/mutation-config';
import { apiPaths, projectKeys } from '../../../lib/projects/queries';

/** `DELETE /api/projects/{projectId}/applications/{applicationId}`. */
const deleteApplication = ({ projectId, applicationId }: Pick<ApplicationDetail, 'projectId' | 'applicationId' | 'slug'>) =>
  api.delete<void>(apiPaths.application(projectId, applicationId));

/**
 * Deletes an application: its project (which lists it) is refreshed before the screen's `onSuccess` (which
 * leaves the application's screen), its cached copies forgotten only after, so that the screen being left does
 * not fetch them again.
 */
export function useDeleteApplication({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteApplication> } = {}) {
  const client = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: deleteApplication,
    onSuccess: async (...args) => {
      const { projectId, applicationId, slug } = args[1];
      await client.invalidateQueries({ queryKey: projectKeys.detail(projectId), exact: true });
      await onSuccess?.(...args);
      client.removeQueries({ queryKey: projectKeys.application(projectId, slug) });
      client.removeQueries({ queryKey: projectKeys.application(projectId, applicationId) });
    },
  });
}
