import type { QueryClient } from '@tanstack/react-query';
import type { ApplicationDetail } from '../../../../../shared/project-views';
import { projectKeys } from '../../../lib/projects/queries';

/** After an application changed: its cached copies, by slug and by id, are the API's answer. */
export function storeApplication(client: QueryClient, application: ApplicationDetail): void {
  client.setQueryData(projectKeys.application(application.projectId, application.slug), application);
  client.setQueryData(projectKeys.application(application.projectId, application.applicationId), application);
}
