/**
 * ICU messages formatted as intl-messageformat formats them (its `formatToParts`), for the app's intl object
 * (create-intl.ts). Builds ship the catalogues as ICU ASTs (web/i18n-precompile.ts) and no parser; tests and the dev
 * server give them as texts, parsed here once each with formatjs' parser (`virtual:message-parser`, web/i18n-sections.ts).
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { parse } from 'virtual:message-parser';

/** A message's value: text or number, or anything else (a React node), which then stays a part of its own. */
export type MessageValue = string | number | bigint | boolean | null | undefined | object;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** The message as a list: adjacent texts joined, other values (React nodes) between them. */
export type MessageParts = MessageValue[];

/** A formatted message: its text; or, when a value is not text, that value alone or the list of parts. */
export type FormattedMessage = MessageValue | MessageParts;

const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

/** intl-messageformat's named styles (`{n, number, percent}`, `{d, date, long}`…). */
const STYLES: Record<number, Record<string, object>> = {
  [NUMBER]: { integer: { maximumFractionDigits: 0 }, currency: { style: 'currency' }, percent: { style: 'percent' } },
  [DATE]: {
    short: { month: 'numeric', day: 'numeric', year: '2-digit' },
    medium: { month: 'short', day: 'numeric', year: 'numeric' },
    long: { month: 'long', day: 'numeric', year: 'numeric' },
    full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  },
  [TIME]: {
    short: { hour: 'numeric', minute: 'numeric' },
    medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
    long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
    full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  },
};

const formatters = new Map<string, unknown>();

/** One `Intl` formatter per constructor, locale and options, as formatjs keeps them. */
export function cachedFormatter<T>(make: new (locale: string, options?: object) => T, locale: string, options?: object): T {
  const key = `${make.name}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = new make(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const parsed = new Map<string, MessageFormatElement[]>();

/** The message's AST: as shipped by builds, or parsed from its text (tests, the dev server). */
export function messageAst(message: string | readonly MessageFormatElement[]): readonly MessageFormatElement[] {
  if (typeof message !== 'string') return message;
  let ast = parsed.get(message);
  if (!ast) {
    if (!parse) throw new Error(`A message given as text, where messages are precompiled: ${message}`);
    ast = parse(message);
    parsed.set(message, ast);
  }
  return ast;
}

type Options = Readonly<Record<string, { value: MessageFormatElement[] }>>;

function own(options: Options, key: string): { value: MessageFormatElement[] } | undefined {
  return Object.hasOwn(options, key) ? options[key] : undefined;
}

/** A select's or plural's option: the one `key` (or, for a plural, the locale's rule) names, else `other`. */
function pick(options: Options, name: string, value: MessageValue, key: string, rule?: () => string) {
  const option = own(options, key) ?? (rule ? own(options, rule()) : undefined) ?? options.other;
  if (!option) throw new Error(`Invalid values for "${name}": "${String(value)}"`);
  return option.value;
}

function formatElements(
  elements: readonly MessageFormatElement[],
  locale: string,
  values: MessageValues,
  parts: MessageParts,
  pluralValue?: number,
): void {
  for (const element of elements) {
    if (element.type === LITERAL) parts.push(element.value);
    else if (element.type === POUND) {
      if (typeof pluralValue === 'number') parts.push(cachedFormatter(Intl.NumberFormat, locale).format(pluralValue));
    } else {
      if (!(element.value in values)) throw new Error(`The value "${element.value}" was not provided`);
      let value = values[element.value];
      if (element.type === ARGUMENT) {
        parts.push(typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : value || '');
      } else if (element.type === NUMBER || element.type === DATE || element.type === TIME) {
        const { style } = element;
        const options =
          typeof style === 'string'
            ? STYLES[element.type]?.[style]
            : (style?.parsedOptions ?? (element.type === TIME ? STYLES[TIME]?.medium : undefined));
        if (element.type === NUMBER) {
          const scale = (options as { scale?: number } | undefined)?.scale;
          if (scale) value = Number(value) * scale;
          parts.push(cachedFormatter(Intl.NumberFormat, locale, options).format(value as number));
        } else parts.push(cachedFormatter(Intl.DateTimeFormat, locale, options).format(value as Date | number));
      } else if (element.type === SELECT) {
        formatElements(pick(element.options, element.value, value, String(value)), locale, values, parts);
      } else if (element.type === PLURAL) {
        const count = Number(value) - (element.offset || 0);
        const rule = () => cachedFormatter(Intl.PluralRules, locale, { type: element.pluralType }).select(count);
        formatElements(pick(element.options, element.value, value, `=${value}`, rule), locale, values, parts, count);
      } else throw new Error(`ICU element of type ${element.type} not supported (rich text tags)`);
    }
  }
}

/** The message formatted: one text, or parts when a value is not text (a React node). Throws when a value is missing. */
export function formatMessageAst(elements: readonly MessageFormatElement[], locale: string, values: MessageValues = {}): FormattedMessage {
  const parts: MessageParts = [];
  formatElements(elements, locale, values, parts);
  const joined: MessageParts = [];
  for (const part of parts) {
    const last = joined.length - 1;
    if (typeof part === 'string' && typeof joined[last] === 'string') joined[last] += part;
    else joined.push(part);
  }
  // intl-messageformat's `format`: a single part alone (even a React node), none as ''.
  if (joined.length <= 1) return joined[0] || '';
  return joined;
}
