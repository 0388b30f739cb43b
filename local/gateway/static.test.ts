import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static';

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'noco-static-'));
  writeFileSync(path.join(dir, 'index.html'), 'APP');
  writeFileSync(path.join(dir, 'live.html'), 'LIVE');
  writeFileSync(path.join(dir, 'site.html'), 'SITE');
  server = createServer((request, response) => void serveStatic(dir, request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const body = async (pathname: string) => {
  const response = await fetch(`${base}${pathname}`);
  return {
    status: response.status,
    text: await response.text(),
    csp: response.headers.get('content-security-policy'),
    frame: response.headers.get('x-frame-options'),
  };
};

describe('local static server: HTML entries', () => {
  it('serves live.html for every path under /{lang}/live/, with the same security headers', async () => {
    for (const pathname of ['/fr/live/P1/A1', '/en/live/P1/A1/']) {
      const answer = await body(pathname);
      expect(answer).toMatchObject({ status: 200, text: 'LIVE' });
      expect(answer.csp).toContain("script-src 'self'");
    }
  });

  it('serves index.html for the other client routes, and 404 for missing files', async () => {
    for (const pathname of ['/', '/fr/login', '/fr/customer/projects/P/applications/A/live', '/de/live/P/A']) {
      expect(await body(pathname)).toMatchObject({ status: 200, text: 'APP' });
    }
    expect((await body('/fr/live/P/A/missing.js')).status).toBe(404);
  });
});

describe('local static server: security headers by entry', () => {
  it('gives the published web app its own CSP, framed by its own origin only', async () => {
    for (const pathname of [
      '/w/event.example.org/',
      '/w/event.example.org',
      '/w/event.example.org/fr/speakers',
      '/w/_preview/P/A/fr/',
      '/site.html',
    ]) {
      const answer = await body(pathname);
      expect(answer, pathname).toMatchObject({ status: 200, text: 'SITE', frame: 'SAMEORIGIN' });
      const csp = answer.csp ?? '';
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' https: data:",
        'media-src https:',
        "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
        "connect-src 'self'",
        "frame-ancestors 'self'",
        "base-uri 'none'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
    }
  });

  it('lets the participant page be framed by its own origin (the site embeds it), and nothing else', async () => {
    const live = await body('/fr/live/P/A');
    expect(live).toMatchObject({ text: 'LIVE', frame: 'SAMEORIGIN' });
    expect(live.csp).toContain("frame-ancestors 'self'");
    expect(live.csp).toContain("default-src 'none'");
    const app = await body('/fr/login');
    expect(app).toMatchObject({ text: 'APP', frame: 'DENY' });
    expect(app.csp).toContain("frame-ancestors 'none'");
    expect(app.csp).toContain("frame-src 'self'");
  });
});
