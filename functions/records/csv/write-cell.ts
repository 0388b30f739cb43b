import type { Language } from '../../../shared/constants';
import { fieldValue, type FileRef, type TextValue } from '../../../shared/record-values';
import type { CsvColumn } from './columns';
import { joinMulti } from './write-csv';

/**
 * The text of one CSV cell for a stored value, per field type (the CSV conventions): what the import reads
 * back to the same value. The cell is quoted and neutralised by ./write-csv.ts.
 */
export interface CellContext {
  /** The project's languages, the first being the main one. */
  readonly languages: readonly Language[];
  /**
   * The name a category id is exported as (a category element's records, see `categoryLabels`); an id without a name
   * here (unknown, or its name is shared by another category of its element) is exported as the id.
   */
  readonly categoryLabel: (element: string, id: string) => string | undefined;
}

const textIn = (value: TextValue, language: Language | undefined): string =>
  typeof value === 'string' ? value : language ? (value[language] ?? '') : '';

/** `1,5`: a decimal comma, no thousands separator, never an exponent for the numbers people type. */
export function numberCell(value: number): string {
  let text = String(value);
  if (/e/i.test(text)) {
    // 1e21 and beyond, or tiny numbers: written out in full (the import reads plain decimals only).
    text = Math.abs(value) >= 1 ? BigInt(Math.round(value)).toString() : value.toFixed(20).replace(/0+$/, '');
  }
  return text.replace('.', ',');
}

export function cellText(column: CsvColumn, raw: unknown, context: CellContext): string {
  const { field } = column;
  const { languages } = context;
  const value = fieldValue(field, languages, raw);
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'html':
      return textIn(value as TextValue, column.language);
    case 'email':
    case 'radios':
    case 'select':
      return value as string;
    case 'datetime':
      return (value as string).replace('T', ' ');
    case 'number':
      return value === null ? '' : numberCell(value as number);
    case 'yesno':
      return languages[0] === 'fr' ? (value ? 'oui' : 'non') : value ? 'yes' : 'no';
    case 'checkboxes':
      return joinMulti(value as readonly string[]);
    case 'singleCategory':
    case 'multipleCategories': {
      const ids = field.type === 'singleCategory' ? ((value as string) ? [value as string] : []) : (value as readonly string[]);
      const element = field.categoryElement ?? '';
      return joinMulti(ids.map((id) => context.categoryLabel(element, id) ?? id));
    }
    case 'characteristics':
    case 'questions':
      return joinMulti((value as readonly TextValue[]).map((item) => textIn(item, column.language)));
    case 'file':
    case 'gallery':
      return joinMulti((value as readonly FileRef[]).map((file) => file.name));
  }
}

/**
 * The names categories are exported as, for one category element: each record's name (its form's first text field,
 * in the project's first language) when no other category of the element has the same folded name; ambiguous and
 * empty names are left out (their ids are written instead).
 */
export function categoryNames(
  form: { readonly fields: readonly { readonly key: string; readonly type: string }[] },
  records: Iterable<{ readonly recordId: string; readonly values: Readonly<Record<string, unknown>> }>,
  languages: readonly Language[],
  fold: (text: string) => string,
): Map<string, string> {
  const nameField = form.fields.find((field) => field.type === 'text')?.key;
  const names = new Map<string, string>();
  const seen = new Map<string, number>();
  if (!nameField) return names;
  for (const record of records) {
    const raw = record.values[nameField];
    const main = languages[0];
    const name = (
      typeof raw === 'string' ? raw : raw && typeof raw === 'object' && main ? String((raw as Record<string, unknown>)[main] ?? '') : ''
    ).trim();
    if (!name) continue;
    names.set(record.recordId, name);
    const folded = fold(name);
    seen.set(folded, (seen.get(folded) ?? 0) + 1);
  }
  for (const [id, name] of names) if ((seen.get(fold(name)) ?? 0) > 1) names.delete(id);
  return names;
}
