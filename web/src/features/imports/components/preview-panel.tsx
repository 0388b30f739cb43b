/**
 * The preview of a paste (shared/schemas/imports.ts `ImportPreview`): what the import would do (records to create,
 * to update, rows skipped for a repeated address, rows in error), the separator when it is not `;`, the columns it
 * ignores and why, the first rows with their action, their cells and their errors per column (in the catalogue's
 * words), and "Importer N fiches". The table stacks into cards on a phone and scrolls inside its own region beyond.
 */
import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import type { ImportAction, ImportPreview, ImportRowPreview } from '../../../../../shared/schemas/imports';
import { StackedCell, StackedRow, StackedTable } from '../../../components/ui/stacked-table';
import { fieldMessageFor } from '../../../lib/field-messages';
import { importMessages as messages } from '../messages';

const SEPARATOR_NAMES = { ';': 'semicolon', ',': 'comma', '\t': 'tab' } as const;

function ActionBadge({ action }: { readonly action: ImportAction }) {
  const intl = useIntl();
  return <span className={`imports-badge is-${action}`}>{intl.formatMessage(messages[action])}</span>;
}

function RowProblems({ row }: { readonly row: ImportRowPreview }) {
  const intl = useIntl();
  if (row.action === 'skip' && row.duplicateOf !== undefined)
    return <span className="muted">{intl.formatMessage(messages.duplicateOf, { line: row.duplicateOf })}</span>;
  if (row.action === 'skip' && row.unchanged) return <span className="muted">{intl.formatMessage(messages.unchanged)}</span>;
  if (!row.errors || row.errors.length === 0) return null;
  return (
    <ul className="imports-row-errors">
      {row.errors.map((issue, index) => {
        const message = intl.formatMessage(fieldMessageFor(issue.message), issue.params);
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered: its place is its identity.
        return <li key={index}>{issue.field ? intl.formatMessage(messages.fieldError, { column: issue.field, message }) : message}</li>;
      })}
    </ul>
  );
}

export function PreviewPanel({
  preview,
  headingRef,
  committing,
  onCommit,
  downloadErrors,
}: {
  readonly preview: ImportPreview;
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly committing: boolean;
  readonly onCommit: () => void;
  readonly downloadErrors: ReactNode;
}) {
  const intl = useIntl();
  const { counts, columns, rows, ignored } = preview;
  const total = counts.create + counts.update + counts.skip + counts.error;
  const toImport = counts.create + counts.update;
  const line = intl.formatMessage(messages.line);
  const action = intl.formatMessage(messages.action);
  const problems = intl.formatMessage(messages.problems);
  const reason = { unknown: messages.reasonUnknown, file: messages.reasonFile, duplicate: messages.reasonDuplicate } as const;
  return (
    <section className="card imports-preview" aria-labelledby="imports-preview-title">
      <h2 id="imports-preview-title" ref={headingRef} tabIndex={-1}>
        {intl.formatMessage(messages.previewTitle)}
      </h2>
      {preview.separator !== ';' ? (
        <p className="notice imports-separator">
          {intl.formatMessage(messages.separator, { separator: SEPARATOR_NAMES[preview.separator] })}
        </p>
      ) : null}
      <ul className="imports-counts" aria-label={intl.formatMessage(messages.countsLabel)}>
        <li className="is-create">{intl.formatMessage(messages.createCount, { count: counts.create })}</li>
        <li className="is-update">{intl.formatMessage(messages.updateCount, { count: counts.update })}</li>
        <li className="is-skip">{intl.formatMessage(messages.skipCount, { count: counts.skip })}</li>
        <li className="is-error">{intl.formatMessage(messages.errorCount, { count: counts.error })}</li>
      </ul>
      {ignored.length > 0 ? (
        <div className="imports-ignored">
          <h3>{intl.formatMessage(messages.ignoredTitle)}</h3>
          <ul>
            {ignored.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered: its place is its identity.
              <li key={`${column.column}-${index}`}>
                {intl.formatMessage(messages.ignoredColumn, { column: column.column, reason: intl.formatMessage(reason[column.reason]) })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <section
          className="imports-table-region"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways is reached by the keyboard to scroll it.
          tabIndex={0}
          aria-label={intl.formatMessage(messages.rowsCaption, { shown: rows.length, total })}
        >
          <StackedTable
            className="imports-table"
            caption={intl.formatMessage(messages.rowsCaption, { shown: rows.length, total })}
            columns={[line, action, ...columns, problems]}
          >
            {rows.map((row) => (
              <StackedRow key={row.line} header={row.line} className={`is-${row.action}`}>
                <StackedCell label={action}>
                  <ActionBadge action={row.action} />
                </StackedCell>
                {columns.map((column, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered: its place is its identity.
                  <StackedCell key={`${column}-${index}`} label={column}>
                    {row.cells[index] ?? ''}
                  </StackedCell>
                ))}
                <StackedCell label={problems}>
                  <RowProblems row={row} />
                </StackedCell>
              </StackedRow>
            ))}
          </StackedTable>
        </section>
      ) : null}
      {downloadErrors}
      {toImport > 0 ? (
        <p className="form-actions">
          <button type="button" className="button primary" onClick={onCommit} aria-disabled={committing || undefined}>
            {intl.formatMessage(messages.commit, { count: toImport })}
          </button>
        </p>
      ) : (
        <p className="notice">{intl.formatMessage(messages.nothingToImport)}</p>
      )}
    </section>
  );
}
