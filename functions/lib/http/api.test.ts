import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiEvent, lambdaContext, testEnv } from '../../../test/helpers/api-event';
import { resetConfigForTests } from '../config';
import { Conflict } from '../errors';
import { httpStack } from './api';
import { defineRoute, Reply } from './route';

beforeEach(() => {
  Object.assign(process.env, testEnv());
  resetConfigForTests();
});

const echo = defineRoute({
  input: v.object({
    id: v.string(),
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required')),
    count: v.optional(v.number()),
  }),
  auth: 'public',
  status: 201,
  handler: async ({ input }) => ({ ...input }),
});
const routes = new Map<string, never>(
  Object.entries({
    'POST /api/things/{id}': echo,
    'GET /api/private': defineRoute({ input: v.object({ x: v.string() }), auth: 'customer', handler: async ({ caller }) => ({ who: caller.customerId }) }),
    'DELETE /api/things/{id}': defineRoute({ input: v.object({ id: v.string() }), auth: 'public', handler: async () => undefined }),
    'GET /api/conflict': defineRoute({ input: v.object({}), auth: 'public', handler: async () => { throw new Conflict(); } }),
    'GET /api/boom': defineRoute({ input: v.object({}), auth: 'public', handler: async () => { throw new Error('secret detail'); } }),
    'POST /api/login': defineRoute({ input: v.object({}), auth: 'public', handler: async () => new Reply({ ok: true }, { cookies: ['sid=1; HttpOnly'] }) }),
  }) as never,
);
const stack = httpStack(routes, {
  authenticate: async (request) => (request.cookies.sid === 'good' ? { customerId: 'c1', email: 'a@b.c', sessionId: 's1' } : null),
});
const call = async (...args: Parameters<typeof apiEvent>) => {
  const response = await stack(apiEvent(...args) as never, lambdaContext);
  return { ...response, json: response.body ? JSON.parse(response.body) : undefined };
};
const jsonHeaders = { 'Content-Type': 'application/json' };

describe('the http stack', () => {
  it('merges path, query and body, validates, and answers the route status', async () => {
    const response = await call('POST /api/things/{id}', {
      body: JSON.stringify({ name: '  Widget ', id: 'forged' }),
      headers: jsonHeaders,
      pathParameters: { id: 't1' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json).toEqual({ id: 't1', name: 'Widget' });
    expect(response.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'x-request-id': 'req-1' });
  });

  it('maps schema failures to VALIDATION_FAILED with catalogue keys per field', async () => {
    const response = await call('POST /api/things/{id}', {
      body: JSON.stringify({ name: '   ', count: 'three' }),
      headers: jsonHeaders,
      pathParameters: { id: 't1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      requestId: 'req-1',
      details: [
        { field: 'name', message: 'validation.required' },
        { field: 'count', message: 'validation.invalid' },
      ],
    });
  });

  it.each([
    ['malformed JSON', { body: '{"name":', headers: jsonHeaders }, 400, 'MALFORMED_JSON'],
    ['a non-JSON content type', { body: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a missing content type', { body: '{"name":"x"}' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['an oversize body', { body: JSON.stringify({ name: 'x'.repeat(300_000) }), headers: jsonHeaders }, 413, 'PAYLOAD_TOO_LARGE'],
    ['a JSON array body', { body: '[1,2]', headers: jsonHeaders }, 400, 'VALIDATION_FAILED'],
    ['a JSON null body', { body: 'null', headers: jsonHeaders }, 400, 'VALIDATION_FAILED'],
  ] as const)('refuses %s with a clean 4xx', async (_name, options, status, code) => {
    const response = await call('POST /api/things/{id}', { ...options, pathParameters: { id: 't1' } });
    expect(response.statusCode).toBe(status);
    expect(response.json.error.code).toBe(code);
  });

  it('decodes base64 bodies as API Gateway sends them', async () => {
    const response = await call('POST /api/things/{id}', {
      body: Buffer.from(JSON.stringify({ name: 'b64' })).toString('base64'),
      isBase64Encoded: true,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      pathParameters: { id: 't2' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json.name).toBe('b64');
  });

  it('answers unknown route keys, including $default, with NOT_FOUND', async () => {
    for (const key of ['$default', 'GET /api/unknown']) {
      const response = await call(key);
      expect(response.statusCode).toBe(404);
      expect(response.json.error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses customer routes without a session, before looking at the input', async () => {
    const anonymous = await call('GET /api/private');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json.error.code).toBe('UNAUTHORIZED');
    const signedIn = await call('GET /api/private', { cookies: ['sid=good'], query: { x: '1' } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json).toEqual({ who: 'c1' });
  });

  it('answers 204 with an empty body when the handler returns nothing', async () => {
    const response = await call('DELETE /api/things/{id}', { pathParameters: { id: 't1' } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('maps domain errors to their status and hides unknown errors behind a 500', async () => {
    expect((await call('GET /api/conflict')).statusCode).toBe(409);
    const boom = await call('GET /api/boom');
    expect(boom.statusCode).toBe(500);
    expect(boom.json.error).toEqual({ code: 'INTERNAL', message: 'Internal Server Error', details: [], requestId: 'req-1' });
    expect(boom.body).not.toContain('secret detail');
  });

  it('lets a handler set cookies through a Reply', async () => {
    const response = await call('POST /api/login');
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual(['sid=1; HttpOnly']);
  });
});
