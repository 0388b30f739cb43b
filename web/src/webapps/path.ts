import type { Language } from '../../../shared/constants';
import { CONTENT_KINDS, type ContentKind } from '../../../shared/webapp-templates';

/**
 * The published web app's URLs: a base (`/w/{host}` on the product's origin, `` under the
 * site's own host name, `/w/_preview/{p}/{a}` in the wizard's preview) and, under it, the site's pages.
 */

/** Where the page reads its content from (shared/schemas/webapps.ts `PREVIEW_HOST`, kept here as text: that module pulls valibot). */
export type SiteLocation =
  | { readonly mode: 'public'; readonly base: string; readonly host: string; readonly rest: string }
  | { readonly mode: 'preview'; readonly base: string; readonly projectId: string; readonly applicationId: string; readonly rest: string };

const PREVIEW_HOST = '_preview';

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The base and source of a page; `hostname` serves when the page is not under `/w/` (the site's own host name). */
export function parseSiteLocation(pathname: string, hostname: string): SiteLocation | undefined {
  if (!pathname.startsWith('/w/')) return { mode: 'public', base: '', host: hostname.toLowerCase(), rest: pathname || '/' };
  const segments = pathname.split('/');
  const host = decode(segments[2] ?? '');
  if (!host) return undefined;
  if (host === PREVIEW_HOST) {
    const projectId = decode(segments[3] ?? '');
    const applicationId = decode(segments[4] ?? '');
    if (!projectId || !applicationId) return undefined;
    const base = segments.slice(0, 5).join('/');
    return { mode: 'preview', base, projectId, applicationId, rest: pathname.slice(base.length) || '/' };
  }
  const base = segments.slice(0, 3).join('/');
  return { mode: 'public', base, host: host.toLowerCase(), rest: pathname.slice(base.length) || '/' };
}

export type LegalKind = 'notice' | 'privacy' | 'terms';
export const LEGAL_KINDS: readonly LegalKind[] = ['notice', 'privacy', 'terms'];

/** A page of the site, under its base. */
export type SiteRoute =
  | { readonly page: 'root' }
  | { readonly page: 'home'; readonly lang: Language }
  | { readonly page: 'section'; readonly lang: Language; readonly kind: ContentKind }
  | { readonly page: 'record'; readonly lang: Language; readonly kind: ContentKind; readonly recordId: string }
  | { readonly page: 'cmsPage'; readonly lang: Language; readonly slug: string }
  | { readonly page: 'practical'; readonly lang: Language }
  | { readonly page: 'legal'; readonly lang: Language; readonly legal: LegalKind }
  | { readonly page: 'notFound'; readonly lang: Language | undefined };

/**
 * shared/constants.ts `LANGUAGES` (path.test.ts checks they are the same): that module belongs to the app's shell chunk
 * (web/vite.config.ts), which the site must not download.
 */
export const SITE_LANGUAGES = ['fr', 'en', 'es', 'it', 'de'] as const satisfies readonly Language[];
const isLanguage = (value: string | undefined): value is Language => (SITE_LANGUAGES as readonly string[]).includes(value ?? '');
const isKind = (value: string | undefined): value is ContentKind => (CONTENT_KINDS as readonly string[]).includes(value ?? '');

/** The route of a path under the base (`/`, `/fr/`, `/fr/speakers/`, `/fr/speakers/01H…`, `/fr/pages/a-propos`…). */
export function parseRoute(rest: string): SiteRoute {
  const parts = rest.split('/').filter((part, index) => index > 0 && part !== '');
  const trailingSlash = rest.endsWith('/');
  if (parts.length === 0) return { page: 'root' };
  const [first, second, third, ...more] = parts;
  if (!isLanguage(first)) return { page: 'notFound', lang: undefined };
  const lang = first;
  const notFound: SiteRoute = { page: 'notFound', lang };
  if (more.length > 0) return notFound;
  if (second === undefined) return { page: 'home', lang };
  const value = third === undefined ? undefined : decode(third);
  if (third !== undefined && !value) return notFound;
  if (second === 'practical') return third === undefined ? { page: 'practical', lang } : notFound;
  if (second === 'pages') return value ? { page: 'cmsPage', lang, slug: value } : notFound;
  if (second === 'legal') return LEGAL_KINDS.includes(value as LegalKind) ? { page: 'legal', lang, legal: value as LegalKind } : notFound;
  if (isKind(second)) {
    if (value === undefined) return { page: 'section', lang, kind: second };
    return trailingSlash ? notFound : { page: 'record', lang, kind: second, recordId: value };
  }
  return notFound;
}

/** The path (under the base) of a route; `routePath(parseRoute(p))` is `p` in its canonical form. */
export function routePath(route: SiteRoute): string {
  switch (route.page) {
    case 'root':
      return '/';
    case 'home':
      return `/${route.lang}/`;
    case 'section':
      return `/${route.lang}/${route.kind}/`;
    case 'record':
      return `/${route.lang}/${route.kind}/${encodeURIComponent(route.recordId)}`;
    case 'cmsPage':
      return `/${route.lang}/pages/${encodeURIComponent(route.slug)}`;
    case 'practical':
      return `/${route.lang}/practical`;
    case 'legal':
      return `/${route.lang}/legal/${route.legal}`;
    case 'notFound':
      return route.lang ? `/${route.lang}/` : '/';
  }
}

/** The same page in another language. */
export function inLanguage(route: SiteRoute, lang: Language): SiteRoute {
  if (route.page === 'root') return { page: 'home', lang };
  return { ...route, lang };
}
