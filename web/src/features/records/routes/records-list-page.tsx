/**
 * `/{lang}/customer/projects/{projectId}/applications/{applicationId}/{builderElement}` (SPEC §2): the list of an
 * element's records, shaped by its list configuration — the title, the visible columns (field labels, "Créée le",
 * "Modifiée le"), cells formatted per field type, pages of the configured size (next and previous through a stack of
 * cursors), sorting by a click on a column header (both directions, `aria-sort`), a debounced search (case- and
 * accent-insensitive on the server, bounded: "poursuivre la recherche" when it stopped early), the record count, add,
 * and per record view, edit, copy, history and delete (confirmed in the shell modal, whose `trash` event sets the
 * current record id, SPEC §4). While the list is re-indexed after a change of its columns, the job's progress shows.
 * On a phone the table becomes one card per record (no sideways scrolling).
 *
 * Bulk data (issue 12): a checkbox per record (labelled by its name) and "select all on this page" make a selection,
 * kept across pages and sorts and cleared when the search changes; the toolbar links to the copy-paste import and to
 * the export (which receives the search as `?q=` and the selection as router state), and opens the vCards dialog
 * (elements with people only: the server's rule, `hasPeople`; the dialog is loaded when opened). A record made as
 * sample data is marked "Exemple".
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { atLeast } from '../../../../../shared/projects';
import { localizedText } from '../../../../../shared/localized-text';
import type { MetaColumn, RecordView } from '../../../../../shared/schemas/records';
import { hasPeople } from '../../../../../shared/vcard-mapping';
import { Loading } from '../../../components/projects/loading';
import { FormStatus } from '../../../components/ui/form-alert';
import { type ColumnHead, StackedCell, StackedRow, StackedTable } from '../../../components/ui/stacked-table';
import { FileCell } from '../../../components/uploads/file-cell';
import { isApiError } from '../../../lib/api';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { errorCodeOf, errorMessageFor } from '../../../lib/error-messages';
import { paths } from '../../../lib/projects/route-helpers';
import { useDeleteRecord } from '../api/delete-record';
import { jobQuery } from '../../../lib/job-query';
import { recordsQuery } from '../api/get-records';
import type { ElementRef } from '../../../lib/projects/element-queries';
import type { ListParams } from '../api/keys';
import { askConfirmation, TRASH_EVENT, useConfirmed } from '../../../components/ui/confirm';
import { RecordPageFrame } from '../components/record-page-frame';
import { type FormatContext, formatInstant, valueText } from '../format';
import { listMessages } from '../messages';
import { recordName } from '../record-name';
import { elementRefOf } from '../../../lib/projects/element-screen';
import { listLoader } from '../route-helpers';
import { type ElementScreen, useElement } from '../use-element';
import '../records.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

export const loader = listLoader;

const SEARCH_DELAY_MS = 300;

/** The vCards dialog, downloaded the first time it opens (with the modal's code). */
const VcardDialog = lazy(lazyWithReload(() => import('../vcards/vcard-dialog')));

/** The records selected in the list: id → name (the name for the texts that count or name them). */
type Selection = ReadonlyMap<string, string>;

/** A file or gallery column: its cell shows small previews, or the files' names. */
const isFileColumn = (field: { readonly type: string } | undefined) => field?.type === 'file' || field?.type === 'gallery';

interface Sort {
  readonly column: string;
  readonly order: 'asc' | 'desc';
}

/** The progress of the list's re-indexing job; once it has succeeded, `onDone` (the list is fetched again). */
function ReindexProgress({ jobId, onDone }: { readonly jobId: string; readonly onDone: () => void }) {
  const intl = useIntl();
  const { data: job } = useQuery(jobQuery(jobId));
  const succeeded = job?.status === 'succeeded';
  const done = useEffectEvent(onDone);
  useEffect(() => {
    if (!succeeded) return;
    done();
    // The list may name the finished job a moment longer (the server reuses reads for a few seconds): ask again
    // until it no longer does, which unmounts this.
    const again = setInterval(done, 1_000);
    return () => clearInterval(again);
  }, [succeeded]);
  if (job?.status === 'failed') return <p className="notice">{intl.formatMessage(listMessages.reindexFailed)}</p>;
  const count = job?.progress.done ?? 0;
  const total = job?.progress.total ?? 0;
  return (
    <div className="notice records-reindex" role="status">
      <label>
        <span>{intl.formatMessage(listMessages.reindexProgress, { done: count, total })}</span>
        <progress max={Math.max(total, 1)} value={count} aria-label={intl.formatMessage(listMessages.reindexing)} />
      </label>
    </div>
  );
}

