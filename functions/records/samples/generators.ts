import { type Faker, fakerEN, fakerFR } from '@faker-js/faker';
import type { Language } from '../../../shared/constants';
import { isTranslatable, type TextValue } from '../../../shared/record-values';
import type { FormConfig, FormField } from '../../../shared/schemas/builder';
import { SAMPLE_EMAIL_DOMAIN } from '../../../shared/schemas/samples';
import { type Meaning, meaningOf, nameKind } from './meanings';

/**
 * Believable values for sample records (docs/api.md, "Sample data"; the fakers screen): a value per field chosen from
 * its technical value and its type (meanings.ts), in every project language (French from fakerFR, English and the
 * other languages from fakerEN). Server side only: faker's locales weigh ~540 KB (docs/architecture.md, "Known
 * gotchas"), so only the job worker reaches this module (functions/records/jobs.ts), never the records API.
 *
 * Deterministic: record `n` of a job gets the same values whenever it is generated (faker is seeded with the job's
 * seed and `n` before each record), so that a replayed step writes the same records.
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

const fakerOf = (language: Language): Faker => (language === 'fr' ? fakerFR : fakerEN);

/** Text for an address or an identifier: no accents, lower case, runs of other characters as one `sep`. */
export function asciiSlug(text: string, sep = '-'): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, sep)
    .replace(new RegExp(`^\\${sep}+|\\${sep}+$`, 'g'), '');
}

const capitalize = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** A sentence in the faker's language, from its word lists (lorem is Latin in every locale). */
function sentence(faker: Faker, min = 6, max = 14): string {
  return `${capitalize(faker.word.words({ count: { min, max } }))}.`;
}

function paragraph(faker: Faker): string {
  return Array.from({ length: faker.number.int({ min: 2, max: 4 }) }, () => sentence(faker)).join(' ');
}

/** The person, company and titles of one record: its fields agree with each other (the e-mail is the person's). */
interface Persona {
  readonly firstName: string;
  readonly lastName: string;
  readonly company: string;
  readonly n: number;
}

/** A number within the field's bounds and on its step (counted from `min`, or 0, as shared/record-values.ts checks). */
function numberFor(field: FormField, meaning: Meaning, faker: Faker, now: Date): number | null {
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
  const value = Number((base + faker.number.int({ min: first, max: last }) * step).toFixed(decimals));
  return Math.min(Math.max(value, low), high);
}

function decimalsOf(value: number): number {
  const text = String(value);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.includes('.') ? text.split('.')[1]!.length : 0;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date (`yyyy-MM-dd`) or date and time (`yyyy-MM-ddTHH:mm`, a quarter hour) around `now`, as the field asks. */
function dateFor(field: FormField, meaning: Meaning, faker: Faker, now: Date): string {
  const day = 86_400_000;
  const [from, to] =
    meaning === 'birth'
      ? [now.getTime() - 70 * 365 * day, now.getTime() - 20 * 365 * day]
      : meaning === 'past'
        ? [now.getTime() - 365 * day, now.getTime() - day]
        : [now.getTime() - 180 * day, now.getTime() + 365 * day];
  const date = faker.date.between({ from, to });
  const text = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  if (field.dateMode !== 'datetime') return text;
  return `${text}T${pad(faker.number.int({ min: 8, max: 19 }))}:${pad(faker.helpers.arrayElement([0, 15, 30, 45]))}`;
}

/** Choices among `all`, in their order: at least one, at most `max`. */
function someOf<T>(faker: Faker, all: readonly T[], max: number): T[] {
  if (all.length === 0) return [];
  const chosen = new Set(faker.helpers.arrayElements(all, { min: 1, max: Math.min(max, all.length) }));
  return all.filter((item) => chosen.has(item));
}

/** A text of one language for a field of meaning `meaning`. */
function textFor(field: FormField, meaning: Meaning, faker: Faker, persona: Persona, language: Language, source: SampleSource): string {
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
      return faker.person.jobTitle();
    case 'address':
      return faker.location.streetAddress();
    case 'city':
      return faker.location.city();
    case 'country':
      return faker.location.country();
    case 'zip':
      return faker.location.zipCode();
    case 'region':
      return faker.location.state();
    case 'phone':
      return faker.phone.number({ style: 'national' });
    case 'linkedin':
      return `https://www.linkedin.com/in/${asciiSlug(fullName)}-${source.tag}${persona.n}`;
    case 'url':
      return faker.internet.url({ appendSlash: false });
    case 'slug':
      return `${asciiSlug(faker.word.words({ count: { min: 2, max: 4 } }))}-${persona.n}`;
    case 'reference':
      return `${faker.string.alpha({ length: 3, casing: 'upper' })}-${faker.string.numeric(5)}`;
    case 'color':
      return faker.color.human();
    case 'tags':
      return faker.word
        .words({ count: { min: 2, max: 4 } })
        .split(' ')
        .join(', ');
    case 'name':
    case 'title': {
      if (long) break;
      const kind = nameKind(source.elementKey, source.form);
      if (kind === 'person') {
        if (meaning === 'title') return faker.person.jobTitle();
        // A French person form's `nom` beside a `prenom` is the last name.
        const has = (wanted: Meaning) => source.form.fields.some((other) => meaningOf(other) === wanted);
        return has('firstName') && !has('lastName') ? persona.lastName : fullName;
      }
      if (kind === 'company') return persona.company;
      if (kind === 'category') return faker.commerce.department();
      if (kind === 'product') return faker.commerce.productName();
      return capitalize(faker.word.words({ count: { min: 3, max: 6 } }));
    }
    case 'biography': {
      const intro =
        language === 'fr'
          ? `${fullName} est ${faker.person.jobTitle().toLowerCase()} chez ${persona.company}.`
          : `${fullName} is ${faker.person.jobTitle()} at ${persona.company}.`;
      if (html) return `<p>${escapeHtml(intro)}</p><p>${escapeHtml(paragraph(faker))}</p>`;
      return long ? `${intro} ${paragraph(faker)}` : intro;
    }
    default:
      break;
  }
  if (html) {
    return Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => `<p>${escapeHtml(paragraph(faker))}</p>`).join('');
  }
  if (long) return meaning === 'description' && field.rows === 2 ? sentence(faker, 10, 20) : paragraph(faker);
  return meaning === 'description' ? sentence(faker) : capitalize(faker.word.words({ count: { min: 2, max: 4 } }));
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A person's address at the reserved domain: `prenom.nom.<tag><n>@example.com`, unique per job and across jobs. */
export function sampleEmail(persona: Pick<Persona, 'firstName' | 'lastName' | 'n'>, tag: string): string {
  const local = [asciiSlug(persona.firstName, '-'), asciiSlug(persona.lastName, '-')].filter(Boolean).join('.') || 'contact';
  return `${local}.${tag}${persona.n}@${SAMPLE_EMAIL_DOMAIN}`;
}

