import type { Language } from '../../../shared/constants';
import type { Random } from './random';
import { EN } from './vocabulary/en';
import { FR } from './vocabulary/fr';
import type { Place, Vocabulary } from './vocabulary/vocabulary';

/**
 * The texts of one language of one sample record (generators.ts): names, addresses, jobs, products and sentences
 * drawn from the language's vocabulary (French from vocabulary/fr.ts, English and the other languages from
 * vocabulary/en.ts), with the record's random source.
 */

/** The vocabulary a language's texts are written with. */
export const vocabularyOf = (language: Language): Vocabulary => (language === 'fr' ? FR : EN);

const capitalize = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

export type Texts = ReturnType<typeof textsOf>;

export function textsOf(vocabulary: Vocabulary, random: Random) {
  /** `pattern` with each `{slot}` replaced by a value of its table. */
  const fill = (pattern: string, slots: Readonly<Record<string, readonly string[]>>) =>
    pattern.replace(/\{(\w+)\}/g, (whole, slot: string) => (slots[slot] ? random.pick(slots[slot]) : whole));
  /** `{subject} {verb} {object}`, with a complement two times out of three. */
  const clause = () => {
    const main = `${random.pick(vocabulary.subjects)} ${random.pick(vocabulary.verbs)} ${random.pick(vocabulary.objects)}`;
    return random.int(0, 2) > 0 ? `${main} ${random.pick(vocabulary.complements)}` : main;
  };
  /** A sentence of one clause, or of `clauses` joined by connectors. */
  const sentence = (clauses = 1) => {
    let text = clause();
    for (let index = 1; index < clauses; index++) text += `${random.pick(vocabulary.connectors)} ${clause()}`;
    return `${capitalize(text)}.`;
  };
  // The city, postcode and region of one record agree: the first of them chooses the place.
  let place: Place | undefined;

  return {
    /** The record's random source (shared by the texts of all its languages). */
    random,
    /** From `min` to `max` distinct keywords. */
    keywords: (min: number, max: number) => random.some(vocabulary.keywords, min, max),
    sentence,
    /** Two to four sentences of one or two clauses. */
    paragraph: () => Array.from({ length: random.int(2, 4) }, () => sentence(random.int(1, 2))).join(' '),
    /** A title: what something is about (`Les savoir-faire anciens au fil des saisons`). */
    title: () => {
      const object = random.pick(vocabulary.objects);
      return capitalize(random.boolean() ? `${object} ${random.pick(vocabulary.complements)}` : object);
    },
    firstName: (female: boolean) => random.pick(female ? vocabulary.femaleFirstNames : vocabulary.maleFirstNames),
    lastName: () => random.pick(vocabulary.lastNames),
    company: () =>
      fill(random.pick(vocabulary.companies), {
        name: vocabulary.lastNames,
        brand: vocabulary.brands,
        trade: vocabulary.trades,
        locality: vocabulary.localities,
      }),
    jobTitle: () => random.pick(vocabulary.jobTitles),
    streetAddress: () => `${random.int(1, 150)} ${random.pick(vocabulary.streets)}`,
    place: (): Place => {
      place ??= random.pick(vocabulary.places);
      return place;
    },
    country: () => random.pick(vocabulary.countries),
    phone: () => random.digits(random.pick(vocabulary.phones)),
    domain: () => random.pick(vocabulary.domains),
    color: () => random.pick(vocabulary.colors),
    department: () => random.pick(vocabulary.departments),
    productName: () =>
      capitalize(
        fill(random.pick(vocabulary.products), {
          noun: vocabulary.productNouns,
          adjective: vocabulary.productAdjectives,
          material: vocabulary.materials,
        }),
      ),
    /** A characteristic of a product: its material, its colour or a quality. */
    characteristic: () => capitalize(random.pick(random.pick([vocabulary.materials, vocabulary.colors, vocabulary.productAdjectives]))),
  };
}
