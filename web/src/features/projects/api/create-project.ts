import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../../shared/constants';
import type { ProjectSummary } from '../../../../../shared/project-views';
import type { ProjectType } from '../../../../../shared/projects';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/mutation-config';
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
  const client = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createProject,
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: projectKeys.list() });
      await onSuccess?.(...args);
    },
  });
}
