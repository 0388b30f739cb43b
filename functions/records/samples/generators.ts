import type { Language } from '../../../shared/constants';
import { isTranslatable, type TextValue } from '../../../shared/record-values';
import type { FormConfig, FormField } from '../../../shared/schemas/builder';
import { SAMPLE_EMAIL_DOMAIN } from '../../../shared/schemas/samples';
import { type Meaning, meaningOf, nameKind } from './meanings';
import { type Random, seededRandom } from './random';
import { type Texts, textsOf, vocabularyOf } from './texts';

/**
 * Believable values for sample records (docs/api.md, "Sample data"; the fakers screen): a value per field chosen from
 * its technical value and its type (meanings.ts), in every project language (texts.ts: French from
 * vocabulary/fr.ts, English and the other languages from vocabulary/en.ts). Only the job worker reaches this module
 * (functions/records/jobs.ts), never the records API: its vocabulary tables are of no use there.
 *
 * Deterministic: record `n` of a job gets the same values whenever it is generated (its random source is seeded
 * with the job's seed and `n`, random.ts), so that a replayed step writes the same records.
 */

/** What a sample record is made from. */
export interface SampleSource {
  /** The builder element the records belong to (its key says what a bare `name` is). */
  readonly elementKey: string;
  readonly form: FormConfig;
  /** The project's languages, the first one first. */
  readonly languages: readonly Language[];
  /** The record ids each category element offers, in list order (category fields choose among them). */
  readonly categories: Readonly<Record<string, readonly string[]>>;
  /** The job's seed (`sampleSeed(jobId)`). */
  readonly seed: number;
  /** Makes e-mail addresses unique across jobs: `prenom.nom.<tag><n>@example.com` (`sampleTag(jobId)`). */
  readonly tag: string;
  /** Dates are chosen around this instant. */
  readonly now: Date;
}

/** A 32-bit seed from a job id (FNV-1a). */
export function sampleSeed(jobId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < jobId.length; index++) {
    hash ^= jobId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Four lowercase letters from a job id: what keeps the addresses of two jobs apart. */
export function sampleTag(jobId: string): string {
  let seed = sampleSeed(`${jobId}#tag`);
  let tag = '';
  for (let index = 0; index < 4; index++) {
    tag += String.fromCharCode(97 + (seed % 26));
    seed = Math.floor(seed / 26);
  }
  return tag;
}

/** Text for an address or an identifier: no accents, lower case, runs of other characters as one `sep`. */
export function asciiSlug(text: string, sep = '-'): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, sep)
    .replace(new RegExp(`^\\${sep}+|\\${sep}+$`, 'g'), '');
}

/** The person, company and titles of one record: its fields agree with each other (the e-mail is the person's). */
interface Persona {
  readonly firstName: string;
  readonly lastName: string;
  readonly company: string;
  readonly n: number;
}

/** What one record draws from: its random source, and the texts of each of its languages (made on first use). */
interface Draw {
  readonly random: Random;
  texts(language: Language): Texts;
}

/** A number within the field's bounds and on its step (counted from `min`, or 0, as shared/record-values.ts checks). */
function numberFor(field: FormField, meaning: Meaning, random: Random, now: Date): number | null {
  const defaults: Partial<Record<Meaning, [number, number, number | undefined]>> = {
    price: [5, 500, 0.01],
    duration: [5, 180, 1],
    order: [1, 100, 1],
    age: [18, 80, 1],
    year: [1990, now.getUTCFullYear() + 2, 1],
    quantity: [0, 500, 1],
    rating: [1, 5, 1],
  };
  const [lowDefault, highDefault, stepDefault] = defaults[meaning] ?? [1, 1000, 1];
  let low = field.min ?? lowDefault;
  let high = field.max ?? highDefault;
  if (low > high) {
    // One bound given beyond the other's default: a span of the default's width on the given side.
    const span = highDefault - lowDefault;
    if (field.min !== undefined) high = field.min + span;
    else low = high - span;
  }
  const step = field.step ?? stepDefault ?? 1;
  const base = field.min ?? 0;
  const first = Math.ceil((low - base) / step - 1e-9);
  const last = Math.floor((high - base) / step + 1e-9);
  if (first > last) return field.min ?? field.max ?? null;
  const decimals = Math.min(10, decimalsOf(step) + decimalsOf(base));
  const value = Number((base + random.int(first, last) * step).toFixed(decimals));
  return Math.min(Math.max(value, low), high);
}

