import { describe, expect, it } from 'vitest';
import type { FormField, TableConfig } from '../../shared/schemas/builder';
import { formField, formOf } from '../../shared/test-builder-fixtures';
import { formRuleIssues, tableFor } from './element-rules';

const field = (key: string, extra: object = {}) => formField(key, extra as Partial<FormField>);
const form = (...fields: FormField[]) => formOf(fields);

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
