import type { ReactNode } from 'react';
import './stacked-table.css';

/**
 * A table that turns into one card per row on a phone (`.data-table.stacked`, stacked-table.css), so that no screen
 * scrolls sideways. The roles are written out because some browsers drop a table's semantics when its display
 * changes; each cell carries its column name (`data-label`), which the card shows and screen readers skip.
 */
/** A column header with more than a name: its content (a sort button…) and, for a sortable column, its `aria-sort`. */
export interface ColumnHead {
  readonly key: string;
  readonly content: ReactNode;
  readonly sort?: 'ascending' | 'descending' | 'none' | undefined;
}

export function StackedTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: readonly (string | ColumnHead)[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={['data-table stacked', className].filter(Boolean).join(' ')} role="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) =>
            typeof column === 'string' ? (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ) : (
              <th key={column.key} scope="col" role="columnheader" aria-sort={column.sort}>
                {column.content}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody role="rowgroup">{children}</tbody>
    </table>
  );
}

/** A row: its header cell names it, then its cells. */
export function StackedRow({ header, className, children }: { header: ReactNode; className?: string | undefined; children: ReactNode }) {
  return (
    <tr role="row" className={className}>
      <th scope="row" role="rowheader">
        {header}
      </th>
      {children}
    </tr>
  );
}

export function StackedCell({ label, numeric = false, children }: { label: string; numeric?: boolean; children: ReactNode }) {
  return (
    <td role="cell" className={numeric ? 'numeric' : undefined} data-label={label}>
      {children}
    </td>
  );
}
