/**
 * Application kinds are named the same everywhere, in each language: the home page says what the kinds
 * registry (locales/kinds, shown by the API and the project screens) says, and lists only the kinds that
 * can be added today.
 */
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import kindsEn from '../../locales/kinds/en.json';
import kindsFr from '../../locales/kinds/fr.json';
import { APPLICATION_KINDS, CREATABLE_KINDS } from '../../shared/kinds';

const catalogues = [
  ['fr', fr, kindsFr],
  ['en', en, kindsEn],
] as const;

describe('application kind names', () => {
  it.each(catalogues)('are those of the kinds registry on the home page (%s)', (_lang, catalogue, registry) => {
    const home = Object.entries(catalogue as Record<string, string>)
      .map(([key, value]) => [/^home\.kind\.([a-z]+)\.name$/.exec(key)?.[1], value] as const)
      .filter((entry): entry is readonly [string, string] => entry[0] !== undefined);
    expect(home.map(([kind]) => kind).sort()).toEqual([...CREATABLE_KINDS].sort());
    // Every kind can be added, the web app included.
    expect([...CREATABLE_KINDS].sort()).toEqual([...APPLICATION_KINDS].sort());
    for (const [kind, name] of home) expect(name, kind).toBe((registry as Record<string, string>)[`${kind}.name`]);
  });

  it('are French in French: no English kind name where a French one exists', () => {
    expect(kindsFr['webapp.name']).toBe('Application web');
    expect(kindsFr['sponsor.name']).toBe('Sponsors');
    for (const kind of APPLICATION_KINDS) expect(kindsFr[`${kind}.name` as keyof typeof kindsFr], kind).toBeTruthy();
  });
});
