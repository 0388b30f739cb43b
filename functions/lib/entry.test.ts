import * as v from 'valibot';
import { defineRoute } from './http/route';
import type { Context } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiEvent, lambdaContext, testEnv } from '../../test/helpers/api-event';
import { type DomainManifest, platformDomain } from '../manifest';
import { resetConfigForTests } from './config';
import { createHandler, type DispatchParts, dispatcher, type ObjectEvent, type WebSocketRequest } from './entry';
import { createApi } from './http/api';

beforeEach(() => {
  Object.assign(process.env, testEnv());
  resetConfigForTests();
});

const context = lambdaContext as unknown as Context;

const manifest: DomainManifest = {
  entry: 'test/fixtures/none.ts',
  routes: ['GET /api/things'],
  websocket: ['$connect', '$default', 'ping'],
  s3Events: [{ bucket: 'uploads', events: ['created', 'removed'], prefix: 'in/' }],
  jobs: ['purgeProject'],
  schedules: [{ name: 'sweep', everyMinutes: 5 }],
  grants: {},
};

function allParts() {
  const seen: Record<string, unknown[]> = { http: [], ws: [], s3: [], jobs: [], schedules: [] };
  const ws = (name: string) => async (request: WebSocketRequest) => {
    seen.ws!.push({ name, request });
    return { statusCode: name === '$connect' && request.query.refuse ? 401 : 200 };
  };
  const parts: DispatchParts = {
    http: async (event: never) => {
      seen.http!.push(event);
      return { statusCode: 204 };
    },
    websocket: { $connect: ws('$connect'), $default: ws('$default'), ping: ws('ping') },
    s3: async (event: ObjectEvent) => void seen.s3!.push(event),
    jobs: async (event: never) => {
      seen.jobs!.push(event);
      return 'job ran';
    },
    schedules: async (event: never) => {
      seen.schedules!.push(event);
      return 'schedule ran';
    },
  };
  return { parts, seen };
}

const wsEvent = (routeKey: string, extra: Record<string, unknown> = {}) => ({
  requestContext: {
    routeKey,
    eventType: routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE',
    connectionId: 'abc=',
    requestId: 'r-1',
    identity: { sourceIp: '192.0.2.1' },
  },
  ...extra,
});

const s3Event = (detailType: string, key: string) => ({
  version: '0',
  id: 'e-1',
  'detail-type': detailType,
  source: 'aws.s3',
  time: '2026-11-23T10:00:00Z',
  resources: ['arn:aws:s3:::uploads'],
  detail: { bucket: { name: 'uploads' }, object: { key, size: 5, etag: 'e1' }, reason: 'PutObject' },
});

