/**
 * The values a record holds (one shape per field type), their initial values and their checks. Pure (no React,
 * no DOM, no translation): the web forms, the API, the CSV import and the fake-data generator fit and validate
 * values with this very code. Problems are catalogue keys (`validation.*`, `VALUE_ERROR_KEYS`), translated by
 * whoever shows them.
 *
 * Translatable fields (text, textarea, html, characteristics, questions) hold one text per project language;
 * the other types ignore `translatable` (a number, a date, a choice or a file is the same in every language).
 * Values read from outside (a stored record, the builder's preview while the form changes under it) go through
 * `fieldValue`, which fits whatever it gets to the field's current shape.
 */
import * as v from 'valibot';
import type { Language } from './constants';
import { isLinkField, webAddress } from './links';
import type { FieldType, FormConfig, FormField, LocalizedText } from './schemas/builder';

/** One text per project language. */
export type TranslatedText = Readonly<Partial<Record<Language, string>>>;
/** A text field's value: a string, or one string per project language when the field is translatable. */
export type TextValue = string | TranslatedText;

/**
 * A file of a file or gallery field. On the web, a file chosen but not yet uploaded has only `name`, `size`,
 * `type` and `file`; once uploaded and checked it has its `uploadId` (shared/schemas/uploads.ts), which is all
 * a save sends. Reads answer the stored fields (`StoredFile`) plus short-lived signed URLs (`FileView`).
 */
export interface FileRef {
  readonly uploadId?: string;
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  /** MIME type ('' when the browser does not know it). */
  readonly type: string;
  /** A checked preview image exists (images only). */
  readonly preview?: boolean;
  /** The type its check proved (shared/schemas/uploads.ts StoredFile). */
  readonly previewType?: string;
  /** Signed URLs of a stored file: open, download under its name, preview (shared/schemas/uploads.ts FileView). */
  readonly url?: string;
  readonly downloadUrl?: string;
  readonly previewUrl?: string;
  /** The chosen file itself, on the web before upload (`File` is also a Node global). */
  readonly file?: File;
}

/** The value of each field type. */
export interface FieldValueByType {
  text: TextValue;
  textarea: TextValue;
  /** Raw HTML as typed; it is sanitised where it is shown, not here. */
  html: TextValue;
  email: string;
  /** `yyyy-MM-dd` (dateMode `date`, the default) or `yyyy-MM-ddTHH:mm` (dateMode `datetime`); '' when empty. */
  datetime: string;
  /** null when empty. */
  number: number | null;
  /** The checked choice values, in the order of the options. */
  checkboxes: readonly string[];
  /** The chosen value, '' when none. */
  radios: string;
  select: string;
  /** At most one file. */
  file: readonly FileRef[];
  yesno: boolean;
  /** Category ids, in the order of the category list. */
  multipleCategories: readonly string[];
  /** A category id, '' when none. */
  singleCategory: string;
  gallery: readonly FileRef[];
  /** One text per configured characteristic, in the same order. */
  characteristics: readonly TextValue[];
  /** One answer per configured question, in the same order (a new record starts with the configured answers). */
  questions: readonly TextValue[];
}
export type FieldValue = FieldValueByType[FieldType];
/** A record's values, by field technical value (`field.key`). */
export type RecordValues = Readonly<Record<string, FieldValue>>;

/** The types that hold a text per project language when `translatable` is set. */
export const TRANSLATABLE_TYPES: readonly FieldType[] = ['text', 'textarea', 'html', 'characteristics', 'questions'];

