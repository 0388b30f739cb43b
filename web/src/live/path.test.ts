import { describe, expect, it } from 'vitest';
import { parseLivePath } from './path';

describe('participant page path', () => {
  it('reads the language and the ids', () => {
    expect(parseLivePath('/en/live/P1/A1')).toEqual({ lang: 'en', projectId: 'P1', applicationId: 'A1' });
    expect(parseLivePath('/fr/live/P1/A1/')).toEqual({ lang: 'fr', projectId: 'P1', applicationId: 'A1' });
  });

  it('refuses anything else', () => {
    for (const path of ['/fr/live', '/fr/live/P1', '/de/live/P1/A1', '/fr/live/P1/A1/more', '/fr/live/%E0/A1']) {
      expect(parseLivePath(path)).toBeUndefined();
    }
  });
});
