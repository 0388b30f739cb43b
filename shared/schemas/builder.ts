import * as v from 'valibot';
import { FORM_MAX_COLUMNS, FORM_MIN_COLUMNS, LANGUAGES } from '../constants';

/** Form and table configuration of a builder element (SPEC §3). The builder edits exactly this shape. */

export const FIELD_TYPES = [
  'text',
  'textarea',
  'html',
  'email',
  'datetime',
  'number',
  'checkboxes',
  'radios',
  'select',
  'file',
  'yesno',
  'multipleCategories',
  'singleCategory',
  'gallery',
  'characteristics',
  'questions',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export const CHOICE_TYPES: readonly FieldType[] = ['checkboxes', 'radios', 'select'];

/** A text per language; at least one language. */
export const LocalizedText = v.pipe(
  v.record(v.picklist(LANGUAGES, 'validation.invalid'), v.pipe(v.string(), v.trim(), v.maxLength(200, 'validation.tooLong'))),
  v.check((value) => Object.values(value).some((text) => text !== ''), 'validation.required'),
);
export type LocalizedText = v.InferOutput<typeof LocalizedText>;

/** Technical value of a field: `___email` is the de-duplication key of imports (SPEC §3). */
export const FieldKey = v.pipe(v.string(), v.regex(/^_{0,3}[a-z][a-zA-Z0-9_]{0,62}$/, 'validation.fieldKey'));

export const FormField = v.object({
  key: FieldKey,
  type: v.picklist(FIELD_TYPES, 'validation.invalid'),
  label: LocalizedText,
  rows: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30))),
  visibility: v.picklist(['private', 'public'], 'validation.invalid'),
  translatable: v.boolean(),
  mandatory: v.boolean(),
  options: v.optional(
    v.pipe(v.array(v.object({ value: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)), label: LocalizedText })), v.maxLength(100)),
  ),
});
export type FormField = v.InferOutput<typeof FormField>;

export const FormConfig = v.pipe(
  v.object({
    titles: v.object({ add: LocalizedText, edit: LocalizedText, view: LocalizedText }),
    columns: v.pipe(v.number(), v.integer(), v.minValue(FORM_MIN_COLUMNS, 'validation.columns'), v.maxValue(FORM_MAX_COLUMNS, 'validation.columns')),
    fields: v.pipe(v.array(FormField), v.minLength(1, 'validation.required'), v.maxLength(100, 'validation.tooLong')),
  }),
  v.check((form) => new Set(form.fields.map((field) => field.key)).size === form.fields.length, 'validation.duplicateKey'),
);
export type FormConfig = v.InferOutput<typeof FormConfig>;

export const PER_PAGE_CHOICES = [10, 20, 50, 100] as const;
export const TableConfig = v.object({
  title: LocalizedText,
  /** Visible columns, in display order (technical values of the form's fields). */
  columns: v.pipe(v.array(FieldKey), v.minLength(1, 'validation.required'), v.maxLength(30, 'validation.tooLong')),
  perPage: v.picklist(PER_PAGE_CHOICES, 'validation.invalid'),
});
export type TableConfig = v.InferOutput<typeof TableConfig>;

/** A table may only show fields its form has. */
export function tableMatchesForm(table: TableConfig, form: FormConfig): boolean {
  const keys = new Set(form.fields.map((field) => field.key));
  return table.columns.every((column) => keys.has(column));
}
