import type { ApplicationKind, CatalogueOptions } from '../../../../../shared/kinds';
import type { ApplicationDetail } from '../../../../../shared/project-views';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import { apiPaths, projectKeys } from '../../../lib/projects/queries';
import { storeApplication } from './store-application';

export interface ApplicationFieldsBody {
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly catalogueOptions?: CatalogueOptions;
}
interface CreateApplicationBody extends ApplicationFieldsBody {
  readonly kind: ApplicationKind;
}

/** `POST /api/projects/{projectId}/applications`. */
const createApplication = ({ projectId, body }: { projectId: string; body: CreateApplicationBody }) =>
  api.post<ApplicationDetail>(apiPaths.applications(projectId), body);

/** Adds an application: cached as answered, and its project (which lists it) refreshed before the screen's `onSuccess`. */
export function useCreateApplication({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createApplication> } = {}) {
  return useApiMutation(
    createApplication,
    {
      before: async (client, application) => {
        storeApplication(client, application);
        await client.invalidateQueries({ queryKey: projectKeys.detail(application.projectId), exact: true });
      },
    },
    mutationConfig,
  );
}
