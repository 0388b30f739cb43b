/**
 * Application kinds are named the same everywhere, in each language: the home page, the API and the project screens
 * all read the kinds registry's catalogues (locales/kinds), and the home page lists every kind of the registry.
 */
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import kindsEn from '../../locales/kinds/en.json';
import kindsFr from '../../locales/kinds/fr.json';
import { APPLICATION_KINDS } from '../../shared/kinds';

const catalogues = [
  ['fr', fr, kindsFr],
  ['en', en, kindsEn],
] as const;

describe('application kind names', () => {
  it.each(catalogues)('are those of the kinds registry on the home page (%s)', (_lang, catalogue, registry) => {
    // The home page keeps no kind names of its own: it lists the registry's kinds with their catalogue texts.
    expect(Object.keys(catalogue).filter((key) => /^home\.kind\./.test(key))).toEqual([]);
    for (const kind of APPLICATION_KINDS) {
      expect((registry as Record<string, string>)[`${kind}.name`], kind).toBeTruthy();
      expect((registry as Record<string, string>)[`${kind}.home`], kind).toBeTruthy();
    }
  });

  it('are French in French: no English kind name where a French one exists', () => {
    expect(kindsFr['webapp.name']).toBe('Application web');
    expect(kindsFr['sponsor.name']).toBe('Sponsors');
    for (const kind of APPLICATION_KINDS) expect(kindsFr[`${kind}.name` as keyof typeof kindsFr], kind).toBeTruthy();
  });
});
