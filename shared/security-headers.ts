import { SITE_ENTRY } from './web-entries';

/**
 * Security headers of every page, the same on CloudFront (infra/) and on the local server (local/),
 * so a violation shows up locally first. `uploadOrigins` (the uploads bucket) may be shown as images
 * and receive presigned POSTs from the browser.
 *
 * Three sets, chosen by the HTML entry a response serves (shared/web-entries.ts; locally by the entry file,
 * on CloudFront by path pattern): the app (`index.html`, and every other file), the participant page
 * (`live.html`, which a published web app embeds in a frame of its own origin) and the published web app
 * (`site.html`, framed by the wizard's preview on the product's origin).
 */
export type PageKind = 'app' | 'live' | 'site';

/** The participant page's entry (shared/web-entries.ts WEB_ENTRIES). */
export const LIVE_ENTRY = '/live.html';

/** Which header set a served file gets (`file` from the web build's root, e.g. `/site.html`). */
export function pageKindOf(file: string): PageKind {
  if (file === SITE_ENTRY) return 'site';
  if (file === LIVE_ENTRY) return 'live';
  return 'app';
}

/** The app's CSP (`live`: the same, but a page of the same origin may frame it). */
export function contentSecurityPolicy(uploadOrigins: readonly string[] = [], page: Exclude<PageKind, 'site'> = 'app'): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    ["img-src 'self' data: blob:", ...uploadOrigins].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...uploadOrigins].join(' '),
    "manifest-src 'self'",
    // The wizard previews the web app in frames of the same origin (`/w/_preview/…`).
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    page === 'live' ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** Video players a published web app may embed (replays: players built from the video URL). */
export const SITE_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/**
 * The published web app's CSP: its own bundle and its public API only, images from anywhere over https (logos,
 * hero images given as URLs) and from the uploads bucket, videos over https (and from the bucket, which locally is
 * plain http), the participant page and the video
 * players in frames; framed only by its own origin (the wizard's preview).
 */
export function siteContentSecurityPolicy(uploadOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    ["img-src 'self' https: data:", ...uploadOrigins].join(' '),
    ['media-src https:', ...uploadOrigins].join(' '),
    ["frame-src 'self'", ...SITE_FRAME_ORIGINS].join(' '),
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** `X-Frame-Options` of each set: the site and the participant page may be framed by their own origin. */
export function frameOptions(page: PageKind): 'DENY' | 'SAMEORIGIN' {
  return page === 'app' ? 'DENY' : 'SAMEORIGIN';
}

/** The CSP of each set. */
export function contentSecurityPolicyFor(page: PageKind, uploadOrigins: readonly string[] = []): string {
  return page === 'site' ? siteContentSecurityPolicy(uploadOrigins) : contentSecurityPolicy(uploadOrigins, page);
}

/** Every security header of a set, as the local static server sends them (CloudFront: infra/stacks/web-stack.ts). */
export function securityHeadersFor(page: PageKind, uploadOrigins: readonly string[] = []): Record<string, string> {
  return {
    ...STATIC_SECURITY_HEADERS,
    'x-frame-options': frameOptions(page),
    'content-security-policy': contentSecurityPolicyFor(page, uploadOrigins),
  };
}

export const HSTS_MAX_AGE_SECONDS = 63_072_000; // two years

export const STATIC_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** Cache rules: hashed assets for a year; the entry page and build metadata never. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_NEVER = 'no-cache, no-store, must-revalidate';
