import type { LocalizedText } from '../../../shared/schemas/builder';

/** A text of the API in the interface language (the kinds registry answers `{ fr, en }`). */
export function localized(text: LocalizedText | undefined, locale: string): string {
  if (!text) return '';
  const texts = text as Partial<Record<string, string>>;
  return texts[locale] || texts.fr || Object.values(texts).find(Boolean) || '';
}
