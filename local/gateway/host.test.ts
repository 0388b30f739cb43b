import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocalHost, localOrigins } from './host';
import { createGateway } from './server';

/** GET through node:http, which (unlike fetch) lets a test choose the Host header. */
function get(port: number, pathname: string, host: string | undefined): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: pathname, method: 'GET', setHost: host !== undefined, headers: host ? { host } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
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
  let server: Server;
  let port: number;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'noco-gateway-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>noco</title>');
    // No engines: a foreign host must be refused before any handler or engine is involved.
    server = createGateway({ rootDir: process.cwd(), webDir, sesUrl: 'http://127.0.0.1:9' });
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

  it('refuses a request with no Host at all', async () => {
    // node:http itself answers 400 to an HTTP/1.1 request without Host (requireHostHeader).
    expect((await get(port, '/', undefined)).status).toBe(400);
  });
});
