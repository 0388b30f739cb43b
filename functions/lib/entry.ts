import type { Context } from 'aws-lambda';
import * as v from 'valibot';
import type { DomainManifest } from '../manifest';
import { config } from './config';
import type { createApi } from './http/api';
import { logger } from './logger';

/**
 * The one Lambda entry of every domain: it recognises which trigger sent the event and hands it to the
 * domain's part for that trigger. At cold start it checks that the parts match the domain's triggers in
 * functions/manifest.ts exactly (the entry passes its own manifest, `recordsDomain`…: the bundle holds no other), so
 * that a declared trigger cannot go unanswered and an undeclared one cannot be wired. An event of no known shape is
 * logged and refused, never thrown.
 */

/** A WebSocket event as the domain's route sees it (API Gateway WebSocket API, Lambda proxy integration). */
export interface WebSocketRequest {
  readonly connectionId: string;
  /** `$connect`, `$disconnect`, `$default` or the custom action that API Gateway selected. */
  readonly routeKey: string;
  /** The frame as received (messages only). */
  readonly body?: string;
  /** Headers of the upgrade request, names in lower case (`$connect` only). */
  readonly headers: Readonly<Record<string, string>>;
  /** Query string of the upgrade request (`$connect` only). */
  readonly query: Readonly<Record<string, string>>;
  readonly requestId: string;
  readonly sourceIp: string;
  readonly now: Date;
}
/** On `$connect`, a status other than 2xx refuses the connection; on other routes it is only logged. */
export interface WebSocketResult {
  readonly statusCode: number;
}
export type WebSocketHandler = (request: WebSocketRequest) => Promise<WebSocketResult>;

/** An object event of a bucket, whatever delivered it (EventBridge on AWS, s3rver locally in the same shape). */
export interface ObjectEvent {
  readonly kind: 'created' | 'removed';
  readonly bucket: string;
  readonly key: string;
  readonly size?: number;
  readonly etag?: string;
  /** What made it: `PostObject` (a presigned upload), `CopyObject` (only our functions copy), `PutObject`, `DeleteObject`… */
  readonly reason?: string;
  readonly at: Date;
}
type ObjectEventHandler = (event: ObjectEvent) => Promise<void>;

/** Jobs and schedules are run by functions/lib/jobs.ts runners, which take the raw event. */
type EventRunner = (event: never, context: Context) => Promise<unknown>;
type RawHandler = (event: never, context: Context) => Promise<unknown>;

type WebSocketKeysOf<M extends DomainManifest> = M extends { readonly websocket: readonly (infer K extends string)[] } ? K : never;

export interface EntryParts<M extends DomainManifest> {
  /** The HTTP routes, built by createApi with the same manifest (a domain without routes bundles no HTTP stack). */
  readonly http?: ReturnType<typeof createApi<M>>;
  readonly websocket?: [WebSocketKeysOf<M>] extends [never] ? never : { readonly [K in WebSocketKeysOf<M>]: WebSocketHandler };
  readonly s3?: ObjectEventHandler;
  readonly jobs?: EventRunner;
  readonly schedules?: EventRunner;
}

/** The parts once the HTTP routes are built into their middy stack. */
export interface DispatchParts {
  readonly http?: RawHandler;
  readonly websocket?: Readonly<Record<string, WebSocketHandler>>;
  readonly s3?: ObjectEventHandler;
  readonly jobs?: EventRunner;
  readonly schedules?: EventRunner;
}

/** The handler of a domain's Lambda, from its manifest (functions/manifest.ts `recordsDomain`…) and its parts. */
export function createHandler<M extends DomainManifest>(manifest: M, parts: EntryParts<M>) {
  config(); // fail fast at cold start on bad configuration
  return dispatcher(manifest.entry, manifest, {
    ...parts,
    http: parts.http as unknown as RawHandler | undefined,
    websocket: parts.websocket as Readonly<Record<string, WebSocketHandler>> | undefined,
  });
}

/**
 * The dispatcher over any manifest entry: used by createHandler, and by tests with manifests of their own. `domain` names
 * it in errors and logs (createHandler gives the entry's path).
 */
export function dispatcher(domain: string, manifest: DomainManifest, parts: DispatchParts) {
  assertPartsMatch(domain, manifest, parts);

  return async function handler(event: unknown, context: Context): Promise<unknown> {
    switch (shapeOf(event)) {
      case 'http':
        if (parts.http) return parts.http(event as never, context);
        break;
      case 'websocket':
        if (parts.websocket) return runWebSocket(parts.websocket, event as WebSocketEvent);
        break;
      case 's3':
        if (parts.s3) return runObjectEvent(parts.s3, event);
        break;
      case 'job':
        if (parts.jobs) return parts.jobs(event as never, context);
        break;
      case 'schedule':
        if (parts.schedules) return parts.schedules(event as never, context);
        break;
      default:
    }
    // Key names only: the event may carry secrets (cookies, tickets).
    logger.warn('event refused: no part of this domain handles its shape', {
      domain,
      shape: shapeOf(event) ?? 'unknown',
      keys: typeof event === 'object' && event !== null ? Object.keys(event).slice(0, 20) : typeof event,
    });
    return { statusCode: 400, body: 'Unrecognised event' };
  };
}

