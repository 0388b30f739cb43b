import { queryOptions } from '@tanstack/react-query';
import type { RecordVersionPage } from '../../../../../shared/schemas/records';
import { api } from '../../../lib/api';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { recordKeys, recordPath } from './keys';

/** `GET {base}/{recordId}/versions?cursor=`: one page of the versions, newest first (no cursor: the latest). */
export const versionsQuery = (to: ElementRef, recordId: string, cursor?: string) =>
  queryOptions({
    queryKey: [...recordKeys.versions(to, recordId), cursor ?? null] as const,
    queryFn: ({ signal }) => api.get<RecordVersionPage>(`${recordPath(to, recordId)}/versions`, { signal, query: { cursor } }),
    staleTime: 0,
  });
