import { request } from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { HOSTED_SITE_TTL_MS } from '../../local/gateway/host';
import { type LinkableApplication, sitePath, type WebappConfig, type WebappState } from '../../shared/schemas/webapps';
import { PUBLIC_MAX_AGE_SECONDS } from '../../shared/webapp-public';
import { signedInCustomer } from '../helpers/local-aws';

/** A request to the running stack with a chosen Host header, as a DNS-rebound page would send it. */
function send(
  pathname: string,
  host: string,
  method = 'GET',
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  const { port } = new URL(inject('stack').url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: Number(port), path: pathname, method, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the local stack answers only to its own host names (DNS rebinding)', () => {
  const port = () => new URL(inject('stack').url).port;

  it('refuses a foreign Host with 421 on the web app, the API and the captured mail', async () => {
    const foreign = `rebind.attacker.example:${port()}`;
    for (const [method, pathname] of [
      ['GET', '/fr'],
      ['GET', '/index.html'],
      ['GET', '/builds/latest.json'],
      ['GET', '/api/health'],
      ['GET', '/api/me'],
      ['POST', '/api/auth/login'],
      ['GET', '/_local/mail?to=someone@example.com'],
    ] as const) {
      const response = await send(pathname, foreign, method);
      expect(response.status, `${method} ${pathname}`).toBe(421);
      expect(response.body).not.toContain('<!doctype html>');
      expect(response.body).toContain('Misdirected Request');
    }
  });

  it('still answers at 127.0.0.1:PORT and localhost:PORT', async () => {
    for (const host of [`127.0.0.1:${port()}`, `localhost:${port()}`]) {
      expect((await send('/api/health', host)).status, host).toBe(200);
      expect((await send('/fr', host)).status, host).toBe(200);
      expect((await send('/_local/mail?to=nobody@example.com', host)).status, host).toBe(200);
    }
  });
});

/**
 * A request whose Host names a published web app is served as that site (local/gateway/host.ts). The web
 * app is created, configured, published and taken offline through the web apps' HTTP API (docs/api.md, "Web apps").
 */
describe('a published web app answers to its own host name', () => {
  const host = `hosting-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}.example.org`;
  const port = () => new URL(inject('stack').url).port;
  let owner: Awaited<ReturnType<typeof signedInCustomer>>;
  let webapp: string;
  let live: number;

  beforeAll(async () => {
    owner = await signedInCustomer('hosting');
    const projectId = (await owner.api.call('POST', '/api/projects', { name: 'Forum', languages: ['fr', 'en'], type: 'conference' })).body
      .projectId as string;
    const speakers = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Intervenants' });
    expect(speakers.status).toBe(201);
    const created = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'webapp', title: 'Site' });
    expect(created.status).toBe(201);
    webapp = `/api/projects/${projectId}/applications/${created.body.applicationId}/webapp`;

    const state = (await owner.api.call('GET', webapp)).body as WebappState;
    const app = state.context.applications.find((candidate: LinkableApplication) => candidate.id === speakers.body.applicationId);
    const field = app?.elements[0]?.fields.find((candidate) => candidate.visibility === 'public' && !candidate.key.startsWith('___'));
    expect(field, 'a public field of the speakers').toBeDefined();
    const config: WebappConfig = {
      ...state.draft.config,
      main: { ...state.draft.config.main, template: 'eventSite', host, links: [app!.id] },
      identity: { ...state.draft.config.identity, name: { fr: 'Forum', en: 'Forum' } },
      home: { ...state.draft.config.home, heroTitle: { fr: 'Bienvenue', en: 'Welcome' } },
      sections: {
        ...state.draft.config.sections,
        speakers: {
          ...state.draft.config.sections.speakers,
          enabled: true,
          applicationId: app!.id,
          title: { fr: 'Intervenants' },
          fields: [field!.key],
        },
      },
      practical: { ...state.draft.config.practical, address: { fr: '1 rue de la Paix, Paris' } },
    };
    const draft = await owner.api.call('PUT', `${webapp}/draft`, { config, version: state.draft.version, step: 'preview' });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const published = await owner.api.call('POST', `${webapp}/publications`, { draftVersion: draft.body.version });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    live = published.body.number;
  });

  it('serves the site (site.html) at / and at its client routes, with the site headers', async () => {
    const site = await send('/site.html', `127.0.0.1:${port()}`);
    expect(site.status).toBe(200);
    const app = await send('/fr', `127.0.0.1:${port()}`);
    expect(app.body).not.toBe(site.body);
    for (const name of [host, `${host}:${port()}`, host.toUpperCase()]) {
      for (const pathname of ['/', '/fr/', '/fr/speakers', '/en/practical']) {
        const response = await send(pathname, name);
        expect(response.status, `${name} ${pathname}`).toBe(200);
        expect(response.body, `${name} ${pathname}`).toBe(site.body);
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
      }
    }
  });

  it("serves the same site at its path on the product's origin", async () => {
    const local = `127.0.0.1:${port()}`;
    const site = await send('/site.html', local);
    for (const pathname of [sitePath(host), `${sitePath(host)}fr/speakers`]) {
      const response = await send(pathname, local);
      expect(response.status, pathname).toBe(200);
      expect(response.body).toBe(site.body);
    }
  });

  it('answers its public read API under its own name', async () => {
    const response = await send(`/api/public/sites/${host}?lang=fr`, host);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ host, publication: live });
    expect(response.headers['cache-control']).toContain(`max-age=${PUBLIC_MAX_AGE_SECONDS}`);
  });

  it('keeps the customer API and the captured mail misdirected under that name', async () => {
    for (const [method, pathname] of [
      ['GET', '/api/projects'],
      ['GET', '/api/me'],
      ['GET', '/api/health'],
      ['POST', '/api/auth/login'],
      ['GET', '/_local/mail?to=someone@example.com'],
    ] as const) {
      const response = await send(pathname, host, method);
      expect(response.status, `${method} ${pathname}`).toBe(421);
      expect(response.body).toContain('Misdirected Request');
    }
  });

  it('keeps an unpublished host name misdirected', async () => {
    for (const pathname of ['/', '/fr/speakers', `/api/public/sites/unpublished-${host}`]) {
      expect((await send(pathname, `unpublished-${host}`)).status, pathname).toBe(421);
    }
  });

  it('stops serving the host once the site is offline, within the cache time', async () => {
    const offline = await owner.api.call('PUT', `${webapp}/live`, { number: null, current: live });
    expect(offline.status, JSON.stringify(offline.body)).toBe(200);
    const deadline = Date.now() + HOSTED_SITE_TTL_MS + 2000;
    let status = 200;
    while (Date.now() < deadline) {
      status = (await send('/', host)).status;
      if (status === 421) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(421);
    expect((await send(`/api/public/sites/${host}?lang=fr`, host)).status).toBe(421);
    // Still at its path on the product's origin, where the site itself says it is not published (404 from the API).
    expect((await send(`/api/public/sites/${host}?lang=fr`, `127.0.0.1:${port()}`)).status).toBe(404);
  });
});
