/**
 * The language is the first path segment (docs/product.md, "Screens and routes"): `/fr/...`, `/en/...`; `/` and unknown
 * languages use fr. The upload page (`/_upload`) is the one page outside `/{lang}`: its language is the query's `lang`
 * (the page sets it to its link's language), fr without one.
 */
import { DEFAULT_LOCALE, isUiLocale, type UiLocale } from '../../../shared/constants';

/** The first path segment, or '' for `/`. */
export function firstSegment(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/** The interface locale of a path: its first segment when it is fr or en, fr otherwise. */
export function localeFromPath(pathname: string): UiLocale {
  const segment = firstSegment(pathname);
  return isUiLocale(segment) ? segment : DEFAULT_LOCALE;
}

/** The upload page (docs/product.md, "Screens and routes"), outside `/{lang}`. */
export const UPLOAD_PAGE_PATH = '/_upload';
/** The query parameter that carries the upload page's language. */
export const LANG_PARAM = 'lang';

const isUploadPage = (pathname: string) => pathname.replace(/\/+$/, '') === UPLOAD_PAGE_PATH;

interface PageLocation {
  readonly pathname: string;
  readonly search?: string;
  readonly hash?: string;
}

/** The interface locale of a page: `localeFromPath`, or for the upload page its `lang` parameter (fr otherwise). */
export function localeOf({ pathname, search = '' }: PageLocation): UiLocale {
  if (!isUploadPage(pathname)) return localeFromPath(pathname);
  const lang = new URLSearchParams(search).get(LANG_PARAM);
  return isUiLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * The same page in another language: the language segment is replaced and the rest of the path, the
 * query and the hash are kept. `/` becomes `/{lang}`; a path without a language segment gets one. The upload page
 * keeps its path and query (its link's token) and gets `lang`.
 */
export function switchLocalePath(location: PageLocation, lang: UiLocale): string {
  const { pathname, search = '', hash = '' } = location;
  if (isUploadPage(pathname)) {
    const query = new URLSearchParams(search);
    query.set(LANG_PARAM, lang);
    return `${pathname}?${query.toString()}${hash}`;
  }
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  let path: string;
  if (first === '') path = `/${lang}${pathname.length > 1 ? pathname : ''}`;
  else if (/^[a-z]{2}$/i.test(first)) path = ['', lang, ...segments.slice(2)].join('/');
  else path = `/${lang}${pathname}`;
  return `${path}${search}${hash}`;
}

/** Path of a page in a language, e.g. `localePath('en', 'policy')` → `/en/policy`. */
export const localePath = (lang: UiLocale, page = ''): string => (page === '' ? `/${lang}` : `/${lang}/${page}`);