function decimalsOf(value: number): number {
  const text = String(value);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.includes('.') ? text.split('.')[1]!.length : 0;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date (`yyyy-MM-dd`) or date and time (`yyyy-MM-ddTHH:mm`, a quarter hour) around `now`, as the field asks. */
function dateFor(field: FormField, meaning: Meaning, random: Random, now: Date): string {
  const day = 86_400_000;
  const [from, to] =
    meaning === 'birth'
      ? [now.getTime() - 70 * 365 * day, now.getTime() - 20 * 365 * day]
      : meaning === 'past'
        ? [now.getTime() - 365 * day, now.getTime() - day]
        : [now.getTime() - 180 * day, now.getTime() + 365 * day];
  const date = new Date(random.int(from, to));
  const text = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  if (field.dateMode !== 'datetime') return text;
  return `${text}T${pad(random.int(8, 19))}:${pad(random.pick([0, 15, 30, 45]))}`;
}

/** Choices among `all`, in their order: at least one, at most `max`. */
function someOf<T>(random: Random, all: readonly T[], max: number): T[] {
  if (all.length === 0) return [];
  const chosen = new Set(random.some(all, 1, max));
  return all.filter((item) => chosen.has(item));
}

/** A text of one language for a field of meaning `meaning`. */
function textFor(field: FormField, meaning: Meaning, texts: Texts, persona: Persona, language: Language, source: SampleSource): string {
  const html = field.type === 'html';
  const long = html || field.type === 'textarea';
  const fullName = `${persona.firstName} ${persona.lastName}`;
  switch (meaning) {
    case 'email':
      return sampleEmail(persona, source.tag);
    case 'firstName':
      return persona.firstName;
    case 'lastName':
      return persona.lastName;
    case 'fullName':
      return fullName;
    case 'company':
      return persona.company;
    case 'jobTitle':
      return texts.jobTitle();
    case 'address':
      return texts.streetAddress();
    case 'city':
      return texts.place().city;
    case 'country':
      return texts.country();
    case 'zip':
      return texts.place().zip;
    case 'region':
      return texts.place().region;
    case 'phone':
      return texts.phone();
    case 'linkedin':
      return `https://www.linkedin.com/in/${asciiSlug(fullName)}-${source.tag}${persona.n}`;
    case 'url':
      // The site of the record's company.
      return `https://www.${asciiSlug(persona.company)}.${texts.domain()}`;
    case 'slug':
      return `${asciiSlug(texts.title())}-${persona.n}`;
    case 'reference':
      return `${texts.random.letters(3)}-${texts.random.digits('#####')}`;
    case 'color':
      return texts.color();
    case 'tags':
      return texts.keywords(2, 4).join(', ');
    case 'name':
    case 'title': {
      if (long) break;
      const kind = nameKind(source.elementKey, source.form);
      if (kind === 'person') {
        if (meaning === 'title') return texts.jobTitle();
        // A French person form's `nom` beside a `prenom` is the last name.
        const has = (wanted: Meaning) => source.form.fields.some((other) => meaningOf(other) === wanted);
        return has('firstName') && !has('lastName') ? persona.lastName : fullName;
      }
      if (kind === 'company') return persona.company;
      if (kind === 'category') return texts.department();
      if (kind === 'product') return texts.productName();
      return texts.title();
    }
    case 'biography': {
      const intro =
        language === 'fr'
          ? `${fullName} est ${uncapitalize(texts.jobTitle())} chez ${persona.company}.`
          : `${fullName} is ${texts.jobTitle()} at ${persona.company}.`;
      if (html) return `<p>${escapeHtml(intro)}</p><p>${escapeHtml(texts.paragraph())}</p>`;
      return long ? `${intro} ${texts.paragraph()}` : intro;
    }
    default:
      break;
  }
  if (html) {
    return Array.from({ length: texts.random.int(1, 3) }, () => `<p>${escapeHtml(texts.paragraph())}</p>`).join('');
  }
  if (long) return meaning === 'description' && field.rows === 2 ? texts.sentence(2) : texts.paragraph();
  return meaning === 'description' ? texts.sentence() : texts.title();
}

const uncapitalize = (text: string) => (text ? text[0]!.toLowerCase() + text.slice(1) : text);
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A person's address at the reserved domain: `prenom.nom.<tag><n>@example.com`, unique per job and across jobs. */
export function sampleEmail(persona: Pick<Persona, 'firstName' | 'lastName' | 'n'>, tag: string): string {
  const local = [asciiSlug(persona.firstName, '-'), asciiSlug(persona.lastName, '-')].filter(Boolean).join('.') || 'contact';
  return `${local}.${tag}${persona.n}@${SAMPLE_EMAIL_DOMAIN}`;
}

/** A text value of the field: one string, or one per project language (each from its language's texts). */
function textValue(field: FormField, source: SampleSource, draw: Draw, write: (texts: Texts, language: Language) => string): TextValue {
  if (!isTranslatable(field)) {
    const language = source.languages[0] ?? 'en';
    return write(draw.texts(language), language);
  }
  return Object.fromEntries(source.languages.map((language) => [language, write(draw.texts(language), language)]));
}

/** The values of a field: what `checkValues` takes (files are left empty: sample data uploads nothing). */
function valueFor(field: FormField, source: SampleSource, persona: Persona, draw: Draw): unknown {
  const meaning = meaningOf(field);
  const { random } = draw;
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'html':
      return textValue(field, source, draw, (each, language) => textFor(field, meaning, each, persona, language, source));
    case 'email':
      return sampleEmail(persona, source.tag);
    case 'number':
      return numberFor(field, meaning, random, source.now);
    case 'datetime':
      return dateFor(field, meaning, random, source.now);
    case 'radios':
    case 'select': {
      const options = field.options ?? [];
      return options.length ? random.pick(options).value : '';
    }
    case 'checkboxes':
      return someOf(
        random,
        (field.options ?? []).map((option) => option.value),
        3,
      );
    case 'yesno':
      return field.mandatory ? true : random.boolean();
    case 'multipleCategories':
      return someOf(random, source.categories[field.categoryElement ?? ''] ?? [], 3);
    case 'singleCategory': {
      const ids = source.categories[field.categoryElement ?? ''] ?? [];
      // A category of its own element gets a parent now and then: sample trees stay shallow.
      const skip = !field.mandatory && (field.categoryElement === source.elementKey ? random.int(0, 9) > 2 : false);
      return ids.length === 0 || skip ? '' : random.pick(ids);
    }
    case 'file':
    case 'gallery':
      return [];
    case 'characteristics':
      return (field.characteristics ?? []).map(() => textValue(field, source, draw, (each) => each.characteristic()));
    case 'questions':
      return (field.questions ?? []).map(() => textValue(field, source, draw, (each) => each.sentence()));
  }
}

/** The raw values of sample record `n` of a job (to check with `checkValues`, as any save). */
export function sampleValues(source: SampleSource, n: number): Record<string, unknown> {
  const random = seededRandom(source.seed, n);
  const made = new Map<Language, Texts>();
  const draw: Draw = {
    random,
    texts(language) {
      let texts = made.get(language);
      if (!texts) {
        texts = textsOf(vocabularyOf(language), random);
        made.set(language, texts);
      }
      return texts;
    },
  };
  const main = draw.texts(source.languages[0] ?? 'en');
  const persona: Persona = {
    firstName: main.firstName(random.boolean()),
    lastName: main.lastName(),
    company: main.company(),
    n,
  };
  const values: Record<string, unknown> = {};
  for (const field of source.form.fields) values[field.key] = valueFor(field, source, persona, draw);
  return values;
}
