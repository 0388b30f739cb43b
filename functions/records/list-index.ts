import type { Language } from '../../shared/constants';
import { META_COLUMNS, type FormConfig, type FormField, type TableConfig } from '../../shared/schemas/builder';
import { CELL_TEXT_MAX } from '../../shared/schemas/records';
import { fieldValue, type FileRef, mapText, type TextValue, textsOf } from '../../shared/record-values';
import { foldText } from '../../shared/fold-text';

/**
 * What a record contributes to its element's lists (docs/architecture.md, "Domain designs"): one row per list column, whose sort key orders
 * that column the way French readers expect (case and accents folded, É with E; numbers by value; empty values
 * last), holding the visible columns' abridged values and a folded search text. Pure: the service computes rows,
 * the repository writes them.
 */

/** Sort keys of non-empty values start with this; empty values with EMPTY, which sorts after it. */
const VALUE = 'v';
const EMPTY = '~';
/** Between the sortable text and the record id: below every character a text may hold, so "Le" sorts before "Le Roy". */
const SEPARATOR = '\u0001';
/** A sort key holds at most this many characters of text (a key is at most 1,024 bytes). */
const SORT_TEXT_MAX = 120;
/** The search text of a row holds at most this many characters (the filter reads it on every search). */
const SEARCH_TEXT_MAX = 2_000;

/** The columns every element's rows are written for, besides its list's visible columns. */
export const ALWAYS_INDEXED: readonly string[] = META_COLUMNS;

/** An order-preserving text for a finite number: the IEEE 754 bits, sign-flipped, in hex. */
export function sortableNumber(value: number): string {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value === 0 ? 0 : value);
  let high = view.getUint32(0);
  let low = view.getUint32(4);
  if (high & 0x80000000) {
    high = ~high >>> 0;
    low = ~low >>> 0;
  } else {
    high = (high | 0x80000000) >>> 0;
  }
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The main text of a text value: the first project language that has one. */
function mainText(value: TextValue, languages: readonly Language[]): string {
  return textsOf(value, languages).find((text) => text.trim() !== '') ?? '';
}

const optionLabel = (field: FormField, choice: string, languages: readonly Language[]) => {
  const option = field.options?.find((candidate) => candidate.value === choice);
  if (!option) return choice;
  for (const language of languages) if (option.label[language]) return option.label[language]!;
  return Object.values(option.label).find(Boolean) ?? choice;
};

/** The text a column of this field shows and sorts by, in the project's main language ('' when empty). */
export function displayText(field: FormField, raw: unknown, languages: readonly Language[]): string {
  const value = fieldValue(field, languages, raw);
  switch (field.type) {
    case 'text':
    case 'textarea':
      return mainText(value as TextValue, languages);
    case 'html':
      return stripTags(mainText(value as TextValue, languages));
    case 'email':
    case 'datetime':
    case 'singleCategory':
      return value as string;
    case 'radios':
    case 'select':
      return value ? optionLabel(field, value as string, languages) : '';
    case 'checkboxes':
      return (value as readonly string[]).map((choice) => optionLabel(field, choice, languages)).join(', ');
    case 'multipleCategories':
      return (value as readonly string[]).join(', ');
    case 'number':
      return value === null ? '' : String(value);
    case 'yesno':
      return value ? '1' : '0';
    case 'file':
    case 'gallery':
      return (value as readonly FileRef[]).map((file) => file.name).join(', ');
    case 'characteristics':
    case 'questions':
      return (value as readonly TextValue[]).map((item) => mainText(item, languages)).join(' · ');
  }
}

/** Every text of the field in every project language, for search. */
function searchableText(field: FormField, raw: unknown, languages: readonly Language[]): string {
  const value = fieldValue(field, languages, raw);
  switch (field.type) {
    case 'text':
    case 'textarea':
      return textsOf(value as TextValue, languages).join(' ');
    case 'html':
      return stripTags(textsOf(value as TextValue, languages).join(' '));
    case 'characteristics':
    case 'questions':
      return (value as readonly TextValue[]).flatMap((item) => textsOf(item, languages)).join(' ');
    case 'yesno':
    case 'number':
    case 'multipleCategories':
    case 'singleCategory':
      return ''; // ids and flags are not what people type in a search box
    default:
      return displayText(field, raw, languages);
  }
}

