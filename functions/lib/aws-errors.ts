import { type AppError, ItemTooLarge, ServiceUnavailable } from './errors';

/**
 * The failures of AWS calls that are not bugs, mapped once for every route (the error responder calls this):
 * a write too big for one DynamoDB item is the input's fault (413 ITEM_TOO_LARGE); a throttled, failing or
 * unreachable service, or a transaction that lost a race, means "try again" (503 SERVICE_UNAVAILABLE with
 * Retry-After). Anything else stays an unknown error (a logged 500).
 */

const THROTTLED = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'Throttling',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'SlowDown',
]);
const UNAVAILABLE = new Set([
  'InternalServerError',
  'InternalServerErrorException',
  'InternalFailure',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  // Network: the SDK's socket timeouts, and Node's connection errors (by name or code).
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'NetworkingError',
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);
/** Cancellation reasons of a transaction that mean "try again". */
const RETRY_REASONS = new Set(['TransactionConflict', 'ProvisionedThroughputExceeded', 'ThrottlingError', 'RequestLimitExceeded']);
/** DynamoDB says "Item size has exceeded…" (put, transactions) or "Item size to update has exceeded…" (update). */
const ITEM_SIZE = /item size\b.*\bexceeded/i;

interface AwsLikeError {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  $fault?: unknown;
  $retryable?: { throttling?: boolean };
  CancellationReasons?: Array<{ Code?: string; Message?: string }>;
  errors?: unknown;
  cause?: unknown;
}

const THROTTLE_RETRY_SECONDS = 1;
const OUTAGE_RETRY_SECONDS = 5;

export function appErrorFromAws(error: unknown, depth = 0): AppError | undefined {
  if (error === null || typeof error !== 'object' || depth > 3) return undefined;
  const e = error as AwsLikeError;
  const name = typeof e.name === 'string' ? e.name : '';
  const message = typeof e.message === 'string' ? e.message : '';

  if (name === 'ValidationException' && ITEM_SIZE.test(message)) return new ItemTooLarge();
  if (name === 'TransactionCanceledException') {
    const reasons = e.CancellationReasons ?? [];
    if (reasons.some((reason) => reason.Code === 'ValidationError' && ITEM_SIZE.test(reason.Message ?? ''))) return new ItemTooLarge();
    if (reasons.some((reason) => RETRY_REASONS.has(reason.Code ?? ''))) return new ServiceUnavailable(THROTTLE_RETRY_SECONDS);
    return undefined;
  }
  if (THROTTLED.has(name) || e.$retryable?.throttling === true) return new ServiceUnavailable(THROTTLE_RETRY_SECONDS);
  if (name === 'TransactionConflictException' || name === 'TransactionInProgressException') {
    return new ServiceUnavailable(THROTTLE_RETRY_SECONDS);
  }
  if (UNAVAILABLE.has(name) || e.$fault === 'server' || (typeof e.code === 'string' && NETWORK_CODES.has(e.code))) {
    return new ServiceUnavailable(OUTAGE_RETRY_SECONDS);
  }
  // Node reports a refused dual-stack connection as an AggregateError of the attempts; errors may be wrapped.
  for (const inner of [...(Array.isArray(e.errors) ? e.errors : []), e.cause]) {
    const mapped = appErrorFromAws(inner, depth + 1);
    if (mapped) return mapped;
  }
  return undefined;
}
