/**
 * Writing CSV in the import's conventions (docs/product.md, "Entities"), so that an exported file imports back unchanged:
 * UTF-8 with a BOM (Excel in French reads it as UTF-8), `;` between cells, CRLF after every line, a cell quoted when it
 * holds `;`, `"`, CR or LF or starts or ends with a space (inner `"` doubled), and formula cells neutralised.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

/** What a spreadsheet would run as a formula (after any quotes already added), or treat as a control character. */
const FORMULA_START = /^'*[=+\-@\t\r\n]/;
/** A plain number in the file's notation (`-2`, `-1,5`): left as it is, it is not a formula. */
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;

/**
 * Formula neutralisation (OWASP "CSV injection"): a cell that starts with `=`, `+`, `-`, `@`, tab, CR or LF, possibly
 * behind quotes already, gets one more leading `'`; the import removes exactly one. Not papaparse's `escapeFormulae`,
 * which misses LF (docs/architecture.md, "Known gotchas").
 */
export function neutralised(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

const NEEDS_QUOTES = /[;"\r\n]|^ | $/;

/** A cell's text quoted when it needs it (no neutralisation: see csvCell and pastedCell). */
export function quoted(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One value's cell as written in the file: neutralised, then quoted if needed. */
export function csvCell(text: string): string {
  return quoted(neutralised(text));
}

/**
 * A cell as it was pasted (before the import took a leading `'` off), written back so that a new paste reads it the same
 * and no spreadsheet runs it: a cell starting with `=`, `+`, `-`, `@`, tab, CR or LF (and no plain number) gets a `'`,
 * which the import takes off; one already starting with `'` is safe as it is. Quoted if needed.
 */
export function pastedCell(cell: string): string {
  return quoted(/^[=+\-@\t\r\n]/.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell);
}

/** One line of the file, with its CRLF. */
export function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + CSV_LINE_END;
}

/** The start of a file: the BOM and the header line. */
export function csvHeader(names: readonly string[]): string {
  return CSV_BOM + csvLine(names);
}

/** Several values in one cell, joined with `|` (a literal `|` is written `\|`, a literal `\` is written `\\`). */
export function joinMulti(items: readonly string[]): string {
  return items.map((item) => item.replace(/\\/g, '\\\\').replace(/\|/g, '\\|')).join('|');
}
