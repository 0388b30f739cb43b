import type { FieldIssue } from '../../../shared/errors';
import { IMPORT_ERRORS_COLUMN } from '../../../shared/schemas/imports';
import { CSV_BOM, csvLine, pastedCell } from '../csv/write-csv';
import { importMessage } from './messages';

/** One problem as the error rows' CSV says it: `column: message`, or the message alone for the whole row. */
export function issueText(issue: FieldIssue, lang: 'fr' | 'en'): string {
  const message = importMessage(lang, issue.message, issue.params);
  return issue.field ? `${issue.field}: ${message}` : message;
}

/**
 * The error rows' CSV: the paste's header and each failed row's cells as pasted (so that a corrected file pastes
 * again), with a last column IMPORT_ERRORS_COLUMN holding the problems in the screen's language (a new paste ignores it).
 */
export function errorsCsv(
  header: readonly string[],
  rows: readonly { cells: readonly string[]; errors: readonly FieldIssue[] }[],
  lang: 'fr' | 'en',
): string {
  const width = header.length;
  const parts = [CSV_BOM, csvLine([...header.map(pastedCell), IMPORT_ERRORS_COLUMN])];
  for (const row of rows) {
    // A ragged row keeps its cells, padded (or cut) to the header's width so that the errors stay in their column.
    const cells = Array.from({ length: width }, (_, index) => pastedCell(row.cells[index] ?? ''));
    if (row.cells.length > width) cells[width - 1] = row.cells.slice(width - 1).join(';');
    parts.push(csvLine([...cells, row.errors.map((issue) => issueText(issue, lang)).join(' ; ')]));
  }
  return parts.join('');
}
