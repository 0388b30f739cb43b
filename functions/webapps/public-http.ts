import { createHash } from 'node:crypto';
import { PUBLIC_MAX_AGE_SECONDS } from '../../shared/webapp-public';
import { clientOf } from '../lib/auth/rate-limit';
import { TooManyRequests } from '../lib/errors';
import { Reply, type RequestContext } from '../lib/http/route';

/**
 * HTTP behaviour of the public read API (docs/api.md, "Public sites"): cacheable answers with a strong ETag of the
 * body (304 on a matching `If-None-Match`), and a per-client request limit kept in this instance's memory.
 */

/** A strong ETag: the body's SHA-256, base64url, quoted. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** Whether an `If-None-Match` header names this ETag (a list, `*`, or weak forms compare by their opaque part). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`;

/** The answer of a public GET: 200 with `Cache-Control` and `ETag`, or 304 with them when the client holds it. */
export function cacheable(body: unknown, request: Pick<RequestContext, 'ifNoneMatch'>, etag = etagOf(JSON.stringify(body))): Reply {
  const headers = { 'cache-control': PUBLIC_CACHE_CONTROL, etag };
  if (matches(request.ifNoneMatch, etag)) return new Reply(undefined, { status: 304, headers });
  return new Reply(body, { headers });
}

/**
 * Requests per client (its IPv4 address or IPv6 /64) per minute on one instance: `PUBLIC_SITE_RATE_PER_MINUTE`,
 * 600 by default (a visitor browsing fast makes a few dozen). Per instance and in memory, so that a public read costs
 * no write; on AWS, WAF's rate-based rule at CloudFront adds the distributed limit (docs/deploy.md).
 */
export const DEFAULT_PUBLIC_RATE_PER_MINUTE = 600;
const WINDOW_MS = 60_000;
const MAX_CLIENTS = 50_000;

export function publicRateLimiter(limit: () => number = rateFromEnvironment) {
  let window = -1;
  const counts = new Map<string, number>();
  return {
    /** Counts one request of this client; over the limit throws 429 with `Retry-After`. */
    hit(sourceIp: string, now: Date): void {
      const index = Math.floor(now.getTime() / WINDOW_MS);
      if (index !== window || counts.size >= MAX_CLIENTS) {
        window = index;
        counts.clear();
      }
      const client = clientOf(sourceIp);
      const count = (counts.get(client) ?? 0) + 1;
      counts.set(client, count);
      if (count > limit()) throw new TooManyRequests(((index + 1) * WINDOW_MS - now.getTime()) / 1000);
    },
  };
}

function rateFromEnvironment(): number {
  const value = Number(process.env.PUBLIC_SITE_RATE_PER_MINUTE);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_PUBLIC_RATE_PER_MINUTE;
}
