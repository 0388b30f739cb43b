import { foldText } from '../../shared/fold-text';
import { META_COLUMNS } from '../../shared/schemas/builder';
import { RECORDS_MAX_LIMIT, type RecordPage } from '../../shared/schemas/records';
import { Validation } from '../lib/errors';
import { type Element, isFileType, type RecordsDeps } from './context';
import { decodeListCursor, encodeListCursor, type ListPosition } from './list-cursor';
import { EMPTY_VALUES_FROM } from './list-index';
import type { ListRow } from './repository';

/**
 * A page of an element's list (docs/data-model.md, "Records"): its rows read from the partition of the sort column
 * (list-index.ts wrote them), in pages of Queries, filtered by the folded search text when there is one.
 */

/** A search reads at most this many rows per request, in calls of at most SEARCH_BATCH (it says when it stopped early). */
const SEARCH_ROWS_PER_REQUEST = 2_000;
const SEARCH_BATCH = 500;

export interface ListInput {
  readonly q: string;
  readonly sort?: string | undefined;
  readonly order?: 'asc' | 'desc' | undefined;
  readonly cursor?: string | undefined;
  readonly limit?: number | undefined;
}

/** The list's sort column: as asked (a column of the list, or a meta column), or its first field column. */
function sortColumn(target: Element, sort: string | undefined): string {
  const { table, form } = target.element;
  const column = sort ?? table.columns.find((candidate) => form.fields.some((field) => field.key === candidate)) ?? '__createdAt';
  const isMeta = (META_COLUMNS as readonly string[]).includes(column);
  // Only the list's columns have row partitions: a field that is not shown is not a sort order.
  if (!isMeta && !(table.columns.includes(column) && form.fields.some((field) => field.key === column))) {
    throw new Validation([{ field: 'sort', message: 'validation.sortColumn' }]);
  }
  return column;
}

interface RowsRead {
  readonly items: ListRow[];
  /** Where the next page starts (undefined at the end). */
  readonly next: ListPosition | undefined;
  readonly stoppedEarly: boolean;
}

/** Reads up to `limit` rows from `from` on, with the Queries the order and the search ask for. */
async function readRows(
  repository: RecordsDeps['repository'],
  target: Element,
  list: { column: string; order: 'asc' | 'desc'; q: string },
  from: ListPosition | undefined,
  limit: number,
): Promise<RowsRead> {
  const { q } = list;
  const descending = list.order === 'desc';
  const items: ListRow[] = [];
  let position = from;
  let budget = q ? SEARCH_ROWS_PER_REQUEST : Number.POSITIVE_INFINITY;
  // Ascending reads the partition in one sweep (empty values sort last). Descending reads the values first,
  // then the empty ones: only the page that crosses from one to the other makes a second Query.
  let phase: 1 | 2 = position?.phase ?? 1;
  for (;;) {
    const want = limit - items.length;
    const start = position?.phase === phase ? position.after : undefined;
    const batch = q ? Math.min(SEARCH_BATCH, budget) : want + 1;
    const page = await repository.queryRows({
      applicationId: target.app.applicationId,
      elementKey: target.element.key,
      column: list.column,
      descending,
      ...(start ? { after: start } : {}),
      ...(descending ? { range: phase === 1 ? { below: EMPTY_VALUES_FROM } : { beginsWith: EMPTY_VALUES_FROM } } : {}),
      limit: batch,
      ...(q ? { contains: q } : {}),
    });
    budget -= batch;
    if (page.rows.length > want) {
      // The page is full and at least one more row follows: the next page starts after the last one shown.
      const taken = page.rows.slice(0, want);
      items.push(...taken);
      const after = taken.at(-1)?.SK ?? start;
      return { items, next: after ? { phase, after } : { phase }, stoppedEarly: false };
    }
    items.push(...page.rows);
    if (page.lastKey) {
      position = { phase, after: page.lastKey };
      if (items.length === limit || budget <= 0) return { items, next: position, stoppedEarly: items.length < limit };
      continue;
    }
    if (descending && phase === 1) {
      phase = 2;
      position = undefined;
      continue;
    }
    return { items, next: undefined, stoppedEarly: false };
  }
}

/** A page of the list, its file cells with their previews' signed URLs (signing is local: no request). */
export async function listPage(
  { repository, files }: Pick<RecordsDeps, 'repository' | 'files'>,
  target: Element,
  input: ListInput,
  now: Date,
): Promise<RecordPage> {
  const { table, form } = target.element;
  const list = { column: sortColumn(target, input.sort), order: input.order ?? 'asc', q: foldText(input.q) };
  const position = decodeListCursor(input.cursor, list);
  const limit = Math.min(input.limit ?? table.perPage, RECORDS_MAX_LIMIT);
  const { items, next, stoppedEarly } = await readRows(repository, target, list, position, limit);
  const fileColumns = form.fields.filter((field) => isFileType(field.type) && table.columns.includes(field.key));
  const withPreviews = async (cells: Record<string, unknown>) => {
    if (fileColumns.length === 0) return cells;
    const out = { ...cells };
    for (const field of fileColumns) {
      out[field.key] = await files.cellWithPreviews(target.projectId, target.app.applicationId, cells[field.key], now);
    }
    return out;
  };
  return {
    items: await Promise.all(
      items.map(async (row) => ({
        recordId: row.recordId,
        values: await withPreviews(row.cells),
        version: row.version,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        ...(row.sample ? { sample: true } : {}),
      })),
    ),
    cursor: next ? encodeListCursor(list, next) : null,
    searchStoppedEarly: stoppedEarly,
    reindexJobId: target.element.reindexJobId ?? null,
  };
}
