/**
 * Message catalogues, in sections (web/i18n-sections.ts): every page loads the `core` section of its locale,
 * plus the sections its routes declare (`handle.sections`, read by `sectionsOf`). Each section is one small chunk, fetched once;
 * sections already needed are loaded again when the language changes.
 */
import { importers } from 'virtual:catalogues';
import type { UiLocale } from '../../../shared/constants';
import { lazyWithReload } from '../lib/chunk-reload';
import type { CatalogueSection, RouteHandle } from './layouts/layout-name';

export type Messages = Readonly<Record<string, string>>;
type Section = CatalogueSection;

/** The catalogue sections a page needs besides `core`: those its matched routes declare (`handle.sections`), in order. */
export function sectionsOf(matches: readonly { route: { handle?: unknown } }[]): Section[] {
  const found = new Set<Section>();
  for (const { route } of matches) for (const section of (route.handle as RouteHandle | undefined)?.sections ?? []) found.add(section);
  return [...found];
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

/** The messages of `locale`: core, `pageSections` (see `sectionsOf`), and the sections loaded before. */
export async function loadCatalogue(locale: UiLocale, pageSections: readonly Section[] = []): Promise<Messages> {
  for (const section of pageSections) wanted.add(section);
  const parts = await Promise.all([...wanted].map((section) => loadSection(locale, section)));
  const messages = Object.freeze(Object.assign({}, ...parts) as Record<string, string>);
  merged.set(locale, messages);
  return messages;
}

/** The catalogue if already loaded (the error page uses it when the root loader failed). */
export function cachedCatalogue(locale: UiLocale): Messages | undefined {
  return merged.get(locale);
}
