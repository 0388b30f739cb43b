/** The builder's pure state operations: order by column, moves, layout changes, stored shape, problems by place. */
import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { defaultElements } from '../../../../shared/kinds';
import type { FormField } from '../../../../shared/schemas/builder';
import { formField, formOf } from '../../../../shared/test-builder-fixtures';
import { dropTarget } from './drop-target';
import {
  addField,
  apiErrors,
  checkForm,
  cleanField,
  columnItems,
  errorAt,
  fieldErrorsOf,
  fieldPath,
  flatErrors,
  forgetPath,
  fromForm,
  keyLocked,
  markSaved,
  moveField,
  newField,
  removeField,
  reorderField,
  setColumns,
  snapshot,
  toForm,
  updateField,
  type BuilderState,
} from './model';

const texts = { label: { fr: 'Nouveau' }, choice: (position: number) => ({ fr: `Choix ${position}` }) };
const field = (key: string, column?: number, extra: Partial<FormField> = {}): FormField =>
  formField(key, { ...(column ? { column } : {}), ...extra });
const form = (fields: FormField[], columns = 3) => formOf(fields, columns);
const keys = (state: BuilderState, column: number) => columnItems(state, column).map((item) => item.field.key);
const uidOf = (state: BuilderState, key: string) => state.items.find((item) => item.field.key === key)!.uid;

