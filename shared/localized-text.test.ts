import { describe, expect, it } from 'vitest';
import { localizedText } from './localized-text';

describe('localizedText', () => {
  it('takes the UI language, then the project languages in order, then any', () => {
    expect(localizedText({ fr: 'Nom', en: 'Name' }, 'en', ['fr'])).toBe('Name');
    expect(localizedText({ en: 'Name', de: 'Name (de)' }, 'fr', ['de', 'en'])).toBe('Name (de)');
    expect(localizedText({ it: 'Nome' }, 'fr', ['fr'])).toBe('Nome');
    expect(localizedText(undefined, 'fr')).toBe('');
  });

  it('falls back on French when no project language is given', () => {
    expect(localizedText({ en: 'Name', fr: 'Nom' }, 'de')).toBe('Nom');
    expect(localizedText({ en: 'Name', fr: '' }, 'de')).toBe('Name');
  });
});
