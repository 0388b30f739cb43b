import type { Language } from '../../../shared/constants';
import { VALUE_ERROR_KEYS } from '../../../shared/record-values';
import { IMPORT_MULTI_SEPARATOR } from '../../../shared/schemas/imports';
import type { FormField } from '../../../shared/schemas/builder';
import { isUlid } from '../../../shared/schemas/common';
import { foldText } from '../../../shared/fold-text';
import type { CsvColumn } from './columns';

/**
 * One CSV cell → the raw value of its field (the CSV conventions: what the export writes, the import reads).
 * The result is raw: the records rules (`checkValues`) check it afterwards, as for every save. Problems are
 * catalogue keys (`validation.*`).
 */

/** The categories of one category element, as the import names them: by id, or by name in any project language. */
export interface CategoryIndex {
  readonly ids: ReadonlySet<string>;
  /** Folded name → the ids of the categories so named (more than one: ambiguous). */
  readonly names: ReadonlyMap<string, readonly string[]>;
  /** Every category of the element was read (else an unknown id may still exist: the commit checks it). */
  readonly complete: boolean;
}

export interface CellContext {
  readonly languages: readonly Language[];
  /** By category element. */
  readonly categories: ReadonlyMap<string, CategoryIndex>;
}

export type CellResult = { readonly value: unknown } | { readonly error: string };

/** The import's own problems (besides those of `checkValues`). */
export const CELL_ERRORS = {
  number: 'validation.importNumber',
  date: 'validation.importDate',
  dateNoTime: 'validation.importDateNoTime',
  yesNo: 'validation.importYesNo',
  choice: 'validation.importChoice',
  categoryAmbiguous: 'validation.categoryAmbiguous',
  categoryMissing: 'validation.categoryMissing',
  tooManyItems: 'validation.importTooManyItems',
} as const;

/** Export neutralises formulas with one leading `'`: the import takes one off (`'=x` → `=x`, `''=x` → `'=x`). */
export function unneutralise(cell: string): string {
  return /^'+[=+\-@\t\r\n]/.test(cell) ? cell.slice(1) : cell;
}

/** The items of a `|`-joined cell, where `\|` is a literal `|` and `\\` a literal `\`. An empty cell has none. */
export function splitMulti(cell: string): string[] {
  if (cell === '') return [];
  const items: string[] = [];
  let current = '';
  for (let index = 0; index < cell.length; index++) {
    const char = cell[index]!;
    if (char === '\\' && (cell[index + 1] === IMPORT_MULTI_SEPARATOR || cell[index + 1] === '\\')) {
      current += cell[index + 1];
      index++;
    } else if (char === IMPORT_MULTI_SEPARATOR) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items;
}

const SPACES = /[\s\u00a0\u202f]/g;

/** `1,5`, `1.5`, `-2`, `1 234,5` (spaces or no-break spaces between thousands) → a number; '' → null. */
export function readNumber(cell: string): CellResult {
  const text = cell.trim();
  if (text === '') return { value: null };
  const compact = /^-?\d{1,3}([\s\u00a0\u202f]\d{3})+([.,]\d+)?$/.test(text) ? text.replace(SPACES, '') : text;
  if (!/^-?\d+([.,]\d+)?$/.test(compact)) return { error: CELL_ERRORS.number };
  return { value: Number(compact.replace(',', '.')) };
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?$/;
const FRENCH = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2})[:h](\d{2}))?$/;

/**
 * A date cell → `yyyy-MM-dd` or `yyyy-MM-ddTHH:mm` as the field's `dateMode` asks. ISO (`2026-11-25`, `2026-11-25T14:30`,
 * `2026-11-25 14:30`, seconds only if :00, no zone) or `dd/mm/yyyy [hh:mm]`. A date-only field given a time is an error;
 * a date and time field given a date alone too (the records rules say which). Real dates are checked by the rules.
 */
export function readDate(cell: string, dateMode: FormField['dateMode']): CellResult {
  const text = cell.trim();
  if (text === '') return { value: '' };
  let parts: { year: string; month: string; day: string; hour?: string; minute?: string } | undefined;
  const iso = ISO.exec(text);
  if (iso) {
    if ((iso[6] !== undefined && iso[6] !== '00') || (iso[7] !== undefined && /[1-9]/.test(iso[7]))) return { error: CELL_ERRORS.date };
    parts = { year: iso[1]!, month: iso[2]!, day: iso[3]!, ...(iso[4] ? { hour: iso[4], minute: iso[5]! } : {}) };
  } else {
    const french = FRENCH.exec(text);
    if (!french) return { error: CELL_ERRORS.date };
    parts = {
      year: french[3]!,
      month: french[2]!.padStart(2, '0'),
      day: french[1]!.padStart(2, '0'),
      ...(french[4] ? { hour: french[4].padStart(2, '0'), minute: french[5]! } : {}),
    };
  }
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  if (dateMode === 'datetime') {
    if (parts.hour === undefined) return { error: VALUE_ERROR_KEYS.dateTime };
    return { value: `${date}T${parts.hour}:${parts.minute}` };
  }
  if (parts.hour !== undefined) return { error: CELL_ERRORS.dateNoTime };
  return { value: date };
}

