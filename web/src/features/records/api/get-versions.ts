import { infiniteQueryOptions } from '@tanstack/react-query';
import type { RecordVersionPage } from '../../../../../shared/schemas/records';
import { api } from '../../../lib/api';
import { type ElementRef, recordKeys, recordPath } from './keys';

/** `GET {base}/{recordId}/versions?cursor=`: the versions, newest first, page after page. */
export const versionsQuery = (to: ElementRef, recordId: string) =>
  infiniteQueryOptions({
    queryKey: recordKeys.versions(to, recordId),
    queryFn: ({ signal, pageParam }) =>
      api.get<RecordVersionPage>(`${recordPath(to, recordId)}/versions`, { signal, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.cursor ?? undefined,
    staleTime: 0,
  });
