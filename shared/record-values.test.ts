import { describe, expect, it } from 'vitest';
import type { FormField } from './schemas/builder';
import { formField, formOf } from './test-builder-fixtures';
import {
  emptyValues,
  fieldValue,
  fileAccepted,
  isOnStep,
  isValidDateValue,
  validateField,
  VALUE_ERROR_KEYS,
  validateValues,
  type FileRef,
} from './record-values';

const L = (fr: string, en?: string) => (en === undefined ? { fr } : { fr, en });
const field = (key: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => formField(key, { type, ...extra });
const form = (...fields: FormField[]) => formOf(fields);
const file = (name: string, size: number, type = ''): FileRef => ({ name, size, type });
const languages = ['fr', 'en'] as const;
const MB = 1024 * 1024;

describe('emptyValues', () => {
  it('gives each type its empty value; translatable texts one per language; questions their configured answers', () => {
    const values = emptyValues(
      form(
        field('text', 'text'),
        field('title', 'text', { translatable: true }),
        field('bio', 'textarea'),
        field('page', 'html', { translatable: true }),
        field('email', 'email', { translatable: true }),
        field('date', 'datetime'),
        field('age', 'number'),
        field('tags', 'checkboxes', { options: [{ value: 'a', label: L('A') }] }),
        field('size', 'radios', { options: [{ value: 'a', label: L('A') }] }),
        field('country', 'select', { options: [{ value: 'a', label: L('A') }] }),
        field('photo', 'file'),
        field('published', 'yesno'),
        field('categories', 'multipleCategories', { categoryElement: 'cats' }),
        field('category', 'singleCategory', { categoryElement: 'cats' }),
        field('gallery', 'gallery'),
        field('specs', 'characteristics', { characteristics: [L('Couleur'), L('Poids')] }),
        field('faq', 'questions', { questions: [{ question: L('Q ?', 'Q?'), answer: L('Oui', 'Yes') }] }),
        field('faqTr', 'questions', { translatable: true, questions: [{ question: L('Q ?'), answer: L('Oui', 'Yes') }] }),
      ),
      languages,
    );
    expect(values).toEqual({
      text: '',
      title: { fr: '', en: '' },
      bio: '',
      page: { fr: '', en: '' },
      email: '',
      date: '',
      age: null,
      tags: [],
      size: '',
      country: '',
      photo: [],
      published: false,
      categories: [],
      category: '',
      gallery: [],
      specs: ['', ''],
      faq: ['Oui'],
      faqTr: [{ fr: 'Oui', en: 'Yes' }],
    });
  });
});

describe('fieldValue', () => {
  it('fits a value to the field as it is now', () => {
    const title = field('title', 'text', { translatable: true });
    expect(fieldValue(title, languages, 'Bonjour')).toEqual({ fr: 'Bonjour', en: '' });
    expect(fieldValue(title, languages, { en: 'Hello', de: 'Hallo' })).toEqual({ fr: '', en: 'Hello' });
    expect(fieldValue(field('name', 'text'), languages, { fr: '', en: 'Hello' })).toBe('Hello');
    expect(fieldValue(field('age', 'number'), languages, '12.5')).toBe(12.5);
    expect(fieldValue(field('age', 'number'), languages, 'abc')).toBeNull();
    expect(fieldValue(field('tags', 'checkboxes'), languages, 'a')).toEqual(['a']);
    expect(fieldValue(field('ok', 'yesno'), languages, 'true')).toBe(true);
    expect(fieldValue(field('specs', 'characteristics', { characteristics: [L('A'), L('B')] }), languages, ['x'])).toEqual(['x', '']);
    expect(fieldValue(field('photo', 'file'), languages, [{ name: 'a.png', size: 3, type: 'image/png' }, 'junk'])).toEqual([
      { name: 'a.png', size: 3, type: 'image/png' },
    ]);
  });
});

describe('validateValues', () => {
  it('is empty when every field is fine', () => {
    const config = form(field('name', 'text', { mandatory: true }), field('age', 'number', { min: 0 }));
    expect(validateValues(config, languages, { name: 'Ada', age: 36 })).toEqual({});
  });

  it('requires a value in every mandatory field', () => {
    const options = [{ value: 'a', label: L('A') }];
    const mandatory = { mandatory: true };
    const config = form(
      field('text', 'text', mandatory),
      field('title', 'text', { ...mandatory, translatable: true }),
      field('email', 'email', mandatory),
      field('date', 'datetime', mandatory),
      field('age', 'number', mandatory),
      field('tags', 'checkboxes', { ...mandatory, options }),
      field('size', 'radios', { ...mandatory, options }),
      field('country', 'select', { ...mandatory, options }),
      field('photo', 'file', mandatory),
      field('consent', 'yesno', mandatory),
      field('categories', 'multipleCategories', { ...mandatory, categoryElement: 'c' }),
      field('category', 'singleCategory', { ...mandatory, categoryElement: 'c' }),
      field('gallery', 'gallery', mandatory),
      field('specs', 'characteristics', { ...mandatory, characteristics: [L('A')] }),
      field('faq', 'questions', { ...mandatory, questions: [{ question: L('Q'), answer: L('') }] }),
      field('optional', 'text'),
    );
    // The first project language is the one a translatable field needs (here French: 'Titre' alone is enough).
    const problems = validateValues(config, languages, { ...emptyValues(config, languages), title: { fr: ' ', en: 'Title' } });
    const keys = config.fields.map((item) => item.key).filter((key) => key !== 'optional');
    expect(problems).toEqual(Object.fromEntries(keys.map((key) => [key, 'validation.required'])));
  });

  it('checks emails, dates and choices', () => {
    const options = [{ value: 'a', label: L('A') }];
    expect(validateField(field('email', 'email'), languages, 'ada@example')).toBe('validation.email');
    expect(validateField(field('email', 'email'), languages, ' ada@example.org ')).toBeUndefined();
    expect(validateField(field('date', 'datetime'), languages, '2025-02-30')).toBe(VALUE_ERROR_KEYS.date);
    expect(validateField(field('date', 'datetime'), languages, '2024-02-29')).toBeUndefined();
    expect(validateField(field('at', 'datetime', { dateMode: 'datetime' }), languages, '2024-02-29')).toBe(VALUE_ERROR_KEYS.dateTime);
    expect(validateField(field('at', 'datetime', { dateMode: 'datetime' }), languages, '2024-02-29T24:00')).toBe(VALUE_ERROR_KEYS.dateTime);
    expect(validateField(field('at', 'datetime', { dateMode: 'datetime' }), languages, '2024-02-29T09:30')).toBeUndefined();
    expect(validateField(field('size', 'radios', { options }), languages, 'b')).toBe('validation.invalid');
    expect(validateField(field('tags', 'checkboxes', { options }), languages, ['a', 'z'])).toBe('validation.invalid');
    expect(validateField(field('country', 'select', { options }), languages, 'a')).toBeUndefined();
  });

  it('holds link fields to web addresses (shared/links.ts): validation.url, in every language; empty unless mandatory', () => {
    const website = field('website', 'text');
    for (const hostile of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'mailto:a@b.org',
      'pas une adresse',
    ])
      expect(validateField(website, languages, hostile), hostile).toBe('validation.url');
    expect(validateField(website, languages, 'https://example.org/ana')).toBeUndefined();
    expect(validateField(website, languages, 'www.example.org')).toBeUndefined();
    expect(validateField(website, languages, '')).toBeUndefined();
    expect(validateField(field('website', 'text', { mandatory: true }), languages, '')).toBe('validation.required');
    const translated = field('videoUrl', 'text', { translatable: true });
    expect(validateField(translated, languages, { fr: 'https://example.org/fr', en: 'javascript:alert(1)' })).toBe('validation.url');
    expect(validateField(translated, languages, { fr: 'https://example.org/fr', en: '' })).toBeUndefined();
    // Only text fields whose technical value names a link.
    expect(validateField(field('company', 'text'), languages, 'javascript:alert(1)')).toBeUndefined();
    expect(validateField(field('website', 'textarea'), languages, 'javascript:alert(1)')).toBeUndefined();
    const speaker = form(field('firstname', 'text'), field('website', 'text'), field('linkedin', 'text'));
    expect(
      validateValues(speaker, languages, { firstname: 'Ana', website: 'javascript:alert(1)', linkedin: 'https://linkedin.com/in/ana' }),
    ).toEqual({
      website: 'validation.url',
    });
  });

  it('checks number bounds and step', () => {
    const number = field('n', 'number', { min: 1, max: 10, step: 0.5 });
    expect(validateField(number, languages, 0)).toBe(VALUE_ERROR_KEYS.tooSmall);
    expect(validateField(number, languages, 10.5)).toBe(VALUE_ERROR_KEYS.tooLarge);
    expect(validateField(number, languages, 2.25)).toBe(VALUE_ERROR_KEYS.step);
    expect(validateField(number, languages, 2.5)).toBeUndefined();
    expect(validateField(number, languages, null)).toBeUndefined();
    expect(isOnStep(0.3, 0.1, undefined)).toBe(true);
    expect(isOnStep(7, 5, 2)).toBe(true);
    expect(isOnStep(8, 5, 2)).toBe(false);
  });

  it('checks files: count, type and size', () => {
    const photo = field('photo', 'file', { accept: ['image/*', '.pdf'], maxSizeMb: 2 });
    expect(validateField(photo, languages, [file('a.png', MB, 'image/png')])).toBeUndefined();
    expect(validateField(photo, languages, [file('a.png', MB, 'image/png'), file('b.png', 1, 'image/png')])).toBe(
      VALUE_ERROR_KEYS.tooManyFiles,
    );
    expect(validateField(photo, languages, [file('a.doc', 1, 'application/msword')])).toBe(VALUE_ERROR_KEYS.fileType);
    expect(validateField(photo, languages, [file('a.PDF', 1)])).toBeUndefined();
    expect(validateField(photo, languages, [file('a.png', 3 * MB, 'image/png')])).toBe(VALUE_ERROR_KEYS.fileTooLarge);
    const gallery = field('gallery', 'gallery', { maxCount: 2 });
    expect(validateField(gallery, languages, [file('a.png', 1, 'image/png'), file('b.png', 1, 'image/png')])).toBeUndefined();
    expect(
      validateField(gallery, languages, [file('a.png', 1, 'image/png'), file('b.png', 1, 'image/png'), file('c.png', 1, 'image/png')]),
    ).toBe(VALUE_ERROR_KEYS.tooManyFiles);
    expect(validateField(gallery, languages, [file('a.txt', 1, 'text/plain')])).toBe(VALUE_ERROR_KEYS.fileType);
  });

  it("requires every characteristic and answer, in the project's first language when translatable", () => {
    const specs = field('specs', 'characteristics', { mandatory: true, translatable: true, characteristics: [L('A'), L('B')] });
    expect(
      validateField(specs, languages, [
        { fr: 'x', en: 'y' },
        { fr: '', en: 'z' },
      ]),
    ).toBe('validation.required');
    expect(
      validateField(specs, languages, [
        { fr: 'x', en: 'y' },
        { fr: 'x', en: '' },
      ]),
    ).toBeUndefined();
    expect(
      validateField(field('title', 'text', { mandatory: true, translatable: true }), languages, { fr: 'Titre', en: '' }),
    ).toBeUndefined();
  });

  it('helpers: accepted files and dates', () => {
    expect(fileAccepted({ name: 'x.JPG', type: 'image/jpeg' }, ['image/*'])).toBe(true);
    expect(fileAccepted({ name: 'x.txt', type: 'text/plain' }, ['application/pdf'])).toBe(false);
    expect(fileAccepted({ name: 'x.txt', type: 'text/plain' }, undefined)).toBe(true);
    expect(isValidDateValue('2025-13-01', 'date')).toBe(false);
  });
});
