/**
 * Links built from data (record values, a web app's configuration): what may become an `href`, a `src` or a vCard
 * `URL`. Pure and small (the published site, the web app and the Lambdas all bundle it): whatever is not an
 * address of an allowed scheme is no link, and whoever shows it writes it as text or leaves it out (docs/api.md,
 * "Links").
 *
 * - Web addresses: absolute `http(s)` URLs parsed by `URL`, without user or password; a bare host name
 *   (`www.example.com`, `example.com/page`) reads as `https://` + it, as users type them.
 * - No address holds a control character, a space of any kind, a soft hyphen, a zero-width or a bidi mark: each can
 *   hide a scheme (`java\tscript:`) or a host; such a text is refused whole, never cleaned into a link.
 * - `mailto:` a bare address (no header fields), `tel:` phone characters only, where the caller allows them.
 */

export type LinkScheme = 'https:' | 'http:' | 'mailto:' | 'tel:';
/** Web addresses: what a link field holds and what exports and sites link to. */
export const WEB_SCHEMES: readonly LinkScheme[] = ['https:', 'http:'];

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const HIDDEN = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/;
/** A host name with a dot and an alphabetic last label, an optional port, then the end or a path, query or fragment. */
const BARE_HOST = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}[\p{L}\p{N}-]*(?::\d{1,5})?(?:[/?#]|$)/u;
const EMAIL = /^[^@\s<>()[\]\\,;:"/?#&%]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}[\p{L}\p{N}-]*$/u;
const PHONE = /^\+?[\d ().\-/]{2,30}$/;
const MAX_LENGTH = 2048;

/** Whether `text` is an e-mail address (what a vCard's EMAIL and a `mailto:` link may hold). */
export const isEmailAddress = (text: string): boolean => text.length <= 254 && EMAIL.test(text);
/** Whether `text` is a phone number: digits, `+` first, spaces, `().-/` (what a vCard's TEL and a `tel:` link may hold). */
export const isPhoneNumber = (text: string): boolean => PHONE.test(text) && /\d.*\d/.test(text);
/** The `tel:` link of a phone number as people write it (`+33 4 00 00 00 00`): `+` and digits; undefined for any other text. */
export const telLink = (text: string): string | undefined =>
  isPhoneNumber(text.trim()) ? `tel:${text.replace(/[^+\d]/g, '')}` : undefined;

/**
 * The normalised link of `value` when it is an address of one of `schemes`, else undefined. Web addresses come
 * back as `URL` writes them (lower-case scheme and host, punycode, percent-encoding), without the `/` that `URL`
 * adds to a bare origin; `tel:` keeps `+` and digits.
 */
export function safeLink(value: unknown, schemes: readonly LinkScheme[] = WEB_SCHEMES): string | undefined {
  if (typeof value !== 'string') return undefined;
  let text = value.trim();
  if (text === '' || text.length > MAX_LENGTH || HIDDEN.test(text)) return undefined;
  if (BARE_HOST.test(text)) text = `https://${text}`;
  const scheme = /^[a-z][a-z\d+.-]*:/i.exec(text)?.[0].toLowerCase() as LinkScheme | undefined;
  if (!scheme || !schemes.includes(scheme)) return undefined;
  const rest = text.slice(scheme.length);
  if (scheme === 'mailto:') return isEmailAddress(rest) ? `mailto:${rest}` : undefined;
  if (scheme === 'tel:') return telLink(rest);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== scheme || !url.hostname || url.username || url.password) return undefined;
  return url.href === `${url.origin}/` && !text.endsWith('/') ? url.origin : url.href;
}

/**
 * What a link field stores for a typed text: '' for none, the address as typed (trimmed), `https://` before a bare
 * host name; undefined when it is no web address (`validation.url`).
 */
export function webAddress(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (safeLink(trimmed) === undefined) return undefined;
  return BARE_HOST.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/**
 * Technical values that name a link whole (compared in lower case). Networks whose users usually give a handle
 * (`@ada` for X, Instagram, GitHub, Mastodon…) are not here: such a field keeps any text.
 */
const LINK_KEYS = new Set(['url', 'link', 'lien', 'website', 'siteweb', 'site_web', 'homepage', 'linkedin', 'facebook', 'youtube']);
/** …or end with a word that does (`videoUrl`, `ticket_link`, `companyWebsite`). */
const LINK_SUFFIX = /(?:Url|URL|_url|Link|_link|Lien|_lien|Website|_website)$/;

/** Whether a technical value names a link (docs/api.md, "Links"). */
export const isLinkKey = (key: string): boolean => LINK_KEYS.has(key.toLowerCase()) || LINK_SUFFIX.test(key);

/** A link field: a text field whose technical value names a link; it holds web addresses only. */
export const isLinkField = (field: { readonly key: string; readonly type: string }): boolean =>
  field.type === 'text' && isLinkKey(field.key);
