import { describe, expect, it } from 'vitest';
import { defaultElements } from '../../shared/kinds';
import { formField, formOf } from '../../shared/test-builder-fixtures';
import { categoryRefs, changedKeys, checkValues, sanitizeRichText } from './values';

const languages = ['fr', 'en'] as const;
const [speakers] = defaultElements('speakers');
const speakerForm = speakers!.form;
const issuesOf = (result: ReturnType<typeof checkValues>) => Object.fromEntries(result.issues.map((issue) => [issue.field, issue.message]));

/** Values without files: every upload id is unknown (the file rules have their own cases below). */
const check = (form: Parameters<typeof checkValues>[0], langs: Parameters<typeof checkValues>[1], raw: Record<string, unknown>) =>
  checkValues(form, langs, raw, () => 'validation.fileUnknown');

describe('checkValues (the server side of the form rules)', () => {
  it('accepts a complete speaker and stores every field in its shape', () => {
    const result = check(speakerForm, languages, {
      firstname: 'Ana',
      lastname: 'Lopez',
      ___email: ' ana@example.org ',
      jobTitle: { fr: 'Chercheuse' },
    });
    expect(result.issues).toEqual([]);
    expect(result.values).toMatchObject({
      firstname: 'Ana',
      ___email: 'ana@example.org',
      jobTitle: { fr: 'Chercheuse', en: '' },
      photo: [],
    });
    expect(Object.keys(result.values).sort()).toEqual(speakerForm.fields.map((field) => field.key).sort());
  });

  it('reports unknown keys, wrong shapes, rules and forbidden characters, each on its field', () => {
    const result = check(speakerForm, languages, {
      nope: 1,
      firstname: ['Ana'],
      lastname: '',
      ___email: 'ana@',
      jobTitle: { de: 'x' },
      company: 'A\u202eB',
      photo: [{ name: 'x.jpg', size: 1, type: 'image/jpeg' }],
    });
    expect(issuesOf(result)).toEqual({
      'values.nope': 'validation.unknownField',
      'values.firstname': 'validation.invalid',
      'values.lastname': 'validation.required',
      'values.___email': 'validation.email',
      'values.jobTitle': 'validation.invalid',
      'values.company': 'validation.forbiddenCharacter',
      'values.photo': 'validation.invalid',
    });
  });

  it('refuses a link field that holds no web address, and stores a bare host name with https://', () => {
    const base = { firstname: 'Ana', lastname: 'Lopez', ___email: 'ana@example.org' };
    expect(issuesOf(check(speakerForm, languages, { ...base, website: 'javascript:alert(1)', linkedin: 'JAVASCRIPT:alert(1)' }))).toEqual({
      'values.website': 'validation.url',
      'values.linkedin': 'validation.url',
    });
    const saved = check(speakerForm, languages, { ...base, website: ' www.example.org ', linkedin: 'https://www.linkedin.com/in/ana' });
    expect(saved.issues).toEqual([]);
    expect(saved.values).toMatchObject({ website: 'https://www.example.org', linkedin: 'https://www.linkedin.com/in/ana' });
    expect(check(speakerForm, languages, { ...base, website: '' }).values).toMatchObject({ website: '' });
  });

  it('reports at most 20 problems, whatever the body holds', () => {
    const raw = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i]));
    expect(check(speakerForm, languages, raw).issues).toHaveLength(20);
  });

  it('needs the first project language of a mandatory translatable field, not the others', () => {
    const form = formOf([formField('title', { translatable: true, mandatory: true })]);
    expect(issuesOf(check(form, languages, { title: { en: 'Title' } }))).toEqual({ 'values.title': 'validation.required' });
    expect(check(form, languages, { title: { fr: 'Titre' } }).issues).toEqual([]);
  });

  it('checks numbers, dates, choices and category ids', () => {
    const form = formOf([
      formField('age', { type: 'number', min: 0, max: 10, step: 2 }),
      formField('day', { type: 'datetime' }),
      formField('size', { type: 'select', options: [{ value: 's', label: { fr: 'S' } }] }),
      formField('cats', { type: 'multipleCategories', categoryElement: 'categories' }),
    ]);
    expect(issuesOf(check(form, languages, { age: 3, day: '2026-02-30', size: 'xl', cats: ['nope'] }))).toEqual({
      'values.age': 'applications.renderer.error.step',
      'values.day': 'applications.renderer.error.date',
      'values.size': 'validation.invalid',
      'values.cats': 'validation.categoryMissing',
    });
    expect(issuesOf(check(form, languages, { age: Number.NaN }))).toEqual({ 'values.age': 'validation.invalid' });
    const ids = Array.from({ length: 21 }, (_, i) => `01J0000000000000000000${String(i).padStart(4, '0')}`);
    expect(issuesOf(check(form, languages, { cats: ids }))).toEqual({ 'values.cats': 'validation.tooManyCategories' });
  });

  it('sanitises HTML with the allowlist', () => {
    expect(sanitizeRichText('<h2 style="x">T</h2><img src=x onerror=alert(1)><script>alert(1)</script><a href="tel:+33">call</a>')).toBe(
      '<h2>T</h2><a rel="noopener noreferrer" href="tel:+33">call</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)" target="_blank">x</a><iframe src="https://e.vil"></iframe>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    ['<a href="&#106;avascript:alert(1)">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['<a href=" JAVASCRIPT:alert(1)">b</a>', '<a rel="noopener noreferrer">b</a>'],
    ['<a href="java\tscript:x">c</a>', '<a rel="noopener noreferrer">c</a>'],
    ['<a href="//evil.example">d</a>', '<a rel="noopener noreferrer">d</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">e</a>', '<a rel="noopener noreferrer">e</a>'],
    [
      '<a href="https://x.example/"onmouseover="alert(1)" rel="opener">f</a>',
      '<a rel="noopener noreferrer" href="https://x.example/">f</a>',
    ],
    ['<a href="https://x.example/?a=1&amp;b=2">g</a>', '<a rel="noopener noreferrer" href="https://x.example/?a=1&amp;b=2">g</a>'],
    ['"><script>alert(1)</script>', '"&gt;'],
    ['<svg><script>alert(1)</script></svg><math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'x'],
    ['<script>alert(1)', ''],
    ['<scr<script>ipt>alert(1)</script>', '&lt;scr'],
    ['<p>a</p><style>p{}</style><p>b</p><!-- c --><? d ?>', '<p>a</p><p>b</p>'],
    ['<p onclick="x" class="y">1 < 2 > 0 & <3</p>', '<p>1 &lt; 2 &gt; 0 & &lt;3</p>'],
    ['<img src=x onerror=alert(1)//', ''],
  ])('keeps nothing hostile of %s', (html, safe) => {
    expect(sanitizeRichText(html)).toBe(safe);
  });
});

