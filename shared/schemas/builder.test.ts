import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FormConfig, FormField, TableConfig, tableMatchesForm } from './builder';

const field = (extra: Record<string, unknown> = {}) => ({
  key: 'name',
  type: 'text',
  label: { fr: 'Nom' },
  visibility: 'public',
  translatable: false,
  mandatory: false,
  ...extra,
});
const form = (extra: Record<string, unknown> = {}) => ({
  titles: { add: { fr: 'Ajouter' }, edit: { fr: 'Modifier' }, view: { fr: 'Voir' } },
  columns: 1,
  fields: [field()],
  ...extra,
});
/** The issues of a value as `path: message`. */
const issues = (schema: v.GenericSchema, value: unknown) =>
  (v.safeParse(schema, value).issues ?? []).map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);

describe('builder schemas', () => {
  it('accept a complete field of every kind of setting', () => {
    expect(issues(FormField, field({ type: 'textarea', rows: 5, column: 1 }))).toEqual([]);
    expect(issues(FormField, field({ type: 'number', min: 0, max: 10, step: 0.5 }))).toEqual([]);
    expect(issues(FormField, field({ type: 'datetime', dateMode: 'date' }))).toEqual([]);
    expect(issues(FormField, field({ type: 'gallery', accept: ['image/*', '.pdf'], maxSizeMb: 5, maxCount: 10 }))).toEqual([]);
    expect(issues(FormField, field({ type: 'singleCategory', categoryElement: 'categories' }))).toEqual([]);
    expect(issues(FormField, field({ type: 'characteristics', characteristics: [{ fr: 'Couleur' }] }))).toEqual([]);
    expect(issues(FormField, field({ type: 'questions', questions: [{ question: { fr: 'Q ?' }, answer: { fr: 'R.' } }] }))).toEqual([]);
    expect(issues(FormField, field({ key: '___email', type: 'email', mandatory: true }))).toEqual([]);
  });

  it('refuse each broken rule with its catalogue key on the right path', () => {
    expect(issues(FormField, field({ key: '9x' }))).toContain('key: validation.fieldKey');
    expect(issues(FormField, field({ type: 'select', options: [] }))).toContain('options: validation.choices');
    expect(issues(FormField, field({ type: 'radios' }))).toContain('options: validation.choices');
    expect(
      issues(
        FormField,
        field({
          type: 'checkboxes',
          options: [
            { value: 'a', label: { fr: 'A' } },
            { value: 'a', label: { fr: 'B' } },
          ],
        }),
      ),
    ).toContain('options: validation.choices');
    expect(issues(FormField, field({ type: 'number', min: 5, max: 1 }))).toContain('max: validation.minMax');
    expect(issues(FormField, field({ type: 'multipleCategories' }))).toContain('categoryElement: validation.categoryElement');
    expect(issues(FormField, field({ rows: 0 }))).toContain('rows: validation.rows');
    expect(issues(FormField, field({ accept: ['exe'] }))).toContain('accept.0: validation.accept');
    expect(issues(FormField, field({ maxSizeMb: 500 }))).toContain('maxSizeMb: validation.maxSize');
    expect(issues(FormField, field({ label: { fr: '' } }))).toContain('label: validation.required');
  });

  it('keep forms to 1–3 columns, at least one field, unique technical values, fields inside the layout', () => {
    expect(issues(FormConfig, form())).toEqual([]);
    expect(issues(FormConfig, form({ columns: 0 }))).toContain('columns: validation.columns');
    expect(issues(FormConfig, form({ columns: 4 }))).toContain('columns: validation.columns');
    expect(issues(FormConfig, form({ fields: [] }))).toContain('fields: validation.required');
    expect(issues(FormConfig, form({ fields: [field(), field()] }))).toContain('fields: validation.duplicateKey');
    expect(issues(FormConfig, form({ fields: [field({ column: 2 })] }))).toContain('columns: validation.columnOutOfRange');
    expect(issues(FormConfig, form({ columns: 2, fields: [field({ column: 2 })] }))).toEqual([]);
  });

  it('keep lists to fields of the form and the record dates, 10/20/50/100 per page', () => {
    const table = { title: { fr: 'Liste' }, columns: ['name', '__createdAt'], perPage: 20 };
    expect(issues(TableConfig, table)).toEqual([]);
    expect(issues(TableConfig, { ...table, perPage: 25 })).toContain('perPage: validation.invalid');
    expect(issues(TableConfig, { ...table, columns: [] })).toContain('columns: validation.required');
    const parsed = v.parse(FormConfig, form());
    expect(tableMatchesForm(v.parse(TableConfig, table), parsed)).toBe(true);
    expect(tableMatchesForm(v.parse(TableConfig, { ...table, columns: ['other'] }), parsed)).toBe(false);
    expect(tableMatchesForm(v.parse(TableConfig, { ...table, columns: ['name', 'name'] }), parsed)).toBe(false);
  });
});
