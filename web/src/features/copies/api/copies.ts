/**
 * Server state of the duplication screen (docs/api.md "Copies"; shapes in shared/schemas/copies.ts): the caller's
 * projects (with their level), a project's applications (the shared project query), the request that starts the
 * copy job, and that job, asked again until it ends. A finished copy refreshes the projects (new applications).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ProjectSummary } from '../../../../../shared/project-views';
import type { CopyApplicationsRequest } from '../../../../../shared/schemas/copies';
import type { JobView } from '../../../../../shared/schemas/jobs';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import { projectKeys } from '../../../lib/projects/queries';

/** `GET /api/projects`: the projects owned or granted, with the caller's level (same key and shape as the welcome page's). */
export const projectListQuery = () =>
  queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => api.get<{ items: readonly ProjectSummary[]; count: number }>('/projects', { signal }),
  });

const startCopy = (request: CopyApplicationsRequest) => api.post<{ jobId: string }>('/copies', request);

/** `POST /api/copies` → 202 `{ jobId }` of the `copyApplications` job. */
export function useStartCopy({ mutationConfig }: { mutationConfig?: MutationConfig<typeof startCopy> } = {}) {
  return useApiMutation(startCopy, {}, mutationConfig);
}

const running = (job: JobView | undefined) => job === undefined || job.status === 'queued' || job.status === 'running';

/** `GET /api/jobs/{jobId}`: the copy job, asked again every half second until it ends. */
export const copyJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: ['jobs', jobId] as const,
    queryFn: ({ signal }) => api.get<JobView>(`/jobs/${encodeURIComponent(jobId)}`, { signal }),
    refetchInterval: (query) => (running(query.state.data) ? 500 : false),
    staleTime: 0,
  });
