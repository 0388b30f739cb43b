/**
 * Server state of the sample-data screen (docs/api.md "Sample data"; shapes in shared/schemas/samples.ts): the
 * overview of an application's records and sample records, and the two requests that start a job (create sample
 * records of an element, remove them). The overview's key sits under the application's, so that what refreshes the
 * application (its counts) refreshes it too; a finished job refreshes the whole project (its lists and counts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { SamplesOverview } from '../../../../../shared/schemas/samples';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import { elementPath } from '../../../lib/projects/element-queries';
import { apiPaths, projectKeys } from '../../../lib/projects/queries';

/** The application whose sample data the screen shows, as the route names it (an id or a slug). */
export interface ApplicationRef {
  readonly projectId: string;
  readonly ref: string;
}

export const samplesKey = ({ projectId, ref }: ApplicationRef) => [...projectKeys.application(projectId, ref), 'samples'] as const;

/** `GET {application}/samples` → per element, its records and how many are sample data. */
export const samplesQuery = (to: ApplicationRef) =>
  queryOptions({
    queryKey: samplesKey(to),
    queryFn: ({ signal }) => api.get<SamplesOverview>(`${apiPaths.application(to.projectId, to.ref)}/samples`, { signal }),
    staleTime: 0,
  });

interface Started {
  readonly jobId: string;
}

const samplesPath = (to: ApplicationRef, element: string) => `${elementPath(to.projectId, to.ref, element)}/samples`;

const generateSamples = ({ to, element, count }: { to: ApplicationRef; element: string; count: number }) =>
  api.post<Started>(samplesPath(to, element), { count });

/** `POST {element}/samples { count }` → 202 `{ jobId }` of the `generateSamples` job. */
export function useGenerateSamples({ mutationConfig }: { mutationConfig?: MutationConfig<typeof generateSamples> } = {}) {
  return useApiMutation(generateSamples, {}, mutationConfig);
}

const removeSamples = ({ to, element }: { to: ApplicationRef; element: string }) => api.delete<Started>(samplesPath(to, element));

/** `DELETE {element}/samples` → 202 `{ jobId }` of the `removeSamples` job. */
export function useRemoveSamples({ mutationConfig }: { mutationConfig?: MutationConfig<typeof removeSamples> } = {}) {
  return useApiMutation(removeSamples, {}, mutationConfig);
}
