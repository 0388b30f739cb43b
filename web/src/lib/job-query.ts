import { queryOptions } from '@tanstack/react-query';
import type { JobView } from '../../../shared/schemas/jobs';
import { api } from './api';

const running = (job: JobView | undefined) => job === undefined || job.status === 'queued' || job.status === 'running';

/**
 * `GET /api/jobs/{jobId}`: a background job (a list's re-indexing, an import, an export, a vCards file, sample data, a
 * copy), asked again every `everyMs` until it ends.
 */
export const jobQuery = (jobId: string, everyMs = 1000) =>
  queryOptions({
    queryKey: ['jobs', jobId] as const,
    queryFn: ({ signal }) => api.get<JobView>(`/jobs/${encodeURIComponent(jobId)}`, { signal }),
    refetchInterval: (query) => (running(query.state.data) ? everyMs : false),
    staleTime: 0,
  });
