/**
 * Message catalogues, in sections (web/i18n-sections.ts): every page loads the `core` section of its locale,
 * plus the sections of the screens it can show (`sectionsFor`). Each section is one small chunk, fetched once;
 * sections already needed are loaded again when the language changes.
 */
import { importers } from 'virtual:catalogues';
import type { UiLocale } from '../../../shared/constants';
import { lazyWithReload } from '../lib/chunk-reload';

export type Messages = Readonly<Record<string, string>>;
type Section = keyof (typeof importers)['fr'];

/** The catalogue sections a path needs besides `core` (one rule per area of SPEC §2). */
export function sectionsFor(pathname: string): Section[] {
  const [, lang, area] = pathname.split('/');
  if (!lang) return ['index'];
  if (area === undefined || area === '') return ['home'];
  if (area === 'policy') return ['policy'];
  if (area === 'terms') return ['terms'];
  if (area === 'login') return ['accounts'];
  if (area === 'lostPassword') return ['accounts', 'lostPassword'];
  if (area === 'customer') return ['customer', 'accounts', 'projects', 'applications'];
  return [];
}

const sections = new Map<string, Promise<Messages>>();
const merged = new Map<UiLocale, Messages>();
const wanted = new Set<Section>(['core']);

function loadSection(locale: UiLocale, section: Section): Promise<Messages> {
  const key = `${locale}/${section}`;
  let loading = sections.get(key);
  if (!loading) {
    loading = lazyWithReload(importers[locale][section])().then((module) => module.default as Messages);
    loading.catch(() => sections.delete(key)); // a failed chunk may be fetched again
    sections.set(key, loading);
  }
  return loading;
}

/** The messages of `locale` for `pathname`: core, the path's sections, and those loaded before. */
export async function loadCatalogue(locale: UiLocale, pathname = '/'): Promise<Messages> {
  for (const section of sectionsFor(pathname)) wanted.add(section);
  const parts = await Promise.all([...wanted].map((section) => loadSection(locale, section)));
  const messages = Object.freeze(Object.assign({}, ...parts) as Record<string, string>);
  merged.set(locale, messages);
  return messages;
}

/** The catalogue if already loaded (the error page uses it when the root loader failed). */
export function cachedCatalogue(locale: UiLocale): Messages | undefined {
  return merged.get(locale);
}
