/**
 * Writes CSV in the conventions of issue 12 (the export's, which the import reads): `;` separator, CRLF line ends,
 * a cell quoted when it holds `;`, `"`, CR, LF or starts or ends with a space, inner quotes doubled; the file starts
 * with a BOM so that Excel reads UTF-8.
 */
export const CSV_BOM = '\uFEFF';

export function csvCell(cell: string): string {
  return /[;"\r\n]|^ | $/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(';')}\r\n`;
}

/**
 * A cell as pasted, written back so that a new paste reads it the same and no spreadsheet runs it as a formula: a cell
 * starting with `=`, `+`, `-`, `@`, tab, CR or LF (and no plain number) gets a leading `'`, which the import takes off.
 * A cell that already starts with `'` is left as it is (the import already took one off).
 */
export function pastedCell(cell: string): string {
  return /^[=+\-@\t\r\n]/.test(cell) && !/^-?\d+(,\d+)?$/.test(cell) ? `'${cell}` : cell;
}
