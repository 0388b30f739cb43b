import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { DomainManifest } from '../../manifest';
import { config } from '../config';
import {
  authGuard,
  callerGuard,
  errorResponder,
  inputValidator,
  jsonBodyParser,
  resolveRoute,
  responseFormatter,
  type ApiEvent,
  type Authenticator,
} from './middlewares';
import type { RouteDefinition } from './route';

// Strict variance is not wanted here: each route keeps its own inferred input type.
// biome-ignore lint: any is deliberate
type AnyRoute = RouteDefinition<any, any>;

export interface ApiOptions {
  /** Resolves the caller from the request (session cookie). Without it every caller is anonymous. */
  readonly authenticate?: Authenticator;
  /** The request clock (`request.now`); tests inject one to move time. */
  readonly clock?: () => Date;
}

/**
 * The one middy stack of every domain Lambda. `routes` must implement exactly the route keys of the domain's manifest
 * (functions/manifest.ts `recordsDomain`…; checked by the type and again at cold start). Order of `use`: middy runs
 * `before` in this order and `after`/`onError` in reverse, so the error responder, used first, answers last.
 */
export function createApi<M extends DomainManifest>(
  manifest: M,
  routes: { readonly [K in M['routes'][number]]: AnyRoute },
  options: ApiOptions = {},
) {
  config(); // fail fast at cold start on bad configuration
  const declared = [...manifest.routes].sort();
  const implemented = Object.keys(routes).sort();
  if (declared.join('\n') !== implemented.join('\n')) {
    throw new Error(`${manifest.entry}: routes differ from functions/manifest.ts`);
  }
  return httpStack(new Map(Object.entries(routes) as [string, RouteDefinition][]), options);
}

/** The middy stack over any route table: used by createApi, and by unit tests with their own routes. */
export function httpStack(table: ReadonlyMap<string, RouteDefinition>, options: ApiOptions = {}) {
  const authenticate: Authenticator = options.authenticate ?? (async () => null);

  return middy<ApiEvent, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(errorResponder())
    .use(httpHeaderNormalizer())
    .use(responseFormatter())
    .use(callerGuard()) // before anything else runs: only CloudFront, and only the app's own pages
    .use(resolveRoute(table, options.clock))
    .use(authGuard(authenticate)) // before parsing: anonymous callers learn nothing about a private route's input
    .use(jsonBodyParser())
    .use(inputValidator())
    .handler(async (event) => {
      const route = event.route!;
      return (await route.handler({ input: event.input, caller: event.caller ?? null, request: event.requestContextInfo! })) as never;
    });
}
