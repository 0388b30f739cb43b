import { describe, expect, it } from 'vitest';
import type { FormConfig, TableConfig } from '../../shared/schemas/builder';
import { formRuleIssues, tableFor } from './element-rules';

const field = (key: string, extra: object = {}) =>
  ({
    key,
    type: 'text',
    label: { fr: key },
    visibility: 'public',
    translatable: false,
    mandatory: false,
    ...extra,
  }) as FormConfig['fields'][number];
const form = (...fields: FormConfig['fields']): FormConfig => ({
  titles: { add: { fr: 'a' }, edit: { fr: 'e' }, view: { fr: 'v' } },
  columns: 1,
  fields,
});

describe('element rules that need the application', () => {
  it('wants category fields to point to a category element of the application', () => {
    const withCategory = form(field('cat', { type: 'singleCategory', categoryElement: 'categories' }));
    expect(formRuleIssues(withCategory, { categoryElements: ['categories'], lockedKeys: [] })).toEqual([]);
    expect(formRuleIssues(withCategory, { categoryElements: [], lockedKeys: [] })).toEqual([
      { field: 'form.fields.0.categoryElement', message: 'validation.categoryElement' },
    ]);
  });

  it('keeps the technical values of existing fields once records exist', () => {
    expect(formRuleIssues(form(field('a'), field('b')), { categoryElements: [], lockedKeys: ['a'] })).toEqual([]);
    expect(formRuleIssues(form(field('b')), { categoryElements: [], lockedKeys: ['a'] })).toEqual([
      { field: 'form.fields', message: 'validation.keyLocked' },
    ]);
  });

  it('drops list columns of removed fields, keeps the record dates, never leaves the list empty', () => {
    const table: TableConfig = { title: { fr: 'Liste' }, columns: ['gone', '__updatedAt', 'b'], perPage: 20 };
    expect(tableFor(table, form(field('a'), field('b'))).columns).toEqual(['__updatedAt', 'b']);
    expect(tableFor({ ...table, columns: ['gone'] }, form(field('a'))).columns).toEqual(['a']);
  });
});
