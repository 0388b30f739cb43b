import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiEvent, lambdaContext, testEnv } from '../../../test/helpers/api-event';
import { resetConfigForTests } from '../config';
import { Conflict } from '../errors';
import { httpStack } from './api';
import { viewerIp } from './request-guard';
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
    'GET /api/private': defineRoute({
      input: v.object({ x: v.string() }),
      auth: 'customer',
      handler: async ({ caller }) => ({ who: caller.customerId }),
    }),
    'DELETE /api/things/{id}': defineRoute({ input: v.object({ id: v.string() }), auth: 'public', handler: async () => undefined }),
    'GET /api/conflict': defineRoute({
      input: v.object({}),
      auth: 'public',
      handler: async () => {
        throw new Conflict();
      },
    }),
    'GET /api/boom': defineRoute({
      input: v.object({}),
      auth: 'public',
      handler: async () => {
        throw new Error('secret detail');
      },
    }),
    'POST /api/login': defineRoute({
      input: v.object({}),
      auth: 'public',
      handler: async () => new Reply({ ok: true }, { cookies: ['sid=1; HttpOnly'] }),
    }),
    'POST /api/session': defineRoute({
      input: v.object({ email: v.string(), password: v.string() }),
      auth: 'public',
      handler: async ({ input }) => ({ signedIn: input.email }),
    }),
    'GET /api/search': defineRoute({
      input: v.object({ q: v.optional(v.string()) }),
      auth: 'public',
      handler: async ({ input }) => ({ q: input.q ?? null }),
    }),
    'GET /api/whoami': defineRoute({ input: v.object({}), auth: 'public', handler: async ({ request }) => ({ ip: request.sourceIp }) }),
    'POST /api/anything': defineRoute({ input: v.looseObject({}), auth: 'public', handler: async ({ input }) => input }),
    'GET /api/aws/{failure}': defineRoute({
      input: v.object({ failure: v.string() }),
      auth: 'public',
      handler: async ({ input }) => {
        throw awsFailures[input.failure];
      },
    }),
  }) as never,
);
const awsError = (name: string, message = name, extra: object = {}) => Object.assign(new Error(message), { name, $metadata: {}, ...extra });
const awsFailures: Record<string, unknown> = {
  putTooBig: awsError('ValidationException', 'Item size has exceeded the maximum allowed size'),
  updateTooBig: awsError('ValidationException', 'Item size to update has exceeded the maximum allowed size'),
  transactionTooBig: awsError('TransactionCanceledException', 'Transaction cancelled', {
    CancellationReasons: [{ Code: 'None' }, { Code: 'ValidationError', Message: 'Item size has exceeded the maximum allowed size' }],
  }),
  otherValidation: awsError('ValidationException', 'The provided key element does not match the schema'),
  throughput: awsError('ProvisionedThroughputExceededException'),
  throttling: awsError('ThrottlingException'),
  requestLimit: awsError('RequestLimitExceeded'),
  internal: awsError('InternalServerError', 'Internal server error', { $fault: 'server' }),
  unavailable: awsError('ServiceUnavailable'),
  transactionConflict: awsError('TransactionConflictException'),
  cancelledByConflict: awsError('TransactionCanceledException', 'Transaction cancelled', {
    CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
  }),
  refused: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' }),
  refusedDualStack: new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:8000'), { code: 'ECONNREFUSED' })], ''),
  timeout: awsError('TimeoutError', 'Connection timed out after 2000 ms'),
};
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
    [
      'a non-JSON content type',
      { body: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
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
    const response = await call('DELETE /api/things/{id}', { pathParameters: { id: 't1' }, headers: jsonHeaders });
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
    const response = await call('POST /api/login', { headers: jsonHeaders });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual(['sid=1; HttpOnly']);
  });
});

