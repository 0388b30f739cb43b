import { isHost } from '../../shared/schemas/webapps';

/**
 * The local gateway answers only to its own loopback names. A page on another site can point a DNS name at
 * 127.0.0.1 (DNS rebinding) and then read same-origin responses from this server: its requests carry that
 * name in `Host`, so anything else than `127.0.0.1:PORT` or `localhost:PORT` is refused, on every path
 * (the web app, `/api`, and `/_local/mail`, which shows captured mail with its codes and links).
 */
export function localHosts(port: number): readonly string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/** The browser origins of the local app (`ALLOWED_ORIGINS` of the handlers). */
export function localOrigins(port: number): readonly string[] {
  return localHosts(port).map((host) => `http://${host}`);
}

/** True when a request's `Host` header names this gateway (`port`: the port it actually listens on). */
export function isLocalHost(host: string | undefined, port: number): boolean {
  return host !== undefined && localHosts(port).includes(host.trim().toLowerCase());
}

/** 421 Misdirected Request: this server is not the one the request's host name designates. */
export const MISDIRECTED_STATUS = 421;

// Hosting: a request whose `Host` names a PUBLISHED web app is served as that site (docs/runtime-contract.md).

/** The host name of a `Host` header: lowercased, without its port (`Event.Example:3000` → `event.example`). */
export function hostName(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  const colon = value.lastIndexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

/**
 * What a request carrying a published web app's host name may reach: the site's pages and the web build's files
 * (`static`), the public read API and the participant API (`api`), the WebSocket of the embedded participant page
 * (`/ws`, ./websocket.ts). Everything else (the customer API, `/_local/mail`, `@connections`) stays misdirected.
 */
export function hostedRoute(pathname: string): 'static' | 'api' | 'refuse' {
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return pathname.startsWith('/api/public/') || pathname.startsWith('/api/live/') ? 'api' : 'refuse';
  }
  if (pathname.startsWith('/_local') || pathname.startsWith('/@connections')) return 'refuse';
  return 'static';
}

/**
 * Says whether a host name is a published (live) web app's; `client`, the address of the request that asks (the
 * lookup counts against its rate limit, not the gateway's). Throws when it has no definite answer.
 */
export type HostedSiteLookup = (host: string, client?: string) => Promise<boolean>;

export interface HostedSiteCacheOptions {
  /** How long an answer (yes or no) is kept. */
  readonly ttlMs?: number;
  /** Host names remembered at most (hostile `Host` headers cannot grow the cache beyond it). */
  readonly maxEntries?: number;
  readonly now?: () => number;
}

/** Default: a site taken offline stops being served by its host name within this time. */
export const HOSTED_SITE_TTL_MS = 5_000;
export const HOSTED_SITE_MAX_ENTRIES = 1_000;

/**
 * Wraps `lookup` with a small cache of its answers, negative ones included, and shares one lookup between
 * concurrent requests for the same name. Names that cannot be a web app's host are refused without a lookup; a
 * failed lookup (an error: no definite answer) counts as "not published" (and is not cached). When full, the oldest entry goes first.
 */
export function cachedHostedSites(lookup: HostedSiteLookup, options: HostedSiteCacheOptions = {}): HostedSiteLookup {
  const ttl = options.ttlMs ?? HOSTED_SITE_TTL_MS;
  const max = options.maxEntries ?? HOSTED_SITE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { readonly at: number; readonly answer: Promise<boolean> }>();
  return (host, client) => {
    if (!isHost(host)) return Promise.resolve(false);
    const cached = cache.get(host);
    if (cached && now() - cached.at < ttl) return cached.answer;
    cache.delete(host);
    while (cache.size >= max) cache.delete(cache.keys().next().value as string);
    const entry = {
      at: now(),
      answer: lookup(host, client).catch(() => {
        if (cache.get(host) === entry) cache.delete(host);
        return false;
      }),
    };
    cache.set(host, entry);
    return entry.answer;
  };
}
