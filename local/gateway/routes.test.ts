import { describe, expect, it } from 'vitest';
import { domains } from '../../functions/manifest';
import { compileRoutes } from './routes';

describe('local gateway routing', () => {
  const match = compileRoutes();

  it('routes every manifest key to its domain, as API Gateway does', () => {
    for (const [domain, manifest] of Object.entries(domains)) {
      for (const routeKey of manifest.routes) {
        const [method, path] = routeKey.split(' ') as [string, string];
        const concrete = path.replace(/\{(\w+)\}/g, 'value-$1');
        expect(match(method, concrete)).toMatchObject({ domain, routeKey });
      }
    }
  });

  it('sends anything else to the $default route of the catch-all domain', () => {
    expect(match('GET', '/api/does-not-exist')).toEqual({ domain: 'platform', routeKey: '$default' });
    expect(match('PATCH', '/api/health')).toEqual({ domain: 'platform', routeKey: '$default' });
  });
});