const YES = new Set(['oui', 'yes', 'true', '1']);
const NO = new Set(['non', 'no', 'false', '0', '']);

export function readYesNo(cell: string): CellResult {
  const text = cell.trim().toLowerCase();
  if (YES.has(text)) return { value: true };
  if (NO.has(text)) return { value: false };
  return { error: CELL_ERRORS.yesNo };
}

/** An option by its value, else by its label in any project language (case and accents ignored). */
function optionValue(field: FormField, item: string, languages: readonly Language[]): string | undefined {
  const options = field.options ?? [];
  const text = item.trim();
  const exact = options.find((option) => option.value === text);
  if (exact) return exact.value;
  const folded = foldText(text);
  const byValue = options.find((option) => foldText(option.value) === folded);
  if (byValue) return byValue.value;
  return options.find((option) => languages.some((language) => foldText(option.label[language] ?? '') === folded))?.value;
}

function readChoices(field: FormField, cell: string, languages: readonly Language[]): CellResult {
  const items = field.type === 'checkboxes' ? splitMulti(cell).filter((item) => item.trim() !== '') : cell.trim() ? [cell] : [];
  const values: string[] = [];
  for (const item of items) {
    const value = optionValue(field, item, languages);
    if (value === undefined) return { error: CELL_ERRORS.choice };
    if (!values.includes(value)) values.push(value);
  }
  if (field.type !== 'checkboxes') return { value: values[0] ?? '' };
  // Stored in the order of the options.
  const order = (field.options ?? []).map((option) => option.value);
  return { value: values.sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
}

function readCategories(field: FormField, cell: string, context: CellContext): CellResult {
  const index = field.categoryElement ? context.categories.get(field.categoryElement) : undefined;
  const items = splitMulti(cell)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const ids: string[] = [];
  for (const item of items) {
    let id: string | undefined;
    if (index?.ids.has(item)) id = item;
    else {
      const named = index?.names.get(foldText(item)) ?? [];
      if (named.length > 1) return { error: CELL_ERRORS.categoryAmbiguous };
      if (named.length === 1) id = named[0];
      // An id beyond the categories read: the commit's transaction checks that it exists.
      else if (isUlid(item) && index && !index.complete) id = item;
      else return { error: CELL_ERRORS.categoryMissing };
    }
    if (id && !ids.includes(id)) ids.push(id);
  }
  if (field.type === 'singleCategory') {
    if (ids.length > 1) return { error: CELL_ERRORS.tooManyItems };
    return { value: ids[0] ?? '' };
  }
  return { value: ids };
}

function readItems(field: FormField, cell: string): CellResult {
  const slots = (field.type === 'characteristics' ? field.characteristics : field.questions)?.length ?? 0;
  const items = splitMulti(cell);
  if (items.length > slots) return { error: CELL_ERRORS.tooManyItems };
  return { value: Array.from({ length: slots }, (_, index) => items[index] ?? '') };
}

/**
 * The raw value a cell gives its column: the whole value, or for a translatable column its language's part (a text,
 * or the list of items' texts of characteristics and questions), merged by `mergeCell`.
 */
export function readCell(column: CsvColumn, rawCell: string, context: CellContext): CellResult {
  const cell = unneutralise(rawCell);
  const { field } = column;
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'html':
    case 'email':
      return { value: cell };
    case 'number':
      return readNumber(cell);
    case 'datetime':
      return readDate(cell, field.dateMode);
    case 'yesno':
      return readYesNo(cell);
    case 'radios':
    case 'select':
    case 'checkboxes':
      return readChoices(field, cell, context.languages);
    case 'singleCategory':
    case 'multipleCategories':
      return readCategories(field, cell, context);
    case 'characteristics':
    case 'questions':
      return readItems(field, cell);
    case 'file':
    case 'gallery':
      // Files are not imported (their columns are listed as ignored).
      return { value: undefined };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Puts a column's value into its field's raw value: the value itself, or for a translatable column its language's
 * part over `current` (the stored value on an update, or what the row's other columns gave).
 */
export function mergeCell(column: CsvColumn, current: unknown, value: unknown): unknown {
  const { field, language } = column;
  if (!language) return value;
  if (field.type === 'characteristics' || field.type === 'questions') {
    const items = value as string[];
    const before = Array.isArray(current) ? current : [];
    return items.map((text, index) => {
      const item = before[index];
      return { ...(isObject(item) ? item : {}), [language]: text };
    });
  }
  return { ...(isObject(current) ? current : {}), [language]: value };
}