/** A text value of the field: one string, or one per project language (each from its language's faker). */
function textValue(field: FormField, source: SampleSource, write: (faker: Faker, language: Language) => string): TextValue {
  if (!isTranslatable(field)) {
    const language = source.languages[0] ?? 'en';
    return write(fakerOf(language), language);
  }
  return Object.fromEntries(source.languages.map((language) => [language, write(fakerOf(language), language)]));
}

/** The values of a field: what `checkValues` takes (files are left empty: sample data uploads nothing). */
function valueFor(field: FormField, source: SampleSource, persona: Persona, faker: Faker): unknown {
  const meaning = meaningOf(field);
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'html':
      return textValue(field, source, (each, language) => textFor(field, meaning, each, persona, language, source));
    case 'email':
      return sampleEmail(persona, source.tag);
    case 'number':
      return numberFor(field, meaning, faker, source.now);
    case 'datetime':
      return dateFor(field, meaning, faker, source.now);
    case 'radios':
    case 'select': {
      const options = field.options ?? [];
      return options.length ? faker.helpers.arrayElement(options).value : '';
    }
    case 'checkboxes':
      return someOf(
        faker,
        (field.options ?? []).map((option) => option.value),
        3,
      );
    case 'yesno':
      return field.mandatory ? true : faker.datatype.boolean();
    case 'multipleCategories':
      return someOf(faker, source.categories[field.categoryElement ?? ''] ?? [], 3);
    case 'singleCategory': {
      const ids = source.categories[field.categoryElement ?? ''] ?? [];
      // A category of its own element gets a parent now and then: sample trees stay shallow.
      const skip = !field.mandatory && (field.categoryElement === source.elementKey ? faker.number.int(9) > 2 : false);
      return ids.length === 0 || skip ? '' : faker.helpers.arrayElement(ids);
    }
    case 'file':
    case 'gallery':
      return [];
    case 'characteristics':
      return (field.characteristics ?? []).map(() =>
        textValue(field, source, (each) =>
          capitalize(each.helpers.arrayElement([each.commerce.productMaterial(), each.color.human(), each.commerce.productAdjective()])),
        ),
      );
    case 'questions':
      return (field.questions ?? []).map(() => textValue(field, source, (each) => sentence(each, 8, 18)));
  }
}

/** The raw values of sample record `n` of a job (to check with `checkValues`, as any save). */
export function sampleValues(source: SampleSource, n: number): Record<string, unknown> {
  const seed = [source.seed, n];
  for (const language of new Set(source.languages.map(fakerOf))) language.seed(seed);
  const main = fakerOf(source.languages[0] ?? 'en');
  const sex = main.person.sexType();
  const persona: Persona = {
    firstName: main.person.firstName(sex),
    lastName: main.person.lastName(sex),
    company: main.company.name(),
    n,
  };
  const values: Record<string, unknown> = {};
  for (const field of source.form.fields) values[field.key] = valueFor(field, source, persona, main);
  return values;
}
