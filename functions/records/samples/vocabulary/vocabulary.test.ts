import { describe, expect, it } from 'vitest';
import { EN } from './en';
import { FR } from './fr';
import { places, table, type Vocabulary } from './vocabulary';

const VOCABULARIES: Readonly<Record<string, Vocabulary>> = { fr: FR, en: EN };
/** Tables that repeat a value on purpose: it is drawn more often. */
const WEIGHTED = new Set(['companies', 'phones', 'domains', 'products']);

describe('vocabularies', () => {
  it('read tables written as text: values split on commas and line breaks, trimmed', () => {
    expect(table(' a, b c ,\n  d\n\n, ')).toEqual(['a', 'b c', 'd']);
    expect(places('Lyon; 69003; Auvergne-Rhône-Alpes, Nice; 06000; Provence')).toEqual([
      { city: 'Lyon', zip: '69003', region: 'Auvergne-Rhône-Alpes' },
      { city: 'Nice', zip: '06000', region: 'Provence' },
    ]);
  });

  for (const [language, vocabulary] of Object.entries(VOCABULARIES)) {
    it(`${language}: fill every table, without blanks or unintended repeats`, () => {
      for (const [name, values] of Object.entries(vocabulary) as [string, readonly unknown[]][]) {
        expect(values.length, name).toBeGreaterThan(name === 'connectors' || WEIGHTED.has(name) ? 3 : 20);
        const texts = values.map((value) => JSON.stringify(value));
        if (!WEIGHTED.has(name)) expect(new Set(texts).size, name).toBe(texts.length);
        for (const value of values) {
          if (typeof value === 'string') expect(value.trim().length, name).toBeGreaterThan(0);
        }
      }
      for (const place of vocabulary.places) expect(place.city && place.zip && place.region, JSON.stringify(place)).toBeTruthy();
      // Every company pattern fills from the tables texts.ts gives it.
      for (const pattern of vocabulary.companies) expect(pattern.replace(/\{(name|brand|trade|locality)\}/g, '')).not.toMatch(/[{}]/);
      for (const pattern of vocabulary.products) expect(pattern.replace(/\{(noun|adjective|material)\}/g, '')).not.toMatch(/[{}]/);
    });
  }

  it('fr: French postcodes, +33 numbers and French first names', () => {
    for (const place of FR.places) expect(place.zip).toMatch(/^\d{5}$/);
    for (const phone of FR.phones) expect(phone).toMatch(/^\+33 [1-9]( ##){4}$/);
    expect(FR.femaleFirstNames).toEqual(expect.arrayContaining(['Camille', 'Chloé']));
    expect(FR.places.map((place) => place.city)).toEqual(expect.arrayContaining(['Paris', 'Lyon', 'Marseille', 'Bordeaux']));
  });

  it('en: British postcodes or American ZIP codes, +44 or +1 numbers', () => {
    for (const place of EN.places) expect(place.zip).toMatch(/^(\d{5}|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/);
    for (const phone of EN.phones) expect(phone).toMatch(/^\+(44|1) /);
  });
});
