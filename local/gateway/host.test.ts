import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cachedHostedSites, hostedRoute, hostName, isLocalHost, localOrigins } from './host';
import { domains } from '../../functions/manifest';
import { createGateway } from './server';

/** GET through node:http, which (unlike fetch) lets a test choose the Host header. */
function get(
  port: number,
  pathname: string,
  host: string | undefined,
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: pathname, method: 'GET', setHost: host !== undefined, headers: host ? { host } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('local host names', () => {
  it('accepts 127.0.0.1 and localhost on the gateway port only', () => {
    expect(isLocalHost('127.0.0.1:3000', 3000)).toBe(true);
    expect(isLocalHost('localhost:3000', 3000)).toBe(true);
    expect(isLocalHost('LocalHost:3000', 3000)).toBe(true);
    for (const host of [
      'evil.example:3000',
      'evil.example',
      '127.0.0.1',
      'localhost',
      '127.0.0.1:3001',
      '[::1]:3000',
      '0.0.0.0:3000',
      'localhost.evil.example:3000',
      '',
      undefined,
    ]) {
      expect(isLocalHost(host, 3000), String(host)).toBe(false);
    }
    expect(localOrigins(3000)).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
  });
});

describe('local gateway', () => {
  const PUBLISHED = 'event.example.org';
  const lookups: string[] = [];
  let server: Server;
  let port: number;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'noco-gateway-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>noco</title>');
    writeFileSync(path.join(webDir, 'site.html'), '<!doctype html><title>site</title>');
    writeFileSync(path.join(webDir, 'live.html'), '<!doctype html><title>live</title>');
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'assets', 'site-abc.js'), 'console.log(1)');
    // No engines: a foreign host must be refused before any handler or engine is involved; whether a host is a
    // published web app's is this injected answer (the default asks the public read API's handler).
    server = createGateway({
      rootDir: process.cwd(),
      webDir,
      sesUrl: 'http://127.0.0.1:9',
      hostedSites: async (host) => {
        lookups.push(host);
        return host === PUBLISHED;
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves the web app at its own host names', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const response = await get(port, '/fr', host);
      expect(response.status, host).toBe(200);
      expect(response.body).toContain('<title>noco</title>');
    }
  });

  it('answers 421 to any other Host, on every path, without reaching a handler', async () => {
    for (const host of [`rebind.evil.example:${port}`, 'rebind.evil.example', `127.0.0.1:${port + 1}`, `localhost`]) {
      for (const pathname of ['/', '/fr', '/index.html', '/api/health', '/api/auth/login', '/_local/mail?to=someone@example.com']) {
        const response = await get(port, pathname, host);
        expect(response.status, `${host} ${pathname}`).toBe(421);
        expect(JSON.parse(response.body)).toEqual({
          message: `Misdirected Request: this local server only answers at http://127.0.0.1:${port} or http://localhost:${port}`,
        });
      }
    }
  });

  it('serves a published web app at its own host name: its pages, the participant page, the build files', async () => {
    for (const host of [PUBLISHED, `${PUBLISHED}:${port}`, 'Event.Example.ORG']) {
      for (const pathname of ['/', '/fr/', '/fr/speakers', '/en/speakers/01HZX3K8Q2V4T6Y8A0C2E4G6J8', '/fr/legal/privacy', '/w/other/']) {
        const response = await get(port, pathname, host);
        expect(response.status, `${host} ${pathname}`).toBe(200);
        expect(response.body).toContain('<title>site</title>');
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['content-security-policy']).toContain('https://www.youtube-nocookie.com');
      }
      const live = await get(port, '/fr/live/P1/A1', host);
      expect(live).toMatchObject({ status: 200, body: '<!doctype html><title>live</title>' });
      expect(live.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect((await get(port, '/assets/site-abc.js', host)).body).toBe('console.log(1)');
      expect((await get(port, '/assets/missing.js', host)).status).toBe(404);
    }
  });

  it('keeps the customer API, the captured mail and @connections misdirected under a published host name', async () => {
    for (const pathname of [
      '/api',
      '/api/health',
      '/api/projects',
      '/api/auth/login',
      '/api/publicity',
      '/_local/mail?to=someone@example.com',
      '/@connections/abc',
    ]) {
      const response = await get(port, pathname, PUBLISHED);
      expect(response.status, pathname).toBe(421);
      expect(response.body).toContain('Misdirected Request');
    }
  });

  it('asks about each name once within the cache time, and never about names that cannot be a host', async () => {
    lookups.length = 0;
    for (let i = 0; i < 3; i++) {
      expect((await get(port, '/', 'unpublished.example.org')).status).toBe(421);
      expect((await get(port, '/fr', `once.evil.example:${port}`)).status).toBe(421);
    }
    for (const host of ['127.0.0.1', 'not_a_host', `[::1]:${port}`]) expect((await get(port, '/', host)).status).toBe(421);
    expect(lookups.sort()).toEqual(['once.evil.example', 'unpublished.example.org']);
  });

  it('serves the app with its own headers at the local names, and the site under /w/', async () => {
    const app = await get(port, '/fr', `127.0.0.1:${port}`);
    expect(app.headers['x-frame-options']).toBe('DENY');
    expect(app.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(app.headers['content-security-policy']).toContain("frame-src 'self'");
    const site = await get(port, `/w/${PUBLISHED}/fr/speakers`, `127.0.0.1:${port}`);
    expect(site).toMatchObject({ status: 200, body: '<!doctype html><title>site</title>' });
    expect(site.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('refuses a request with no Host at all', async () => {
    // node:http itself answers 400 to an HTTP/1.1 request without Host (requireHostHeader).
    expect((await get(port, '/', undefined)).status).toBe(400);
  });
});

describe('published host names', () => {
  it('reads the host name of a Host header: lowercased, without its port', () => {
    expect(hostName('Event.Example.org:3000')).toBe('event.example.org');
    expect(hostName(' event.example.org ')).toBe('event.example.org');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName(undefined)).toBe('');
  });

  it('lets the site, the public and participant APIs through, and nothing else', () => {
    for (const pathname of ['/', '/fr/speakers', '/assets/a.js', '/site.html', '/ws', '/w/x/'])
      expect(hostedRoute(pathname), pathname).toBe('static');
    for (const pathname of ['/api/public/sites/a.example/sections/speakers/records', '/api/live/P/A/state']) {
      expect(hostedRoute(pathname), pathname).toBe('api');
    }
    for (const pathname of ['/api', '/api/', '/api/projects', '/api/me', '/api/publicity', '/_local/mail', '/@connections/x']) {
      expect(hostedRoute(pathname), pathname).toBe('refuse');
    }
  });

  it('caches answers, negative ones too, for the cache time; shares a pending lookup; bounds its size', async () => {
    let now = 0;
    const lookup = vi.fn(async (host: string) => host.startsWith('yes.'));
    const sites = cachedHostedSites(lookup, { ttlMs: 1000, maxEntries: 2, now: () => now });
    expect(await Promise.all([sites('yes.example.org'), sites('yes.example.org')])).toEqual([true, true]);
    expect(await sites('no.example.org')).toBe(false);
    expect(await sites('no.example.org')).toBe(false);
    expect(lookup).toHaveBeenCalledTimes(2);
    now = 1000;
    expect(await sites('yes.example.org')).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(3);
    // Two entries at most: a third name evicts the oldest.
    expect(await sites('third.example.org')).toBe(false);
    expect(await sites('no.example.org')).toBe(false);
    expect(lookup).toHaveBeenCalledTimes(5);
  });

  it('refuses names that cannot be a web app host without a lookup, and does not remember failures', async () => {
    const lookup = vi.fn(async (host: string) => {
      if (host === 'flaky.example.org') throw new Error('429');
      return true;
    });
    const sites = cachedHostedSites(lookup);
    for (const host of ['', 'localhost', '127.0.0.1', '[::1]', 'a_b.example', `${'a'.repeat(64)}.example.org`]) {
      expect(await sites(host), host).toBe(false);
    }
    expect(lookup).not.toHaveBeenCalled();
    expect(await sites('flaky.example.org')).toBe(false);
    expect(await sites('flaky.example.org')).toBe(false);
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});

describe('local gateway: whether a host is published, asked of the public read API handler', () => {
  let server: Server;
  let port: number;
  let rootDir: string;
  let webDir: string;

  beforeAll(async () => {
    // Every domain's entry is a stub that answers like the public read API: 200 for one host, 500 for another, else 404.
    rootDir = mkdtempSync(path.join(os.tmpdir(), 'noco-gateway-root-'));
    for (const { entry } of Object.values(domains)) {
      mkdirSync(path.dirname(path.join(rootDir, entry)), { recursive: true });
      writeFileSync(
        path.join(rootDir, entry),
        `let calls = 0;
export const handler = async (event) => {
  calls += 1;
  const rawPath = event.rawPath ?? '';
  const host = rawPath.split('/').pop();
  const status = rawPath.startsWith('/api/public/sites/') ? (host === 'live.example.org' ? 200 : host === 'failing.example.org' ? 500 : 404) : 418;
  return { statusCode: status, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ calls, path: rawPath, sourceIp: event.requestContext.http?.sourceIp }) };
};
`,
      );
    }
    webDir = mkdtempSync(path.join(os.tmpdir(), 'noco-gateway-web-'));
    writeFileSync(path.join(webDir, 'site.html'), 'SITE');
    server = createGateway({ rootDir, webDir, sesUrl: 'http://127.0.0.1:9' });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(rootDir, { recursive: true, force: true });
    rmSync(webDir, { recursive: true, force: true });
  });

  it("lets a published host's /ws upgrade reach $connect (the embedded participant page), and refuses others 421", async () => {
    // The stub's $connect answers 418: reaching it is the point.
    expect(await upgrade(port, 'live.example.org')).toBe(418);
    expect(await upgrade(port, `127.0.0.1:${port}`)).toBe(418);
    expect(await upgrade(port, 'unknown.example.org')).toBe(421);
  });

  it('serves a host the handler answers 200 for, refuses 404 and failures, and asks again after a failure only', async () => {
    expect(await get(port, '/fr/speakers', 'live.example.org')).toMatchObject({ status: 200, body: 'SITE' });
    const api = await get(port, '/api/public/sites/live.example.org', 'live.example.org');
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body)).toMatchObject({ path: '/api/public/sites/live.example.org', sourceIp: '127.0.0.1' });
    expect((await get(port, '/', 'unknown.example.org')).status).toBe(421);
    expect((await get(port, '/', 'failing.example.org')).status).toBe(421);
    const before = JSON.parse((await get(port, '/api/public/sites/x', `127.0.0.1:${port}`)).body).calls as number;
    expect((await get(port, '/', 'unknown.example.org')).status).toBe(421); // cached: no call
    expect((await get(port, '/', 'failing.example.org')).status).toBe(421); // not cached: one call
    const after = JSON.parse((await get(port, '/api/public/sites/x', `127.0.0.1:${port}`)).body).calls as number;
    expect(after - before).toBe(2); // the failing lookup and this request itself
  });
});

/** A WebSocket upgrade on `/ws` with a chosen Host: the status the gateway answers (101 when accepted). */
function upgrade(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/ws',
      headers: {
        host,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'sec-websocket-version': '13',
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}
