import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/constants';
import { kindText } from '../../../shared/kind-texts';
import { APPLICATION_KINDS, defaultElements } from '../../../shared/kinds';
import { isPhoneNumber } from '../../../shared/links';
import { isTranslatable, validateField } from '../../../shared/record-values';
import type { FormConfig, FormField } from '../../../shared/schemas/builder';
import { SAMPLE_EMAIL_DOMAIN } from '../../../shared/schemas/samples';
import { checkValues } from '../values';
import { asciiSlug, type SampleSource, sampleEmail, sampleSeed, sampleTag, sampleValues } from './generators';
import { EN } from './vocabulary/en';
import { FR } from './vocabulary/fr';

const NOW = new Date('2026-11-25T12:00:00Z');
const CATEGORY_IDS = ['01KAA00000000000000000000A', '01KAA00000000000000000000B', '01KAA00000000000000000000C'];
const noFiles = () => 'validation.fileUnknown' as const;
const LANGUAGE_SETS: readonly (readonly Language[])[] = [['fr'], ['en'], ['fr', 'en'], ['en', 'fr', 'de']];
const CATALOGUE_OPTIONS = [
  { multipleCategories: true, subcategories: false, parentCategory: false },
  { multipleCategories: false, subcategories: true, parentCategory: true },
];

const source = (
  form: FormConfig,
  languages: readonly Language[],
  elementKey = 'things',
  jobId = '01KJOB0000000000000000000A',
): SampleSource => ({
  elementKey,
  form,
  languages,
  categories: { categories: CATEGORY_IDS },
  seed: sampleSeed(jobId),
  tag: sampleTag(jobId),
  now: NOW,
});

const label = kindText('field.name');
const field = (key: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  key,
  type,
  label,
  visibility: 'public',
  translatable: false,
  mandatory: false,
  ...extra,
});
const options = (...values: string[]) => values.map((value) => ({ value, label }));

/** A form with every field type, mandatory and translatable where the type allows it, and bounded numbers. */
const EVERY_TYPE: FormConfig = {
  titles: { add: label, edit: label, view: label },
  columns: 1,
  fields: [
    field('title', 'text', { mandatory: true, translatable: true }),
    field('summary', 'textarea', { mandatory: true, translatable: true, rows: 2 }),
    field('content', 'html', { mandatory: true, translatable: true }),
    field('notes', 'textarea'),
    field('contactEmail', 'email', { mandatory: true }),
    field('startsAt', 'datetime', { mandatory: true, dateMode: 'datetime' }),
    field('birthDate', 'datetime', { dateMode: 'date' }),
    field('day', 'datetime'),
    field('seats', 'number', { mandatory: true, min: 10, max: 12 }),
    field('price', 'number', { min: 0.5, max: 2, step: 0.25 }),
    field('temperature', 'number', { min: -40, max: -10 }),
    field('floor', 'number', { min: 3 }),
    field('depth', 'number', { max: -100 }),
    field('fixed', 'number', { min: 7, max: 7 }),
    field('score', 'number', { step: 0.1 }),
    field('tags', 'checkboxes', { mandatory: true, options: options('a', 'b', 'c', 'd') }),
    field('status', 'radios', { mandatory: true, options: options('draft', 'published') }),
    field('level', 'select', { options: options('gold', 'silver') }),
    field('photo', 'file'),
    field('pictures', 'gallery', { maxCount: 3 }),
    field('consent', 'yesno', { mandatory: true }),
    field('newsletter', 'yesno'),
    field('categories', 'multipleCategories', { mandatory: true, categoryElement: 'categories' }),
    field('category', 'singleCategory', { mandatory: true, categoryElement: 'categories' }),
    field('specs', 'characteristics', { mandatory: true, translatable: true, characteristics: [label, label, label] }),
    field('faq', 'questions', { mandatory: true, translatable: true, questions: [{ question: label, answer: label }] }),
    field('phone', 'text'),
    field('website', 'text'),
    field('zip', 'text'),
    field('city', 'text'),
    field('address', 'textarea'),
  ],
};