function assertPartsMatch(domain: string, manifest: DomainManifest, parts: DispatchParts): void {
  const mismatches: string[] = [];
  const expect = (name: string, declared: boolean, implemented: boolean) => {
    if (declared !== implemented) mismatches.push(`${name} ${declared ? 'declared but not implemented' : 'implemented but not declared'}`);
  };
  expect('routes', manifest.routes.length > 0, parts.http !== undefined);
  expect('s3Events', (manifest.s3Events?.length ?? 0) > 0, parts.s3 !== undefined);
  expect('jobs', (manifest.jobs?.length ?? 0) > 0, parts.jobs !== undefined);
  expect('schedules', (manifest.schedules?.length ?? 0) > 0, parts.schedules !== undefined);
  const declaredWs = [...(manifest.websocket ?? [])].sort().join(',');
  const implementedWs = Object.keys(parts.websocket ?? {})
    .sort()
    .join(',');
  if (declaredWs !== implementedWs) mismatches.push(`websocket routes [${implementedWs}] instead of [${declaredWs}]`);
  if (mismatches.length) throw new Error(`${domain}: triggers differ from functions/manifest.ts: ${mismatches.join('; ')}`);
}

type Shape = 'http' | 'websocket' | 's3' | 'job' | 'schedule';

function shapeOf(event: unknown): Shape | undefined {
  if (typeof event !== 'object' || event === null) return undefined;
  const e = event as Record<string, unknown>;
  const requestContext = e.requestContext as Record<string, unknown> | undefined;
  if (e.version === '2.0' && typeof requestContext?.http === 'object') return 'http';
  if (typeof requestContext?.connectionId === 'string' && typeof requestContext.eventType === 'string') return 'websocket';
  if (e.source === 'aws.s3' && typeof e['detail-type'] === 'string') return 's3';
  if (typeof e.job === 'object' && e.job !== null) return 'job';
  if (typeof e.schedule === 'string') return 'schedule';
  return undefined;
}

interface WebSocketEvent {
  readonly requestContext: {
    readonly connectionId: string;
    readonly routeKey: string;
    readonly eventType: string;
    readonly requestId: string;
    readonly requestTimeEpoch?: number;
    readonly identity?: { readonly sourceIp?: string };
  };
  readonly headers?: Record<string, string | undefined> | null;
  readonly queryStringParameters?: Record<string, string | undefined> | null;
  readonly body?: string | null;
  readonly isBase64Encoded?: boolean;
}

async function runWebSocket(routes: Readonly<Record<string, WebSocketHandler>>, event: WebSocketEvent): Promise<WebSocketResult> {
  const { requestContext } = event;
  // API Gateway only invokes a route it selected; an unknown key can only come from a misdeployment.
  const route = Object.hasOwn(routes, requestContext.routeKey) ? routes[requestContext.routeKey] : undefined;
  if (!route) {
    logger.warn('websocket event refused: route not implemented', { routeKey: requestContext.routeKey });
    return { statusCode: 404 };
  }
  const request: WebSocketRequest = {
    connectionId: requestContext.connectionId,
    routeKey: requestContext.routeKey,
    ...(typeof event.body === 'string'
      ? { body: event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body }
      : {}),
    headers: lowerCaseKeys(event.headers),
    query: definedValues(event.queryStringParameters),
    requestId: requestContext.requestId,
    sourceIp: requestContext.identity?.sourceIp ?? '',
    now: new Date(),
  };
  try {
    return await route(request);
  } catch (error) {
    logger.error('websocket route failed', { routeKey: requestContext.routeKey, error: error as Error });
    return { statusCode: 500 };
  }
}

function lowerCaseKeys(record: Record<string, string | undefined> | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(record ?? {})) if (value !== undefined) result[name.toLowerCase()] = value;
  return result;
}
function definedValues(record: Record<string, string | undefined> | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(record ?? {})) if (value !== undefined) result[name] = value;
  return result;
}

/**
 * S3 object events reach the functions through EventBridge (infra/constructs/s3-triggers.ts says why), in
 * its `Object Created` / `Object Deleted` shape; the local runtime sends that same shape (local/triggers).
 */
const S3EventBridgeEvent = v.object({
  'detail-type': v.picklist(['Object Created', 'Object Deleted']),
  time: v.string(),
  detail: v.object({
    bucket: v.object({ name: v.string() }),
    object: v.object({ key: v.string(), size: v.optional(v.number()), etag: v.optional(v.string()) }),
    // What made the event: PutObject, PostObject, CopyObject, DeleteObject… (the uploads check trusts our copies).
    reason: v.optional(v.string()),
  }),
});

async function runObjectEvent(handle: ObjectEventHandler, event: unknown): Promise<unknown> {
  const parsed = v.safeParse(S3EventBridgeEvent, event);
  if (!parsed.success) {
    logger.warn('s3 event refused: not an object event', { detailType: (event as Record<string, unknown>)['detail-type'] });
    return { statusCode: 400, body: 'Unrecognised event' };
  }
  const { detail, time } = parsed.output;
  // A failure is thrown on purpose: the asynchronous invocation is retried, then kept by its failure destination.
  await handle({
    kind: parsed.output['detail-type'] === 'Object Created' ? 'created' : 'removed',
    bucket: detail.bucket.name,
    key: detail.object.key,
    ...(detail.object.size !== undefined ? { size: detail.object.size } : {}),
    ...(detail.object.etag !== undefined ? { etag: detail.object.etag } : {}),
    ...(detail.reason !== undefined ? { reason: detail.reason } : {}),
    at: new Date(time),
  });
  return { statusCode: 200 };
}
