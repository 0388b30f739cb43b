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
  return { status: response.status, text: await response.text(), csp: response.headers.get('content-security-policy') };
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
