/**
 * The table of a list's records: the configured columns (field labels, "Créée le", "Modifiée le"), each header a sort
 * button (`aria-sort`), cells formatted per field type (file and gallery columns as small previews); each row headed by
 * its first column with the record's selection checkbox, and the record's actions (view, edit, copy, history, delete).
 * On a phone the table becomes one card per record (StackedTable).
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localizedText } from '../../../../../shared/localized-text';
import { atLeast } from '../../../../../shared/projects';
import type { MetaColumn, RecordView } from '../../../../../shared/schemas/records';
import { type ColumnHead, StackedCell, StackedRow, StackedTable } from '../../../components/ui/stacked-table';
import { FileCell } from '../../../components/uploads/file-cell';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { paths } from '../../../lib/projects/route-helpers';
import { type FormatContext, formatInstant, valueText } from '../format';
import { listMessages } from '../messages';
import { recordName } from '../record-name';
import type { ElementScreen } from '../use-element';
import type { Sort } from '../use-records-page';
import type { Selection } from '../use-selection';

/** A file or gallery column: its cell shows small previews, or the files' names. */
const isFileColumn = (field: { readonly type: string } | undefined) => field?.type === 'file' || field?.type === 'gallery';

/** The label of a column and the text of its cells. */
function useColumns(screen: ElementScreen, context: FormatContext) {
  const intl = useIntl();
  const fields = new Map(screen.form.fields.map((field) => [field.key, field]));
  const metaLabel = (column: MetaColumn) => intl.formatMessage(column === '__createdAt' ? listMessages.createdAt : listMessages.updatedAt);
  const labelOf = (column: string) => {
    const field = fields.get(column);
    if (field) return localizedText(field.label, screen.locale, screen.languages) || column;
    return column === '__createdAt' || column === '__updatedAt' ? metaLabel(column) : column;
  };
  const cellOf = (record: RecordView, column: string) => {
    const field = fields.get(column);
    if (field) return valueText(field, record.values[column], context);
    if (column === '__createdAt') return formatInstant(intl, record.createdAt);
    if (column === '__updatedAt') return formatInstant(intl, record.updatedAt);
    return '';
  };
  return { fields, labelOf, cellOf };
}

export interface RecordsTableProps {
  readonly screen: ElementScreen;
  readonly to: ElementRef;
  readonly items: readonly RecordView[];
  readonly sort: Sort;
  readonly page: number;
  readonly onSort: (column: string) => void;
  readonly onDelete: (record: RecordView, name: string) => void;
  readonly selection: Selection;
  readonly onSelect: (recordId: string, name: string, selected: boolean) => void;
  readonly context: FormatContext;
}

export function RecordsTable({ screen, to, items, sort, page, onSort, onDelete, selection, onSelect, context }: RecordsTableProps) {
  const intl = useIntl();
  const selectId = useId();
  const { table, locale } = screen;
  const { fields, labelOf, cellOf } = useColumns(screen, context);
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
        const header = (
          <RowHeader
            record={record}
            name={name}
            checkboxId={`${selectId}-${record.recordId}`}
            selected={selection.has(record.recordId)}
            onSelect={(selected) => onSelect(record.recordId, name, selected)}
            files={first !== undefined && isFileColumn(fields.get(first)) ? first : undefined}
            firstText={first ? cellOf(record, first) : ''}
          />
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
              <RecordActions screen={screen} to={to} record={record} name={name} onDelete={() => onDelete(record, name)} />
            </StackedCell>
          </StackedRow>
        );
      })}
    </StackedTable>
  );
}

/**
 * A row's header: the selection's checkbox, labelled by the record's name as the row shows it (a `label` element: the
 * row header keeps that name alone, where an aria-label would be read twice), then the first column's text; a file
 * column there (`files`) shows its previews beside the record's name. A record made as sample data is marked "Exemple".
 */
function RowHeader({
  record,
  name,
  checkboxId,
  selected,
  onSelect,
  files,
  firstText,
}: {
  readonly record: RecordView;
  readonly name: string;
  readonly checkboxId: string;
  readonly selected: boolean;
  readonly onSelect: (selected: boolean) => void;
  readonly files: string | undefined;
  readonly firstText: string;
}) {
  const intl = useIntl();
  const checkbox = (
    <input
      id={checkboxId}
      type="checkbox"
      className="records-select-box"
      checked={selected}
      onChange={(event) => onSelect(event.target.checked)}
    />
  );
  const sample = record.sample ? (
    <>
      {' '}
      <span className="records-sample">{intl.formatMessage(listMessages.sample)}</span>
    </>
  ) : null;
  return files !== undefined ? (
    <span className="records-cell records-row-head">
      {checkbox}
      <FileCell value={record.values[files]} />{' '}
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
}

/** A record's actions: view and history; edit, copy and delete for writers. */
function RecordActions({
  screen,
  to,
  record,
  name,
  onDelete,
}: {
  readonly screen: ElementScreen;
  readonly to: ElementRef;
  readonly record: RecordView;
  readonly name: string;
  readonly onDelete: () => void;
}) {
  const intl = useIntl();
  const { locale } = screen;
  const canWrite = atLeast(screen.application.level, 'write');
  const recordPath = (view: 'view' | 'edit' | 'history') => paths.record(locale, to.projectId, to.ref, to.element, record.recordId, view);
  return (
    <ul className="records-actions">
      <li>
        <Link to={recordPath('view')} aria-label={intl.formatMessage(listMessages.viewOf, { name })}>
          {intl.formatMessage(listMessages.view)}
        </Link>
      </li>
      {canWrite ? (
        <>
          <li>
            <Link to={recordPath('edit')} aria-label={intl.formatMessage(listMessages.editOf, { name })}>
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
        <Link to={recordPath('history')} aria-label={intl.formatMessage(listMessages.historyOf, { name })}>
          {intl.formatMessage(listMessages.history)}
        </Link>
      </li>
      {canWrite ? (
        <li>
          <button
            type="button"
            className="records-delete"
            aria-label={intl.formatMessage(listMessages.deleteOf, { name })}
            onClick={onDelete}
          >
            {intl.formatMessage(listMessages.delete)}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
