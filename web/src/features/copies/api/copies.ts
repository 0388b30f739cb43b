/**
 * The request that starts a copy (docs/api.md "Copies"; shapes in shared/schemas/copies.ts): the copy job, followed
 * through web/src/lib/job-query.ts. The screen reads the caller's projects and their applications through the
 * shared project queries (web/src/lib/projects/queries.ts).
 */
import type { CopyApplicationsRequest } from '../../../../../shared/schemas/copies';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';

const startCopy = (request: CopyApplicationsRequest) => api.post<{ jobId: string }>('/copies', request);

/** `POST /api/copies` → 202 `{ jobId }` of the `copyApplications` job. */
export function useStartCopy({ mutationConfig }: { mutationConfig?: MutationConfig<typeof startCopy> } = {}) {
  return useApiMutation(startCopy, {}, mutationConfig);
}
