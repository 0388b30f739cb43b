import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { IMPORT_MESSAGES, importMessage } from './messages';
import { CELL_ERRORS } from '../csv/read-cell';

describe('import messages', () => {
  it('are the catalogue texts, in both languages', () => {
    const catalogues: Record<'fr' | 'en', Record<string, string>> = { fr, en };
    for (const lang of ['fr', 'en'] as const) {
      for (const [key, text] of Object.entries(IMPORT_MESSAGES[lang])) expect(text, `${lang} ${key}`).toBe(catalogues[lang][key]);
    }
    for (const key of Object.values(CELL_ERRORS)) expect(IMPORT_MESSAGES.fr).toHaveProperty([key]);
  });

  it('fills placeholders and falls back on an unknown key', () => {
    expect(importMessage('en', 'validation.columnsCount', { count: 2, expected: 3 })).toBe(
      'This row does not have as many cells as the header (2 instead of 3).',
    );
    expect(importMessage('fr', 'nope')).toBe(fr['validation.invalid']);
  });
});