/** The sortable part of a sort key: dates as ISO text, numbers by value, texts folded. */
function sortText(field: FormField | undefined, raw: unknown, languages: readonly Language[]): string {
  if (!field) return typeof raw === 'string' ? raw : ''; // __createdAt, __updatedAt
  if (field.type === 'number') {
    const value = fieldValue(field, languages, raw);
    return value === null ? '' : sortableNumber(value as number);
  }
  if (field.type === 'datetime') return fieldValue(field, languages, raw) as string;
  return foldText(displayText(field, raw, languages)).slice(0, SORT_TEXT_MAX);
}

const cutText = (text: string) => (text.length > CELL_TEXT_MAX ? `${text.slice(0, CELL_TEXT_MAX - 1)}…` : text);

/** A file column shows at most this many previews (and says how many more): a row stays small. */
const CELL_FILES_MAX = 4;

/** A list cell: the value in its shape, texts cut, HTML as plain text, files without their size. */
function cellValue(field: FormField, raw: unknown, languages: readonly Language[]): unknown {
  const value = fieldValue(field, languages, raw);
  const cut = (text: TextValue): TextValue => mapText(text, cutText);
  switch (field.type) {
    case 'text':
    case 'textarea':
      return cut(value as TextValue);
    case 'html':
      return mapText(value as TextValue, (html) => cutText(stripTags(html)));
    case 'characteristics':
    case 'questions':
      return (value as readonly TextValue[]).map(cut);
    case 'file':
    case 'gallery':
      // The list signs each preview's URL when it reads the page (files.ts); a last `{ more }`
      // item says how many files the cell does not show.
      return fileCell(value as readonly FileRef[]);
    default:
      return value;
  }
}

function fileCell(files: readonly FileRef[]): unknown[] {
  // The preview's proved type goes with it: its signed URL is served as that type.
  const shown: unknown[] = files.slice(0, CELL_FILES_MAX).map(({ uploadId, name, type, preview, previewType }) => ({
    uploadId,
    name,
    type,
    ...(preview ? { preview: true, ...(previewType ? { previewType } : {}) } : {}),
  }));
  if (files.length > CELL_FILES_MAX) shown.push({ more: files.length - CELL_FILES_MAX });
  return shown;
}

export interface RecordForIndex {
  readonly recordId: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** The rows of one record: for each indexed column, its sort key; the cells and search text they share. */
export interface RecordRows {
  readonly sortKeys: Record<string, string>;
  readonly cells: Record<string, unknown>;
  readonly search: string;
}

/** The columns whose partitions hold a row of every record: the list's visible columns and the record dates. */
export function indexedColumns(table: TableConfig): string[] {
  return [...new Set([...table.columns, ...ALWAYS_INDEXED])];
}

export function sortKeyOf(text: string, recordId: string): string {
  return `${text === '' ? EMPTY : VALUE + text}${SEPARATOR}${recordId}`;
}

/** Sort keys of non-empty values are below this; empty values start with it. */
export const EMPTY_VALUES_FROM = EMPTY;

export function rowsOf(record: RecordForIndex, form: FormConfig, table: TableConfig, languages: readonly Language[]): RecordRows {
  const fields = new Map(form.fields.map((field) => [field.key, field]));
  const metaValue = (column: string) => (column === '__createdAt' ? record.createdAt : record.updatedAt);
  const sortKeys: Record<string, string> = {};
  for (const column of indexedColumns(table)) {
    const field = fields.get(column);
    if (!field && !ALWAYS_INDEXED.includes(column)) continue; // a column whose field is gone: nothing to index
    sortKeys[column] = sortKeyOf(sortText(field, field ? record.values[column] : metaValue(column), languages), record.recordId);
  }
  const cells: Record<string, unknown> = {};
  const search: string[] = [];
  for (const column of table.columns) {
    const field = fields.get(column);
    if (!field) continue;
    cells[column] = cellValue(field, record.values[column], languages);
    search.push(searchableText(field, record.values[column], languages));
  }
  return { sortKeys, cells, search: foldText(search.filter(Boolean).join(' ')).slice(0, SEARCH_TEXT_MAX) };
}
