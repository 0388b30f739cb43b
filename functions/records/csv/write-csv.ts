/**
 * Writing CSV in the import's conventions (SPEC §3, issue 12), so that an exported file imports back unchanged:
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
 * which misses LF (DESIGN §10).
 */
export function neutralised(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

const NEEDS_QUOTES = /[;"\r\n]|^ | $/;

/** One cell as written in the file: neutralised, then quoted if needed. */
export function csvCell(text: string): string {
  const safe = neutralised(text);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
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
