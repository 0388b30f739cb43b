import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../shared/schemas/builder';
import { columnNamed, csvColumns } from './columns';
import { CELL_ERRORS, type CellContext, mergeCell, readCell, readDate, readNumber, readYesNo, splitMulti, unneutralise } from './read-cell';

const field = (key: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  key,
  type,
  label: { fr: key },
  visibility: 'private',
  translatable: false,
  mandatory: false,
  ...extra,
});

const TOPIC_A = '01JA0000000000000000000001';
const TOPIC_B = '01JA0000000000000000000002';
const TOPIC_C = '01JA0000000000000000000003';
const context: CellContext = {
  languages: ['fr', 'en'],
  categories: new Map([
    [
      'topics',
      {
        ids: new Set([TOPIC_A, TOPIC_B, TOPIC_C]),
        names: new Map([
          ['sante', [TOPIC_A]],
          ['health', [TOPIC_A]],
          ['energie', [TOPIC_B, TOPIC_C]],
        ]),
        complete: true,
      },
    ],
  ]),
};
const options = [
  { value: 'talk', label: { fr: 'Conférence', en: 'Talk' } },
  { value: 'workshop', label: { fr: 'Atelier', en: 'Workshop' } },
  { value: 'panel', label: { fr: 'Table ronde', en: 'Panel' } },
];
const form = {
  fields: [
    field('jobTitle', 'text', { translatable: true }),
    field('format', 'select', { options }),
    field('formats', 'checkboxes', { options }),
    field('topics', 'multipleCategories', { categoryElement: 'topics' }),
    field('topic', 'singleCategory', { categoryElement: 'topics' }),
    field('skills', 'characteristics', { translatable: true, characteristics: [{ fr: 'A' }, { fr: 'B' }] }),
    field('notes', 'characteristics', { characteristics: [{ fr: 'A' }, { fr: 'B' }] }),
    field('day', 'datetime'),
    field('starts', 'datetime', { dateMode: 'datetime' }),
  ],
} as never;
const column = (name: string) => columnNamed(form, ['fr', 'en'], name)!;
const cell = (name: string, text: string) => readCell(column(name), text, context);

