import type { FieldIssue } from './errors';

/**
 * What no stored text or name may hold (docs/api.md, "Input hygiene"), shared by the API's input check and the schemas
 * the web forms validate with.
 */

/**
 * Names of object internals: every name on `Object.prototype` (`__proto__`, `constructor`, `toString`…) and
 * `prototype`. A field key, a technical value or a column named so could reach a prototype once used as a key.
 */
export const RESERVED_NAMES: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);
export const isReservedName = (name: string): boolean => RESERVED_NAMES.has(name);

/**
 * C0 controls but tab, LF and CR; DEL and the C1 controls; the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069, the "Trojan Source" characters); lone surrogates (not Unicode text).
 */
const FORBIDDEN_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasForbiddenCharacter = (text: string): boolean => FORBIDDEN_CHARACTER.test(text);

export const FORBIDDEN_CHARACTER_MESSAGE = 'validation.forbiddenCharacter';
export const RESERVED_NAME_MESSAGE = 'validation.reservedName';

/** At most this many problems are reported: a hostile body must not make the answer huge. */
export const MAX_ISSUES = 20;

/**
 * Walks every string and every object key of a parsed JSON input (iteratively: a deeply nested body must not
 * exhaust the stack) and reports each forbidden character or reserved key by its dotted field path.
 */
export function inputHygieneIssues(input: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const pending: Array<{ value: unknown; path: string }> = [{ value: input, path: '' }];
  const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  while (pending.length > 0 && issues.length < MAX_ISSUES) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenCharacter(value)) issues.push({ field: path, message: FORBIDDEN_CHARACTER_MESSAGE });
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) pending.push({ value: value[index], path: join(path, index) });
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index]!;
        const field = join(path, key);
        if (isReservedName(key)) issues.push({ field, message: RESERVED_NAME_MESSAGE });
        else if (hasForbiddenCharacter(key)) issues.push({ field, message: FORBIDDEN_CHARACTER_MESSAGE });
        else pending.push({ value: (value as Record<string, unknown>)[key], path: field });
      }
    }
  }
  return issues.slice(0, MAX_ISSUES);
}