describe('CSRF: only the app’s own pages, only JSON', () => {
  const credentials = { email: 'attacker@example.com', password: 'x' };

  it('refuses a cross-site form: its content type, even with an empty body and credentials in the query', async () => {
    const forms: Record<string, string>[] = [
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'text/plain' },
      { 'content-type': 'multipart/form-data; boundary=x' },
      {},
    ];
    for (const headers of forms) {
      const response = await call('POST /api/session', { headers, query: credentials });
      expect(response.statusCode, JSON.stringify(headers)).toBe(415);
      expect(response.json.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    for (const routeKey of ['DELETE /api/things/{id}', 'POST /api/login']) {
      expect((await call(routeKey, { pathParameters: { id: 't1' } })).statusCode, routeKey).toBe(415);
    }
  });

  it('never reads the input of a body route from the query string', async () => {
    const response = await call('POST /api/session', { headers: jsonHeaders, query: credentials });
    expect(response.statusCode).toBe(400);
    expect(response.json.error.details.map((issue: { field: string }) => issue.field)).toEqual(['email', 'password']);
    const json = await call('POST /api/session', {
      headers: jsonHeaders,
      body: JSON.stringify(credentials),
      query: { email: 'other@example.com' },
    });
    expect(json.json).toEqual({ signedIn: 'attacker@example.com' });
  });

  it('reads a GET route’s input from the query string, never from a body', async () => {
    expect((await call('GET /api/search', { query: { q: 'salon' } })).json).toEqual({ q: 'salon' });
    expect((await call('GET /api/search', { body: JSON.stringify({ q: 'body' }), headers: jsonHeaders })).json).toEqual({ q: null });
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['the null Origin', { origin: 'null' }],
    ['the app’s host on another port', { origin: 'http://127.0.0.1:3001' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['its own Origin but Sec-Fetch-Site: same-site', { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-site' }],
  ])('refuses %s with 403 before the route runs', async (_name, headers) => {
    for (const routeKey of ['POST /api/login', 'GET /api/private', 'GET /api/unknown']) {
      const response = await call(routeKey, {
        headers: { ...jsonHeaders, ...headers },
        body: '{}',
        cookies: ['sid=good'],
        query: { x: '1' },
      });
      expect(response.statusCode, routeKey).toBe(403);
      expect(response.json.error.code).toBe('FORBIDDEN');
      expect(response.cookies).toBeUndefined();
    }
  });

  it('serves the app’s own pages, listed origins, and callers that are not browsers', async () => {
    Object.assign(process.env, testEnv({ ALLOWED_ORIGINS: 'http://localhost:3000, https://noco.example' }));
    resetConfigForTests();
    for (const headers of [
      { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' } as Record<string, string>,
      { origin: 'http://localhost:3000' },
      { origin: 'https://noco.example' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ]) {
      const response = await call('POST /api/login', { headers: { ...jsonHeaders, ...headers } });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
    delete process.env.ALLOWED_ORIGINS;
  });
});

describe('the client address', () => {
  const SECRET = 's3cr3t-origin-value-0123456789abcdef';
  const viaCloudFront = { 'x-origin-verify': SECRET, 'cloudfront-viewer-address': '198.51.100.10:46532' };
  const awsEnv = () => {
    Object.assign(process.env, testEnv({ STAGE: 'aws', ORIGIN_SECRET: SECRET }));
    resetConfigForTests();
  };
  afterEach(() => {
    delete process.env.ORIGIN_SECRET;
    process.env.STAGE = 'local';
    resetConfigForTests();
  });

  it('is the socket address locally, whatever the viewer header says', async () => {
    expect((await call('GET /api/whoami', { headers: { 'cloudfront-viewer-address': '198.51.100.10:1' } })).json).toEqual({
      ip: '203.0.113.1',
    });
  });

  it('on AWS, is the CloudFront viewer address of a request that carries the origin secret', async () => {
    awsEnv();
    expect((await call('GET /api/whoami', { headers: viaCloudFront })).json).toEqual({ ip: '198.51.100.10' });
    const v6 = await call('GET /api/whoami', { headers: { ...viaCloudFront, 'cloudfront-viewer-address': '2001:db8::8a2e:370:7334:443' } });
    expect(v6.json).toEqual({ ip: '2001:db8::8a2e:370:7334' });
  });

  it('on AWS, refuses with 403 any request without the right origin secret (the execute-api endpoint, a forger)', async () => {
    awsEnv();
    const forged: Record<string, string>[] = [
      {},
      { 'x-origin-verify': 'wrong' },
      { 'x-origin-verify': `${SECRET}x` },
      { 'cloudfront-viewer-address': '198.51.100.10:1' },
    ];
    for (const headers of forged) {
      for (const routeKey of ['GET /api/whoami', 'GET /api/unknown']) {
        const response = await call(routeKey, { headers });
        expect(response.statusCode, `${routeKey} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.body).not.toContain(SECRET);
      }
    }
  });

  it('parses CloudFront’s ip:port forms and ignores anything else', () => {
    expect(viewerIp('198.51.100.10:46532')).toBe('198.51.100.10');
    expect(viewerIp('2001:db8::1:443')).toBe('2001:db8::1');
    expect(viewerIp('[2001:db8::1]:443')).toBe('2001:db8::1');
    for (const junk of [undefined, '', '198.51.100.10', 'evil:80', '1.2.3.4.5:80', '[zz]:1'])
      expect(viewerIp(junk), String(junk)).toBeUndefined();
  });
});

describe('AWS failures', () => {
  it.each(['putTooBig', 'updateTooBig', 'transactionTooBig'])('answers 413 ITEM_TOO_LARGE to %s', async (failure) => {
    const response = await call('GET /api/aws/{failure}', { pathParameters: { failure } });
    expect(response.statusCode).toBe(413);
    expect(response.json.error.code).toBe('ITEM_TOO_LARGE');
  });

  it.each([
    'throughput',
    'throttling',
    'requestLimit',
    'internal',
    'unavailable',
    'transactionConflict',
    'cancelledByConflict',
    'refused',
    'refusedDualStack',
    'timeout',
  ])('answers 503 SERVICE_UNAVAILABLE with Retry-After to %s', async (failure) => {
    const response = await call('GET /api/aws/{failure}', { pathParameters: { failure } });
    expect(response.statusCode).toBe(503);
    expect(response.json.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(Number(response.headers?.['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(response.body).not.toMatch(/Exception|ECONNREFUSED|127\.0\.0\.1/);
  });

  it('keeps any other failure an opaque 500', async () => {
    const response = await call('GET /api/aws/{failure}', { pathParameters: { failure: 'otherValidation' } });
    expect(response.statusCode).toBe(500);
    expect(response.json.error.code).toBe('INTERNAL');
  });
});

describe('input hygiene', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a C0 control', 'bell\u0007'],
    ['DEL', 'x\u007f'],
    ['a C1 control', 'x\u0085'],
    ['a bidi override', 'abc\u202edcba'],
    ['a bidi isolate', '\u2066x\u2069'],
    ['a lone high surrogate', 'x\ud800'],
    ['a lone low surrogate', '\udc00x'],
  ])('refuses %s in any string, naming the field', async (_name, text) => {
    const response = await call('POST /api/anything', { headers: jsonHeaders, body: JSON.stringify({ deep: { list: ['ok', text] } }) });
    expect(response.statusCode).toBe(400);
    expect(response.json.error.details).toEqual([{ field: 'deep.list.1', message: 'validation.forbiddenCharacter' }]);
  });

  it('keeps tabs, line breaks, accents and emoji', async () => {
    const text = 'Ligne 1\r\n\tÉté 👩‍💻 عربى';
    const response = await call('POST /api/anything', { headers: jsonHeaders, body: JSON.stringify({ text }) });
    expect(response.statusCode).toBe(200);
    expect(response.json).toEqual({ text });
  });

  it('refuses object keys that name object internals, at any depth', async () => {
    for (const name of ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__']) {
      const response = await call('POST /api/anything', { headers: jsonHeaders, body: `{"a":[{"${name}":{"admin":true}}]}` });
      expect(response.statusCode, name).toBe(400);
      expect(response.json.error.details, name).toEqual([{ field: `a.0.${name}`, message: 'validation.reservedName' }]);
    }
  });

  it('walks a deeply nested body without exhausting the stack', async () => {
    const depth = 60_000;
    const response = await call('POST /api/anything', {
      headers: jsonHeaders,
      body: `{"a":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json.error.details[0].message).toBe('validation.forbiddenCharacter');
  });
});
