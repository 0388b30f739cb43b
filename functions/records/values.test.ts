import { describe, expect, it } from 'vitest';
import { defaultElements } from '../../shared/kinds';
import { formField, formOf } from '../../shared/test-builder-fixtures';
import { categoryRefs, changedKeys, checkValues, sanitizeRichText } from './values';

const languages = ['fr', 'en'] as const;
const [speakers] = defaultElements('speakers');
const speakerForm = speakers!.form;
const issuesOf = (result: ReturnType<typeof checkValues>) => Object.fromEntries(result.issues.map((issue) => [issue.field, issue.message]));

describe('checkValues (the server side of the form rules)', () => {
  it('accepts a complete speaker and stores every field in its shape', () => {
    const result = checkValues(speakerForm, languages, {
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
    const result = checkValues(speakerForm, languages, {
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

  it('reports at most 20 problems, whatever the body holds', () => {
    const raw = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i]));
    expect(checkValues(speakerForm, languages, raw).issues).toHaveLength(20);
  });

  it('needs the first project language of a mandatory translatable field, not the others', () => {
    const form = formOf([formField('title', { translatable: true, mandatory: true })]);
    expect(issuesOf(checkValues(form, languages, { title: { en: 'Title' } }))).toEqual({ 'values.title': 'validation.required' });
    expect(checkValues(form, languages, { title: { fr: 'Titre' } }).issues).toEqual([]);
  });

  it('checks numbers, dates, choices and category ids', () => {
    const form = formOf([
      formField('age', { type: 'number', min: 0, max: 10, step: 2 }),
      formField('day', { type: 'datetime' }),
      formField('size', { type: 'select', options: [{ value: 's', label: { fr: 'S' } }] }),
      formField('cats', { type: 'multipleCategories', categoryElement: 'categories' }),
    ]);
    expect(issuesOf(checkValues(form, languages, { age: 3, day: '2026-02-30', size: 'xl', cats: ['nope'] }))).toEqual({
      'values.age': 'applications.renderer.error.step',
      'values.day': 'applications.renderer.error.date',
      'values.size': 'validation.invalid',
      'values.cats': 'validation.categoryMissing',
    });
    expect(issuesOf(checkValues(form, languages, { age: Number.NaN }))).toEqual({ 'values.age': 'validation.invalid' });
    const ids = Array.from({ length: 21 }, (_, i) => `01J0000000000000000000${String(i).padStart(4, '0')}`);
    expect(issuesOf(checkValues(form, languages, { cats: ids }))).toEqual({ 'values.cats': 'validation.tooManyCategories' });
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
