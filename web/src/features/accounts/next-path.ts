/**
 * The page to open after login (`?next=`, set by the session guard, lib/session.ts): only a path of this site.
 * Its own small chunk, fetched by the login screens when they need it (`loadNextPath` in ./forms: a submitted
 * form, a signed-in visit), which keeps it out of the initial JavaScript of `/{lang}/login`.
 */
const BASE = 'http://next.invalid';
/** A login page (`/{lang}/login`, trailing slash or not): returning there after login would loop. */
const LOGIN_PAGE = /^\/[^/]*\/login\/?$/;

/**
 * The `next` parameter when it is a path of this site, normalised (`/x/../y` → `/y`); `null` otherwise.
 * Refused: anything not starting with one slash (`https://…`, `javascript:…`, `//host`), backslashes (which
 * browsers read as slashes: `/\host`), whitespace and control characters (which URL parsing drops:
 * `/\t/host`), anything that resolves to another origin, and the login page itself.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters in a path is the point.
  if (typeof raw !== 'string' || raw.length > 2048 || !/^\/(?![/\\])/.test(raw) || /[\\\s\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//') || LOGIN_PAGE.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
