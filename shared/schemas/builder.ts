import * as v from 'valibot';
import { FORM_MAX_COLUMNS, FORM_MIN_COLUMNS, LANGUAGES } from '../constants';
import { notReservedName } from './common';

/** Form and table configuration of a builder element (docs/product.md, "Entities"). The builder edits exactly this shape. */

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

/**
 * Technical value of a field: `___email` is the de-duplication key of imports. Records are stored
 * under it, so it never names an object internal (`__proto__`, `constructor`…).
 */
export const FieldKey = v.pipe(v.string(), v.regex(/^_{0,3}[a-z][a-zA-Z0-9_]{0,62}$/, 'validation.fieldKey'), notReservedName());

/** Types whose values are chosen among `options`. */
export const CATEGORY_TYPES: readonly FieldType[] = ['multipleCategories', 'singleCategory'];

const Choice = v.object({
  value: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(64, 'validation.tooLong'), notReservedName()),
  label: LocalizedText,
});
const QuestionAnswer = v.object({ question: LocalizedText, answer: LocalizedText });
const PositiveNumber = v.pipe(v.number(), v.finite(), v.minValue(0, 'validation.invalid'));

export const FormField = v.pipe(
  v.object({
    key: FieldKey,
    type: v.picklist(FIELD_TYPES, 'validation.invalid'),
    label: LocalizedText,
    /** textarea and html: visible lines. */
    rows: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'validation.rows'), v.maxValue(30, 'validation.rows'))),
    visibility: v.picklist(['private', 'public'], 'validation.invalid'),
    translatable: v.boolean(),
    mandatory: v.boolean(),
    /** The layout column the field sits in (1 when absent). */
    column: v.optional(
      v.pipe(
        v.number(),
        v.integer(),
        v.minValue(FORM_MIN_COLUMNS, 'validation.columns'),
        v.maxValue(FORM_MAX_COLUMNS, 'validation.columns'),
      ),
    ),
    /** checkboxes, radios, select: the choices (at least one, unique values). */
    options: v.optional(v.pipe(v.array(Choice), v.maxLength(100, 'validation.tooLong'))),
    /** number */
    min: v.optional(v.pipe(v.number(), v.finite())),
    max: v.optional(v.pipe(v.number(), v.finite())),
    step: v.optional(v.pipe(v.number(), v.finite(), v.gtValue(0, 'validation.invalid'))),
    /** datetime: a date, or a date and a time. */
    dateMode: v.optional(v.picklist(['date', 'datetime'], 'validation.invalid')),
    /** file and gallery: accepted MIME types or extensions (`image/*`, `.pdf`), size limit, and (gallery) count. */
    accept: v.optional(
      v.pipe(v.array(v.pipe(v.string(), v.regex(/^(\.[a-z0-9]{1,10}|[a-z]+\/[a-z0-9.+*-]+)$/i, 'validation.accept'))), v.maxLength(20)),
    ),
    maxSizeMb: v.optional(v.pipe(PositiveNumber, v.maxValue(100, 'validation.maxSize'))),
    maxCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'validation.invalid'), v.maxValue(100, 'validation.invalid'))),
    /** multipleCategories and singleCategory: the builder element holding the categories. */
    categoryElement: v.optional(FieldKey),
    /** characteristics: the names of the characteristics a record describes. */
    characteristics: v.optional(v.pipe(v.array(LocalizedText), v.maxLength(50, 'validation.tooLong'))),
    /** questions: question and answer pairs. */
    questions: v.optional(v.pipe(v.array(QuestionAnswer), v.maxLength(50, 'validation.tooLong'))),
  }),
  v.forward(
    v.check(
      (field) =>
        !CHOICE_TYPES.includes(field.type) ||
        ((field.options?.length ?? 0) > 0 && new Set(field.options!.map((o) => o.value)).size === field.options!.length),
      'validation.choices',
    ),
    ['options'],
  ),
  v.forward(
    v.check((field) => field.min === undefined || field.max === undefined || field.min <= field.max, 'validation.minMax'),
    ['max'],
  ),
  v.forward(
    v.check((field) => !CATEGORY_TYPES.includes(field.type) || field.categoryElement !== undefined, 'validation.categoryElement'),
    ['categoryElement'],
  ),
);
export type FormField = v.InferOutput<typeof FormField>;

export const FormConfig = v.pipe(
  v.object({
    titles: v.object({ add: LocalizedText, edit: LocalizedText, view: LocalizedText }),
    columns: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(FORM_MIN_COLUMNS, 'validation.columns'),
      v.maxValue(FORM_MAX_COLUMNS, 'validation.columns'),
    ),
    fields: v.pipe(v.array(FormField), v.minLength(1, 'validation.required'), v.maxLength(100, 'validation.tooLong')),
  }),
  v.forward(
    v.check((form) => new Set(form.fields.map((field) => field.key)).size === form.fields.length, 'validation.duplicateKey'),
    ['fields'],
  ),
  v.forward(
    v.check((form) => form.fields.every((field) => (field.column ?? 1) <= form.columns), 'validation.columnOutOfRange'),
    ['columns'],
  ),
);
export type FormConfig = v.InferOutput<typeof FormConfig>;

export const PER_PAGE_CHOICES = [10, 20, 50, 100] as const;
/** Columns a list may show besides the form's fields: when a record was created and last updated. */
export const META_COLUMNS = ['__createdAt', '__updatedAt'] as const;
export const TableConfig = v.object({
  title: LocalizedText,
  /** Visible columns, in display order (technical values of the form's fields). */
  columns: v.pipe(v.array(FieldKey), v.minLength(1, 'validation.required'), v.maxLength(30, 'validation.tooLong')),
  perPage: v.picklist(PER_PAGE_CHOICES, 'validation.invalid'),
});
export type TableConfig = v.InferOutput<typeof TableConfig>;

/** A table may only show fields its form has (and the record dates). */
export function tableMatchesForm(table: TableConfig, form: FormConfig): boolean {
  const keys = new Set<string>([...form.fields.map((field) => field.key), ...META_COLUMNS]);
  return table.columns.every((column) => keys.has(column)) && new Set(table.columns).size === table.columns.length;
}

/** The body of `PUT …/elements/{element}/form` and `…/table`: the config and the version it was based on. */
export const Version = v.pipe(v.number('validation.invalid'), v.integer(), v.minValue(1));
