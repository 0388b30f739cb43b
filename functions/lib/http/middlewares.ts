import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as v from 'valibot';
import { MAX_JSON_BODY_BYTES } from '../../../shared/constants';
import type { ApiErrorBody, FieldIssue } from '../../../shared/errors';
import {
  AppError,
  MalformedJson,
  NotFound,
  PayloadTooLarge,
  Unauthorized,
  UnsupportedMediaType,
  Validation,
} from '../errors';
import { logger } from '../logger';
import { parseCookies } from './cookies';
import { Reply, type Caller, type RequestContext, type RouteDefinition } from './route';

/** The event as it travels through the stack: each middleware adds what it resolved. */
export interface ApiEvent extends APIGatewayProxyEventV2 {
  route?: RouteDefinition;
  jsonBody?: Record<string, unknown>;
  input?: unknown;
  caller?: Caller | null;
  requestContextInfo?: RequestContext;
}
type Mw = MiddlewareObj<ApiEvent, APIGatewayProxyStructuredResultV2>;
export type Authenticator = (request: RequestContext) => Promise<Caller | null>;

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

function requestIdOf(event: APIGatewayProxyEventV2): string {
  return event.requestContext?.requestId ?? 'unknown';
}

/** Outermost: request id in every log line, one access line per request, and the error → response mapping. */
export function errorResponder(): Mw {
  return {
    before: (request) => {
      (request.internal as Record<string, unknown>).startedAt = performance.now();
      logger.appendKeys({ requestId: requestIdOf(request.event), routeKey: request.event.routeKey });
    },
    after: (request) => {
      accessLog(request.event, request.response?.statusCode ?? 200, request.internal);
      logger.resetKeys();
    },
    onError: (request) => {
      const error = request.error;
      const requestId = requestIdOf(request.event);
      let status = 500;
      let body: ApiErrorBody;
      let headers: Record<string, string> = {};
      if (error instanceof AppError) {
        status = error.status;
        headers = error.headers;
        body = { error: { code: error.code, message: error.message, details: error.details, requestId } };
      } else {
        // Unknown failure: log it whole, answer nothing about it.
        logger.error('Unhandled error', error as Error);
        body = { error: { code: 'INTERNAL', message: 'Internal Server Error', details: [], requestId } };
      }
      request.response = {
        statusCode: status,
        headers: { ...JSON_HEADERS, ...headers, 'x-request-id': requestId },
        body: JSON.stringify(body),
      };
      accessLog(request.event, status, request.internal);
      logger.resetKeys();
    },
  };
}

function accessLog(event: ApiEvent, status: number, internal: Record<string, unknown>): void {
  const startedAt = internal.startedAt as number | undefined;
  logger.info('request', {
    method: event.requestContext?.http?.method,
    path: event.rawPath,
    status,
    durationMs: startedAt === undefined ? undefined : Math.round(performance.now() - startedAt),
  });
}

/** Finds this domain's route for the event's route key; anything else is a clean 404. */
export function resolveRoute(routes: ReadonlyMap<string, RouteDefinition>, clock: () => Date = () => new Date()): Mw {
  return {
    before: (request) => {
      const route = routes.get(request.event.routeKey);
      if (!route) throw new NotFound(`No route for ${request.event.requestContext?.http?.method ?? ''} ${request.event.rawPath ?? ''}`.trim());
      request.event.route = route;
      request.event.requestContextInfo = {
        requestId: requestIdOf(request.event),
        now: clock(),
        sourceIp: request.event.requestContext?.http?.sourceIp ?? '',
        userAgent: request.event.headers?.['user-agent'] ?? '',
        cookies: parseCookies(request.event.cookies ?? [], request.event.headers?.cookie),
      };
    },
  };
}

/** JSON bodies only, within the size limit; an empty body is `{}`. */
export function jsonBodyParser(maxBytes = MAX_JSON_BODY_BYTES): Mw {
  return {
    before: (request) => {
      const { event } = request;
      const raw = event.body;
      if (raw === undefined || raw === null || raw === '') {
        event.jsonBody = {};
        return;
      }
      const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
      if (Buffer.byteLength(text, 'utf8') > maxBytes) throw new PayloadTooLarge(maxBytes);
      const contentType = (event.headers?.['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!/^application\/([\w.+-]+\+)?json$/.test(contentType)) throw new UnsupportedMediaType();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new MalformedJson();
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new Validation([{ field: '', message: 'validation.objectExpected' }], 'The body must be a JSON object.');
      }
      event.jsonBody = parsed as Record<string, unknown>;
    },
  };
}

/** Messages in shared schemas are catalogue keys; valibot's own English defaults become a generic key. */
const CATALOGUE_KEY = /^[a-z][A-Za-z]*\.[A-Za-z_.]+$/;
export function toFieldIssues(issues: readonly v.BaseIssue<unknown>[]): FieldIssue[] {
  const seen = new Set<string>();
  return issues.flatMap((issue) => {
    const field = v.getDotPath(issue) ?? '';
    const message = CATALOGUE_KEY.test(issue.message) ? issue.message : 'validation.invalid';
    if (seen.has(field)) return []; // the first problem of a field is the one to fix (and show)
    seen.add(field);
    return [{ field, message }];
  });
}

/** Merges path, query and body, then validates against the route's schema. */
export function inputValidator(): Mw {
  return {
    before: async (request) => {
      const { event } = request;
      const merged = {
        ...event.jsonBody,
        ...(event.queryStringParameters ?? {}),
        ...(event.pathParameters ?? {}),
      };
      const result = await v.safeParseAsync(event.route!.input, merged);
      if (!result.success) throw new Validation(toFieldIssues(result.issues));
      event.input = result.output;
    },
  };
}

/** `customer` routes resolve the caller from the session cookie and refuse anonymous callers. */
export function authGuard(authenticate: Authenticator): Mw {
  return {
    before: async (request) => {
      const { event } = request;
      // Public routes never touch sessions (the health domain has no table access at all).
      if (event.route!.auth !== 'customer') {
        event.caller = null;
        return;
      }
      const caller = await authenticate(event.requestContextInfo!);
      if (!caller) throw new Unauthorized();
      event.caller = caller;
    },
  };
}

/** Turns the handler's plain data (or Reply) into the HTTP API v2 response. */
export function responseFormatter(): Mw {
  return {
    after: (request) => {
      const requestId = requestIdOf(request.event);
      const result: unknown = request.response;
      const reply = result instanceof Reply ? result : new Reply(result);
      const status = reply.options.status ?? (reply.body === undefined ? 204 : (request.event.route?.status ?? 200));
      request.response = {
        statusCode: status,
        headers: { ...JSON_HEADERS, ...reply.options.headers, 'x-request-id': requestId },
        ...(reply.options.cookies?.length ? { cookies: reply.options.cookies } : {}),
        body: status === 204 || reply.body === undefined ? '' : JSON.stringify(reply.body),
      };
    },
  };
}
