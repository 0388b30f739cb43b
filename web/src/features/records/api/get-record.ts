import { queryOptions } from '@tanstack/react-query';
import type { RecordDetail } from '../../../../../shared/schemas/records';
import { api } from '../../../lib/api';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { recordKeys, recordPath } from './keys';

/** `GET {base}/{recordId}`: the record, who saved it last and how many versions its history keeps. Always the latest. */
export const recordQuery = (to: ElementRef, recordId: string) =>
  queryOptions({
    queryKey: recordKeys.record(to, recordId),
    queryFn: ({ signal }) => api.get<RecordDetail>(recordPath(to, recordId), { signal }),
    staleTime: 0,
  });
