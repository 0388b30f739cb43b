import en from '../locales/kinds/en.json';
import fr from '../locales/kinds/fr.json';
import type { LocalizedText } from './schemas/builder';

/**
 * The texts of the application kinds (locales/kinds/{fr,en}.json): each kind's name, description and home page text,
 * and the names, titles, field labels and options of its default elements. A module of its own: the modules that
 * read a kind's traits (the published site among them) do not download the catalogues.
 */
const catalogues: Record<'fr' | 'en', Record<string, string>> = { fr, en };

/** A text of locales/kinds in every language that has it. */
export function kindText(key: string): LocalizedText {
  const out: Record<string, string> = {};
  for (const [lang, messages] of Object.entries(catalogues)) {
    const text = messages[key];
    if (text === undefined) throw new Error(`locales/kinds/${lang}.json lacks ${key}`);
    out[lang] = text;
  }
  return out as LocalizedText;
}
