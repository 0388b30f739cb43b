import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/constants';
import { formField, formOf } from '../../../shared/test-builder-fixtures';
import { foldText } from '../../../shared/fold-text';
import { csvColumns } from './columns';
import { type CellContext, categoryNames, cellText, numberCell } from './write-cell';

const languages: readonly Language[] = ['fr', 'en'];
const labels = new Map([['01JCAT00000000000000000001', 'Économie']]);
const context = (langs: readonly Language[] = languages): CellContext => ({
  languages: langs,
  categoryLabel: (element, id) => (element === 'categories' ? labels.get(id) : undefined),
});
const option = (value: string, fr: string) => ({ value, label: { fr } });

const form = formOf([
  formField('title', { translatable: true }),
  formField('plain'),
  formField('bio', { type: 'html', translatable: true }),
  formField('notes', { type: 'textarea' }),
  formField('mail', { type: 'email' }),
  formField('day', { type: 'datetime' }),
  formField('at', { type: 'datetime', dateMode: 'datetime' }),
  formField('price', { type: 'number' }),
  formField('ok', { type: 'yesno' }),
  formField('size', { type: 'radios', options: [option('s', 'Petit'), option('l', 'Grand')] }),
  formField('menu', { type: 'select', options: [option('veg', 'Végétarien')] }),
  formField('tags', { type: 'checkboxes', options: [option('a|b', 'A ou B'), option('c', 'C')] }),
  formField('topic', { type: 'singleCategory', categoryElement: 'categories' }),
  formField('topics', { type: 'multipleCategories', categoryElement: 'categories' }),
  formField('traits', { type: 'characteristics', translatable: true, characteristics: [{ fr: 'Taille' }, { fr: 'Poids' }] }),
  formField('faq', { type: 'questions', questions: [{ question: { fr: 'Q' }, answer: { fr: 'R' } }] }),
  formField('photo', { type: 'file' }),
  formField('album', { type: 'gallery' }),
]);

const cells = (values: Record<string, unknown>, langs: readonly Language[] = languages) =>
  Object.fromEntries(csvColumns(form, langs).map((column) => [column.name, cellText(column, values[column.field.key], context(langs))]));

describe('cellText: a stored value as the CSV cell the import reads back', () => {
  it('writes each type in its convention', () => {
    const written = cells({
      title: { fr: 'Titre', en: 'Title' },
      plain: 'Texte',
      bio: { fr: '<p>Bio <strong>riche</strong></p>', en: '' },
      notes: 'ligne 1\nligne 2',
      mail: 'ana@example.org',
      day: '2026-11-25',
      at: '2026-11-25T14:30',
      price: 1.5,
      ok: true,
      size: 'l',
      menu: 'veg',
      tags: ['a|b', 'c'],
      topic: '01JCAT00000000000000000001',
      topics: ['01JCAT00000000000000000001', '01JCAT00000000000000000002'],
      traits: [
        { fr: '1 m', en: '1 m' },
        { fr: '2 kg', en: '' },
      ],
      faq: ['Réponse'],
      photo: [{ uploadId: 'u1', name: 'portrait.jpg', size: 10, type: 'image/jpeg' }],
      album: [
        { uploadId: 'u2', name: 'a.png', size: 1, type: 'image/png' },
        { uploadId: 'u3', name: 'b|c.png', size: 1, type: 'image/png' },
      ],
    });
    expect(written).toEqual({
      title: 'Titre',
      'title.en': 'Title',
      plain: 'Texte',
      bio: '<p>Bio <strong>riche</strong></p>',
      'bio.en': '',
      notes: 'ligne 1\nligne 2',
      mail: 'ana@example.org',
      day: '2026-11-25',
      at: '2026-11-25 14:30',
      price: '1,5',
      ok: 'oui',
      size: 'l',
      menu: 'veg',
      tags: 'a\\|b|c',
      topic: 'Économie',
      topics: 'Économie|01JCAT00000000000000000002',
      traits: '1 m|2 kg',
      'traits.en': '1 m|',
      faq: 'Réponse',
      photo: 'portrait.jpg',
      album: 'a.png|b\\|c.png',
    });
  });

  it('writes empty values as empty cells, and no as non/no by the first project language', () => {
    const empty = cells({});
    expect(empty.ok).toBe('non');
    expect(empty.faq).toBe('R'); // a record without answers shows the configured answers, as its form does
    // Two empty characteristics: one separator, so that each item keeps its place.
    expect([empty.traits, empty['traits.en']]).toEqual(['|', '|']);
    const others = Object.entries(empty).filter(([name]) => !['ok', 'faq', 'traits', 'traits.en'].includes(name));
    expect(others.filter(([, text]) => text !== '')).toEqual([]);
    expect(cells({ ok: true }, ['en', 'fr']).ok).toBe('yes');
    expect(cells({ ok: false }, ['en']).ok).toBe('no');
  });

  it('writes numbers with a decimal comma, no thousands separator and no exponent', () => {
    expect(numberCell(-2)).toBe('-2');
    expect(numberCell(1234567.25)).toBe('1234567,25');
    expect(numberCell(0)).toBe('0');
    expect(numberCell(1e21)).toBe('1000000000000000000000');
    expect(numberCell(1e-7)).toBe('0,0000001');
  });
});

describe('categoryNames', () => {
  it('names categories by their first text field in the first project language, ids when names collide', () => {
    const categoryForm = formOf([formField('name', { translatable: true }), formField('code')]);
    const names = categoryNames(
      categoryForm,
      [
        { recordId: 'A', values: { name: { fr: 'Économie', en: 'Economy' } } },
        { recordId: 'B', values: { name: { fr: 'Santé' } } },
        { recordId: 'C', values: { name: { fr: 'SANTE' } } },
        { recordId: 'D', values: { name: { fr: '' } } },
      ],
      languages,
      foldText,
    );
    expect([...names]).toEqual([['A', 'Économie']]);
  });
});