describe('entry dispatcher', () => {
  it('sends an HTTP API v2 event to the routes', async () => {
    const { parts, seen } = allParts();
    const event = apiEvent('GET /api/things');
    expect(await dispatcher('things', manifest, parts)(event, context)).toEqual({ statusCode: 204 });
    expect(seen.http).toEqual([event]);
  });

  it('sends a WebSocket event to the route API Gateway selected, headers in lower case and the query string', async () => {
    const { parts, seen } = allParts();
    const handler = dispatcher('things', manifest, parts);
    const connect = wsEvent('$connect', { headers: { Origin: 'https://app.test' }, queryStringParameters: { ticket: 't', refuse: '1' } });
    expect(await handler(connect, context)).toEqual({ statusCode: 401 });
    expect(await handler(wsEvent('ping', { body: '{"action":"ping"}' }), context)).toEqual({ statusCode: 200 });
    expect(seen.ws).toMatchObject([
      {
        name: '$connect',
        request: { connectionId: 'abc=', headers: { origin: 'https://app.test' }, query: { ticket: 't' }, sourceIp: '192.0.2.1' },
      },
      { name: 'ping', request: { routeKey: 'ping', body: '{"action":"ping"}' } },
    ]);
  });

  it('answers 500 when a WebSocket route throws, and 404 for a route it does not implement', async () => {
    const { parts } = allParts();
    const failing = dispatcher('things', manifest, {
      ...parts,
      websocket: { ...parts.websocket, ping: async () => Promise.reject(new Error('boom')) },
    });
    expect(await failing(wsEvent('ping', { body: '{}' }), context)).toEqual({ statusCode: 500 });
    expect(await failing(wsEvent('other', { body: '{}' }), context)).toEqual({ statusCode: 404 });
  });

  it('turns an EventBridge S3 event into an object event', async () => {
    const { parts, seen } = allParts();
    const handler = dispatcher('things', manifest, parts);
    await handler(s3Event('Object Created', 'in/a b.csv'), context);
    await handler(
      { ...s3Event('Object Deleted', 'in/a b.csv'), detail: { bucket: { name: 'uploads' }, object: { key: 'in/a b.csv' } } },
      context,
    );
    expect(seen.s3).toEqual([
      {
        kind: 'created',
        bucket: 'uploads',
        key: 'in/a b.csv',
        size: 5,
        etag: 'e1',
        reason: 'PutObject',
        at: new Date('2026-11-23T10:00:00Z'),
      },
      { kind: 'removed', bucket: 'uploads', key: 'in/a b.csv', at: new Date('2026-11-23T10:00:00Z') },
    ]);
  });

  it('lets an object event handler fail, so that the asynchronous invocation is retried', async () => {
    const { parts } = allParts();
    const handler = dispatcher('things', manifest, { ...parts, s3: async () => Promise.reject(new Error('later')) });
    await expect(handler(s3Event('Object Created', 'in/x'), context)).rejects.toThrow('later');
  });

  it('sends job and schedule events to their runners', async () => {
    const { parts, seen } = allParts();
    const handler = dispatcher('things', manifest, parts);
    expect(await handler({ job: { jobId: 'J1' } }, context)).toBe('job ran');
    expect(await handler({ schedule: 'sweep' }, context)).toBe('schedule ran');
    expect(seen.jobs).toEqual([{ job: { jobId: 'J1' } }]);
    expect(seen.schedules).toEqual([{ schedule: 'sweep' }]);
  });

  it('refuses events of unknown shape, and shapes the domain does not handle, without throwing', async () => {
    const { parts } = allParts();
    const handler = dispatcher('things', manifest, parts);
    for (const event of [
      null,
      'text',
      42,
      {},
      { Records: [{ eventSource: 'aws:sqs' }] },
      { source: 'aws.s3', 'detail-type': 'Object Restore Completed' },
    ]) {
      expect(await handler(event, context)).toEqual({ statusCode: 400, body: 'Unrecognised event' });
    }
    const httpOnly = dispatcher('http', { entry: 'x', routes: ['GET /api/x'], grants: {} }, { http: parts.http });
    expect(await httpOnly(wsEvent('$connect'), context)).toEqual({ statusCode: 400, body: 'Unrecognised event' });
    expect(await httpOnly({ job: { jobId: 'J1' } }, context)).toEqual({ statusCode: 400, body: 'Unrecognised event' });
  });

  it('refuses at cold start parts that differ from the manifest', () => {
    const { parts } = allParts();
    expect(() => dispatcher('things', manifest, parts)).not.toThrow();
    const { s3: _s3, ...withoutS3 } = parts;
    expect(() => dispatcher('things', manifest, withoutS3)).toThrow(/s3Events declared but not implemented/);
    const { schedules: _s, ...withoutSchedules } = parts;
    expect(() => dispatcher('things', manifest, withoutSchedules)).toThrow(/schedules declared but not implemented/);
    expect(() => dispatcher('things', manifest, { ...parts, websocket: { $connect: parts.websocket!.$connect! } })).toThrow(
      /websocket routes \[\$connect\] instead of \[\$connect,\$default,ping\]/,
    );
    expect(() => dispatcher('things', { ...manifest, jobs: [] }, parts)).toThrow(/jobs implemented but not declared/);
  });

  it('checks the real manifest in createHandler: a domain cannot answer a trigger it does not declare', async () => {
    // Any route object will do: the check compares the triggers, it never runs the handler.
    const getHealth = defineRoute({ input: v.object({}), auth: 'public', handler: async () => ({}) });
    const { parts } = allParts();
    expect(() => createHandler(platformDomain, { http: createApi(platformDomain, { 'GET /api/health': getHealth }) })).not.toThrow();
    expect(() =>
      createHandler(platformDomain, {
        http: createApi(platformDomain, { 'GET /api/health': getHealth }),
        // @ts-expect-error platform declares no WebSocket route
        websocket: { $connect: parts.websocket!.$connect! },
      }),
    ).toThrow(/websocket routes/);
    expect(() =>
      createHandler(platformDomain, { http: createApi(platformDomain, { 'GET /api/health': getHealth }), s3: parts.s3 }),
    ).toThrow(/s3Events implemented/);
    expect(() => createHandler(platformDomain, {})).toThrow(/routes declared but not implemented/);
  });
});
