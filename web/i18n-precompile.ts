/**
 * Build plugin: the message catalogues (`locales/*.json`) are shipped pre-parsed (ICU AST), and the runtime
 * ICU parser is replaced by formatjs' `no-parser` entry. This keeps about 8 KB gzip of parser out of the
 * initial bundle. The catalogues are complete (test/web/i18n.test.ts), so react-intl never has to parse a
 * default message at runtime; if it ever had to, it would show the default message verbatim.
 */
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]locales[\\/][a-z]{2}\.json$/;

export function compileCatalogue(source: string, file = 'catalogue'): string {
  const messages = JSON.parse(source) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: message ${id} is not a string`);
    compiled[id] = parse(message);
  }
  return JSON.stringify(compiled);
}

export function i18nPrecompilePlugin(): Plugin {
  return {
    name: 'noco:i18n-precompile',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOGUE.test(file)) return null;
      this.addWatchFile(file);
      return compileCatalogue(readFileSync(file, 'utf8'), file);
    },
  };
}