describe('CSV cells', () => {
  it('takes one leading quote off a neutralised formula, and only then', () => {
    expect(unneutralise("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(unneutralise("''=x")).toBe("'=x");
    expect(unneutralise("'-2")).toBe('-2');
    expect(unneutralise("'\nx")).toBe('\nx');
    expect(unneutralise("'hello")).toBe("'hello");
    expect(unneutralise('=x')).toBe('=x');
  });

  it('splits `|` lists with `\\|` and `\\\\` escapes', () => {
    expect(splitMulti('')).toEqual([]);
    expect(splitMulti('a|b')).toEqual(['a', 'b']);
    expect(splitMulti('a\\|b|c\\\\|d')).toEqual(['a|b', 'c\\', 'd']);
    expect(splitMulti('a\\b')).toEqual(['a\\b']);
    expect(splitMulti('|')).toEqual(['', '']);
  });

  it('reads numbers with a decimal comma or point, and spaces between thousands', () => {
    expect(readNumber('1,5')).toEqual({ value: 1.5 });
    expect(readNumber('1.5')).toEqual({ value: 1.5 });
    expect(readNumber(' -2 ')).toEqual({ value: -2 });
    expect(readNumber('1 234,5')).toEqual({ value: 1234.5 });
    expect(readNumber('1\u00a0234\u202f567')).toEqual({ value: 1234567 });
    expect(readNumber('')).toEqual({ value: null });
    for (const bad of ['1,2,3', 'abc', '1 23', '1e5', '--1', '1.']) expect(readNumber(bad), bad).toEqual({ error: CELL_ERRORS.number });
  });

  it('reads dates in ISO and dd/mm/yyyy, with a time only where the field has one', () => {
    expect(readDate('2026-11-25', 'date')).toEqual({ value: '2026-11-25' });
    expect(readDate('25/11/2026', 'date')).toEqual({ value: '2026-11-25' });
    expect(readDate('5/1/2026', undefined)).toEqual({ value: '2026-01-05' });
    expect(readDate('2026-11-25T14:30', 'datetime')).toEqual({ value: '2026-11-25T14:30' });
    expect(readDate('2026-11-25 14:30', 'datetime')).toEqual({ value: '2026-11-25T14:30' });
    expect(readDate('2026-11-25T14:30:00', 'datetime')).toEqual({ value: '2026-11-25T14:30' });
    expect(readDate('25/11/2026 9:05', 'datetime')).toEqual({ value: '2026-11-25T09:05' });
    expect(readDate('', 'datetime')).toEqual({ value: '' });
    expect(readDate('2026-11-25 14:30', 'date')).toEqual({ error: CELL_ERRORS.dateNoTime });
    expect(readDate('2026-11-25', 'datetime')).toEqual({ error: 'applications.renderer.error.dateTime' });
    for (const bad of ['2026-11-25T14:30:15', '2026-11-25T14:30Z', '25.11.2026', 'demain', '2026/11/25']) {
      expect(readDate(bad, 'datetime'), bad).toEqual({ error: CELL_ERRORS.date });
    }
  });

  it('reads yes and no in every accepted spelling', () => {
    for (const yes of ['oui', 'YES', 'True', '1']) expect(readYesNo(yes)).toEqual({ value: true });
    for (const no of ['non', 'No', 'FALSE', '0', '', ' ']) expect(readYesNo(no)).toEqual({ value: false });
    expect(readYesNo('peut-être')).toEqual({ error: CELL_ERRORS.yesNo });
  });

  it('reads choices by value or by label in any project language, case and accents ignored', () => {
    expect(cell('format', 'talk')).toEqual({ value: 'talk' });
    expect(cell('format', 'conference')).toEqual({ value: 'talk' });
    expect(cell('format', 'WORKSHOP')).toEqual({ value: 'workshop' });
    expect(cell('format', '')).toEqual({ value: '' });
    expect(cell('format', 'keynote')).toEqual({ error: CELL_ERRORS.choice });
    expect(cell('formats', 'Panel|talk|Atelier')).toEqual({ value: ['talk', 'workshop', 'panel'] });
    expect(cell('formats', 'talk|nope')).toEqual({ error: CELL_ERRORS.choice });
  });

  it('reads categories by id or by name in any language; an ambiguous or unknown name is an error', () => {
    expect(cell('topics', `Santé|${TOPIC_B}`)).toEqual({ value: [TOPIC_A, TOPIC_B] });
    expect(cell('topics', 'health|sante')).toEqual({ value: [TOPIC_A] });
    expect(cell('topics', 'Énergie')).toEqual({ error: CELL_ERRORS.categoryAmbiguous });
    expect(cell('topics', 'Culture')).toEqual({ error: CELL_ERRORS.categoryMissing });
    expect(cell('topics', '01JA0000000000000000000009')).toEqual({ error: CELL_ERRORS.categoryMissing });
    expect(cell('topic', 'health')).toEqual({ value: TOPIC_A });
    expect(cell('topic', `health|${TOPIC_B}`)).toEqual({ error: CELL_ERRORS.tooManyItems });
    expect(cell('topic', '')).toEqual({ value: '' });
    // Beyond the categories a preview read, an id is left for the commit's check.
    const partial: CellContext = {
      ...context,
      categories: new Map([['topics', { ids: new Set<string>(), names: new Map(), complete: false }]]),
    };
    expect(readCell(column('topics'), '01JA0000000000000000000009', partial)).toEqual({ value: ['01JA0000000000000000000009'] });
  });

  it('reads characteristics per language and merges translatable columns', () => {
    expect(cell('notes', 'x|y')).toEqual({ value: ['x', 'y'] });
    expect(cell('notes', 'x')).toEqual({ value: ['x', ''] });
    expect(cell('notes', 'x|y|z')).toEqual({ error: CELL_ERRORS.tooManyItems });
    const fr = column('skills');
    const en = column('skills.en');
    const both = mergeCell(en, mergeCell(fr, undefined, ['a', 'b']), ['A', 'B']);
    expect(both).toEqual([
      { fr: 'a', en: 'A' },
      { fr: 'b', en: 'B' },
    ]);
    expect(mergeCell(column('jobTitle.en'), { fr: 'Chercheuse', en: 'old' }, 'Researcher')).toEqual({ fr: 'Chercheuse', en: 'Researcher' });
    expect(csvColumns(form, ['fr', 'en']).map((item) => item.name)).toContain('jobTitle.en');
  });
});
