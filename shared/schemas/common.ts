import * as v from 'valibot';
import { UI_LOCALES } from '../constants';

/** Building blocks of the input schemas. Messages are catalogue keys (the web translates them). */

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max: number) =>
  v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.tooLong'));

/** An optional trimmed text; empty becomes ''. */
export const optionalText = (max: number) =>
  v.optional(v.pipe(v.string('validation.invalid'), v.trim(), v.maxLength(max, 'validation.tooLong')), '');

export const Ulid = v.pipe(v.string('validation.invalid'), v.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'validation.invalid'));

export const Locale = v.optional(v.picklist(UI_LOCALES, 'validation.invalid'), 'fr');
