/**
 * The app's intl object against react-intl's own: every message of both catalogues, as texts (tests, dev) and as
 * the build's ICU ASTs, with values that take each branch of its plurals and selects; the fallbacks; the formatters.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl as reactIntl, type IntlShape } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileCatalogue } from '../../../i18n-precompile';
import { createIntl } from './create-intl';

const root = resolve(import.meta.dirname, '../../../..');
const catalogue = (locale: string): Record<string, string> => JSON.parse(readFileSync(join(root, 'locales', `${locale}.json`), 'utf8'));

const NUMBERS = [0, 1, 2, 5, 21, 1234.5, 1_000_000];
const DATE = new Date(Date.UTC(2027, 2, 14, 9, 30));

/** For each argument of the message, the values to try: every option of a select, counts for plurals and numbers. */
function argumentValues(elements: readonly MessageFormatElement[], found = new Map<string, unknown[]>()): Map<string, unknown[]> {
  for (const element of elements) {
    if (element.type === 0 || element.type === 7) continue;
    if (element.type === 5) found.set(element.value, [...Object.keys(element.options).filter((key) => key !== 'other'), 'other-value']);
    else if (element.type === 6 || element.type === 2) found.set(element.value, NUMBERS);
    else if (element.type === 3 || element.type === 4) found.set(element.value, [DATE, DATE.getTime()]);
    else if (!found.has(element.value)) found.set(element.value, ['Ana', 42, '']);
    if (element.type === 5 || element.type === 6) for (const option of Object.values(element.options)) argumentValues(option.value, found);
    if (element.type === 8) argumentValues(element.children, found);
  }
  return found;
}

/** As many value sets as the longest list: the i-th takes the i-th value (cycling) of each argument. */
function valueSets(elements: readonly MessageFormatElement[]): Record<string, unknown>[] {
  const values = [...argumentValues(elements)];
  const count = Math.max(1, ...values.map(([, list]) => list.length));
  return Array.from({ length: count }, (_, index) => Object.fromEntries(values.map(([name, list]) => [name, list[index % list.length]])));
}

function both(locale: string, messages: Record<string, unknown>): [IntlShape, IntlShape] {
  const config = { locale, defaultLocale: 'fr', messages };
  return [createIntl(config), reactIntl({ ...config, messages: messages as Record<string, string>, onError: () => undefined })];
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('messages', () => {
  for (const locale of ['fr', 'en']) {
    const texts = catalogue(locale);
    const asts = JSON.parse(compileCatalogue(JSON.stringify(texts))) as Record<string, MessageFormatElement[]>;
    for (const [form, messages] of [
      ['texts', texts],
      ['ASTs', asts],
    ] as const) {
      it(`format every ${locale} message as react-intl does (${form})`, () => {
        const [ours, theirs] = both(locale, messages);
        let compared = 0;
        for (const [id, ast] of Object.entries(asts)) {
          for (const values of valueSets(ast)) {
            expect(ours.formatMessage({ id }, values as never), `${id} ${JSON.stringify(values)}`).toEqual(
              theirs.formatMessage({ id }, values as never),
            );
            compared += 1;
          }
        }
        expect(compared).toBeGreaterThan(Object.keys(asts).length);
      });
    }
  }

  it('falls back as react-intl does: default message, its text, the id', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const messages of [
      { known: 'Bonjour {name}', empty: '' },
      JSON.parse(compileCatalogue('{"known":"Bonjour {name}","empty":""}')),
    ]) {
      const [ours, theirs] = both('en', messages);
      const cases: [{ id: string; defaultMessage?: string }, Record<string, unknown> | undefined][] = [
        [{ id: 'missing', defaultMessage: 'Salut {name}' }, { name: 'Ana' }],
        [{ id: 'missing' }, undefined],
        [{ id: 'empty', defaultMessage: 'Vide' }, undefined],
        [{ id: 'empty' }, undefined],
        [{ id: 'known' }, { name: 'Ana' }],
        [{ id: 'known' }, {}],
        [{ id: 'known', defaultMessage: 'Salut {name}' }, {}],
        [{ id: 'known', defaultMessage: 'Salut' }, {}],
        [{ id: 'missing', defaultMessage: 'Salut {name}' }, {}],
      ];
      for (const [descriptor, values] of cases) {
        expect(ours.formatMessage(descriptor, values as never), JSON.stringify(descriptor)).toEqual(
          theirs.formatMessage(descriptor, values as never),
        );
      }
      expect(() => ours.formatMessage({ id: '' })).toThrow();
    }
  });

  it('reports a message it cannot format, not a missing translation', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const intl = createIntl({ locale: 'en', defaultLocale: 'fr', messages: { known: 'Bonjour {name}' } });
    expect(intl.formatMessage({ id: 'missing', defaultMessage: 'Salut' })).toBe('Salut');
    expect(error).not.toHaveBeenCalled();
    expect(intl.formatMessage({ id: 'known' })).toBe('Bonjour {name}');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('keeps React nodes among the texts, keyed as react-intl keys them', () => {
    const messages = { link: 'Voir {page} ou {other}.', alone: '{page}' };
    const [ours, theirs] = both('fr', messages);
    const page = createElement('a', { href: '/p' }, 'la page');
    const other = createElement('strong', null, 'autre');
    for (const id of Object.keys(messages)) {
      const render = (intl: IntlShape) => renderToStaticMarkup(createElement('p', null, intl.formatMessage({ id }, { page, other })));
      expect(render(ours)).toBe(render(theirs));
    }
    expect(ours.formatMessage({ id: 'link' }, { page, other })).toEqual(theirs.formatMessage({ id: 'link' }, { page, other }));
  });
});