function RecordsTable({
  screen,
  to,
  items,
  sort,
  page,
  onSort,
  onDelete,
  selection,
  onSelect,
  context,
}: {
  readonly screen: ElementScreen;
  readonly to: ElementRef;
  readonly items: readonly RecordView[];
  readonly sort: Sort;
  readonly page: number;
  readonly onSort: (column: string) => void;
  readonly onDelete: (record: RecordView, name: string) => void;
  readonly selection: Selection;
  readonly onSelect: (record: RecordView, name: string, selected: boolean) => void;
  readonly context: FormatContext;
}) {
  const intl = useIntl();
  const selectId = useId();
  const { form, table, locale, application } = screen;
  const canWrite = atLeast(application.level, 'write');
  const fields = new Map(form.fields.map((field) => [field.key, field]));
  const metaLabel = (column: MetaColumn) => intl.formatMessage(column === '__createdAt' ? listMessages.createdAt : listMessages.updatedAt);
  const labelOf = (column: string) => {
    const field = fields.get(column);
    if (field) return localizedText(field.label, locale, screen.languages) || column;
    return column === '__createdAt' || column === '__updatedAt' ? metaLabel(column) : column;
  };
  const cellOf = (record: RecordView, column: string) => {
    const field = fields.get(column);
    if (field) return valueText(field, record.values[column], context);
    if (column === '__createdAt') return formatInstant(intl, record.createdAt);
    if (column === '__updatedAt') return formatInstant(intl, record.updatedAt);
    return '';
  };
  const heads: ColumnHead[] = table.columns.map((column) => {
    const sorted = sort.column === column;
    return {
      key: column,
      sort: sorted ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none',
      content: (
        <button type="button" className="records-sort" onClick={() => onSort(column)}>
          <span>{labelOf(column)}</span>
          <span className="records-sort-mark" aria-hidden="true">
            {sorted ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      ),
    };
  });
  const actionsLabel = intl.formatMessage(listMessages.actions);
  const [first, ...others] = table.columns;
  const recordPath = (recordId: string, view: 'view' | 'edit' | 'history') =>
    paths.record(locale, to.projectId, to.ref, to.element, recordId, view);
  return (
    <StackedTable
      className="records-table"
      caption={intl.formatMessage(listMessages.caption, {
        title: localizedText(table.title, locale, screen.languages),
        page,
        column: labelOf(sort.column),
        order: intl.formatMessage(sort.order === 'asc' ? listMessages.ascending : listMessages.descending),
      })}
      columns={[...heads, actionsLabel]}
    >
      {items.map((record) => {
        const name = recordName(screen, record, context);
        const firstText = first ? cellOf(record, first) : '';
        const checkboxId = `${selectId}-${record.recordId}`;
        // The selection's checkbox is labelled by the record's name as the row shows it (a `label` element: the row
        // header keeps that name alone, where an aria-label would be read twice).
        const checkbox = (
          <input
            id={checkboxId}
            type="checkbox"
            className="records-select-box"
            checked={selection.has(record.recordId)}
            onChange={(event) => onSelect(record, name, event.target.checked)}
          />
        );
        const sample = record.sample ? (
          <>
            {' '}
            <span className="records-sample">{intl.formatMessage(listMessages.sample)}</span>
          </>
        ) : null;
        // A row is headed by its first column; a file column there shows its previews beside the record's name.
        const header =
          first && isFileColumn(fields.get(first)) ? (
            <span className="records-cell records-row-head">
              {checkbox}
              <FileCell value={record.values[first]} />{' '}
              <label htmlFor={checkboxId} className="muted">
                {name}
              </label>
              {sample}
            </span>
          ) : (
            <span className="records-row-head">
              {checkbox}
              <label htmlFor={checkboxId}>{firstText || <span className="muted">{name}</span>}</label>
              {sample}
            </span>
          );
        return (
          <StackedRow key={record.recordId} header={header}>
            {others.map((column) => (
              <StackedCell key={column} label={labelOf(column)} numeric={fields.get(column)?.type === 'number'}>
                <span className="records-cell">
                  {isFileColumn(fields.get(column)) ? <FileCell value={record.values[column]} /> : cellOf(record, column)}
                </span>
              </StackedCell>
            ))}
            <StackedCell label={actionsLabel}>
              <ul className="records-actions">
                <li>
                  <Link to={recordPath(record.recordId, 'view')} aria-label={intl.formatMessage(listMessages.viewOf, { name })}>
                    {intl.formatMessage(listMessages.view)}
                  </Link>
                </li>
                {canWrite ? (
                  <>
                    <li>
                      <Link to={recordPath(record.recordId, 'edit')} aria-label={intl.formatMessage(listMessages.editOf, { name })}>
                        {intl.formatMessage(listMessages.edit)}
                      </Link>
                    </li>
                    <li>
                      <Link
                        to={paths.recordNew(locale, to.projectId, to.ref, to.element, record.recordId)}
                        aria-label={intl.formatMessage(listMessages.copyOf, { name })}
                      >
                        {intl.formatMessage(listMessages.copy)}
                      </Link>
                    </li>
                  </>
                ) : null}
                <li>
                  <Link to={recordPath(record.recordId, 'history')} aria-label={intl.formatMessage(listMessages.historyOf, { name })}>
                    {intl.formatMessage(listMessages.history)}
                  </Link>
                </li>
                {canWrite ? (
                  <li>
                    <button
                      type="button"
                      className="records-delete"
                      aria-label={intl.formatMessage(listMessages.deleteOf, { name })}
                      onClick={() => onDelete(record, name)}
                    >
                      {intl.formatMessage(listMessages.delete)}
                    </button>
                  </li>
                ) : null}
              </ul>
            </StackedCell>
          </StackedRow>
        );
      })}
    </StackedTable>
  );
}

function RecordsList({ screen, to }: { readonly screen: ElementScreen; readonly to: ElementRef }) {
  const intl = useIntl();
  const searchId = useId();
  const { form, table, locale, application, categories } = screen;
  const context: FormatContext = { intl, locale, languages: screen.languages, categories };
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [chosenSort, setChosenSort] = useState<Sort | null>(null);
  // The cursor of each page shown so far: the first page has none; "next" pushes, "previous" pops.
  const [cursors, setCursors] = useState<readonly (string | undefined)[]>([undefined]);
  const [deleted, setDeleted] = useState<string | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<unknown>(null);
  const [selection, setSelection] = useState<Selection>(new Map());
  const [vcardsOpen, setVcardsOpen] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  const deleting = useRef(new Map<string, string>());

  useEffect(() => {
    const next = typed.trim();
    if (next === query) return undefined;
    const timer = setTimeout(() => {
      setQuery(next);
      setCursors([undefined]);
      // A selection belongs to the search it was made in.
      setSelection(new Map());
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

  const deletion = useDeleteRecord({
    mutationConfig: {
      onSuccess: (_result, { recordId }) => {
        setSelection((current) => withRecord(current, recordId, undefined));
        setDeleted(intl.formatMessage(listMessages.deleted, { name: deleting.current.get(recordId) ?? recordId }));
        // The last record of a page other than the first: back to the page before.
        if (items.length === 1 && cursors.length > 1) setCursors((current) => current.slice(0, -1));
        status.current?.focus();
      },
      onError: (failure) => setDeleteFailure(failure),
    },
  });
  useConfirmed(
    TRASH_EVENT,
    (recordId) => deleting.current.has(recordId),
    (recordId) => {
      setDeleted(null);
      setDeleteFailure(null);
      deletion.mutate({ to, recordId });
    },
  );

  const onSort = (column: string) => {
    setChosenSort(sort.column === column ? { column, order: sort.order === 'asc' ? 'desc' : 'asc' } : { column, order: 'asc' });
    setCursors([undefined]);
  };
  const onDelete = (record: RecordView, name: string) => {
    deleting.current.set(record.recordId, name);
    askConfirmation({
      title: intl.formatMessage(listMessages.deleteTitle),
      text: intl.formatMessage(listMessages.deleteText, { name }),
      confirm: intl.formatMessage(listMessages.deleteConfirm),
      cancel: intl.formatMessage(listMessages.cancel),
      modelId: record.recordId,
      event: TRASH_EVENT,
      danger: true,
    });
  };

  const onSelect = (record: RecordView, name: string, selected: boolean) =>
    setSelection((current) => withRecord(current, record.recordId, selected ? name : undefined));
  const pageNames = items.map((record) => [record.recordId, recordName(screen, record, context)] as const);
  const selectedOnPage = pageNames.filter(([recordId]) => selection.has(recordId)).length;
  const onSelectPage = (selected: boolean) =>
    setSelection((current) =>
      pageNames.reduce((next, [recordId, name]) => withRecord(next, recordId, selected ? name : undefined), current),
    );

  const count = application.configs.find((config) => config.key === to.element)?.count ?? 0;
  const canWrite = atLeast(application.level, 'write');
  const listPath = paths.records(locale, to.projectId, to.ref, to.element);
  const failureCode = deleteFailure ? errorCodeOf(deleteFailure) : null;
  const failureParams = isApiError(deleteFailure) ? deleteFailure.details[0]?.params : undefined;
  const pageNumber = cursors.length;
  return (
    <RecordPageFrame
      screen={screen}
      to={to}
      heading={localizedText(table.title, locale, screen.languages) || screen.elementName}
      intro={<p className="count-badge records-count">{intl.formatMessage(listMessages.count, { count })}</p>}
    >
      {page?.reindexJobId ? <ReindexProgress jobId={page.reindexJobId} onDone={() => void refetch()} /> : null}
      <section className="card records-list" aria-labelledby={`${searchId}-title`} aria-busy={isFetching || undefined}>
        <h2 id={`${searchId}-title`} className="visually-hidden">
          {localizedText(table.title, locale, screen.languages) || screen.elementName}
        </h2>
        <div className="records-toolbar">
          <div className="field records-search">
            <label htmlFor={searchId} className="field-label">
              {intl.formatMessage(listMessages.search)}
            </label>
            <input
              id={searchId}
              type="search"
              className="input"
              value={typed}
              aria-describedby={`${searchId}-hint`}
              onChange={(event) => setTyped(event.target.value)}
            />
            <p id={`${searchId}-hint`} className="field-description">
              {intl.formatMessage(listMessages.searchHint)}
            </p>
          </div>
          {canWrite ? (
            <Link className="button primary" to={paths.recordNew(locale, to.projectId, to.ref, to.element)}>
              {localizedText(form.titles.add, locale, screen.languages)}
            </Link>
          ) : null}
        </div>
        <ul className="records-bulk" aria-label={intl.formatMessage(listMessages.bulk)}>
          {canWrite ? (
            <li>
              <Link className="button" to={`${listPath}/copypaste`}>
                {intl.formatMessage(listMessages.import)}
              </Link>
            </li>
          ) : null}
          <li>
            <Link
              className="button"
              to={{ pathname: `${listPath}/export`, search: query ? `?${new URLSearchParams({ q: query })}` : '' }}
              state={selection.size > 0 ? { selection: [...selection.keys()] } : undefined}
            >
              {intl.formatMessage(listMessages.export)}
            </Link>
          </li>
          {hasPeople(form) ? (
            <li>
              <button type="button" className="button" onClick={() => setVcardsOpen(true)}>
                {intl.formatMessage(listMessages.vcards)}
              </button>
            </li>
          ) : null}
        </ul>
        <FormStatus ref={status}>{deleted}</FormStatus>
        {failureCode ? (
          <div role="alert" className="form-alert" tabIndex={-1}>
            <p>{intl.formatMessage(errorMessageFor(failureCode), failureParams)}</p>
          </div>
        ) : null}
        {items.length > 0 || selection.size > 0 ? (
          <div className="records-selection">
            {items.length > 0 ? (
              <div className="field-check">
                <input
                  id={`${searchId}-all`}
                  type="checkbox"
                  checked={selectedOnPage === items.length}
                  ref={(box) => {
                    if (box) box.indeterminate = selectedOnPage > 0 && selectedOnPage < items.length;
                  }}
                  onChange={(event) => onSelectPage(event.target.checked)}
                />
                <label htmlFor={`${searchId}-all`}>{intl.formatMessage(listMessages.selectPage)}</label>
              </div>
            ) : null}
            <p className="records-selected" role="status">
              {selection.size > 0 ? intl.formatMessage(listMessages.selected, { count: selection.size }) : ''}
            </p>
            {selection.size > 0 ? (
              <button type="button" className="button" onClick={() => setSelection(new Map())}>
                {intl.formatMessage(listMessages.clearSelection)}
              </button>
            ) : null}
          </div>
        ) : null}
        {items.length > 0 ? (
          <RecordsTable
            screen={screen}
            to={to}
            items={items}
            sort={sort}
            page={pageNumber}
            onSort={onSort}
            onDelete={onDelete}
            selection={selection}
            onSelect={onSelect}
            context={context}
          />
        ) : page && !page.searchStoppedEarly ? (
          <p className="muted">{query ? intl.formatMessage(listMessages.noMatch, { query }) : intl.formatMessage(listMessages.empty)}</p>
        ) : null}
        {page?.searchStoppedEarly && page.cursor ? (
          <div className="records-more">
            <p>{intl.formatMessage(listMessages.stoppedEarly)}</p>
            <button type="button" className="button" onClick={() => nextCursor && setCursors((current) => [...current, nextCursor])}>
              {intl.formatMessage(listMessages.keepSearching)}
            </button>
          </div>
        ) : null}
        {cursors.length > 1 || (page?.cursor && !page.searchStoppedEarly) ? (
          <nav className="records-pages" aria-label={intl.formatMessage(listMessages.pages)}>
            <button
              type="button"
              className="button"
              aria-disabled={cursors.length === 1 || undefined}
              onClick={() => cursors.length > 1 && setCursors((current) => current.slice(0, -1))}
            >
              {intl.formatMessage(listMessages.previous)}
            </button>
            <span>{intl.formatMessage(listMessages.page, { page: pageNumber })}</span>
            <button
              type="button"
              className="button"
              aria-disabled={!nextCursor || undefined}
              onClick={() => nextCursor && setCursors((current) => [...current, nextCursor])}
            >
              {intl.formatMessage(listMessages.next)}
            </button>
          </nav>
        ) : null}
      </section>
      {vcardsOpen ? (
        <Suspense fallback={null}>
          <VcardDialog
            to={to}
            form={form}
            languages={screen.languages}
            locale={locale}
            count={count}
            query={query}
            selection={[...selection.keys()]}
            onClose={() => setVcardsOpen(false)}
          />
        </Suspense>
      ) : null}
    </RecordPageFrame>
  );
}

/** `selection` with `recordId` selected under `name`, or left out when `name` is undefined. */
function withRecord(selection: Selection, recordId: string, name: string | undefined): Selection {
  if (name === undefined ? !selection.has(recordId) : selection.get(recordId) === name) return selection;
  const next = new Map(selection);
  if (name === undefined) next.delete(recordId);
  else next.set(recordId, name);
  return next;
}

function RecordsListPage({ to }: { readonly to: ElementRef }) {
  const screen = useElement(to, 'columns');
  return screen ? <RecordsList screen={screen} to={to} /> : <Loading />;
}

export function Component() {
  const to = elementRefOf(useParams());
  return <RecordsListPage key={`${to.projectId}/${to.ref}/${to.element}`} to={to} />;
}
