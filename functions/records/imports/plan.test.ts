import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../shared/schemas/builder';
import { readCsv } from '../csv/read-csv';
import { buildPlan, type ExistingRecord } from './plan';

const field = (key: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  key,
  type,
  label: { fr: key },
  visibility: 'private',
  translatable: false,
  mandatory: false,
  ...extra,
});
const TOPIC = '01JA0000000000000000000001';
const form = {
  fields: [
    field('lastname', 'text', { mandatory: true }),
    field('___email', 'email'),
    field('jobTitle', 'text', { translatable: true }),
    field('age', 'number', { min: 0 }),
    field('topics', 'multipleCategories', { categoryElement: 'topics' }),
    field('photo', 'file'),
  ],
} as never;
const languages = ['fr', 'en'] as const;
const categories = new Map([['topics', { ids: new Set([TOPIC]), names: new Map([['sante', [TOPIC]]]), complete: true }]]);
const stored: ExistingRecord = {
  recordId: '01JB0000000000000000000001',
  version: 3,
  values: {
    lastname: 'Durand',
    ___email: 'Ana@Example.com',
    jobTitle: { fr: 'Chercheuse', en: 'Researcher' },
    age: 40,
    topics: [],
    photo: [{ uploadId: '01JC0000000000000000000001', name: 'a.png', size: 1, type: 'image/png' }],
  },
};

async function plan(text: string, existing: ExistingRecord[] = []) {
  const asked: string[][] = [];
  const result = await buildPlan({
    form,
    languages,
    csv: readCsv(text, { maxRows: 1000 }),
    categories,
    existing: async (emails) => {
      asked.push([...emails]);
      return new Map(existing.map((record) => [String(record.values.___email).toLowerCase(), record]));
    },
  });
  return { ...result, asked };
}

describe('the import plan', () => {
  it('creates new addresses, updates existing ones (only the columns present) and skips repeated ones', async () => {
    const result = await plan(
      'lastname;___email;jobTitle.en;age\nMartin;lea@example.com;Engineer;30\nDurand-Roy;ANA@example.com;Professor;\nCopy;Lea@Example.com;;1\n',
      [stored],
    );
    expect(result.counts).toEqual({ create: 1, update: 1, skip: 1, error: 0 });
    expect(result.asked).toEqual([['lea@example.com', 'ana@example.com']]);
    expect(result.rows[0]).toMatchObject({
      line: 2,
      action: 'create',
      values: { lastname: 'Martin', jobTitle: { fr: '', en: 'Engineer' }, age: 30 },
    });
    // Only the pasted columns change: jobTitle.fr and the photo stay; an empty age clears it.
    expect(result.rows[1]).toEqual({
      line: 3,
      action: 'update',
      recordId: stored.recordId,
      expectedVersion: 3,
      patch: { lastname: 'Durand-Roy', ___email: 'ANA@example.com', jobTitle: { fr: 'Chercheuse', en: 'Professor' }, age: null },
    });
    expect(result.rows[2]).toEqual({ line: 4, action: 'skip', duplicateOf: 2 });
    expect(result.preview.map((row) => row.action)).toEqual(['create', 'update', 'skip']);
    expect(result.dedupe).toBe(true);
  });

  it('lists unknown, duplicate and file columns as ignored', async () => {
    const result = await plan('lastname;nope;photo;lastname;___errors\nA;x;y;B;old error\n');
    expect(result.ignored).toEqual([
      { column: 'nope', reason: 'unknown' },
      { column: 'photo', reason: 'file' },
      { column: 'lastname', reason: 'duplicate' },
    ]);
    expect(result.rows[0]).toMatchObject({ action: 'create', values: { lastname: 'A' } });
  });

  it('reports every problem of a row on its column, with the records rules', async () => {
    const result = await plan('lastname;___email;age;topics\n;not-an-email;-1;Santé|Culture\nOK;ok@example.com;abc;\nA;b\n');
    expect(result.counts.error).toBe(3);
    expect(result.rows[0]).toMatchObject({
      line: 2,
      action: 'error',
      errors: [{ field: 'topics', message: 'validation.categoryMissing' }],
    });
    const rules = await plan('lastname;___email;age\n;not-an-email;-1\n');
    expect(rules.rows[0]).toMatchObject({
      action: 'error',
      errors: [
        { field: 'lastname', message: 'validation.required' },
        { field: '___email', message: 'validation.email' },
        { field: 'age', message: 'applications.renderer.error.tooSmall' },
      ],
      cells: ['', 'not-an-email', '-1'],
    });
    expect(result.rows[1]).toMatchObject({ errors: [{ field: 'age', message: 'validation.importNumber' }] });
    expect(result.rows[2]).toMatchObject({
      errors: [{ field: '', message: 'validation.columnsCount', params: { count: 2, expected: 4 } }],
    });
  });

  it('names a missing mandatory field by its key, and creates every row when the element has no ___email', async () => {
    const result = await plan('___email\na@example.com\n');
    expect(result.rows[0]).toMatchObject({ action: 'error', errors: [{ field: 'lastname', message: 'validation.required' }] });
    const plain = await buildPlan({
      form: { fields: [field('name', 'text')] } as never,
      languages,
      csv: readCsv('name\nA\nA\n', { maxRows: 10 }),
      categories: new Map(),
      existing: async () => {
        throw new Error('not asked');
      },
    });
    expect(plain.counts).toEqual({ create: 2, update: 0, skip: 0, error: 0 });
    expect(plain.dedupe).toBe(false);
  });

  it('does not skip after an address whose first row is in error, and cuts long cells in the preview', async () => {
    const long = 'x'.repeat(200);
    const result = await plan(`lastname;___email;age\n;a@example.com;1\n${long};A@example.com;2\n`);
    expect(result.rows.map((row) => row.action)).toEqual(['error', 'create']);
    expect(result.preview[1]!.cells[0]).toHaveLength(80);
  });
});
