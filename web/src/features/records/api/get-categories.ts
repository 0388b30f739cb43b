import { queryOptions } from '@tanstack/react-query';
import type { RecordPage } from '../../../../../shared/schemas/records';
import { api } from '../../../lib/api';
import { type ElementRef, recordsPath } from '../../../lib/projects/element-queries';
import { recordKeys } from './keys';

/** The most categories a category field offers: one page of its category element. */
const CATEGORIES_LIMIT = 100;

/**
 * `GET {base}?limit=100` of each category element `elements` names (in that order): the categories a form's fields
 * offer, one page per element, fetched together.
 */
export const categoriesQuery = (to: Omit<ElementRef, 'element'>, elements: readonly string[]) =>
  queryOptions({
    queryKey: [...recordKeys.categories(to), ...elements] as const,
    queryFn: ({ signal }) =>
      Promise.all(
        elements.map((element) => api.get<RecordPage>(recordsPath({ ...to, element }), { signal, query: { limit: CATEGORIES_LIMIT } })),
      ),
  });
