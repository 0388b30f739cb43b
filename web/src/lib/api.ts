/**
 * The one HTTP client of the web app for `/api/*` (same origin, JSON in and out, the session cookie sent).
 *
 * Errors: the API answers `{ "error": { code, message, details, requestId } }`; every failure becomes an {@link
 * ApiError}, whose `code` the screens translate through the `errors.<CODE>` catalogue keys. A 401 clears the browser
 * session and goes to the login page, without a message (docs/product.md, "Roles and permissions", "Errors").
 */
import type { FieldIssue } from '../../../shared/errors';
import { API_BASE_URL } from './config';
import { clearSession, LOGIN_PATH } from './session';

/** Codes the client itself produces, beside those of the API. */
export const CLIENT_ERROR_CODES = { network: 'NETWORK', internal: 'INTERNAL' } as const;

const STATUS_CODES: Readonly<Record<number, string>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** Field problems (`{ field, message }`, message = catalogue key), when the API sent some. */
  readonly details: readonly FieldIssue[];
  readonly requestId: string | null;

  constructor(init: {
    status: number;
    code: string;
    message?: string;
    details?: readonly FieldIssue[];
    requestId?: string | null;
    cause?: unknown;
  }) {
    super(init.message || init.code, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.requestId = init.requestId ?? null;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Default code for a status whose body did not carry one. */
export const codeForStatus = (status: number): string => STATUS_CODES[status] ?? CLIENT_ERROR_CODES.internal;

type Unauthorized = () => void;
let onUnauthorized: Unauthorized = () => window.location.assign(LOGIN_PATH);

/** The app plugs in client-side navigation (router.navigate) once the router exists. */
export function setUnauthorizedHandler(handler: Unauthorized): void {
  onUnauthorized = handler;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly body?: unknown;
  readonly query?: Query;
  readonly signal?: AbortSignal;
  readonly headers?: Record<string, string>;
  /**
   * A 401 normally ends the session and goes to the login page. Calls whose 401 is an expected answer
   * (the login form itself) turn this off and handle the ApiError.
   */
  readonly redirectOnUnauthorized?: boolean;
}

/** `/api` + path + query string. `path` starts with a slash, e.g. `/projects/01H…`. */
export function apiUrl(path: string, query?: Query): string {
  if (!path.startsWith('/')) throw new Error(`API path must start with "/": ${path}`);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE_URL}${path}${search ? `?${search}` : ''}`;
}

const isFieldIssue = (value: unknown): value is FieldIssue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldIssue).field === 'string' &&
  typeof (value as FieldIssue).message === 'string';

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; details?: unknown; requestId?: unknown };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  return JSON.parse(text) as unknown;
}

function errorFrom(response: Response, body: unknown): ApiError {
  const error = (body as ErrorBody | undefined)?.error;
  const code = typeof error?.code === 'string' && error.code !== '' ? error.code : codeForStatus(response.status);
  return new ApiError({
    status: response.status,
    code,
    message: typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`,
    details: Array.isArray(error?.details) ? error.details.filter(isFieldIssue) : [],
    requestId: typeof error?.requestId === 'string' ? error.requestId : (response.headers.get('x-request-id') ?? null),
  });
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, headers, redirectOnUnauthorized = true } = options;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      // Every state-changing request says JSON, even without a body: the API refuses anything else (CSRF).
      ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  };

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), init);
  } catch (error) {
    // By name, not `instanceof DOMException`: the abort error may come from another realm (a worker, Node's fetch).
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message: 'Network error', cause: error });
  }

  let parsed: unknown;
  try {
    parsed = await readJson(response);
  } catch (error) {
    if (response.ok) {
      throw new ApiError({ status: response.status, code: CLIENT_ERROR_CODES.internal, message: 'Unreadable response', cause: error });
    }
    parsed = undefined;
  }

  if (response.ok) return parsed as T;

  const apiError = errorFrom(response, parsed);
  if (response.status === 401 && redirectOnUnauthorized) {
    clearSession();
    onUnauthorized();
  }
  throw apiError;
}

type BodyOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
