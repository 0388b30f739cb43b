import { describe, expect, it } from 'vitest';
import { formField, formOf } from '../../shared/test-builder-fixtures';
import { foldText } from '../../shared/fold-text';
import { rowsOf, sortableNumber, sortKeyOf } from './list-index';

const languages = ['fr', 'en'] as const;

describe('list index', () => {
  it('folds case, accents and ligatures the way French readers sort', () => {
    expect(foldText('  Élodie  ŒUVRE\tæther Straße ')).toBe('elodie oeuvre aether strasse');
    const names = ['Zoé', 'eric', 'Émile', 'adam', 'Eloïse'];
    expect(
      names
        .map((name) => [sortKeyOf(foldText(name), 'ID'), name])
        .sort()
        .map(([, name]) => name),
    ).toEqual(['adam', 'Eloïse', 'Émile', 'eric', 'Zoé']);
  });

  it('orders numbers by value, negative and fractional ones included', () => {
    const numbers = [10, -2.5, 0, 3, -100, 2.75, 1e9];
    expect([...numbers].sort((a, b) => (sortableNumber(a) < sortableNumber(b) ? -1 : 1))).toEqual([-100, -2.5, 0, 2.75, 3, 10, 1e9]);
  });

  it('puts empty values after every value, and a shorter text before its continuations', () => {
    expect(sortKeyOf('', 'A') > sortKeyOf('zzz', 'A')).toBe(true);
    expect(sortKeyOf('le', 'Z') < sortKeyOf('le roy', 'A')).toBe(true);
  });

  it('writes a row per visible column and per record date, with abridged cells and a folded search text', () => {
    const form = formOf([
      formField('name', { translatable: true }),
      formField('bio', { type: 'html', translatable: true }),
      formField('size', { type: 'select', options: [{ value: 's', label: { fr: 'Petit', en: 'Small' } }] }),
      formField('secret'),
    ]);
    const rows = rowsOf(
      {
        recordId: 'R1',
        values: { name: { fr: 'Éloïse', en: 'Eloise' }, bio: { fr: `<p>${'a'.repeat(400)}</p>`, en: '' }, size: 's', secret: 'hidden' },
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-02T00:00:00.000Z',
      },
      form,
      { title: { fr: 'T' }, columns: ['name', 'bio', 'size'], perPage: 20 },
      languages,
    );
    expect(Object.keys(rows.sortKeys).sort()).toEqual(['__createdAt', '__updatedAt', 'bio', 'name', 'size']);
    expect(rows.sortKeys.size).toBe(sortKeyOf('petit', 'R1'));
    expect(rows.sortKeys.__updatedAt).toBe(sortKeyOf('2026-01-02T00:00:00.000Z', 'R1'));
    expect(rows.cells).not.toHaveProperty('secret');
    expect((rows.cells.bio as { fr: string }).fr).toHaveLength(300);
    expect(rows.search).toContain('eloise eloise');
    expect(rows.search).toContain('petit');
    expect(rows.search).not.toContain('hidden');
  });

  it("keeps in a file cell what its previews are served as: the preview's proved type, and nothing of the URLs", () => {
    const form = formOf([formField('photos', { type: 'gallery' })]);
    const file = (n: number, extra: Record<string, unknown> = {}) => ({
      uploadId: `U${n}`,
      name: `${n}.png`,
      type: 'image/png',
      size: 9,
      ...extra,
    });
    const rows = rowsOf(
      {
        recordId: 'R1',
        values: {
          photos: [
            file(1, { preview: true, previewType: 'image/jpeg', url: 'https://bucket/x' }),
            file(2, { preview: true }),
            file(3, { previewType: 'image/png' }),
            file(4),
            file(5),
          ],
        },
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-02T00:00:00.000Z',
      },
      form,
      { title: { fr: 'T' }, columns: ['photos'], perPage: 20 },
      languages,
    );
    expect(rows.cells.photos).toEqual([
      { uploadId: 'U1', name: '1.png', type: 'image/png', preview: true, previewType: 'image/jpeg' },
      { uploadId: 'U2', name: '2.png', type: 'image/png', preview: true },
      { uploadId: 'U3', name: '3.png', type: 'image/png' },
      { uploadId: 'U4', name: '4.png', type: 'image/png' },
      { more: 1 },
    ]);
  });
});
