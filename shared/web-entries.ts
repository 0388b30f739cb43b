import { UI_LOCALES } from './constants';

/**
 * The web build's HTML entries beyond the app's `index.html`, and the client paths each serves. ONE rule for the
 * local static server (local/gateway/static.ts) and CloudFront's viewer-request function
 * (infra/constructs/spa-fallback.ts, which embeds these patterns in its code): a path whose last segment has no
 * file extension is a client route, served by the first entry whose pattern matches it, else by `/index.html`.
 */
export interface WebEntry {
  /** A regular expression source over the URL path. */
  readonly pattern: string;
  /** The entry file, from the web build's root. */
  readonly file: string;
}

export const APP_ENTRY = '/index.html';

export const WEB_ENTRIES: readonly WebEntry[] = [
  // The participant page of interactive modules, `/{lang}/live/{projectId}/{applicationId}`.
  { pattern: `^/(?:${UI_LOCALES.join('|')})/live(?:/|$)`, file: '/live.html' },
  // Published web apps at `/w/{host}/…`, and the wizard's preview at `/w/_preview/{projectId}/{applicationId}/…`.
  { pattern: '^/w/[^/]+(?:/|$)', file: '/site.html' },
];

/** The entry of the published web app (its own small bundle, web/site.html). */
export const SITE_ENTRY = '/site.html';

/**
 * The entry serving a client route of a request that carries a published web app's own host name (locally its
 * `Host` header, on AWS an alternate domain of the distribution): the participant page keeps its paths (the site
 * embeds it), every other client route is the site.
 */
export function hostedEntryFor(pathname: string): string {
  const entry = entryFor(pathname);
  return entry === APP_ENTRY ? SITE_ENTRY : entry;
}

/** The entry file serving a client route (a path without a file extension). */
export function entryFor(pathname: string): string {
  return WEB_ENTRIES.find((entry) => new RegExp(entry.pattern).test(pathname))?.file ?? APP_ENTRY;
}

// Hosting: which paths are client routes

/**
 * Whether a path is a client route (served by an HTML entry) rather than a file of the build: its last segment has
 * no file extension (leading dots aside), or it is a web app's bare base `/w/{host}`, whose host name has dots.
 * CloudFront's viewer-request function (infra/constructs/spa-fallback.ts) embeds the same rule.
 */
export function isClientRoute(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1).replace(/^\.+/, '');
  return !last.includes('.') || SITE_BASE_PATTERN.test(pathname);
}

/** `/w/{host}` without its trailing slash. */
export const SITE_BASE_PATTERN = /^\/w\/[^/]+$/;
