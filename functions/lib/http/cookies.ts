/** Parses cookies from the HTTP API v2 `cookies` array (and a raw `cookie` header, for safety). */
export function parseCookies(list: readonly string[], header?: string): Record<string, string> {
  const out: Record<string, string> = {};
  const parts = [...list, ...(header ? header.split(';') : [])];
  for (const part of parts) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

export interface CookieOptions {
  readonly maxAgeSeconds?: number;
  readonly path?: string;
  /** `Secure` is on everywhere but plain-http localhost. */
  readonly secure: boolean;
}

/** An `HttpOnly; SameSite=Lax` cookie (docs/architecture.md, "Access"). A max age of 0 deletes it. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const attributes = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) attributes.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}
