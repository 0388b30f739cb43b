/**
 * `/{lang}/customer/projects/{projectId}/applications/{applicationId}/{builderElement}` (docs/product.md, "Screens and
 * routes"): the list of an element's records, shaped by its list configuration — the title, the visible columns
 * (../components/records-table.tsx), pages of the configured size, sorting by a click on a column header, a debounced
 * search (case- and accent-insensitive on the server, bounded: "poursuivre la recherche" when it stopped early;
 * ../use-records-page.ts), the record count, add, and per record view, edit, copy, history and delete (confirmed in
 * the shell modal, ../use-record-deletion.ts). While the list is re-indexed after a change of its columns, the job's
 * progress shows.
 *
 * Bulk data: a checkbox per record and "select all on this page" make a selection (../use-selection.ts), kept across
 * pages and sorts and cleared when the search changes; the toolbar links to the copy-paste import and to the export,
 * and opens the vCards dialog (loaded when opened).
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { localizedText } from '../../../../../shared/localized-text';
import { atLeast } from '../../../../../shared/projects';
import { hasPeople } from '../../../../../shared/vcard-mapping';
import { Loading } from '../../../components/projects/loading';
import { FormStatus } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { errorCodeOf, errorMessageFor } from '../../../lib/error-messages';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { elementRefOf } from '../../../lib/projects/element-screen';
import { paths } from '../../../lib/projects/route-helpers';
import { ListPages } from '../components/list-pages';
import { BulkActions, SearchToolbar } from '../components/list-toolbar';
import { RecordPageFrame } from '../components/record-page-frame';
import { RecordsTable } from '../components/records-table';
import { ReindexProgress } from '../components/reindex-progress';
import { SelectionBar } from '../components/selection-bar';
import type { FormatContext } from '../format';
import { listMessages } from '../messages';
import { recordName } from '../record-name';
import { listLoader } from '../route-helpers';
import { type ElementScreen, useElement } from '../use-element';
import { useRecordDeletion } from '../use-record-deletion';
import { useRecordsPage } from '../use-records-page';
import { useSelection } from '../use-selection';
import '../records.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

export const loader = listLoader;

/** The vCards dialog, downloaded the first time it opens (with the modal's code). */
const VcardDialog = lazy(lazyWithReload(() => import('../vcards/vcard-dialog')));

/** A failed deletion, in the catalogue's words. */
function DeleteFailure({ failure }: { readonly failure: unknown }) {
  const intl = useIntl();
  if (!failure) return null;
  const params = isApiError(failure) ? failure.details[0]?.params : undefined;
  return (
    <div role="alert" className="form-alert" tabIndex={-1}>
      <p>{intl.formatMessage(errorMessageFor(errorCodeOf(failure)), params)}</p>
    </div>
  );
}

function RecordsList({ screen, to }: { readonly screen: ElementScreen; readonly to: ElementRef }) {
  const intl = useIntl();
  const searchId = useId();
  const { form, table, locale, application, categories } = screen;
  const context: FormatContext = { intl, locale, languages: screen.languages, categories };
  const { selection, select, selectPage, drop, clear } = useSelection();
  const list = useRecordsPage(to, table, clear);
  const { items, page } = list;
  const deletion = useRecordDeletion(to, (recordId) => {
    drop(recordId);
    list.afterDelete();
  });
  const [vcardsOpen, setVcardsOpen] = useState(false);

  const pageNames = items.map((record) => [record.recordId, recordName(screen, record, context)] as const);
  const count = application.configs.find((config) => config.key === to.element)?.count ?? 0;
  const canWrite = atLeast(application.level, 'write');
  const title = localizedText(table.title, locale, screen.languages) || screen.elementName;
  return (
    <RecordPageFrame
      screen={screen}
      to={to}
      heading={title}
      intro={<p className="count-badge records-count">{intl.formatMessage(listMessages.count, { count })}</p>}
    >
      {page?.reindexJobId ? <ReindexProgress jobId={page.reindexJobId} onDone={() => void list.refetch()} /> : null}
      <section className="card records-list" aria-labelledby={`${searchId}-title`} aria-busy={list.isFetching || undefined}>
        <h2 id={`${searchId}-title`} className="visually-hidden">
          {title}
        </h2>
        <SearchToolbar
          id={searchId}
          typed={list.typed}
          onType={list.setTyped}
          add={
            canWrite
              ? {
                  path: paths.recordNew(locale, to.projectId, to.ref, to.element),
                  label: localizedText(form.titles.add, locale, screen.languages),
                }
              : null
          }
        />
        <BulkActions
          listPath={paths.records(locale, to.projectId, to.ref, to.element)}
          canWrite={canWrite}
          query={list.query}
          selection={[...selection.keys()]}
          onVcards={hasPeople(form) ? () => setVcardsOpen(true) : null}
        />
        <FormStatus ref={deletion.status}>{deletion.deleted}</FormStatus>
        <DeleteFailure failure={deletion.failure} />
        {items.length > 0 || selection.size > 0 ? (
          <SelectionBar
            id={`${searchId}-all`}
            onPage={items.length}
            selectedOnPage={pageNames.filter(([recordId]) => selection.has(recordId)).length}
            selected={selection.size}
            onSelectPage={(selected) => selectPage(pageNames, selected)}
            onClear={clear}
          />
        ) : null}
        {items.length > 0 ? (
          <RecordsTable
            screen={screen}
            to={to}
            items={items}
            sort={list.sort}
            page={list.pageNumber}
            onSort={list.onSort}
            onDelete={deletion.ask}
            selection={selection}
            onSelect={select}
            context={context}
          />
        ) : page && !page.searchStoppedEarly ? (
          <p className="muted">
            {list.query ? intl.formatMessage(listMessages.noMatch, { query: list.query }) : intl.formatMessage(listMessages.empty)}
          </p>
        ) : null}
        <ListPages
          stoppedEarly={Boolean(page?.searchStoppedEarly)}
          more={Boolean(page?.cursor)}
          pageNumber={list.pageNumber}
          hasPrevious={list.hasPrevious}
          hasNext={Boolean(list.nextCursor)}
          onPrevious={list.previous}
          onNext={list.next}
        />
      </section>
      {vcardsOpen ? (
        <Suspense fallback={null}>
          <VcardDialog
            to={to}
            form={form}
            languages={screen.languages}
            locale={locale}
            count={count}
            query={list.query}
            selection={[...selection.keys()]}
            onClose={() => setVcardsOpen(false)}
          />
        </Suspense>
      ) : null}
    </RecordPageFrame>
  );
}

function RecordsListPage({ to }: { readonly to: ElementRef }) {
  const screen = useElement(to, 'columns');
  return screen ? <RecordsList screen={screen} to={to} /> : <Loading />;
}

export function Component() {
  const to = elementRefOf(useParams());
  return <RecordsListPage key={`${to.projectId}/${to.ref}/${to.element}`} to={to} />;
}
