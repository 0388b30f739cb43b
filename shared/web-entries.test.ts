import { describe, expect, it } from 'vitest';
import { entryFor, hostedEntryFor } from './web-entries';

describe('web entries', () => {
  it('serves the participant page for every path under /{lang}/live/', () => {
    for (const path of ['/fr/live/P1/A1', '/en/live/P1/A1', '/fr/live/P1/A1/', '/fr/live', '/en/live/anything/deeper']) {
      expect(entryFor(path)).toBe('/live.html');
    }
  });

  it('serves the published web app under /w/{host}/ and the preview under /w/_preview/', () => {
    for (const path of [
      '/w/events.example.com',
      '/w/events.example.com/',
      '/w/events.example.com/fr/speakers/01J',
      '/w/_preview/P1/A1/en/',
    ]) {
      expect(entryFor(path)).toBe('/site.html');
    }
    expect(entryFor('/w')).toBe('/index.html');
    expect(entryFor('/web/x')).toBe('/index.html');
  });

  it('serves the site for every client route of a published host, but the participant page it embeds', () => {
    expect(hostedEntryFor('/')).toBe('/site.html');
    expect(hostedEntryFor('/fr/speakers')).toBe('/site.html');
    expect(hostedEntryFor('/fr/customer/welcome')).toBe('/site.html');
    expect(hostedEntryFor('/fr/live/P1/A1')).toBe('/live.html');
  });

  it('serves the app for every other client route', () => {
    for (const path of [
      '/',
      '/fr',
      '/fr/login',
      '/de/live/P1/A1',
      '/fr/lively',
      '/fr/customer/projects/P1/applications/A1/live',
      '/live/P1/A1',
    ]) {
      expect(entryFor(path)).toBe('/index.html');
    }
  });
});
