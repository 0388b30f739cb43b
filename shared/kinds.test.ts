import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { KIND_ELEMENTS } from './kind-elements';
import { kindText } from './kind-texts';
import {
  APPLICATION_KINDS,
  consoleOf,
  defaultElements,
  hasCatalogueOptions,
  hasElements,
  hasLiveConsole,
  isApplicationKind,
  isWebapp,
  kindSummaries,
  offersSamples,
  siteSectionOf,
} from './kinds';
import { FormConfig, TableConfig, tableMatchesForm } from './schemas/builder';

describe('application kinds registry', () => {
  it('describes all eight kinds with a name and description in fr and en', () => {
    const summaries = kindSummaries();
    expect(summaries.map((s) => s.kind)).toEqual(['catalogue', 'users', 'speakers', 'webapp', 'modules', 'replay', 'cms', 'sponsor']);
    for (const summary of summaries) {
      expect(summary.name.fr && summary.name.en).toBeTruthy();
      expect(summary.description.fr && summary.description.en).toBeTruthy();
    }
  });

  it('offers every kind for creation, the web app and the interactive modules included', () => {
    expect(
      kindSummaries()
        .filter((summary) => !summary.creatable)
        .map((summary) => summary.kind),
    ).toEqual([]);
    expect(isApplicationKind('webapp')).toBe(true);
    expect(isApplicationKind('modules')).toBe(true);
    expect(isApplicationKind('__proto__')).toBe(false);
    expect(isApplicationKind('toString')).toBe(false);
    expect(isApplicationKind(undefined)).toBe(false);
  });

  it('declares what the code asks of each kind', () => {
    const traits = Object.fromEntries(
      APPLICATION_KINDS.map((kind) => [
        kind,
        {
          elements: hasElements(kind),
          console: consoleOf(kind),
          site: siteSectionOf(kind),
          samples: offersSamples(kind),
          catalogueOptions: hasCatalogueOptions(kind),
        },
      ]),
    );
    const records = { layouts: ['grid', 'cards', 'list'], shows: 'records' };
    const plain = { elements: true, console: null, site: records, samples: true, catalogueOptions: false };
    expect(traits).toEqual({
      catalogue: { ...plain, catalogueOptions: true },
      users: plain,
      speakers: plain,
      webapp: { elements: false, console: 'webapp', site: null, samples: false, catalogueOptions: false },
      modules: {
        elements: false,
        console: 'live',
        site: { layouts: ['embed', 'link'], shows: 'live' },
        samples: false,
        catalogueOptions: false,
      },
      replay: plain,
      cms: { ...plain, site: { layouts: ['list', 'cards'], shows: 'pages' } },
      sponsor: plain,
    });
    expect(APPLICATION_KINDS.filter(hasLiveConsole)).toEqual(['modules']);
    expect(APPLICATION_KINDS.filter(isWebapp)).toEqual(['webapp']);
  });

  it('answers for what is not a kind as for a kind with nothing of its own', () => {
    for (const value of ['', 'agenda', '__proto__', 'constructor']) {
      expect([consoleOf(value), siteSectionOf(value), offersSamples(value), hasCatalogueOptions(value)]).toEqual([
        null,
        null,
        false,
        false,
      ]);
    }
  });

  it("keeps its element table, its texts and the site's paths consistent with the registry", () => {
    expect(Object.keys(KIND_ELEMENTS)).toEqual([...APPLICATION_KINDS]);
    for (const kind of APPLICATION_KINDS) {
      // Sample data is generated for elements: a kind that offers it has some.
      if (offersSamples(kind)) expect(hasElements(kind), kind).toBe(true);
      // A console replaces the elements on the application's dashboard.
      if (consoleOf(kind)) expect(hasElements(kind), kind).toBe(false);
      // A live section has no element to list; any other does.
      if (siteSectionOf(kind)) expect(hasElements(kind), kind).toBe(siteSectionOf(kind)?.shows !== 'live');
      for (const key of ['name', 'description', 'home']) expect(kindText(`${kind}.${key}`).fr, `${kind}.${key}`).toBeTruthy();
      // A section's page is `/{lang}/{kind}/` on a published site, beside its own pages.
      expect(['pages', 'practical', 'legal'], kind).not.toContain(kind);
    }
  });

  it.each(APPLICATION_KINDS)('gives %s default configs that pass the builder schemas', (kind) => {
    for (const options of [
      { multipleCategories: true, subcategories: false, parentCategory: false },
      { multipleCategories: false, subcategories: true, parentCategory: true },
    ]) {
      for (const element of defaultElements(kind, options)) {
        expect(v.safeParse(FormConfig, element.form).issues).toBeUndefined();
        expect(v.safeParse(TableConfig, element.table).issues).toBeUndefined();
        expect(tableMatchesForm(element.table, element.form)).toBe(true);
      }
    }
  });

  it('has the elements each kind starts with, with the mandatory ___email where records are people', () => {
    const keys = (kind: (typeof APPLICATION_KINDS)[number]) => defaultElements(kind).map((e) => e.key);
    expect(keys('catalogue')).toEqual(['items', 'categories']);
    expect(keys('users')).toEqual(['users']);
    expect(keys('speakers')).toEqual(['speakers']);
    expect(keys('sponsor')).toEqual(['sponsors']);
    expect(keys('replay')).toEqual(['videos']);
    expect(keys('cms')).toEqual(['pages']);
    expect(keys('webapp')).toEqual([]);
    expect(keys('modules')).toEqual([]);
    for (const kind of ['users', 'speakers'] as const) {
      const email = defaultElements(kind)[0]!.form.fields.find((f) => f.key === '___email');
      expect(email).toMatchObject({ type: 'email', mandatory: true });
    }
    const speaker = defaultElements('speakers')[0]!.form.fields.map((f) => f.key);
    expect(speaker).toEqual(expect.arrayContaining(['firstname', 'lastname', '___email', 'company', 'jobTitle', 'photo', 'biography']));
  });

  it.each(APPLICATION_KINDS)('lays %s default forms out over every column, stored column by column', (kind) => {
    for (const { form } of defaultElements(kind)) {
      const columns = form.fields.map((field) => field.column ?? 1);
      expect(new Set(columns).size, `${kind}: every column holds fields`).toBe(form.columns);
      expect(columns, `${kind}: fields of column 1 first`).toEqual([...columns].sort((a, b) => a - b));
    }
  });

  it('applies catalogue options to the category fields', () => {
    const [items, categories] = defaultElements('catalogue', { multipleCategories: false, subcategories: true, parentCategory: false });
    expect(items!.form.fields.find((f) => f.key === 'category')?.type).toBe('singleCategory');
    expect(items!.form.fields.some((f) => f.key === 'categories')).toBe(false);
    expect(categories!.form.fields.find((f) => f.key === 'parent')?.type).toBe('singleCategory');
  });
});
