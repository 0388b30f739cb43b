/**
 * Client session guard (docs/product.md, "States", "Roles and permissions"). The server decides; this only keeps the
 * browser state honest and sends the user to the login page, without a message, when the stored session is missing or
 * stale.
 *
 * State (localStorage, keys in ./storage-keys): the stored customer and the login date stamp, written `yyyyMMddHHmmss`
 * in local time. A session lives SESSION_TTL_MS (12 h) from that stamp.
 *
 * The login page keeps the language of the page asked for (`/en/...` → `/en/login/`, fr when none is known) and that
 * page itself in `?next=`, where the login form returns once signed in. The login screens read `next` only through
 * `safeNextPath` (features/accounts/next-path.ts): a path of this site, never another.
 */
import { redirect } from 'react-router';
import { SESSION_TTL_MS } from '../../../shared/constants';
import { localeFromPath } from './locale-path';
import { CUSTOMER_KEY, LOGIN_DATE_KEY, readStorage, removeStorage, writeStorage } from './storage-keys';

/** Where a missing or expired session leads (docs/product.md, "Roles and permissions") when no language is known. */
export const LOGIN_PATH = '/fr/login/';

/** The query parameter of the login page that names the page to return to. */
export const NEXT_PARAM = 'next';

/**
 * The login page for someone who asked for `location` without a live session: in that page's language, and
 * returning to it after login (`?next=`; a public page is not worth returning to).
 */
export function loginPathFor(location: { readonly pathname: string; readonly search?: string; readonly hash?: string }): string {
  const { pathname, search = '', hash = '' } = location;
  const path = `/${localeFromPath(pathname)}/login/`;
  return isPublicPath(pathname) ? path : `${path}?${NEXT_PARAM}=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
}

/** Injectable clock, so the 12-hour boundary can be tested. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

const PUBLIC_EXACT = new Set(['/', '/fr', '/en', '/fr/login', '/en/login']);
// The first four are public by docs/product.md, "Roles and permissions"; the terms of service are public for the same
// reason as the policy.
const PUBLIC_FRAGMENTS = ['policy', 'terms', 'lostPassword', 'validated', 'resetPassword'] as const;

/** Paths an unauthenticated visitor may reach (docs/product.md, "Roles and permissions"). */
export function isPublicPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  if (PUBLIC_EXACT.has(trimmed)) return true;
  return PUBLIC_FRAGMENTS.some((fragment) => pathname.includes(fragment));
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `yyyyMMddHHmmss` in local time, no separators (docs/product.md, "Entities"). */
export function formatLoginStamp(date: Date): string {
  return (
    pad(date.getFullYear(), 4) +
    pad(date.getMonth() + 1) +
    pad(date.getDate()) +
    pad(date.getHours()) +
    pad(date.getMinutes()) +
    pad(date.getSeconds())
  );
}

/** Reads a `yyyyMMddHHmmss` local-time stamp; `null` when it is not a real date. */
export function parseLoginStamp(stamp: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  const roundTrips =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes &&
    date.getSeconds() === seconds;
  return roundTrips ? date : null;
}

export type SessionState =
  | { readonly status: 'valid'; readonly loggedInAt: Date }
  | { readonly status: 'anonymous' }
  | { readonly status: 'missing-login-date' }
  | { readonly status: 'expired' };

/**
 * Pure evaluation of the stored session. Older than 12 hours means strictly more than SESSION_TTL_MS;
 * a stamp that cannot be read counts as missing, and one more than 12 hours in the future as expired.
 */
export function evaluateSession(customer: string | null, stamp: string | null, now: Date): SessionState {
  if (customer === null || customer === '') return { status: 'anonymous' };
  const loggedInAt = stamp === null ? null : parseLoginStamp(stamp);
  if (loggedInAt === null) return { status: 'missing-login-date' };
  const age = now.getTime() - loggedInAt.getTime();
  if (age > SESSION_TTL_MS || age < -SESSION_TTL_MS) return { status: 'expired' };
  return { status: 'valid', loggedInAt };
}

/** Writes the login date stamp (called at login). */
export function writeLoginStamp(now: Date = new Date()): string {
  const stamp = formatLoginStamp(now);
  writeStorage('local', LOGIN_DATE_KEY, stamp);
  return stamp;
}

export function readLoginStamp(): string | null {
  return readStorage('local', LOGIN_DATE_KEY);
}

/** Keeps the customer record in the browser (called at login and after a details change). */
export function storeCustomer(customer: unknown): void {
  writeStorage('local', CUSTOMER_KEY, JSON.stringify(customer));
}

/** The stored customer record, or `null` when absent or unreadable. */
export function readStoredCustomer<T = unknown>(): T | null {
  const raw = readStorage('local', CUSTOMER_KEY);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Starts a client session: the customer record plus a fresh login date stamp. */
export function startSession(customer: unknown, now: Date = new Date()): void {
  storeCustomer(customer);
  writeLoginStamp(now);
}

/** Forgets the client session (logout, 401, expiry). The theme stays. */
export function clearSession(): void {
  removeStorage('local', CUSTOMER_KEY);
  removeStorage('local', LOGIN_DATE_KEY);
}

/** The signed-in area: `/{fr|en}/customer` and below (other languages there are the 404 page). */
export function isCustomerArea(pathname: string): boolean {
  return /^\/(?:fr|en)\/customer(?:\/|$)/.test(pathname);
}

/** True while the stored session is live (a customer and a login date of at most 12 hours). */
export function hasLiveSession(clock: Clock = systemClock): boolean {
  return evaluateSession(readStorage('local', CUSTOMER_KEY), readLoginStamp(), clock()).status === 'valid';
}

/**
 * Decides where a location leads: `null` to go on, or the login page (in the location's language, returning
 * to it) after clearing what must be cleared (docs/product.md, "States": no login date, the stored customer is removed;
 * expired, the session is cleared). A bare pathname is accepted.
 */
export function guardPath(
  location: string | { readonly pathname: string; readonly search?: string; readonly hash?: string },
  clock: Clock = systemClock,
): string | null {
  const target = typeof location === 'string' ? { pathname: location } : location;
  if (isPublicPath(target.pathname)) return null;
  const state = evaluateSession(readStorage('local', CUSTOMER_KEY), readLoginStamp(), clock());
  switch (state.status) {
    case 'valid':
      return null;
    case 'anonymous':
    case 'missing-login-date':
    case 'expired':
      clearSession();
      return loginPathFor(target);
  }
}

/**
 * Loader helper for guarded routes: throws a redirect to the login page (no message) when the session
 * is missing or expired, and returns `null` otherwise.
 */
export function requireSession({ request }: { request: Request }, clock: Clock = systemClock): null {
  const target = guardPath(new URL(request.url), clock);
  if (target !== null) throw redirect(target);
  return null;
}
