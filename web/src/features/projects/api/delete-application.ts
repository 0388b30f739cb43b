import type { ApplicationDetail } from '../../../../../shared/project-views';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
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
  return useApiMutation(
    deleteApplication,
    {
      before: (client, _result, { projectId }) => client.invalidateQueries({ queryKey: projectKeys.detail(projectId), exact: true }),
      after: (client, _result, { projectId, applicationId, slug }) => {
        client.removeQueries({ queryKey: projectKeys.application(projectId, slug) });
        client.removeQueries({ queryKey: projectKeys.application(projectId, applicationId) });
      },
    },
    mutationConfig,
  );
}