describe('formatters', () => {
  const [ours, theirs] = both('fr', {});

  it('format numbers, dates, times and lists as react-intl does', () => {
    const numberOptions: Parameters<IntlShape['formatNumber']>[1][] = [
      undefined,
      { maximumFractionDigits: 10 },
      { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 },
      { style: 'percent' },
    ];
    for (const options of numberOptions)
      for (const value of [0, 1.5, 1234.567, 0.1]) expect(ours.formatNumber(value, options)).toBe(theirs.formatNumber(value, options));
    const dateOptions: Parameters<IntlShape['formatDate']>[1][] = [
      undefined,
      { dateStyle: 'medium', timeZone: 'UTC' },
      { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' },
      { dateStyle: 'long', timeStyle: 'short' },
      { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
    ];
    for (const options of dateOptions) {
      for (const value of [DATE, DATE.getTime(), '2027-03-14T09:30:00Z', '2027-03-14']) {
        expect(ours.formatDate(value, options)).toBe(theirs.formatDate(value, options));
        expect(ours.formatTime(value, options)).toBe(theirs.formatTime(value, options));
      }
    }
    expect(ours.formatTime(DATE, { hour: '2-digit', minute: '2-digit' })).toBe(
      theirs.formatTime(DATE, { hour: '2-digit', minute: '2-digit' }),
    );
    for (const list of [[], ['Ana'], ['Ana', 'Bruno'], ['Ana', 'Bruno', 'Chloé']])
      expect(ours.formatList(list)).toBe(theirs.formatList(list));
  });

  it('answer the value as text when the options are wrong, as react-intl does', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const quiet = reactIntl({ locale: 'fr', onError: () => undefined });
    expect(ours.formatNumber(3, { style: 'currency' })).toBe(quiet.formatNumber(3, { style: 'currency' }));
    expect(ours.formatDate(DATE, { timeZone: 'Nowhere/Never' })).toBe(quiet.formatDate(DATE, { timeZone: 'Nowhere/Never' }));
  });
});

describe("the app's calls", () => {
  it('use only what this intl object has', () => {
    const intl = createIntl({ locale: 'fr', defaultLocale: 'fr', messages: {} }) as unknown as Record<string, unknown>;
    const sources = join(root, 'web', 'src');
    const used = new Set<string>();
    for (const file of readdirSync(sources, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const code = readFileSync(join(sources, file), 'utf8');
      for (const [, name = ''] of code.matchAll(/(?<![\w./-])intl\.(\$?\w+)/g)) used.add(name);
      for (const [, names = ''] of code.matchAll(/\{([^}]*)\}\s*=\s*useIntl\(\)/g)) {
        for (const name of names.split(',')) used.add(name.split(':')[0]?.trim() ?? '');
      }
    }
    expect([...used].filter((name) => name && !(name in intl))).toEqual([]);
    expect(used.has('formatMessage')).toBe(true);
  });
});
