/**
 * The language is the first path segment (SPEC §2): `/fr/...`, `/en/...`; `/` and unknown languages use fr.
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

/**
 * The same page in another language: the language segment is replaced and the rest of the path, the
 * query and the hash are kept. `/` becomes `/{lang}`; a path without a language segment gets one.
 */
export function switchLocalePath(location: { pathname: string; search?: string; hash?: string }, lang: UiLocale): string {
  const { pathname, search = '', hash = '' } = location;
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
