import type { ErrorCode, FieldIssue } from '../../shared/errors';

/**
 * The one error model of the API. Services and handlers throw these; the error middleware maps them to
 * `{ error: { code, message, details, requestId } }` with their status. Anything else becomes a logged 500.
 * `message` is a plain English hint for developers; users see the translated `errors.<CODE>`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: readonly FieldIssue[] = [],
    /** Extra response headers (e.g. `Retry-After`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Validation extends AppError {
  constructor(details: readonly FieldIssue[], message = 'The input is not valid.') {
    super(400, 'VALIDATION_FAILED', message, details);
  }
}
export class MalformedJson extends AppError {
  constructor() {
    super(400, 'MALFORMED_JSON', 'The body is not valid JSON.');
  }
}
export class UnsupportedMediaType extends AppError {
  constructor() {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  }
}
export class PayloadTooLarge extends AppError {
  constructor(limit: number) {
    super(413, 'PAYLOAD_TOO_LARGE', `The body exceeds ${limit} bytes.`);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Sign in first.') {
    super(401, 'UNAUTHORIZED', message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'Your access level does not allow this.') {
    super(403, 'FORBIDDEN', message);
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found.') {
    super(404, 'NOT_FOUND', message);
  }
}
export class Conflict extends AppError {
  constructor(message = 'The resource changed or already exists.', details: readonly FieldIssue[] = []) {
    super(409, 'CONFLICT', message, details);
  }
}
export class TooManyRequests extends AppError {
  constructor(retryAfterSeconds: number) {
    super(429, 'TOO_MANY_REQUESTS', 'Too many attempts; try again later.', [], {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}
/** What the input asks to store does not fit in one DynamoDB item (400 KB): nothing was written. */
export class ItemTooLarge extends AppError {
  constructor() {
    super(413, 'ITEM_TOO_LARGE', 'The data to store exceeds the size of one record; make it smaller.');
  }
}
/** The table is unreachable, throttled or busy with a conflicting write: nothing was decided, try again. */
export class ServiceUnavailable extends AppError {
  constructor(retryAfterSeconds: number, message = 'A dependency is unavailable; try again shortly.') {
    super(503, 'SERVICE_UNAVAILABLE', message, [], { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
