import type { Language } from '../../../shared/constants';
import type { ApplicationsService } from '../../applications/service';
import type { CsvColumn } from '../csv/columns';
import { categoryNames } from '../csv/write-cell';
import { foldText } from '../../../shared/fold-text';
import type * as Repository from '../repository';
import { type IdRange, restOf, splitRange } from './id-ranges';
import type { JobInput, Position } from './job-state';
import type { ExportedRecord } from './source';
import type * as Source from './source';

/**
 * The reading of an export's records, a page at a time from a position its checkpoint keeps: the whole element (id ranges
 * read together), a search (the list's rows, then their records) or a selection (records by id); and the names category
 * cells are written with.
 */

export interface ReadDeps {
  readonly applications: Pick<ApplicationsService, 'elementConfig'>;
  /** The list rows (a search reads them as the records list does). */
  readonly repository: Pick<typeof Repository, 'queryRows'>;
  readonly source: typeof Source;
  /** Records per Query. */
  readonly pageRecords: number;
}

/** `all`: ranges of ids read together, each cut for about half a page of records, at most MAX_RANGES at first. */
const PARALLEL_RANGES = 4;
const MAX_RANGES = 256;
/** List rows a search reads per Query (the filter keeps the matching ones). */
const SEARCH_ROWS = 500;
/** BatchGetItem takes at most 100 keys. */
const BATCH_IDS = 100;
/** Categories read to name category cells; past this many, cells hold ids (which the import reads as well). */
const MAX_CATEGORIES = 10_000;

interface Page {
  readonly records: ExportedRecord[];
  readonly next: Position | undefined;
}

/**
 * `all`: the pages of the first ranges, read together; their records in order up to the first range that has more
 * (the pages after it are read again later). The first call cuts the element's ids in ranges of about a page.
 */
async function readRanges({ source, pageRecords }: ReadDeps, input: JobInput, position: Position, count: number): Promise<Page> {
  const { applicationId, element } = input;
  let ranges: IdRange[] | undefined = position.ranges;
  if (!ranges) {
    const bounds = await source.recordIdBounds(applicationId, element);
    if (!bounds) return { records: [], next: undefined };
    ranges = splitRange(bounds.first, bounds.last, Math.min(MAX_RANGES, Math.ceil((count * 2) / pageRecords)));
  }
  const reading = ranges.slice(0, PARALLEL_RANGES);
  const pages = await Promise.all(
    reading.map((range) => source.recordsPage(applicationId, element, range.after, pageRecords, { lo: range.lo, hi: range.hi })),
  );
  const records: ExportedRecord[] = [];
  let rest: IdRange[] = ranges.slice(reading.length);
  for (const [index, page] of pages.entries()) {
    records.push(...page.items);
    const last = page.items.at(-1);
    if (page.next && last) {
      rest = [...restOf(reading[index]!, page.next, last.recordId), ...ranges.slice(index + 1)];
      break;
    }
  }
  return { records, next: rest.length ? { ranges: rest } : undefined };
}

/** The next page of the export's records from `position` (`count`: the element's records, for the ranges of `all`). */
export async function readPage(deps: ReadDeps, input: JobInput, position: Position, count: number): Promise<Page> {
  const { applicationId, element } = input;
  const scope = input.records;
  switch (scope.kind) {
    case 'all':
      return readRanges(deps, input, position, count);
    case 'search': {
      const page = await deps.repository.queryRows({
        applicationId,
        elementKey: element,
        column: scope.column,
        descending: false,
        ...(position.after ? { after: position.after } : {}),
        limit: SEARCH_ROWS,
        contains: scope.q,
      });
      const ids = page.rows.map((row) => row.recordId);
      const records: ExportedRecord[] = [];
      for (let start = 0; start < ids.length; start += BATCH_IDS) {
        records.push(...(await deps.source.recordsByIds(applicationId, element, ids.slice(start, start + BATCH_IDS))));
      }
      return { records, next: page.lastKey ? { after: page.lastKey } : undefined };
    }
    case 'selection': {
      const index = position.index ?? 0;
      const ids = scope.ids.slice(index, index + BATCH_IDS);
      const records = await deps.source.recordsByIds(applicationId, element, ids);
      const next = index + BATCH_IDS;
      return { records, next: next < scope.ids.length ? { index: next } : undefined };
    }
  }
}

/** The names category cells are written with, per category element the exported fields use. */
export async function categoryLabels(
  { applications, source }: ReadDeps,
  projectId: string,
  input: JobInput,
  columns: readonly CsvColumn[],
  languages: readonly Language[],
) {
  const elements = [...new Set(columns.map((column) => column.field.categoryElement).filter((key): key is string => !!key))];
  const byElement = new Map<string, Map<string, string>>();
  for (const element of elements) {
    const config = await applications.elementConfig(projectId, input.applicationId, element);
    if (!config || config.count > MAX_CATEGORIES) continue;
    const records = await source.elementRecords(input.applicationId, element, MAX_CATEGORIES + 1);
    byElement.set(element, categoryNames(config.form, records, languages, foldText));
  }
  return (element: string, id: string) => byElement.get(element)?.get(id);
}
