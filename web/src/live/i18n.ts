/**
 * The participant page's messages without react-intl (the page's JavaScript budget is 60 KB gzip in all).
 * `defineMessages` has react-intl's name and shape so that `formatjs extract` (test/web/i18n.test.ts) finds the
 * ids and French defaults. The catalogue section `live` arrives as strings (tests, dev) or as the build's
 * precompiled ICU ASTs (web/i18n-precompile.ts); `format` handles literals, `{arguments}`, `#` and plural/select.
 */

export interface MessageDescriptor {
  readonly id: string;
  readonly defaultMessage?: string;
}

export function defineMessages<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> {
  return messages;
}

export type Values = Readonly<Record<string, string | number>>;

/** The ICU AST elements the page's messages may use (types of @formatjs/icu-messageformat-parser). */
interface AstElement {
  readonly type: number;
  readonly value?: string;
  readonly options?: Readonly<Record<string, { readonly value: readonly AstElement[] }>>;
  readonly offset?: number;
}

const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

function formatAst(elements: readonly AstElement[], values: Values, plural: Intl.PluralRules, count?: number): string {
  let out = '';
  for (const element of elements) {
    const name = element.value ?? '';
    if (element.type === LITERAL) out += name;
    else if (element.type === ARGUMENT || element.type === NUMBER) out += String(values[name] ?? '');
    else if (element.type === POUND) out += String(count ?? '');
    else if (element.type === PLURAL || element.type === SELECT) {
      const raw = values[name];
      const options = element.options ?? {};
      let option = options[`=${raw}`];
      if (!option && element.type === PLURAL) option = options[plural.select(Number(raw) - (element.offset ?? 0))];
      if (!option && element.type === SELECT) option = options[String(raw)];
      option ??= options.other;
      if (option) out += formatAst(option.value, values, plural, element.type === PLURAL ? Number(raw) : count);
    }
  }
  return out;
}

/** A message given as text (tests, dev): literals and `{name}` arguments only (what the page's messages use). */
function formatText(message: string, values: Values): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

export type Translate = (message: MessageDescriptor, values?: Values) => string;

export function createTranslator(lang: string, catalogue: Readonly<Record<string, unknown>>): Translate {
  const plural = new Intl.PluralRules(lang);
  return (message, values = {}) => {
    const entry = catalogue[message.id] ?? message.defaultMessage ?? message.id;
    return typeof entry === 'string' ? formatText(entry, values) : formatAst(entry as AstElement[], values, plural);
  };
}
