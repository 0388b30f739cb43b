import { describe, expect, it } from 'vitest';
import type { FormConfig } from '../../../shared/schemas/builder';
import { copiedValues, uploadIdsOf } from './values';

const form = {
  fields: [
    { key: 'name', type: 'text' },
    { key: 'category', type: 'singleCategory', categoryElement: 'categories' },
    { key: 'tags', type: 'multipleCategories', categoryElement: 'categories' },
    { key: 'photo', type: 'file' },
  ],
} as unknown as FormConfig;

const idOf = (kind: 'record' | 'upload', id: string) => `${kind}:${id}`;

describe('the values of a copied record', () => {
  it('point at the copied categories and the copied files; other values stay as they are', () => {
    const values = {
      name: 'Fauteuil',
      category: 'C1',
      tags: ['C2', 'C3'],
      photo: [{ uploadId: 'U1', name: 'a.jpg', size: 10, type: 'image/jpeg', preview: true }],
      legacy: 'kept',
    };
    expect(copiedValues(form, values, idOf)).toEqual({
      name: 'Fauteuil',
      category: 'record:C1',
      tags: ['record:C2', 'record:C3'],
      photo: [{ uploadId: 'upload:U1', name: 'a.jpg', size: 10, type: 'image/jpeg', preview: true }],
      legacy: 'kept',
    });
    expect(values.category).toBe('C1'); // the source's values are not changed
    expect(uploadIdsOf(form, values)).toEqual(['U1']);
  });

  it('leaves out a file whose upload is not copied (not held by the record)', () => {
    const values = {
      photo: [
        { uploadId: 'U1', name: 'a.jpg', size: 1, type: '' },
        { uploadId: 'U2', name: 'b.jpg', size: 1, type: '' },
      ],
    };
    expect(copiedValues(form, values, idOf, (uploadId) => uploadId === 'U2')).toEqual({
      photo: [{ uploadId: 'upload:U2', name: 'b.jpg', size: 1, type: '' }],
    });
  });

  it('leaves empty references empty', () => {
    expect(copiedValues(form, { category: '', tags: [], photo: [] }, idOf)).toEqual({ category: '', tags: [], photo: [] });
    expect(uploadIdsOf(form, { photo: [] })).toEqual([]);
  });
});
