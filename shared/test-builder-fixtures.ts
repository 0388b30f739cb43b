/**
 * Test fixtures of the builder's configs, for the unit tests of shared/, the functions and the web app: a field
 * with the builder's defaults and a form around fields. Each test adds only what it is about.
 */
import type { FormConfig, FormField } from './schemas/builder';

/** A field as the builder adds it (text, public, not translatable, optional), labelled by its key. */
export const formField = (key: string, extra: Partial<FormField> = {}): FormField => ({
  key,
  type: 'text',
  label: { fr: key },
  visibility: 'public',
  translatable: false,
  mandatory: false,
  ...extra,
});

/** A form of these fields, with one-letter titles. */
export const formOf = (fields: readonly FormField[], columns = 1): FormConfig => ({
  titles: { add: { fr: 'a' }, edit: { fr: 'e' }, view: { fr: 'v' } },
  columns,
  fields: [...fields],
});
