import { describe, expect, inject, it } from 'vitest';

const api = (path: string, init?: RequestInit) => fetch(`${inject('stack').url}${path}`, init);

describe('platform through the local gateway', () => {
  it('answers health with the table check, the deployed build id and version', async () => {
    const response = await api('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toEqual({
      status: 'ok',
      checks: { table: 'ok' },
      buildId: inject('stack').buildId,
      version: expect.any(String),
    });
  });

  it('answers unknown API routes and wrong methods with the JSON 404 of the error model', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/health'],
      ['GET', '/api'],
    ] as const) {
      const response = await api(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      const body = await response.json();
      expect(body.error).toMatchObject({ code: 'NOT_FOUND', details: [], requestId: expect.any(String) });
    }
  });

  it('refuses a body over API Gateway payload limit without reaching a handler', async () => {
    const response = await api('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(10 * 1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
  });

  it('serves client routes with index.html and never turns a missing asset or API route into a 200', async () => {
    const page = await api('/fr/some/client/route');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('cache-control')).toMatch(/no-cache/);
    expect((await api('/assets/missing-123.js')).status).toBe(404);
    expect((await api('/api/missing')).status).toBe(404);
  });

  it('serves the build metadata uncached', async () => {
    const latest = await api(`/builds/latest.json?${Date.now()}`);
    expect(latest.status).toBe(200);
    expect(latest.headers.get('cache-control')).toMatch(/no-cache/);
    const { buildId } = (await latest.json()) as { buildId: string };
    expect(buildId).toBe(inject('stack').buildId);
    expect((await api(`/builds/meta/${buildId}.json`)).status).toBe(200);
  });

  it('lists captured mail for an address (local only)', async () => {
    const response = await api('/_local/mail?to=nobody@example.com');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expect((await api('/_local/mail')).status).toBe(400);
  });
});
