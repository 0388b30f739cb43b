/**
 * Forced full page loads, with the reload guard (docs/product.md, "States"): a reload is never repeated for the same
 * path within RELOAD_GUARD_MS (10 s). The last forced load is remembered as `{ path, at }` in sessionStorage, so the
 * guard survives the reload itself.
 */
import { RELOAD_GUARD_MS } from '../../../shared/constants';
import { readStorage, RELOAD_GUARD_KEY, writeStorage } from './storage-keys';

export interface ReloadRecord {
  readonly path: string;
  readonly at: number;
}

export interface ReloadDeps {
  readonly now: () => number;
  /** Full load of another URL. */
  readonly assign: (url: string) => void;
  /** Full load of the current URL. */
  readonly reload: () => void;
  readonly currentHref: () => string;
}

const browserDeps: ReloadDeps = {
  now: () => Date.now(),
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
  currentHref: () => window.location.href,
};

let deps: ReloadDeps = browserDeps;
let reloading = false;

/** For tests: replace the clock and the browser navigation. */
export function setReloadDeps(overrides: Partial<ReloadDeps>): void {
  deps = { ...browserDeps, ...overrides };
}

/** For tests: forget the in-page state (the sessionStorage record stays unless cleared). */
export function resetReloadState(): void {
  reloading = false;
  deps = browserDeps;
}

/** True once a full load has been started by this page: callers just wait for it. */
export function isReloading(): boolean {
  return reloading;
}

export function readReloadRecord(): ReloadRecord | null {
  const raw = readStorage('session', RELOAD_GUARD_KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<ReloadRecord>;
    return typeof value.path === 'string' && typeof value.at === 'number' ? { path: value.path, at: value.at } : null;
  } catch {
    return null;
  }
}

/** Pure guard: may `path` be force-loaded at `now`, given the last record? */
export function reloadAllowed(path: string, now: number, last: ReloadRecord | null): boolean {
  if (last === null || last.path !== path) return true;
  const elapsed = now - last.at;
  return elapsed < 0 || elapsed >= RELOAD_GUARD_MS;
}

/**
 * Full page load of `target` (a path or URL), unless the guard forbids it. Returns true when a load is under
 * way (started now or earlier by this page), false when the guard blocked it.
 */
export function forceFullLoad(target: string): boolean {
  if (reloading) return true;
  const current = new URL(deps.currentHref());
  const url = new URL(target, current);
  const now = deps.now();
  if (!reloadAllowed(url.pathname, now, readReloadRecord())) return false;
  writeStorage('session', RELOAD_GUARD_KEY, JSON.stringify({ path: url.pathname, at: now } satisfies ReloadRecord));
  reloading = true;
  const withoutHash = (href: URL) => href.href.replace(/#.*$/, '');
  // Assigning the current URL with a hash would only scroll: reload instead.
  if (withoutHash(url) === withoutHash(current)) deps.reload();
  else deps.assign(url.href);
  return true;
}