describe('builder state', () => {
  it('loads fields column by column, keeping their order, and writes them back the same way', () => {
    const state = fromForm(form([field('a', 2), field('b'), field('c', 3), field('d', 2), field('e', 1)]));
    expect(keys(state, 1)).toEqual(['b', 'e']);
    expect(keys(state, 2)).toEqual(['a', 'd']);
    expect(keys(state, 3)).toEqual(['c']);
    expect(toForm(state).fields.map((f) => [f.key, f.column])).toEqual([
      ['b', 1],
      ['e', 1],
      ['a', 2],
      ['d', 2],
      ['c', 3],
    ]);
    expect(state.items.every((item) => item.existing)).toBe(true);
  });

  it('fields beyond the layout go to its last column', () => {
    const state = fromForm(form([field('a', 3), field('b')], 2));
    expect(keys(state, 2)).toEqual(['a']);
  });

  it('every default form of the registry loads and saves unchanged but for explicit columns', () => {
    for (const kind of ['catalogue', 'users', 'speakers', 'replay', 'cms', 'sponsor'] as const) {
      for (const element of defaultElements(kind)) {
        const saved = toForm(fromForm(element.form));
        expect(saved.fields.map((f) => f.key)).toEqual(element.form.fields.map((f) => f.key));
        expect(checkForm(fromForm(element.form))).toEqual({ form: {}, fields: {} });
      }
    }
  });

  it('adds a field at the end of a column or before another, selected and new', () => {
    let state = fromForm(form([field('a'), field('b'), field('c', 2)]));
    const added = addField(state, newField(state, 'text', 1, texts, []), uidOf(state, 'b'));
    state = added.state;
    expect(keys(state, 1)).toEqual(['a', 'text1', 'b']);
    expect(state.selected).toBe(added.uid);
    expect(state.items.find((item) => item.uid === added.uid)?.existing).toBe(false);
    state = addField(state, newField(state, 'text', 2, texts, []), null).state;
    expect(keys(state, 2)).toEqual(['c', 'text2']);
  });

  it('new fields get what their type needs', () => {
    const state = fromForm(form([field('a')]));
    expect(newField(state, 'select', 1, texts, []).options).toEqual([{ value: 'option1', label: { fr: 'Choix 1' } }]);
    expect(newField(state, 'datetime', 1, texts, []).dateMode).toBe('date');
    expect(newField(state, 'singleCategory', 1, texts, ['categories']).categoryElement).toBe('categories');
    expect(newField(state, 'textarea', 1, texts, []).rows).toBe(4);
    expect(newField(state, 'questions', 1, texts, []).questions).toEqual([]);
  });

  it('moves a field to another column (at the end or before a field), reorders within a column', () => {
    let state = fromForm(form([field('a'), field('b'), field('c', 2), field('d', 2)]));
    state = moveField(state, uidOf(state, 'a'), 2, uidOf(state, 'd'));
    expect(keys(state, 1)).toEqual(['b']);
    expect(keys(state, 2)).toEqual(['c', 'a', 'd']);
    state = moveField(state, uidOf(state, 'b'), 3, null);
    expect(keys(state, 3)).toEqual(['b']);
    state = reorderField(state, uidOf(state, 'd'), uidOf(state, 'c'));
    expect(keys(state, 2)).toEqual(['d', 'c', 'a']);
    state = reorderField(state, uidOf(state, 'd'), uidOf(state, 'a'));
    expect(keys(state, 2)).toEqual(['c', 'a', 'd']);
  });

  it('fewer columns: the fields of removed columns go to the end of the last one', () => {
    let state = fromForm(form([field('a', 3), field('b', 2), field('c')]));
    state = setColumns(state, 2);
    expect(keys(state, 2)).toEqual(['b', 'a']);
    state = setColumns(state, 1);
    expect(keys(state, 1)).toEqual(['c', 'b', 'a']);
    expect(setColumns(state, 7).columns).toBe(3);
  });

  it("a layout change keeps each field's column: 2 → 1 → 2 gives the same form, and nothing is unsaved", () => {
    const start = fromForm(form([field('a'), field('b'), field('c', 2), field('d', 2)], 2));
    const one = setColumns(start, 1);
    expect(keys(one, 1)).toEqual(['a', 'b', 'c', 'd']);
    // What one column saves (and previews) is what it shows: every field in column 1.
    expect(toForm(one).fields.map((f) => f.column)).toEqual([1, 1, 1, 1]);
    expect(checkForm(one)).toEqual({ form: {}, fields: {} });
    const back = setColumns(one, 2);
    expect(keys(back, 1)).toEqual(['a', 'b']);
    expect(keys(back, 2)).toEqual(['c', 'd']);
    expect(snapshot(back)).toBe(snapshot(start));
    // Through three columns and back, too.
    expect(toForm(setColumns(setColumns(start, 3), 2))).toEqual(toForm(start));
  });

  it('with fewer columns, a reorder keeps the own column, a move sets it, and saving fixes the shown one', () => {
    let state = setColumns(fromForm(form([field('a'), field('b'), field('c', 2), field('d', 2)], 2)), 1);
    // In the one column: "d" above "a", a reorder; back at 2 columns it is still in column 2.
    state = reorderField(state, uidOf(state, 'd'), uidOf(state, 'a'));
    expect(keys(state, 1)).toEqual(['d', 'a', 'b', 'c']);
    expect(keys(setColumns(state, 2), 2)).toEqual(['d', 'c']);
    // An explicit move to column 1 is the user's choice: it stays there.
    state = moveField(state, uidOf(state, 'c'), 1, uidOf(state, 'd'));
    expect(keys(setColumns(state, 2), 1)).toEqual(['c', 'a', 'b']);
    // Once saved at 1 column, the stored form is the state: every field in column 1.
    const saved = markSaved(state);
    expect(keys(setColumns(saved, 2), 1)).toEqual(['c', 'd', 'a', 'b']);
    expect(keys(setColumns(saved, 2), 2)).toEqual([]);
    expect(saved.items.every((item) => item.existing)).toBe(true);
  });

  it('removing the selected field clears the selection', () => {
    let state = fromForm(form([field('a'), field('b')]));
    state = { ...state, selected: uidOf(state, 'a') };
    state = removeField(state, uidOf(state, 'a'));
    expect(state.selected).toBeNull();
    expect(keys(state, 1)).toEqual(['b']);
  });

  it('the stored shape leaves out settings of other types and empty languages', () => {
    expect(
      cleanField({
        ...field('a', 2),
        label: { fr: 'A', en: ' ' },
        options: [{ value: 'x', label: { fr: 'X' } }],
        rows: 3,
        min: 1,
        dateMode: 'date',
      }),
    ).toEqual({ key: 'a', type: 'text', label: { fr: 'A' }, visibility: 'public', translatable: false, mandatory: false, column: 2 });
    expect(cleanField({ ...field('n'), type: 'number', min: 1, max: 5, step: 0.5, maxCount: 3 })).toMatchObject({
      min: 1,
      max: 5,
      step: 0.5,
    });
    expect(cleanField({ ...field('n'), type: 'number', min: 1, max: 5, step: 0.5, maxCount: 3 }).maxCount).toBeUndefined();
    expect(cleanField({ ...field('g'), type: 'gallery', accept: ['image/*'], maxSizeMb: 2, maxCount: 3 })).toMatchObject({
      accept: ['image/*'],
      maxSizeMb: 2,
      maxCount: 3,
    });
  });

  it('unsaved changes are a different snapshot', () => {
    const state = fromForm(form([field('a')]));
    expect(snapshot(updateField(state, uidOf(state, 'a'), { mandatory: false }))).toBe(snapshot(state));
    expect(snapshot(updateField(state, uidOf(state, 'a'), { mandatory: true }))).not.toBe(snapshot(state));
  });

  it('a technical value is fixed only when the element has records and the field existed', () => {
    const state = fromForm(form([field('a')]));
    const added = addField(state, newField(state, 'text', 1, texts, []));
    const [existing, fresh] = added.state.items;
    expect(keyLocked(existing!, true)).toBe(true);
    expect(keyLocked(existing!, false)).toBe(false);
    expect(keyLocked(fresh!, true)).toBe(false);
  });
});

