/**
 * The page of records a list shows: a debounced search (the query sent once typing pauses), the sort (the first
 * column ascending until a header is clicked; a second click reverses it), and the pages (next and previous through a
 * stack of cursors: the first page has none; "next" pushes, "previous" pops). A new search or sort starts again from
 * the first page.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import type { TableConfig } from '../../../../shared/schemas/builder';
import type { ElementRef } from '../../lib/projects/element-queries';
import { recordsQuery } from './api/get-records';
import type { ListParams } from './api/keys';

const SEARCH_DELAY_MS = 300;

export interface Sort {
  readonly column: string;
  readonly order: 'asc' | 'desc';
}

/** `onNewSearch`: the search sent changed (the list's selection belongs to the search it was made in). */
export function useRecordsPage(to: ElementRef, table: TableConfig, onNewSearch: () => void) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [chosenSort, setChosenSort] = useState<Sort | null>(null);
  const [cursors, setCursors] = useState<readonly (string | undefined)[]>([undefined]);
  const newSearch = useEffectEvent(onNewSearch);

  useEffect(() => {
    const next = typed.trim();
    if (next === query) return undefined;
    const timer = setTimeout(() => {
      setQuery(next);
      setCursors([undefined]);
      newSearch();
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, query]);

  const sort: Sort = chosenSort ?? { column: table.columns[0] ?? '__createdAt', order: 'asc' };
  const params: ListParams = {
    q: query || undefined,
    sort: chosenSort?.column,
    order: chosenSort?.order,
    cursor: cursors.at(-1),
  };
  const { data: page, isFetching, isPlaceholderData, refetch } = useQuery(recordsQuery(to, params));
  const items = page?.items ?? [];
  // While another sort, search or page loads, the page shown is the previous one: its cursor belongs to another list.
  const nextCursor = isPlaceholderData ? undefined : (page?.cursor ?? undefined);

  return {
    typed,
    setTyped,
    query,
    sort,
    page,
    items,
    isFetching,
    refetch,
    /** 1-based. */
    pageNumber: cursors.length,
    hasPrevious: cursors.length > 1,
    nextCursor,
    onSort: (column: string) => {
      setChosenSort(sort.column === column ? { column, order: sort.order === 'asc' ? 'desc' : 'asc' } : { column, order: 'asc' });
      setCursors([undefined]);
    },
    next: () => nextCursor && setCursors((current) => [...current, nextCursor]),
    previous: () => cursors.length > 1 && setCursors((current) => current.slice(0, -1)),
    /** After a deletion: the last record of a page other than the first is gone, back to the page before. */
    afterDelete: () => {
      if (items.length === 1 && cursors.length > 1) setCursors((current) => current.slice(0, -1));
    },
  };
}
