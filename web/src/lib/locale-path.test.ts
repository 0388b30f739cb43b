import { describe, expect, it } from 'vitest';
import { localeFromPath, localeOf, switchLocalePath } from './locale-path';

describe('language path segment', () => {
  it('reads fr or en from the first segment, fr otherwise', () => {
    expect(localeFromPath('/en/policy')).toBe('en');
    expect(localeFromPath('/fr')).toBe('fr');
    expect(localeFromPath('/')).toBe('fr');
    expect(localeFromPath('/de/policy')).toBe('fr');
    expect(localeFromPath('/english')).toBe('fr');
  });

  it('replaces the language and keeps the rest of the path, the query and the hash', () => {
    expect(switchLocalePath({ pathname: '/fr/policy', search: '?a=1', hash: '#rights' }, 'en')).toBe('/en/policy?a=1#rights');
    expect(switchLocalePath({ pathname: '/en/customer/projects/p1/dashboard/' }, 'fr')).toBe('/fr/customer/projects/p1/dashboard/');
    expect(switchLocalePath({ pathname: '/fr' }, 'en')).toBe('/en');
    expect(switchLocalePath({ pathname: '/' }, 'en')).toBe('/en');
    expect(switchLocalePath({ pathname: '/de/policy' }, 'fr')).toBe('/fr/policy');
    expect(switchLocalePath({ pathname: '/other', search: '?x' }, 'en')).toBe('/en/other?x');
  });

  it('gives the upload page, outside /{lang}, the language of its `lang` parameter, and switches it there', () => {
    expect(localeOf({ pathname: '/_upload', search: '?t=abc&lang=en' })).toBe('en');
    expect(localeOf({ pathname: '/_upload', search: '?t=abc' })).toBe('fr');
    expect(localeOf({ pathname: '/_upload', search: '?lang=de' })).toBe('fr');
    expect(localeOf({ pathname: '/en/policy', search: '?lang=fr' })).toBe('en');
    expect(switchLocalePath({ pathname: '/_upload', search: '?t=abc' }, 'en')).toBe('/_upload?t=abc&lang=en');
    expect(switchLocalePath({ pathname: '/_upload', search: '?t=abc&lang=en', hash: '#files' }, 'fr')).toBe('/_upload?t=abc&lang=fr#files');
  });
});