describe('builder problems', () => {
  it('the shared schema: each problem at its field and setting, duplicates on both fields', () => {
    const state = fromForm(
      form([
        field('a'),
        field('a', 2),
        field('r', 1, { type: 'radios', options: [] }),
        field('n', 1, { type: 'number', min: 5, max: 1 }),
        field('c', 1, { type: 'singleCategory' }),
        field('l', 1, { label: {} as FormField['label'] }),
      ]),
    );
    const errors = checkForm(state);
    const at = (key: string) => errors.fields[uidOf(state, key)] ?? {};
    expect(errors.form.fields).toBe('validation.duplicateKey');
    expect(state.items.filter((item) => item.field.key === 'a').map((item) => errors.fields[item.uid]?.key)).toEqual([
      'validation.duplicateKey',
      'validation.duplicateKey',
    ]);
    expect(at('r').options).toBe('validation.choices');
    expect(at('n').max).toBe('validation.minMax');
    expect(at('c').categoryElement).toBe('validation.categoryElement');
    expect(errorAt(at('l'), 'label')).toBe('validation.required');
  });

  it("the API's problems (`form.fields.1.key`, `form.columns`) at their places", () => {
    const state = fromForm(form([field('a'), field('b')]));
    const errors = apiErrors(state, [
      { field: 'form.fields.1.key', message: 'validation.keyLocked' },
      { field: 'form.columns', message: 'validation.columnOutOfRange' },
      { field: 'form.titles.add.fr', message: 'validation.tooLong' },
    ]);
    expect(errors.fields[state.items[1]!.uid]).toEqual({ key: 'validation.keyLocked' });
    expect(errors.form.columns).toBe('validation.columnOutOfRange');
    expect(errorAt(errors.form, 'titles.add')).toBe('validation.tooLong');
  });

  it('editing a setting forgets its problems, nested ones included', () => {
    const state = fromForm(form([field('a')]));
    const uid = uidOf(state, 'a');
    const errors = flatErrors({
      form: { fields: 'validation.duplicateKey' },
      fields: { [uid]: { 'options.0.value': 'validation.required', key: 'validation.fieldKey' } },
    });
    expect(errors).toEqual({
      fields: 'validation.duplicateKey',
      [`@${uid}.options.0.value`]: 'validation.required',
      [`@${uid}.key`]: 'validation.fieldKey',
    });
    expect(fieldErrorsOf(forgetPath(errors, fieldPath(uid, 'options')), uid)).toEqual({ key: 'validation.fieldKey' });
    expect(fieldErrorsOf(forgetPath(errors, fieldPath(uid)), uid)).toEqual({});
    expect(forgetPath(errors, 'fields')).not.toHaveProperty('fields');
    expect(errorAt(fieldErrorsOf(errors, uid), 'options', true)).toBeUndefined();
    expect(errorAt(errors, fieldPath(uid))).toBe('validation.required');
  });
});

describe('drop targets', () => {
  const state = fromForm(form([field('a'), field('b'), field('c', 2)]));
  const rect = (top: number, height = 40) => ({ top, height, left: 0, width: 100, right: 100, bottom: top + height });
  const active = (data: object, top: number): Active =>
    ({ id: 'x', data: { current: data }, rect: { current: { initial: rect(top), translated: rect(top) } } }) as unknown as Active;
  const over = (data: object, top: number): Over =>
    ({ id: 'y', data: { current: data }, rect: rect(top), disabled: false }) as unknown as Over;

  it('a type over a column goes to its end; over a field, before or after it by the middle', () => {
    const palette = { kind: 'palette', type: 'text' };
    expect(dropTarget(state, active(palette, 0), over({ kind: 'column', column: 2 }, 0))).toEqual({ column: 2, before: null, position: 2 });
    const b = uidOf(state, 'b');
    expect(dropTarget(state, active(palette, 45), over({ kind: 'field', uid: b }, 50))).toEqual({ column: 1, before: b, position: 2 });
    expect(dropTarget(state, active(palette, 70), over({ kind: 'field', uid: b }, 50))).toEqual({ column: 1, before: null, position: 3 });
    expect(dropTarget(state, active(palette, 0), null)).toBeNull();
  });

  it('a field over a field of its own column takes its place; of another column, goes next to it', () => {
    const a = uidOf(state, 'a');
    const b = uidOf(state, 'b');
    const c = uidOf(state, 'c');
    expect(dropTarget(state, active({ kind: 'field', uid: a }, 60), over({ kind: 'field', uid: b }, 50))).toEqual({
      column: 1,
      before: null,
      position: 2,
      reorder: b,
    });
    expect(dropTarget(state, active({ kind: 'field', uid: a }, 0), over({ kind: 'field', uid: c }, 10))).toEqual({
      column: 2,
      before: c,
      position: 1,
    });
    expect(dropTarget(state, active({ kind: 'field', uid: c }, 0), over({ kind: 'column', column: 2 }, 0))).toEqual({
      column: 2,
      before: null,
      position: 1,
    });
  });
});
