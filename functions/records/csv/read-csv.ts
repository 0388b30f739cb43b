import { IMPORT_SEPARATORS, type ImportSeparator } from '../../../shared/schemas/imports';

/**
 * Reads a pasted CSV (docs/product.md, "Entities"): UTF-8 with or without a BOM, `;` as separator — or `,` / tab when the header
 * plainly uses one of them and no `;` —, RFC 4180 quotes (`""` inside a quoted cell, line breaks and separators in it),
 * CR, LF or CRLF line ends. Blank lines are skipped. Every row keeps the line of the paste where it starts (the header
 * is line 1 when it is the first line), so that previews and errors can point at it even when cells hold line breaks.
 * A small parser of our own: papaparse does not tell the line a row starts on.
 */
export interface CsvRow {
  /** The line of the paste where the row starts (1-based). */
  readonly line: number;
  readonly cells: string[];
  /** A quoted cell was still open at the end of the paste. */
  readonly unclosedQuote?: boolean;
}

export interface ReadCsv {
  readonly separator: ImportSeparator;
  /** The header's cells (empty when the paste holds no line). */
  readonly header: readonly string[];
  readonly headerLine: number;
  readonly rows: readonly CsvRow[];
  /** More than `maxRows` rows followed the header (only the first `maxRows` are read). */
  readonly tooManyRows: boolean;
}

const QUOTE = 34;
const CR = 13;
const LF = 10;

/** The separator of a header line: ';' if it has one (outside quotes), else tab, else ',', else ';'. */
export function detectSeparator(text: string): ImportSeparator {
  const counts = new Map<string, number>();
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (IMPORT_SEPARATORS as readonly string[]).includes(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  if (counts.get(';')) return ';';
  if (counts.get('\t')) return '\t';
  if (counts.get(',')) return ',';
  return ';';
}

export function readCsv(input: string, options: { maxRows: number }): ReadCsv {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const sep = separator.charCodeAt(0);
  const rows: CsvRow[] = [];
  let header: string[] | undefined;
  let headerLine = 1;
  let tooManyRows = false;

  let line = 1;
  let index = 0;
  const length = text.length;
  while (index < length) {
    const rowLine = line;
    const cells: string[] = [];
    let unclosedQuote = false;
    let anyQuoted = false;
    // One row: cells until an unquoted line break or the end.
    for (;;) {
      let cell = '';
      if (text.charCodeAt(index) === QUOTE) {
        anyQuoted = true;
        index++;
        let start = index;
        for (;;) {
          const next = text.indexOf('"', index);
          if (next === -1) {
            cell += text.slice(start);
            line += countBreaks(text, start, length);
            index = length;
            unclosedQuote = true;
            break;
          }
          cell += text.slice(start, next);
          line += countBreaks(text, start, next);
          if (text.charCodeAt(next + 1) === QUOTE) {
            cell += '"';
            index = next + 2;
            start = index;
            continue;
          }
          index = next + 1;
          break;
        }
        // Text after the closing quote (`"a"b`): kept, as spreadsheets do.
        const end = cellEnd(text, index, sep);
        cell += text.slice(index, end);
        index = end;
      } else {
        const end = cellEnd(text, index, sep);
        cell = text.slice(index, end);
        index = end;
      }
      cells.push(cell);
      const code = text.charCodeAt(index);
      if (code === sep) {
        index++;
        continue;
      }
      // A line break (or the end) ends the row.
      if (code === CR) index += text.charCodeAt(index + 1) === LF ? 2 : 1;
      else if (code === LF) index++;
      if (index <= length && (code === CR || code === LF)) line++;
      break;
    }
    const blank = !anyQuoted && cells.length === 1 && cells[0]!.trim() === '';
    if (blank) continue;
    if (!header) {
      header = cells;
      headerLine = rowLine;
      continue;
    }
    if (rows.length === options.maxRows) {
      tooManyRows = true;
      break;
    }
    rows.push(unclosedQuote ? { line: rowLine, cells, unclosedQuote } : { line: rowLine, cells });
  }
  return { separator, header: header ?? [], headerLine, rows, tooManyRows };
}

/** The index of the first separator, CR or LF at or after `from` (or the end). */
function cellEnd(text: string, from: number, sep: number): number {
  for (let index = from; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === sep || code === CR || code === LF) return index;
  }
  return text.length;
}

/** Line breaks between two indexes (CRLF counts once). */
function countBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index);
    if (code === LF) count++;
    else if (code === CR && text.charCodeAt(index + 1) !== LF) count++;
  }
  return count;
}
