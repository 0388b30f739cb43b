/**
 * Security headers of every page, the same on CloudFront (infra/) and on the local server (local/),
 * so a violation shows up locally first. `uploadOrigins` (the uploads bucket) may be shown as images
 * and receive presigned POSTs from the browser.
 */
export function contentSecurityPolicy(uploadOrigins: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    ["img-src 'self' data: blob:", ...uploadOrigins].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...uploadOrigins].join(' '),
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
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