export function isTranslatable(field: Pick<FormField, 'type' | 'translatable'>): boolean {
  return field.translatable && TRANSLATABLE_TYPES.includes(field.type);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text value fitted to the field: one string, or one string per project language. */
function textValue(raw: unknown, translatable: boolean, languages: readonly Language[]): TextValue {
  if (!translatable) {
    if (typeof raw === 'string') return raw;
    if (isRecord(raw)) {
      for (const language of languages) if (typeof raw[language] === 'string' && raw[language]) return raw[language];
      return String(Object.values(raw).find((value) => typeof value === 'string' && value) ?? '');
    }
    return '';
  }
  const out: Partial<Record<Language, string>> = {};
  languages.forEach((language, index) => {
    if (isRecord(raw)) out[language] = typeof raw[language] === 'string' ? raw[language] : '';
    else out[language] = index === 0 && typeof raw === 'string' ? raw : '';
  });
  return out;
}

const stringValue = (raw: unknown): string => (typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '');

const stringList = (raw: unknown): readonly string[] =>
  Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : typeof raw === 'string' && raw ? [raw] : [];

const fileList = (raw: unknown): readonly FileRef[] =>
  Array.isArray(raw)
    ? raw.filter((item): item is FileRef => isRecord(item) && typeof item.name === 'string' && typeof item.size === 'number')
    : [];

/** The configured answer of a question, as the field's initial answer. */
function configuredAnswer(answer: LocalizedText, translatable: boolean, languages: readonly Language[]): TextValue {
  return textValue(answer, translatable, languages);
}

/** The value of `field` in `raw`, fitted to the field's current type and settings (missing → initial value). */
export function fieldValue(field: FormField, languages: readonly Language[], raw: unknown): FieldValue {
  const translatable = isTranslatable(field);
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'html':
      return textValue(raw, translatable, languages);
    case 'email':
    case 'datetime':
    case 'radios':
    case 'select':
    case 'singleCategory':
      return stringValue(raw);
    case 'number':
      if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
      if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
      return null;
    case 'checkboxes':
    case 'multipleCategories':
      return stringList(raw);
    case 'yesno':
      return raw === true || raw === 'true';
    case 'file':
    case 'gallery':
      return fileList(raw);
    case 'characteristics': {
      const items = Array.isArray(raw) ? raw : [];
      return (field.characteristics ?? []).map((_, index) => textValue(items[index], translatable, languages));
    }
    case 'questions': {
      const items = Array.isArray(raw) ? raw : undefined;
      return (field.questions ?? []).map((pair, index) =>
        items ? textValue(items[index], translatable, languages) : configuredAnswer(pair.answer, translatable, languages),
      );
    }
  }
}

/** The values of a new record: empty fields, except the questions, which start with their configured answers. */
export function emptyValues(form: FormConfig, languages: readonly Language[]): RecordValues {
  return Object.fromEntries(form.fields.map((field) => [field.key, fieldValue(field, languages, undefined)]));
}

/** The texts of a text value (one, or one per project language). */
export function textsOf(value: TextValue, languages: readonly Language[]): string[] {
  return typeof value === 'string' ? [value] : languages.map((language) => value[language] ?? '');
}

/** The same text value with `map` applied to its one text, or to each language's. */
export function mapText(value: TextValue, map: (text: string) => string): TextValue {
  return typeof value === 'string'
    ? map(value)
    : Object.fromEntries(Object.entries(value).map(([language, text]) => [language, map(text ?? '')]));
}

/** The items a choice value holds: one for a single choice or category ('' when none), the list for several. */
export function choicesOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

const filled = (text: string) => text.trim() !== '';
/** A mandatory text is filled when it has its one text, or the text of the project's first language. */
const mainFilled = (value: TextValue, languages: readonly Language[]) => filled(textsOf(value, languages)[0] ?? '');

const EmailCheck = v.pipe(v.string(), v.email());
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

function isRealDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/** Whether `value` is a date (`yyyy-MM-dd`) or a date and time (`yyyy-MM-ddTHH:mm`), as the field asks. */
export function isValidDateValue(value: string, dateMode: FormField['dateMode']): boolean {
  const match = (dateMode === 'datetime' ? DATE_TIME : DATE).exec(value);
  return match !== null && isRealDate(match[1]!, match[2]!, match[3]!);
}

/** Whether the number respects `step`, counted from `min` (or 0). */
export function isOnStep(value: number, step: number | undefined, min: number | undefined): boolean {
  if (step === undefined || step <= 0) return true;
  const steps = (value - (min ?? 0)) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9 * Math.max(1, Math.abs(steps));
}

