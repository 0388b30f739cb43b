import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/constants';
import { inLanguage, parseRoute, parseSiteLocation, routePath, SITE_LANGUAGES } from './path';

describe('site locations', () => {
  it('reads the base and the source from the path, else from the host name', () => {
    expect(parseSiteLocation('/w/forum.example.com/fr/speakers/', 'app.local')).toEqual({
      mode: 'public',
      base: '/w/forum.example.com',
      host: 'forum.example.com',
      rest: '/fr/speakers/',
    });
    expect(parseSiteLocation('/w/Forum.Example.com', 'app.local')).toMatchObject({
      base: '/w/Forum.Example.com',
      host: 'forum.example.com',
      rest: '/',
    });
    expect(parseSiteLocation('/fr/', 'Forum.example.com')).toEqual({ mode: 'public', base: '', host: 'forum.example.com', rest: '/fr/' });
    expect(parseSiteLocation('/w/_preview/P1/A1/en/cms/', 'app.local')).toEqual({
      mode: 'preview',
      base: '/w/_preview/P1/A1',
      projectId: 'P1',
      applicationId: 'A1',
      rest: '/en/cms/',
    });
    expect(parseSiteLocation('/w/_preview/P1/', 'app.local')).toBeUndefined();
    expect(parseSiteLocation('/w/', 'app.local')).toBeUndefined();
    expect(parseSiteLocation('/w/%E0%A4%A/', 'app.local')).toBeUndefined();
  });

  it('speaks the same languages as the platform', () => {
    expect([...SITE_LANGUAGES]).toEqual([...LANGUAGES]);
  });
});

describe('site routes', () => {
  it('parses every page of the contract and writes it back', () => {
    const paths = [
      '/',
      '/fr/',
      '/en/speakers/',
      '/fr/speakers/01JABCDEFGHJKMNPQRSTVWXYZ0',
      '/fr/cms/',
      '/de/pages/a-propos',
      '/fr/practical',
      '/fr/legal/notice',
      '/it/legal/terms',
      '/fr/modules/',
    ];
    for (const path of paths) expect(routePath(parseRoute(path))).toBe(path);
    expect(parseRoute('/fr/speakers/01J')).toEqual({ page: 'record', lang: 'fr', kind: 'speakers', recordId: '01J' });
    expect(parseRoute('/fr/pages/caf%C3%A9')).toEqual({ page: 'cmsPage', lang: 'fr', slug: 'café' });
    expect(parseRoute('/fr')).toEqual({ page: 'home', lang: 'fr' });
  });

  it('sends everything else to the 404 page, with its language when known', () => {
    expect(parseRoute('/xx/')).toEqual({ page: 'notFound', lang: undefined });
    expect(parseRoute('/fr/webapp/')).toEqual({ page: 'notFound', lang: 'fr' });
    expect(parseRoute('/fr/live/P/A')).toEqual({ page: 'notFound', lang: 'fr' });
    expect(parseRoute('/fr/legal/other')).toEqual({ page: 'notFound', lang: 'fr' });
    expect(parseRoute('/fr/speakers/01J/more')).toEqual({ page: 'notFound', lang: 'fr' });
    expect(parseRoute('/fr/practical/x')).toEqual({ page: 'notFound', lang: 'fr' });
  });

  it('gives the same page in another language', () => {
    expect(routePath(inLanguage(parseRoute('/fr/speakers/01J'), 'en'))).toBe('/en/speakers/01J');
    expect(routePath(inLanguage(parseRoute('/'), 'en'))).toBe('/en/');
  });
});
