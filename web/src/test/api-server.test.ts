import { describe, expect, it } from 'vitest';
import { answerRoutes, failNetwork, takeUnansweredCalls } from './api-server';

describe('the tests’ API server', () => {
  it('answers the routes a test installs and records the calls with their JSON body', async () => {
    const calls = answerRoutes({ 'POST /api/projects': ({ body }) => ({ status: 201, body: { echo: body } }) });
    const response = await fetch('/api/projects?dryRun=true', { method: 'POST', body: JSON.stringify({ name: 'Salon' }) });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ echo: { name: 'Salon' } });
    expect(calls).toMatchObject([{ method: 'POST', path: '/api/projects', body: { name: 'Salon' } }]);
    expect(calls[0]?.query.get('dryRun')).toBe('true');
  });

  it('refuses a call no test answers, and drops the previous test’s answers', async () => {
    const refusal = async (call: Promise<Response>) => String(((await call.catch((error: unknown) => error)) as Error).cause);
    expect(await refusal(fetch('/api/projects', { method: 'POST' }))).toMatch(/MSW.*"error" strategy/);
  });

  it('fails a call the installed routes do not answer, without reaching the network', async () => {
    answerRoutes({ 'GET /api/projects': { status: 200, body: [] } });
    await expect(fetch('/api/projects/p1')).rejects.toThrow(TypeError);
    expect(takeUnansweredCalls()).toEqual(['GET /api/projects/p1']);
  });

  it('fails every call as a network failure when asked', async () => {
    answerRoutes({ 'GET /api/projects': { status: 200, body: [] } });
    failNetwork();
    await expect(fetch('/api/projects')).rejects.toThrow(TypeError);
  });
});
