import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacter, inputHygieneIssues, isReservedName } from './input-hygiene';
import { RegisterInput } from './schemas/accounts';
import { FieldKey, FormField, TableConfig } from './schemas/builder';
import { CreateProjectInput, UpdateApplicationInput, UpdateProjectInput } from './schemas/projects';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => ({ field: v.getDotPath(issue), message: issue.message }));
};

describe('input hygiene rules', () => {
  it('knows every name of Object.prototype, and prototype, as reserved', () => {
    for (const name of Object.getOwnPropertyNames(Object.prototype)) expect(isReservedName(name), name).toBe(true);
    expect(isReservedName('prototype')).toBe(true);
    for (const name of ['name', 'email', 'proto', 'toStringValue', '___email']) expect(isReservedName(name), name).toBe(false);
  });

  it('forbids controls (but tab, LF, CR), DEL, C1, bidi overrides and isolates, and lone surrogates', () => {
    const forbidden = [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u000e',
      '\u001f',
      '\u007f',
      '\u0080',
      '\u009f',
      '\u202a',
      '\u202e',
      '\u2066',
      '\u2069',
      '\ud800',
      '\udfff',
      'a\ud83d',
    ];
    for (const text of forbidden) expect(hasForbiddenCharacter(`ok${text}ok`), JSON.stringify(text)).toBe(true);
    for (const text of ['\t', '\n', '\r', 'é', '€', '👩‍💻', '\u200f', '\u00a0', 'ﷺ', '\ud83d\ude00']) {
      expect(hasForbiddenCharacter(`ok${text}ok`), JSON.stringify(text)).toBe(false);
    }
  });

  it('reports each problem by its field path, keys included, at most 20', () => {
    const input = JSON.parse('{"title":"a\\u0000","fields":[{"label":{"fr":"ok","en":"\\u202e"}},{"__proto__":{}}],"ok":"fine"}');
    expect(inputHygieneIssues(input)).toEqual([
      { field: 'title', message: 'validation.forbiddenCharacter' },
      { field: 'fields.0.label.en', message: 'validation.forbiddenCharacter' },
      { field: 'fields.1.__proto__', message: 'validation.reservedName' },
    ]);
    expect(inputHygieneIssues({ list: Array.from({ length: 500 }, () => '\u0000') })).toHaveLength(20);
  });
});

describe('the shared schemas (what the web forms show before sending)', () => {
  it('refuse forbidden characters in texts with a translated message', () => {
    expect(issuesOf(CreateProjectInput, { name: 'Salon\u202e', languages: ['fr'], type: 'tradeShow' })).toEqual([
      { field: 'name', message: 'validation.forbiddenCharacter' },
    ]);
    const register = { email: 'ana@example.com', password: 'Passw0rd!', firstname: 'Ana\u0000', lastname: 'L', acceptTerms: true };
    expect(issuesOf(RegisterInput, register)).toEqual([{ field: 'firstname', message: 'validation.forbiddenCharacter' }]);
  });

  it('refuse field keys, choice values and list columns that name object internals', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      expect(issuesOf(FieldKey, name), name).toEqual([{ field: null, message: 'validation.reservedName' }]);
    }
    const field = { key: 'level', type: 'select', label: { fr: 'Niveau' }, visibility: 'public', translatable: false, mandatory: false };
    expect(issuesOf(FormField, { ...field, options: [{ value: 'constructor', label: { fr: 'C' } }] })).toEqual([
      { field: 'options.0.value', message: 'validation.reservedName' },
    ]);
    expect(issuesOf(TableConfig, { title: { fr: 'Liste' }, columns: ['name', '__proto__'], perPage: 20 })).toEqual([
      { field: 'columns.1', message: 'validation.reservedName' },
    ]);
  });

  it('require the version on every project and application update', () => {
    const projectId = '01J00000000000000000000001';
    expect(issuesOf(UpdateProjectInput, { projectId, name: 'x' })).toEqual([{ field: 'version', message: expect.any(String) }]);
    expect(issuesOf(UpdateApplicationInput, { projectId, applicationId: 'speakers', title: 'x' })).toEqual([
      { field: 'version', message: expect.any(String) },
    ]);
    expect(issuesOf(UpdateProjectInput, { projectId, name: 'x', version: 1 })).toEqual([]);
  });
});
