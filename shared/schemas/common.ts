import * as v from 'valibot';
import { UI_LOCALES } from '../constants';
import { FORBIDDEN_CHARACTER_MESSAGE, hasForbiddenCharacter, isReservedName, RESERVED_NAME_MESSAGE } from '../input-hygiene';

/** Building blocks of the input schemas. Messages are catalogue keys (the web translates them). */

/** No control character, bidi override or lone surrogate (the API checks every input string the same way). */
export const cleanText = () => v.check((text: string) => !hasForbiddenCharacter(text), FORBIDDEN_CHARACTER_MESSAGE);

/** Not the name of an object internal (`__proto__`, `constructor`, `toString`…): for keys and technical values. */
export const notReservedName = () => v.check((name: string) => !isReservedName(name), RESERVED_NAME_MESSAGE);

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max: number) =>
  v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.tooLong'), cleanText());

/** An optional trimmed text; empty becomes ''. */
export const optionalText = (max: number) =>
  v.optional(v.pipe(v.string('validation.invalid'), v.trim(), v.maxLength(max, 'validation.tooLong'), cleanText()), '');

const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;
export const Ulid = v.pipe(v.string('validation.invalid'), v.regex(ULID_PATTERN, 'validation.invalid'));
/** Whether a value is an id (a ULID), e.g. an application id rather than its slug. */
export const isUlid = (value: unknown): value is string => typeof value === 'string' && ULID_PATTERN.test(value);

export const Locale = v.optional(v.picklist(UI_LOCALES, 'validation.invalid'), 'fr');
