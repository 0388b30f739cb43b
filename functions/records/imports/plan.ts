import type { Language } from '../../../shared/constants';
import type { FieldIssue } from '../../../shared/errors';
import type { FormConfig } from '../../../shared/schemas/builder';
import {
  IMPORT_ERRORS_COLUMN,
  IMPORT_PREVIEW_CELL_MAX,
  IMPORT_PREVIEW_ROWS,
  type ImportPreview,
  type ImportRowPreview,
} from '../../../shared/schemas/imports';
import { RECORD_MAX_BYTES } from '../../../shared/schemas/records';
import type { StoredFile } from '../../../shared/schemas/uploads';
import { type CsvColumn, columnNamed } from '../csv/columns';
import type { ReadCsv } from '../csv/read-csv';
import { type CellContext, mergeCell, readCell } from '../csv/read-cell';
import { checkValues, type FileResolver } from '../values';

/**
 * The plan of an import: what each row of the paste does, checked with the records rules (`checkValues`,
 * the check of every save) before anything is written. Pure but for `existing`, which reads the records that
 * hold the paste's addresses.
 */

export const EMAIL_KEY = '___email';

/** A stored record as the plan needs it. */
export interface ExistingRecord {
  readonly recordId: string;
  readonly version: number;
  readonly values: Readonly<Record<string, unknown>>;
}

export type PlanRow =
  | { readonly line: number; readonly action: 'create'; readonly values: Record<string, unknown> }
  | {
      readonly line: number;
      readonly action: 'update';
      readonly recordId: string;
      readonly expectedVersion: number;
      /** The checked values of the fields the paste has columns for. */
      readonly patch: Record<string, unknown>;
    }
  | { readonly line: number; readonly action: 'skip'; readonly duplicateOf?: number; readonly unchanged?: true }
  | { readonly line: number; readonly action: 'error'; readonly errors: readonly FieldIssue[]; readonly cells: readonly string[] };

export interface ImportPlan {
  readonly header: readonly string[];
  readonly ignored: ImportPreview['ignored'];
  readonly dedupe: boolean;
  readonly counts: ImportPreview['counts'];
  readonly rows: readonly PlanRow[];
  /** The preview's first rows. */
  readonly preview: readonly ImportRowPreview[];
}

export interface PlanInput {
  readonly form: FormConfig;
  readonly languages: readonly Language[];
  readonly csv: ReadCsv;
  readonly categories: CellContext['categories'];
  /** The records holding these folded addresses (folded address → record). */
  readonly existing: (emails: readonly string[]) => Promise<ReadonlyMap<string, ExistingRecord>>;
}

/** The columns of a header: each mapped to its field's column, or ignored with a reason. */
export function mapHeader(form: FormConfig, languages: readonly Language[], header: readonly string[]) {
  const columns: (CsvColumn | undefined)[] = [];
  const ignored: { column: string; reason: 'unknown' | 'file' | 'duplicate' }[] = [];
  const seen = new Set<string>();
  for (const cell of header) {
    const name = cell.trim();
    const column = name === IMPORT_ERRORS_COLUMN ? undefined : columnNamed(form, languages, name);
    if (!column) {
      // The error rows' CSV adds its own column: a paste of it ignores it without a word.
      if (name !== IMPORT_ERRORS_COLUMN) ignored.push({ column: name, reason: 'unknown' });
      columns.push(undefined);
    } else if (seen.has(column.name)) {
      ignored.push({ column: name, reason: 'duplicate' });
      columns.push(undefined);
    } else if (column.field.type === 'file' || column.field.type === 'gallery') {
      seen.add(column.name);
      ignored.push({ column: name, reason: 'file' });
      columns.push(undefined);
    } else {
      seen.add(column.name);
      columns.push(column);
    }
  }
  return { columns, ignored };
}

const cut = (cell: string) => (cell.length > IMPORT_PREVIEW_CELL_MAX ? `${cell.slice(0, IMPORT_PREVIEW_CELL_MAX - 1)}…` : cell);

/** Files of a stored record stay as they are (file columns are not imported): its own uploads resolve to themselves. */
function ownFiles(values: Readonly<Record<string, unknown>> | undefined): FileResolver {
  return (field, uploadId) => {
    const files = values?.[field.key];
    const file = Array.isArray(files) ? (files as StoredFile[]).find((item) => item?.uploadId === uploadId) : undefined;
    return file ?? 'validation.fileUnknown';
  };
}

interface ParsedRow {
  readonly line: number;
  readonly cells: readonly string[];
  readonly issues: FieldIssue[];
  /** Each mapped column's value, in the header's order. */
  readonly parts: { column: CsvColumn; value: unknown }[];
  email: string;
}

