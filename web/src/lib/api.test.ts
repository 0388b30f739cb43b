import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi, failNetwork } from '../test/api-server';
import { api, ApiError, apiUrl, codeForStatus, setUnauthorizedHandler } from './api';
import { readLoginStamp, readStoredCustomer, startSession } from './session';

/** Every call answers `status` with `body`; returns the calls. */
const respond = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  answerApi(() => ({ status, body, headers: { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json', ...headers } }));

afterEach(() => {
  setUnauthorizedHandler(() => undefined);
});

describe('api client', () => {
  it('sends JSON to /api with the same-origin credentials', async () => {
    const calls = respond(200, { id: 'p1' });
    await expect(api.post('/projects', { name: 'Salon' }, { query: { dryRun: true, skip: undefined } })).resolves.toEqual({ id: 'p1' });
    const [call] = calls;
    expect(call?.path).toBe('/api/projects');
    expect([...call!.query]).toEqual([['dryRun', 'true']]);
    expect(call?.method).toBe('POST');
    expect(call?.credentials).toBe('same-origin');
    expect(call?.body).toEqual({ name: 'Salon' });
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.headers.get('Accept')).toBe('application/json');
  });

  it('says JSON on every state-changing request, even without a body (the API refuses anything else), never on GET', async () => {
    const calls = respond(204);
    await api.delete('/projects/p1');
    await api.post('/auth/logout');
    await api.get('/projects');
    const [del, post, get] = calls;
    expect(del?.headers.get('Content-Type')).toBe('application/json');
    expect(del?.body).toBeUndefined();
    expect(post?.headers.get('Content-Type')).toBe('application/json');
    expect(get?.headers.get('Content-Type')).toBeNull();
  });

  it('returns undefined for an empty answer', async () => {
    respond(204);
    await expect(api.delete('/projects/p1')).resolves.toBeUndefined();
  });

  it('maps the error body to a typed ApiError', async () => {
    respond(409, {
      error: {
        code: 'CONFLICT',
        message: 'Stale version',
        details: [{ field: 'version', message: 'errors.CONFLICT' }, 'junk'],
        requestId: 'req-1',
      },
    });
    const error = (await api.put('/records/r1', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Stale version',
      details: [{ field: 'version', message: 'errors.CONFLICT' }],
      requestId: 'req-1',
    });
  });

  it('falls back to a code from the status when the body is not the error shape', async () => {
    respond(413, '<html>Too large</html>', { 'x-request-id': 'edge-7' });
    await expect(api.post('/uploads', {})).rejects.toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', requestId: 'edge-7' });
    expect(codeForStatus(415)).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(codeForStatus(429)).toBe('TOO_MANY_REQUESTS');
    expect(codeForStatus(503)).toBe('SERVICE_UNAVAILABLE');
    expect(codeForStatus(502)).toBe('INTERNAL');
  });

  it('turns a network failure into NETWORK', async () => {
    failNetwork();
    await expect(api.get('/health')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('lets an abort through untouched', async () => {
    respond(200, {});
    const controller = new AbortController();
    controller.abort();
    await expect(api.get('/health', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('on 401, clears the stored session and goes to the login page without message', async () => {
    startSession({ id: 'c1' });
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    respond(401, { error: { code: 'UNAUTHORIZED', message: 'No session', details: [], requestId: 'r' } });
    await expect(api.get('/projects')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(readStoredCustomer()).toBeNull();
    expect(readLoginStamp()).toBeNull();
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 to the caller when asked (the login form)', async () => {
    startSession({ id: 'c1' });
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    respond(401, { error: { code: 'LOGIN_INVALID', message: 'x', details: [], requestId: 'r' } });
    await expect(api.post('/sessions', {}, { redirectOnUnauthorized: false })).rejects.toMatchObject({ code: 'LOGIN_INVALID' });
    expect(toLogin).not.toHaveBeenCalled();
    expect(readStoredCustomer()).toEqual({ id: 'c1' });
  });

  it('only accepts absolute API paths', () => {
    expect(() => apiUrl('projects')).toThrow();
    expect(apiUrl('/a b', { q: 'é' })).toBe('/api/a b?q=%C3%A9');
  });
});
