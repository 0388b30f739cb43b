import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { APPLICATION_KINDS, CREATABLE_KINDS, defaultElements, isCreatableKind, kindSummaries } from './kinds';
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

  it('offers every kind for creation, the web app included since its wizard (issue 15)', () => {
    expect(CREATABLE_KINDS).toEqual(['catalogue', 'users', 'speakers', 'webapp', 'modules', 'replay', 'cms', 'sponsor']);
    expect(
      kindSummaries()
        .filter((summary) => !summary.creatable)
        .map((summary) => summary.kind),
    ).toEqual([]);
    expect(isCreatableKind('webapp')).toBe(true);
    expect(isCreatableKind('modules')).toBe(true);
    expect(isCreatableKind('__proto__')).toBe(false);
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

  it('has the elements the issue names, with the mandatory ___email where records are people', () => {
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