export async function buildPlan(input: PlanInput): Promise<ImportPlan> {
  const { form, languages, csv } = input;
  const { columns, ignored } = mapHeader(form, languages, csv.header);
  const mapped = columns.filter((column): column is CsvColumn => column !== undefined);
  const dedupe = form.fields.some((field) => field.key === EMAIL_KEY);
  const emailIndex = dedupe ? columns.findIndex((column) => column?.field.key === EMAIL_KEY) : -1;
  const context: CellContext = { languages, categories: input.categories };
  // The column a field's problem is shown on: its first column in the paste, else the field's own name.
  const columnOf = new Map<string, string>();
  for (const column of mapped) if (!columnOf.has(column.field.key)) columnOf.set(column.field.key, column.name);
  const issueColumn = (path: string) => {
    const key = path.startsWith('values.') ? path.slice('values.'.length) : path;
    return columnOf.get(key) ?? key;
  };

  const parsed: ParsedRow[] = csv.rows.map((row) => {
    const issues: FieldIssue[] = [];
    const parts: { column: CsvColumn; value: unknown }[] = [];
    if (row.unclosedQuote) issues.push({ field: '', message: 'validation.importQuote' });
    else if (row.cells.length !== csv.header.length) {
      issues.push({ field: '', message: 'validation.columnsCount', params: { count: row.cells.length, expected: csv.header.length } });
    } else {
      columns.forEach((column, index) => {
        if (!column) return;
        const result = readCell(column, row.cells[index] ?? '', context);
        if ('error' in result) issues.push({ field: column.name, message: result.error });
        else parts.push({ column, value: result.value });
      });
    }
    const email = emailIndex >= 0 && issues.length === 0 ? (row.cells[emailIndex] ?? '').trim().toLowerCase() : '';
    return { line: row.line, cells: row.cells, issues, parts, email };
  });

  const emails = new Set(parsed.map((row) => row.email).filter((email) => email !== ''));
  const existing = emails.size ? await input.existing([...emails]) : new Map<string, ExistingRecord>();
  // The first row of an address that passes the rules is imported; the later ones are skipped.
  const firstOf = new Map<string, number>();

  const known = new Set(form.fields.map((field) => field.key));
  const counts = { create: 0, update: 0, skip: 0, error: 0 };
  const rows: PlanRow[] = parsed.map((row): PlanRow => {
    const error = (issues: readonly FieldIssue[]): PlanRow => {
      counts.error++;
      return { line: row.line, action: 'error', errors: issues, cells: row.cells };
    };
    if (row.issues.length) return error(row.issues);
    const first = row.email ? firstOf.get(row.email) : undefined;
    if (first !== undefined) {
      counts.skip++;
      return { line: row.line, action: 'skip', duplicateOf: first };
    }
    const before = row.email ? existing.get(row.email) : undefined;
    const raw: Record<string, unknown> = before ? Object.fromEntries(Object.entries(before.values).filter(([key]) => known.has(key))) : {};
    const present = new Set<string>();
    for (const { column, value } of row.parts) {
      // A translatable column sets its language over the stored value, or over the row's other languages.
      raw[column.field.key] = mergeCell(column, present.has(column.field.key) || before ? raw[column.field.key] : undefined, value);
      present.add(column.field.key);
    }
    const { values, issues } = checkValues(form, languages, raw, ownFiles(before?.values));
    if (issues.length) return error(issues.map((issue) => ({ ...issue, field: issueColumn(issue.field) })));
    // A new record from a short row cannot outgrow an item (a character is at most 6 bytes of JSON): no need to measure.
    const short = !before && row.cells.reduce((sum, cell) => sum + cell.length, 0) * 6 + 10_000 < RECORD_MAX_BYTES;
    if (!short && Buffer.byteLength(JSON.stringify(values), 'utf8') > RECORD_MAX_BYTES) {
      return error([{ field: '', message: 'validation.importRecordTooLarge' }]);
    }
    if (row.email) firstOf.set(row.email, row.line);
    if (!before) {
      counts.create++;
      return { line: row.line, action: 'create', values };
    }
    const patch = Object.fromEntries([...present].map((key) => [key, values[key]]));
    // A row that changes nothing writes nothing (no empty version): an exported file imported back changes nothing.
    if (Object.entries(patch).every(([key, value]) => sameValue(value, before.values[key]))) {
      counts.skip++;
      return { line: row.line, action: 'skip', unchanged: true };
    }
    counts.update++;
    return { line: row.line, action: 'update', recordId: before.recordId, expectedVersion: before.version, patch };
  });

  const preview = rows.slice(0, IMPORT_PREVIEW_ROWS).map((row, index): ImportRowPreview => {
    const cells = (parsed[index]?.cells ?? []).map(cut);
    if (row.action === 'update') return { line: row.line, action: 'update', recordId: row.recordId, cells };
    if (row.action === 'skip')
      return {
        line: row.line,
        action: 'skip',
        ...(row.duplicateOf !== undefined ? { duplicateOf: row.duplicateOf } : {}),
        ...(row.unchanged ? { unchanged: true } : {}),
        cells,
      };
    if (row.action === 'error') return { line: row.line, action: 'error', errors: row.errors, cells };
    return { line: row.line, action: 'create', cells };
  });
  return { header: csv.header, ignored, dedupe, counts, rows, preview };
}

/** Whether two stored values are the same (objects compared whatever the order of their keys; '' and absent alike). */
function sameValue(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, item]) => item !== undefined && item !== '')
          .sort(([x], [y]) => (x < y ? -1 : 1))
          .map(([key, item]) => [key, canonical(item)]),
      );
    }
    return value ?? '';
  };
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
