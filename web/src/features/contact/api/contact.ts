import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { ProjectSummary } from '../../../../../shared/project-views';
import type { ContactAccepted, ContactInput } from '../../../../../shared/schemas/contact';
import { api } from '../../../lib/api';
import { projectKeys } from '../../../lib/projects/queries';

/** `POST /api/contact`: stored at once (202), mailed to support and to the customer by a job. */
export const sendContact = (input: v.InferOutput<typeof ContactInput>) => api.post<ContactAccepted>('/contact', input);

/** `GET /api/projects`: the projects the caller sees, to name the one a request is about (same key as the welcome page). */
export const contactProjectsQuery = () =>
  queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => api.get<{ readonly items: readonly ProjectSummary[]; readonly count: number }>('/projects', { signal }),
  });
