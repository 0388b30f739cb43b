import { describe, expect, it } from 'vitest';
import { entryFor } from './web-entries';

describe('web entries', () => {
  it('serves the participant page for every path under /{lang}/live/', () => {
    for (const path of ['/fr/live/P1/A1', '/en/live/P1/A1', '/fr/live/P1/A1/', '/fr/live', '/en/live/anything/deeper']) {
      expect(entryFor(path)).toBe('/live.html');
    }
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