function expectValid(src: SampleSource, n: number) {
  const raw = sampleValues(src, n);
  const { values, issues } = checkValues(src.form, src.languages, raw, noFiles);
  expect(issues, `${src.elementKey} #${n}: ${JSON.stringify(raw)}`).toEqual([]);
  return values;
}

describe('sample values', () => {
  it('pass checkValues for every field of every default element of every kind, in every language set', () => {
    for (const kind of APPLICATION_KINDS) {
      for (const catalogueOptions of CATALOGUE_OPTIONS) {
        for (const element of defaultElements(kind, catalogueOptions)) {
          for (const languages of LANGUAGE_SETS) {
            const src = source(element.form, languages, element.key);
            for (let n = 0; n < 40; n++) {
              const values = expectValid(src, n);
              for (const each of element.form.fields) {
                // Every field that can be filled without an upload is filled (the yes/no may be no).
                if (each.type === 'file' || each.type === 'gallery' || each.type === 'yesno') continue;
                if (each.type === 'singleCategory' && each.categoryElement === element.key) continue;
                expect(validateField({ ...each, mandatory: true }, languages, values[each.key]), `${kind}.${element.key}.${each.key}`).toBe(
                  undefined,
                );
              }
            }
          }
        }
      }
    }
  });

  it('pass checkValues for a form with every field type, mandatory, translatable and bounded', () => {
    for (const languages of LANGUAGE_SETS) {
      const src = source(EVERY_TYPE, languages);
      for (let n = 0; n < 300; n++) expectValid(src, n);
    }
  });

  it('fill every link field with a web address, whatever its technical value names', () => {
    const keys = ['facebook', 'youtube', 'ticketLink', 'replay_url', 'companyWebsite', 'linkedIn'];
    const form: FormConfig = { ...EVERY_TYPE, fields: keys.map((key) => field(key, 'text', { mandatory: true })) };
    for (let n = 0; n < 20; n++) {
      const values = expectValid(source(form, ['fr']), n);
      for (const key of keys) expect(values[key], key).toMatch(/^https:\/\//);
    }
  });

  it('keep numbers within the field bounds and on its step', () => {
    const src = source(EVERY_TYPE, ['fr']);
    const seen = { seats: new Set<number>(), price: new Set<number>() };
    for (let n = 0; n < 300; n++) {
      const values = expectValid(src, n);
      const number = (key: string) => values[key] as number;
      expect(number('seats')).toBeGreaterThanOrEqual(10);
      expect(number('seats')).toBeLessThanOrEqual(12);
      expect(Number.isInteger(number('seats'))).toBe(true);
      expect([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]).toContain(number('price'));
      expect(number('temperature')).toBeGreaterThanOrEqual(-40);
      expect(number('temperature')).toBeLessThanOrEqual(-10);
      expect(number('floor')).toBeGreaterThanOrEqual(3);
      expect(number('depth')).toBeLessThanOrEqual(-100);
      expect(number('fixed')).toBe(7);
      expect(Math.round(number('score') * 10) / 10).toBe(number('score'));
      seen.seats.add(number('seats'));
      seen.price.add(number('price'));
    }
    // Spread over the range, not stuck on a bound.
    expect(seen.seats.size).toBe(3);
    expect(seen.price.size).toBeGreaterThan(4);
  });

  it('choose choices among the options and categories among the given ones, dates per date mode', () => {
    const src = source(EVERY_TYPE, ['en']);
    for (let n = 0; n < 100; n++) {
      const values = expectValid(src, n);
      expect(['draft', 'published']).toContain(values.status);
      expect((values.tags as string[]).length).toBeGreaterThan(0);
      expect(CATEGORY_IDS).toEqual(expect.arrayContaining(values.categories as string[]));
      expect(CATEGORY_IDS).toContain(values.category);
      expect(values.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
      expect(values.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number((values.birthDate as string).slice(0, 4))).toBeLessThan(2007);
      expect(values.consent).toBe(true);
      expect(values.photo).toEqual([]);
      expect((values.content as { en: string }).en).toMatch(/^(<p>[^<]+<\/p>)+$/);
    }
  });

  it('leave category fields empty when their element offers none', () => {
    const form: FormConfig = { ...EVERY_TYPE, fields: EVERY_TYPE.fields.map((each) => ({ ...each, mandatory: false })) };
    const values = sampleValues({ ...source(form, ['fr']), categories: {} }, 1);
    expect(values.categories).toEqual([]);
    expect(values.category).toBe('');
  });

  it('give addresses at the reserved domain, unique within a job and across jobs', () => {
    const [users] = defaultElements('users');
    const first = source(users!.form, ['fr'], 'users', '01KJOB0000000000000000000A');
    const second = source(users!.form, ['fr'], 'users', '01KJOB0000000000000000000B');
    const addresses = new Set<string>();
    for (let n = 0; n < 10_000; n++) {
      const email = sampleValues(first, n).___email as string;
      expect(email).toMatch(new RegExp(`^[a-z0-9.-]+\\.${first.tag}${n}@${SAMPLE_EMAIL_DOMAIN.replace('.', '\\.')}$`));
      addresses.add(email.toLowerCase());
    }
    expect(addresses.size).toBe(10_000);
    expect(first.tag).not.toBe(second.tag);
    for (let n = 0; n < 200; n++) expect(addresses.has(sampleValues(second, n).___email as string)).toBe(false);
  });

  it("derive the address from the record's own names", () => {
    const [speakers] = defaultElements('speakers');
    const values = sampleValues(source(speakers!.form, ['fr'], 'speakers'), 3);
    const local = `${asciiSlug(values.firstname as string)}.${asciiSlug(values.lastname as string)}`;
    expect(values.___email).toBe(`${local}.${sampleTag('01KJOB0000000000000000000A')}3@example.com`);
    expect(sampleEmail({ firstName: 'Éloïse', lastName: "D'Argent Çà", n: 7 }, 'abcd')).toBe('eloise.d-argent-ca.abcd7@example.com');
  });

  it('write each language from its own vocabulary: French from the French tables, English and the others from the English ones', () => {
    const [speakers] = defaultElements('speakers');
    const languages: Language[] = ['fr', 'en', 'de'];
    const src = source(speakers!.form, languages, 'speakers');
    let frenchTitles = 0;
    for (let n = 0; n < 20; n++) {
      const values = sampleValues(src, n);
      const biography = values.biography as Record<string, string>;
      expect(Object.keys(biography).sort()).toEqual(['de', 'en', 'fr']);
      expect(biography.fr).toMatch(/^<p>[^<]+ est [^<]+ chez [^<]+\.<\/p><p>/);
      expect(biography.en).toMatch(/^<p>[^<]+ is [^<]+ at [^<]+\.<\/p><p>/);
      expect(biography.de).toMatch(/^<p>[^<]+ is [^<]+ at [^<]+\.<\/p><p>/);
      const jobTitle = values.jobTitle as Record<string, string>;
      expect(jobTitle.fr).not.toBe(jobTitle.en);
      if (/[éèêàç]|de la|des /i.test(jobTitle.fr ?? '')) frenchTitles++;
    }
    expect(frenchTitles).toBeGreaterThan(0);
    // Names are no translatable texts: one value, from the project's first language.
    const english = sampleValues(source(speakers!.form, ['en', 'fr'], 'speakers'), 0);
    expect(typeof english.firstname).toBe('string');
    expect((english.biography as Record<string, string>).en).toMatch(/ is .+ at /);
  });

  it('write French addresses, postcodes and +33 phone numbers in French, British or American ones in English', () => {
    const keys = ['address', 'zip', 'city', 'region', 'phone', 'country'];
    const form: FormConfig = { ...EVERY_TYPE, fields: keys.map((key) => field(key, 'text', { mandatory: true })) };
    const placeOf = (values: Record<string, unknown>) => ({ city: values.city, zip: values.zip, region: values.region });
    for (let n = 0; n < 100; n++) {
      const fr = expectValid(source(form, ['fr']), n);
      expect(fr.address).toMatch(/^\d{1,3} (rue|avenue|boulevard|place|chemin|allée|impasse|quai|cours|route|promenade|Grande Rue)\b/);
      expect(fr.zip).toMatch(/^\d{5}$/);
      expect(fr.phone).toMatch(/^\+33 [1-9]( \d{2}){4}$/);
      expect(isPhoneNumber(fr.phone as string)).toBe(true);
      // The city, postcode and region of a record are one place.
      expect(FR.places).toContainEqual(placeOf(fr));
      expect(FR.countries).toContain(fr.country);
      const en = expectValid(source(form, ['en']), n);
      expect(en.address).toMatch(/^\d{1,3} [A-Z]/);
      expect(en.zip).toMatch(/^(\d{5}|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/);
      expect(en.phone).toMatch(/^\+(44|1) /);
      expect(isPhoneNumber(en.phone as string)).toBe(true);
      expect(EN.places).toContainEqual(placeOf(en));
      expect(EN.countries).toContain(en.country);
    }
  });

  it('make a thousand records that do not repeat each other', () => {
    const [speakers] = defaultElements('speakers');
    for (const language of ['fr', 'en'] as const) {
      const src = source(speakers!.form, [language], 'speakers');
      const seen = {
        names: new Set<string>(),
        companies: new Set<string>(),
        jobs: new Set<unknown>(),
        phones: new Set<unknown>(),
        biographies: new Set<unknown>(),
      };
      for (let n = 0; n < 1_000; n++) {
        const values = sampleValues(src, n);
        seen.names.add(`${values.firstname} ${values.lastname}`);
        seen.companies.add(values.company as string);
        seen.jobs.add(JSON.stringify(values.jobTitle));
        seen.phones.add(values.phone);
        seen.biographies.add(JSON.stringify(values.biography));
      }
      expect(seen.names.size, language).toBeGreaterThan(900);
      expect(seen.companies.size, language).toBeGreaterThan(600);
      expect(seen.jobs.size, language).toBeGreaterThan(60);
      expect(seen.phones.size, language).toBeGreaterThan(900);
      expect(seen.biographies.size, language).toBe(1_000);
    }
  });

  it('fill translatable fields in every project language and the others once', () => {
    const src = source(EVERY_TYPE, ['fr', 'en']);
    const values = sampleValues(src, 5);
    for (const each of EVERY_TYPE.fields) {
      if (!isTranslatable(each)) continue;
      const items = each.type === 'characteristics' || each.type === 'questions' ? (values[each.key] as unknown[]) : [values[each.key]];
      for (const item of items) expect(Object.keys(item as object).sort()).toEqual(['en', 'fr']);
    }
    expect((values.specs as unknown[]).length).toBe(3);
    expect((values.faq as unknown[]).length).toBe(1);
  });

  it('are the same for the same job and record (a replayed step writes the same records)', () => {
    const [speakers] = defaultElements('speakers');
    const src = source(speakers!.form, ['fr', 'en'], 'speakers');
    const again = sampleValues(src, 17);
    sampleValues(src, 3);
    expect(sampleValues(src, 17)).toEqual(again);
    expect(sampleValues(src, 18)).not.toEqual(again);
    expect(sampleValues({ ...src, seed: sampleSeed('01KJOB0000000000000000000C') }, 17)).not.toEqual(again);
  });

  it('generate a thousand records in well under a second', () => {
    const [speakers] = defaultElements('speakers');
    const src = source(speakers!.form, ['fr', 'en'], 'speakers');
    const started = performance.now();
    for (let n = 0; n < 1_000; n++) sampleValues(src, n);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
