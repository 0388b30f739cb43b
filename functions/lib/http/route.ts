import type * as v from 'valibot';

/** Who is calling. Resolved from the session cookie by the auth middleware (accounts domain). */
export interface Caller {
  readonly customerId: string;
  readonly email: string;
  readonly sessionId: string;
}

/** What a handler may know about the request besides its validated input. */
export interface RequestContext {
  readonly requestId: string;
  readonly now: Date;
  /**
   * The client address: on AWS the viewer address CloudFront sends (trusted once the origin secret is checked),
   * locally the socket address (functions/lib/http/request-guard.ts).
   */
  readonly sourceIp: string;
  readonly userAgent: string;
  readonly cookies: Readonly<Record<string, string>>;
  /** Not state-changing (GET): may decide on reads up to a few seconds old (functions/lib/cache/read-cache.ts). */
  readonly safe: boolean;
  /** The `If-None-Match` header, for routes that answer 304 (the public read API). */
  readonly ifNoneMatch?: string;
}

/** `public` routes run for anyone; `customer` routes need a valid session (401 otherwise). */
export type RouteAuth = 'public' | 'customer';

type AnySchema = v.GenericSchema<unknown, unknown> | v.GenericSchemaAsync<unknown, unknown>;

export interface HandlerArgs<S extends AnySchema, A extends RouteAuth> {
  readonly input: v.InferOutput<S>;
  readonly caller: A extends 'customer' ? Caller : Caller | null;
  readonly request: RequestContext;
}

export interface RouteDefinition<S extends AnySchema = AnySchema, A extends RouteAuth = RouteAuth> {
  /**
   * Schema of the input: the path parameters merged over the JSON body (POST, PUT, PATCH, DELETE) or over
   * the query string (GET); path parameters win, so a body cannot retarget a path id.
   */
  readonly input: S;
  readonly auth: A;
  /** Status on success when the handler returns data (default 200; `undefined` data answers 204). */
  readonly status?: 200 | 201 | 202 | 204;
  readonly handler: (args: HandlerArgs<S, A>) => Promise<unknown>;
}

/** Declares a route with full type inference of its input and caller. */
export function defineRoute<S extends AnySchema, A extends RouteAuth>(route: RouteDefinition<S, A>): RouteDefinition<S, A> {
  return route;
}

/**
 * A handler returns plain data; it returns a Reply only when it must also set cookies or headers
 * (login, logout) or choose its status at run time.
 */
export class Reply {
  constructor(
    readonly body: unknown,
    readonly options: { status?: number; cookies?: string[]; headers?: Record<string, string> } = {},
  ) {}
}
