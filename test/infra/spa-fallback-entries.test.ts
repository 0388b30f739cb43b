import { describe, expect, it } from 'vitest';
import { SPA_FALLBACK_CODE } from '../../infra/constructs/spa-fallback';
import { entryFor } from '../../shared/web-entries';

/** CloudFront's viewer-request function runs the rule of shared/web-entries.ts (the local server's rule too). */
describe('SPA fallback function: HTML entries', () => {
  const handler = new Function(`${SPA_FALLBACK_CODE}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;

  it('serves /live.html for the participant page under /{lang}/live/', () => {
    for (const uri of ['/fr/live/01HZX3K8Q2V4T6Y8A0C2E4G6J8/01HZX3K8Q2V4T6Y8A0C2E4G6J9', '/en/live/P/A', '/fr/live/P/A/']) {
      expect(rewrite(uri)).toBe('/live.html');
    }
  });

  it('serves /index.html elsewhere, and leaves files alone', () => {
    for (const uri of ['/fr/customer/projects/P/applications/A/live', '/fr/lively', '/de/live/P/A', '/fr']) {
      expect(rewrite(uri)).toBe('/index.html');
    }
    for (const uri of ['/live.html', '/fr/live/P/A/logo.png', '/assets/live-abc.js']) expect(rewrite(uri)).toBe(uri);
  });

  it('agrees with the local static server on every path', () => {
    for (const uri of ['/', '/fr/live/P/A', '/en/live', '/fr/login', '/en/live/P/A/x', '/fr/liveX/P']) {
      expect(rewrite(uri)).toBe(entryFor(uri));
    }
  });
});
