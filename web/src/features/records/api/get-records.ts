import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RecordPage } from '../../../../../shared/schemas/records';
import { api } from '../../../lib/api';
import { type ElementRef, recordsPath } from '../../../lib/projects/element-queries';
import { type ListParams, recordKeys } from './keys';

/**
 * `GET {base}?q=&sort=&order=&cursor=&limit=`: one page of the list. While another page, sort or search loads, the
 * page shown stays (no flash of an empty table).
 */
export const recordsQuery = (to: ElementRef, params: ListParams) =>
  queryOptions({
    queryKey: recordKeys.list(to, params),
    queryFn: ({ signal }) => api.get<RecordPage>(recordsPath(to), { signal, query: { ...params } }),
    placeholderData: keepPreviousData,
  });
