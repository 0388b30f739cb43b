/**
 * Message catalogues: `locales/fr.json` (reference) and `locales/en.json`. Only the active locale's catalogue
 * is downloaded (one small chunk each), and each is fetched once.
 */
import type { UiLocale } from '../../../shared/constants';
import { lazyWithReload } from '../lib/chunk-reload';

export type Messages = Readonly<Record<string, string>>;

const importers: Record<UiLocale, () => Promise<{ default: Messages }>> = {
  fr: lazyWithReload(() => import('../../../locales/fr.json')),
  en: lazyWithReload(() => import('../../../locales/en.json')),
};

const cache = new Map<UiLocale, Messages>();

export async function loadCatalogue(locale: UiLocale): Promise<Messages> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const messages = (await importers[locale]()).default;
  cache.set(locale, messages);
  return messages;
}

/** The catalogue if already loaded (the error page uses it when the root loader failed). */
export function cachedCatalogue(locale: UiLocale): Messages | undefined {
  return cache.get(locale);
}
