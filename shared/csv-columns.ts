import type { Language } from './constants';
import { isTranslatable } from './record-values';
import type { FormConfig, FormField } from './schemas/builder';

/**
 * The CSV columns of an element (docs/product.md, "Entities"), shared by the import and the export so that a file exported
 * imports back unchanged: one column per field, named by its technical value; a translatable field has `key` for the
 * project's first language and `key.<lang>` for each other one.
 */
export interface CsvColumn {
  /** The header cell: `jobTitle`, `jobTitle.en`. */
  readonly name: string;
  readonly field: FormField;
  /** Translatable fields: the language of this column. */
  readonly language?: Language;
}

/** The columns of `fields` (the form's, in its order, when absent), for a project of `languages` (first = main). */
export function csvColumns(form: FormConfig, languages: readonly Language[], fields?: readonly string[]): CsvColumn[] {
  const chosen = fields
    ? fields.map((key) => form.fields.find((field) => field.key === key)).filter((field): field is FormField => field !== undefined)
    : form.fields;
  return chosen.flatMap((field) =>
    isTranslatable(field)
      ? languages.map((language, index) => ({ name: index === 0 ? field.key : `${field.key}.${language}`, field, language }))
      : [{ name: field.key, field }],
  );
}

/** What a header cell names: a column of the element, or nothing (an unknown column, listed and ignored). */
export function columnNamed(form: FormConfig, languages: readonly Language[], name: string): CsvColumn | undefined {
  return csvColumns(form, languages).find((column) => column.name === name.trim());
}
