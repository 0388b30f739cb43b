/** Picking the one text to show out of a configured text held per language. */
import type { LocalizedText } from './schemas/builder';

/**
 * `text` in `locale`, else in the first of `fallbacks` that has it (the project languages, in order), else in
 * any language that has it; '' when none has. Without fallbacks, French (the reference catalogue) comes next.
 */
export function localizedText(text: LocalizedText | undefined, locale: string, fallbacks: readonly string[] = ['fr']): string {
  if (!text) return '';
  const byLanguage = text as Partial<Record<string, string>>;
  for (const language of [locale, ...fallbacks]) {
    const value = byLanguage[language];
    if (value) return value;
  }
  return Object.values(byLanguage).find((value) => Boolean(value)) ?? '';
}
