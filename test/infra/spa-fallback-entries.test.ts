import { describe, expect, it } from 'vitest';
import { SPA_FALLBACK_CODE } from '../../infra/constructs/spa-fallback';
import { entryFor, hostedEntryFor, isClientRoute } from '../../shared/web-entries';

/** CloudFront's viewer-request function runs the rule of shared/web-entries.ts (the local server's rule too). */
describe('SPA fallback function: HTML entries', () => {
  type Event = { context: { distributionDomainName: string }; request: { uri: string; headers: Record<string, { value: string }> } };
  const handler = new Function(`${SPA_FALLBACK_CODE}; return handler;`)() as (event: Event) => { uri: string };
  const at = (uri: string, host: string) =>
    handler({ context: { distributionDomainName: 'd1.cloudfront.net' }, request: { uri, headers: { host: { value: host } } } }).uri;
  const rewrite = (uri: string) => at(uri, 'd1.cloudfront.net');

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

  it('agrees with the local static server on every path, under the own names and under a web app domain', () => {
    for (const uri of [
      '/',
      '/fr/live/P/A',
      '/en/live',
      '/fr/login',
      '/en/live/P/A/x',
      '/fr/liveX/P',
      '/w/event.example.org',
      '/w/event.example.org/',
      '/w/event.example.org/fr/speakers',
      '/w/event.example.org/site.js',
      '/assets/a.js',
      '/.well-known/x',
    ]) {
      expect(rewrite(uri), uri).toBe(isClientRoute(uri) ? entryFor(uri) : uri);
      expect(at(uri, 'event.example.org'), uri).toBe(isClientRoute(uri) ? hostedEntryFor(uri) : uri);
    }
  });
});