/** Whether a file matches `accept` (MIME types, `type/*` wildcards, `.ext` extensions); no list accepts all. */
export function fileAccepted(file: Pick<FileRef, 'name' | 'type'>, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((rule) => {
    const pattern = rule.toLowerCase();
    if (pattern.startsWith('.')) return name.endsWith(pattern);
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/** Size limit of a file or gallery field in bytes (none when absent or 0). */
export function maxBytes(field: Pick<FormField, 'maxSizeMb'>): number | undefined {
  return field.maxSizeMb ? field.maxSizeMb * 1024 * 1024 : undefined;
}

/** The accepted types of a file or gallery field: as configured; a gallery without a list takes images. */
export function acceptedTypes(field: Pick<FormField, 'type' | 'accept'>): readonly string[] | undefined {
  if (field.accept && field.accept.length > 0) return field.accept;
  return field.type === 'gallery' ? ['image/*'] : undefined;
}

/** The most files a field takes: one for `file`, `maxCount` (or no limit) for `gallery`. */
export function maxFiles(field: Pick<FormField, 'type' | 'maxCount'>): number | undefined {
  return field.type === 'file' ? 1 : field.maxCount;
}

/** Catalogue keys of the problems `validateValues` reports besides `validation.*`. */
export const VALUE_ERROR_KEYS = {
  tooSmall: 'applications.renderer.error.tooSmall',
  tooLarge: 'applications.renderer.error.tooLarge',
  step: 'applications.renderer.error.step',
  date: 'applications.renderer.error.date',
  dateTime: 'applications.renderer.error.dateTime',
  fileTooLarge: 'applications.renderer.error.fileTooLarge',
  fileType: 'applications.renderer.error.fileType',
  tooManyFiles: 'applications.renderer.error.tooManyFiles',
} as const;

/** The problem of one field, as a catalogue key, or undefined. */
export function validateField(field: FormField, languages: readonly Language[], raw: unknown): string | undefined {
  const value = fieldValue(field, languages, raw);
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'html':
      if (field.mandatory && !mainFilled(value as TextValue, languages)) return 'validation.required';
      // A link field (shared/links.ts) holds web addresses only, in every language.
      return isLinkField(field) && textsOf(value as TextValue, languages).some((text) => webAddress(text) === undefined)
        ? 'validation.url'
        : undefined;
    case 'email': {
      const text = (value as string).trim();
      if (text === '') return field.mandatory ? 'validation.required' : undefined;
      return v.is(EmailCheck, text) ? undefined : 'validation.email';
    }
    case 'datetime': {
      const text = value as string;
      if (text === '') return field.mandatory ? 'validation.required' : undefined;
      if (isValidDateValue(text, field.dateMode)) return undefined;
      return field.dateMode === 'datetime' ? VALUE_ERROR_KEYS.dateTime : VALUE_ERROR_KEYS.date;
    }
    case 'number': {
      const number = value as number | null;
      if (number === null) return field.mandatory ? 'validation.required' : undefined;
      if (field.min !== undefined && number < field.min) return VALUE_ERROR_KEYS.tooSmall;
      if (field.max !== undefined && number > field.max) return VALUE_ERROR_KEYS.tooLarge;
      return isOnStep(number, field.step, field.min) ? undefined : VALUE_ERROR_KEYS.step;
    }
    case 'checkboxes':
    case 'radios':
    case 'select': {
      const chosen = choicesOf(value);
      if (chosen.length === 0) return field.mandatory ? 'validation.required' : undefined;
      const known = new Set((field.options ?? []).map((option) => option.value));
      return chosen.every((item) => known.has(item)) ? undefined : 'validation.invalid';
    }
    case 'multipleCategories':
      return field.mandatory && (value as readonly string[]).length === 0 ? 'validation.required' : undefined;
    case 'singleCategory':
      return field.mandatory && value === '' ? 'validation.required' : undefined;
    case 'yesno':
      // Like a required checkbox: a mandatory yes/no (a consent, a confirmation) must be answered yes.
      return field.mandatory && value !== true ? 'validation.required' : undefined;
    case 'file':
    case 'gallery': {
      const files = value as readonly FileRef[];
      if (files.length === 0) return field.mandatory ? 'validation.required' : undefined;
      const limit = maxFiles(field);
      if (limit !== undefined && files.length > limit) return VALUE_ERROR_KEYS.tooManyFiles;
      const accept = acceptedTypes(field);
      if (!files.every((file) => fileAccepted(file, accept))) return VALUE_ERROR_KEYS.fileType;
      const bytes = maxBytes(field);
      return bytes !== undefined && files.some((file) => file.size > bytes) ? VALUE_ERROR_KEYS.fileTooLarge : undefined;
    }
    case 'characteristics':
    case 'questions':
      return field.mandatory && !(value as readonly TextValue[]).every((item) => mainFilled(item, languages))
        ? 'validation.required'
        : undefined;
  }
}

/**
 * The problems of a record's values: field key → catalogue key (`validation.required`, `validation.email`,
 * `validation.url`, `validation.invalid`, or one of `VALUE_ERROR_KEYS`). Empty when every field is fine. A mandatory field needs
 * a value in the project's first language when it is translatable (the others may follow), every characteristic
 * and every answer filled that way, and, for a yes/no, yes.
 */
export function validateValues(form: FormConfig, languages: readonly Language[], values: RecordValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    const problem = validateField(field, languages, values[field.key]);
    if (problem) errors[field.key] = problem;
  }
  return errors;
}
