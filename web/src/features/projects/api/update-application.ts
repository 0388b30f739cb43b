import type { ApplicationDetail } from '../../../../../shared/project-views';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import { apiPaths, projectKeys } from '../../../lib/projects/queries';
import type { ApplicationFieldsBody } from './create-application';
import { storeApplication } from './store-application';

interface UpdateApplicationBody extends Partial<ApplicationFieldsBody> {
  readonly version?: number;
}

/** `PATCH /api/projects/{projectId}/applications/{applicationId}` (an id or a slug). */
const updateApplication = ({ projectId, ref, body }: { projectId: string; ref: string; body: UpdateApplicationBody }) =>
  api.patch<ApplicationDetail>(apiPaths.application(projectId, ref), body);

/** Saves an application: cached as answered (the screen's `onSuccess` sees it), then its project refreshed. */
export function useUpdateApplication({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateApplication> } = {}) {
  return useApiMutation(
    updateApplication,
    {
      before: (client, application) => storeApplication(client, application),
      after: (client, application) => client.invalidateQueries({ queryKey: projectKeys.detail(application.projectId), exact: true }),
    },
    mutationConfig,
  );
}
