import type { Language } from '../../../../../shared/constants';
import type { ProjectSummary } from '../../../../../shared/project-views';
import type { ProjectType } from '../../../../../shared/projects';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import { projectKeys } from '../../../lib/projects/queries';

interface CreateProjectBody {
  readonly name: string;
  readonly languages: readonly Language[];
  readonly type: ProjectType;
}

/** `POST /api/projects`. */
const createProject = (body: CreateProjectBody) => api.post<ProjectSummary>('/projects', body);

/** Creates a project; the list of projects is refreshed before the screen's `onSuccess`. */
export function useCreateProject({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createProject> } = {}) {
  return useApiMutation(
    createProject,
    {
      before: (client) => client.invalidateQueries({ queryKey: projectKeys.list() }),
    },
    mutationConfig,
  );
}
