import { beforeAll, describe, expect, it, inject } from 'vitest';
import { apiClient, signedInCustomer } from '../helpers/local-aws';

/**
 * CSRF (docs/api.md, "Who may call, and how"): a page of another site cannot act with the visitor's browser. HTML forms cannot send
 * `application/json`, the query string never feeds a body route, and browsers' `Origin` / `Sec-Fetch-Site`
 * give other sites away. Callers that are not browsers (no such headers) keep working.
 */
type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

describe('CSRF through the local gateway', () => {
  let victim: Customer;
  let projectId: string;
  const appOrigin = () => new URL(inject('stack').url).origin;

  beforeAll(async () => {
    victim = await signedInCustomer('csrf');
    projectId = (await victim.api.call('POST', '/api/projects', { name: 'Cible', languages: ['fr'], type: 'tradeShow' })).body.projectId;
  });

  it('a cross-site form cannot sign the visitor in as the attacker (empty body, credentials in the query)', async () => {
    const attacker = await signedInCustomer('csrf-attacker');
    const query = `?email=${encodeURIComponent(attacker.email)}&password=${encodeURIComponent('Passw0rd!')}`;
    for (const [headers, status] of [
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 415],
      [{ 'content-type': 'text/plain' }, 415],
      [{ 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, 403],
      [{ 'content-type': 'application/json' }, 400], // even as JSON, the query is not the input
    ] as const) {
      const browser = apiClient();
      const response = await browser.call('POST', `/api/auth/login${query}`, undefined, headers);
      expect(response.status, JSON.stringify(headers)).toBe(status);
      expect(response.headers.get('set-cookie'), JSON.stringify(headers)).toBeNull();
    }
  });

  it('a page of another site, or of a sibling site, cannot create applications with the visitor’s session', async () => {
    const path = `/api/projects/${projectId}/applications`;
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://sub.noco.example', 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const response = await victim.api.call('POST', path, { kind: 'cms', title: 'Intrus' }, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.body.error.code).toBe('FORBIDDEN');
    }
    const form = await victim.api.call('POST', path, 'kind=cms&title=Intrus', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect((await victim.api.call('GET', path)).body.items).toEqual([]);
  });

  it('the app’s own pages, and callers that are not browsers, keep working', async () => {
    const path = `/api/projects/${projectId}/applications`;
    const ownPage = await victim.api.call(
      'POST',
      path,
      { kind: 'cms', title: 'Pages' },
      { origin: appOrigin(), 'sec-fetch-site': 'same-origin' },
    );
    expect(ownPage.status).toBe(201);
    const curl = await victim.api.call('POST', path, { kind: 'cms', title: 'Pages' });
    expect(curl.status).toBe(201);
    const typed = await victim.api.call('GET', `/api/projects/${projectId}`, undefined, { 'sec-fetch-site': 'none' });
    expect(typed.body.applications).toHaveLength(2);
    const logout = await victim.api.call('POST', '/api/auth/logout', undefined, { origin: appOrigin(), 'sec-fetch-site': 'same-origin' });
    expect(logout.status).toBe(204);
  });
});
