import { queryOptions } from '@tanstack/react-query';
import type { JobView } from '../../../../../shared/schemas/jobs';
import { api } from '../../../lib/api';

const running = (job: JobView | undefined) => job === undefined || job.status === 'queued' || job.status === 'running';

/** `GET /api/jobs/{jobId}`: the export job, asked again every second until it ends. */
export const jobQuery = (jobId: string) =>
  queryOptions({
    queryKey: ['jobs', jobId] as const,
    queryFn: ({ signal }) => api.get<JobView>(`/jobs/${encodeURIComponent(jobId)}`, { signal }),
    refetchInterval: (query) => (running(query.state.data) ? 1000 : false),
    staleTime: 0,
  });
