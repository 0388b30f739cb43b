import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';

/** A request to the running stack with a chosen Host header, as a DNS-rebound page would send it. */
function send(pathname: string, host: string, method = 'GET'): Promise<{ status: number; body: string }> {
  const { port } = new URL(inject('stack').url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: Number(port), path: pathname, method, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
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