describe('categoryRefs and changedKeys', () => {
  it('lists each category once, by its element', () => {
    const form = formOf([
      formField('cats', { type: 'multipleCategories', categoryElement: 'categories' }),
      formField('main', { type: 'singleCategory', categoryElement: 'categories' }),
    ]);
    expect(categoryRefs(form, { cats: ['A', 'B'], main: 'A' })).toEqual(['categories#A', 'categories#B']);
  });

  it('names the keys a save changed (all of them for a first version)', () => {
    expect(changedKeys({ a: 1, b: { fr: 'x' } }, { a: 1, b: { fr: 'y' }, c: true })).toEqual(['b', 'c']);
    expect(changedKeys(undefined, { a: 1, b: 2 })).toEqual(['a', 'b']);
  });
});

describe('file and gallery values', () => {
  const id = (n: number) => `01J00000000000000000000F0${n}`;
  const photo = formField('photo', { type: 'file' });
  const gallery = formField('gallery', { type: 'gallery', maxCount: 2 });
  const form = formOf([photo, gallery]);
  const stored = (uploadId: string, type = 'image/png') => ({ uploadId, name: `${uploadId}.png`, type, size: 10 });
  const ready = new Set([id(1), id(2), id(3)]);
  const resolve = (_field: unknown, uploadId: string) =>
    uploadId === id(4)
      ? ('validation.fileNotReady' as const)
      : ready.has(uploadId)
        ? stored(uploadId)
        : ('validation.fileUnknown' as const);

  it('keeps the stored file of each upload id, in the order sent, and nothing else the body says', () => {
    const result = checkValues(
      form,
      languages,
      { photo: [{ uploadId: id(1), name: 'evil.exe', url: 'x' }], gallery: [{ uploadId: id(3) }, { uploadId: id(2) }] },
      resolve,
    );
    expect(result.issues).toEqual([]);
    expect(result.values).toMatchObject({ photo: [stored(id(1))], gallery: [stored(id(3)), stored(id(2))] });
  });

  it('refuses unknown, unchecked, repeated and too many files, and anything that is no upload id', () => {
    const issues = (raw: Record<string, unknown>) => issuesOf(checkValues(form, languages, raw, resolve));
    expect(issues({ photo: [{ uploadId: id(9) }] })).toEqual({ 'values.photo': 'validation.fileUnknown' });
    expect(issues({ photo: [{ uploadId: id(4) }] })).toEqual({ 'values.photo': 'validation.fileNotReady' });
    expect(issues({ gallery: [{ uploadId: id(1) }, { uploadId: id(1) }] })).toEqual({ 'values.gallery': 'validation.invalid' });
    expect(issues({ gallery: [{ uploadId: id(1) }, { uploadId: id(2) }, { uploadId: id(3) }] })).toEqual({
      'values.gallery': 'applications.renderer.error.tooManyFiles',
    });
    expect(issues({ photo: [{ uploadId: id(1) }, { uploadId: id(2) }] })).toEqual({
      'values.photo': 'applications.renderer.error.tooManyFiles',
    });
    expect(issues({ photo: [{ name: 'a.png', size: 1, type: 'image/png' }] })).toEqual({ 'values.photo': 'validation.invalid' });
    expect(issues({ photo: 'x' })).toEqual({ 'values.photo': 'validation.invalid' });
  });
});
