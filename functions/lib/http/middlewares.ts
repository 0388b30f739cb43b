import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as v from 'valibot';
import { MAX_JSON_BODY_BYTES } from '../../../shared/constants';
import type { ApiErrorBody, FieldIssue } from '../../../shared/errors';
import { inputHygieneIssues } from '../../../shared/input-hygiene';
import { appErrorFromAws } from '../aws-errors';
import { AppError, MalformedJson, NotFound, PayloadTooLarge, Unauthorized, UnsupportedMediaType, Validation } from '../errors';
import { forgetReads } from '../cache/read-cache';
import { logger } from '../logger';
import { parseCookies } from './cookies';
import { assertAllowedCaller, clientAddress, STATE_CHANGING_METHODS } from './request-guard';
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
      const mapped = error instanceof AppError ? undefined : appErrorFromAws(error);
      if (mapped) {
        // Not a bug, but worth seeing: which AWS failure became a 413 or a 503.
        logger.warn(`AWS failure answered as ${mapped.code}`, {
          errorName: (error as Error | null)?.name,
          errorMessage: (error as Error | null)?.message,
        });
        status = mapped.status;
        headers = mapped.headers;
        body = { error: { code: mapped.code, message: mapped.message, details: mapped.details, requestId } };
      } else if (error instanceof AppError) {
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

/** Refuses callers that are not CloudFront (on AWS) or that are pages of another site (request-guard.ts). */
export function callerGuard(): Mw {
  return {
    before: (request) => {
      assertAllowedCaller(request.event);
    },
  };
}

/** Finds this domain's route for the event's route key; anything else is a clean 404. */
export function resolveRoute(routes: ReadonlyMap<string, RouteDefinition>, clock: () => Date = () => new Date()): Mw {
  return {
    before: (request) => {
      const route = routes.get(request.event.routeKey);
      if (!route)
        throw new NotFound(`No route for ${request.event.requestContext?.http?.method ?? ''} ${request.event.rawPath ?? ''}`.trim());
      request.event.route = route;
      const safe = !STATE_CHANGING_METHODS.has(methodOf(request.event));
      // This instance reads its own writes: a state-changing request forgets the reads that GETs keep.
      if (!safe) forgetReads();
      request.event.requestContextInfo = {
        requestId: requestIdOf(request.event),
        now: clock(),
        sourceIp: clientAddress(request.event),
        userAgent: request.event.headers?.['user-agent'] ?? '',
        cookies: parseCookies(request.event.cookies ?? [], request.event.headers?.cookie),
        safe,
        ifNoneMatch: request.event.headers?.['if-none-match'],
      };
    },
  };
}

const methodOf = (event: APIGatewayProxyEventV2) => event.requestContext?.http?.method?.toUpperCase() ?? 'GET';

/**
 * JSON bodies only, within the size limit; an empty body is `{}`. A state-changing request must say
 * `application/json` (or `+json`) even with an empty body: an HTML form cannot, so no cross-site form can
 * reach a route (CSRF). GET routes never read a body.
 */
export function jsonBodyParser(maxBytes = MAX_JSON_BODY_BYTES): Mw {
  return {
    before: (request) => {
      const { event } = request;
      event.jsonBody = {};
      if (!STATE_CHANGING_METHODS.has(methodOf(event))) return;
      const contentType = (event.headers?.['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const raw = event.body;
      const text = raw === undefined || raw === null ? '' : event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
      if (Buffer.byteLength(text, 'utf8') > maxBytes) throw new PayloadTooLarge(maxBytes);
      if (!/^application\/([\w.+-]+\+)?json$/.test(contentType)) throw new UnsupportedMediaType();
      if (text === '') return;
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

/**
 * The route's input: path parameters over the body (state-changing routes) or over the query string (GET
 * routes: the query never feeds a body route, so a link cannot carry a form's fields). Every string and key
 * is checked for forbidden characters and reserved names first, then the route's schema validates.
 */
export function inputValidator(): Mw {
  return {
    before: async (request) => {
      const { event } = request;
      const merged = {
        ...(STATE_CHANGING_METHODS.has(methodOf(event)) ? event.jsonBody : (event.queryStringParameters ?? {})),
        ...(event.pathParameters ?? {}),
      };
      const hygiene = inputHygieneIssues(merged);
      if (hygiene.length) throw new Validation(hygiene, 'The input holds a forbidden character or a reserved name.');
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
      // Public routes never touch sessions (the health domain may only read the table).
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
