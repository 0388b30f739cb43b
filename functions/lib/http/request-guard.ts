import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config, type Config } from '../config';
import { Forbidden } from '../errors';

/**
 * Who may call the API, checked before any route runs:
 * - on AWS only CloudFront may: it adds the origin secret header, and a request without it is refused;
 * - browsers may only from the app's own pages: a foreign `Origin`, or `Sec-Fetch-Site: cross-site|same-site`,
 *   is refused. Callers sending neither header (API clients, curl) are not browsers and pass.
 */

/** Header CloudFront adds to every origin request, valued with `ORIGIN_SECRET`. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** `ip:port` of the viewer as CloudFront saw it (IPv6 unbracketed: the last colon starts the port). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
/** Constant-time comparison of a given secret (hashing first makes the lengths equal); also `$connect`'s check. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

export function assertAllowedCaller(event: APIGatewayProxyEventV2, cfg: Config = config()): void {
  const headers = event.headers ?? {};
  if (cfg.originSecret !== undefined && !sameSecret(headers[ORIGIN_VERIFY_HEADER], cfg.originSecret)) {
    throw new Forbidden('Requests reach the API through the distribution only.');
  }
  const site = headers['sec-fetch-site']?.trim().toLowerCase();
  if (site === 'cross-site' || site === 'same-site') throw new Forbidden('Requests from other sites are refused.');
  const origin = headers.origin?.trim();
  if (origin !== undefined && !cfg.allowedOrigins.includes(origin)) throw new Forbidden('Requests from other origins are refused.');
}

/** The IP of a `CloudFront-Viewer-Address` value (`198.51.100.10:46532`, `2001:db8::1:46532`, `[2001:db8::1]:46532`). */
export function viewerIp(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const bracketed = /^\[([^\]]+)\]:\d+$/.exec(text);
  const ip = bracketed ? bracketed[1]! : text.slice(0, Math.max(0, text.lastIndexOf(':')));
  return isIP(ip) ? ip : undefined;
}

/**
 * The client address (rate limits are keyed on it). Behind CloudFront, API Gateway's `sourceIp` is an edge
 * server: the viewer address CloudFront sends is trusted once the origin secret proved the request came
 * through it. Locally the gateway puts the socket address in `sourceIp`.
 */
export function clientAddress(event: APIGatewayProxyEventV2, cfg: Config = config()): string {
  const socket = event.requestContext?.http?.sourceIp ?? '';
  if (cfg.originSecret === undefined) return socket;
  return viewerIp(event.headers?.[VIEWER_ADDRESS_HEADER]) ?? socket;
}
