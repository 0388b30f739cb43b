/** The build stamp (web/build-info.ts) and the catalogue pre-compilation (web/i18n-precompile.ts). */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../shared/constants';
import { newBuildId, resolveBuildId } from '../../web/build-info';
import { compileCatalogue } from '../../web/i18n-precompile';

const root = resolve(import.meta.dirname, '../..');

describe('build id', () => {
  it('is a UTC timestamp plus a short random part', () => {
    expect(newBuildId(new Date('2026-11-15T10:20:30.456Z'), () => 'a1b2c3')).toBe('20261115102030-a1b2c3');
    expect(newBuildId()).toMatch(/^\d{14}-[0-9a-f]{6}$/);
  });

  it('comes from BUILD_ID when set, and must be safe in a file name and a URL', () => {
    expect(resolveBuildId('release-42.1')).toBe('release-42.1');
    expect(resolveBuildId('')).toMatch(/^\d{14}-[0-9a-f]{6}$/);
    expect(() => resolveBuildId('../etc')).toThrow();
    expect(() => resolveBuildId('a b')).toThrow();
  });
});

describe('catalogue pre-compilation', () => {
  it('turns every message into its ICU AST', () => {
    const compiled = JSON.parse(compileCatalogue(JSON.stringify({ a: 'Bonjour {name}', b: 'Plain' }))) as Record<string, unknown[]>;
    expect(compiled.a).toEqual([
      { type: 0, value: 'Bonjour ' },
      { type: 1, value: 'name' },
    ]);
    expect(compiled.b).toEqual([{ type: 0, value: 'Plain' }]);
  });

  it('compiles the real catalogues', () => {
    for (const lang of ['fr', 'en']) {
      expect(() => compileCatalogue(readFileSync(join(root, 'locales', `${lang}.json`), 'utf8'))).not.toThrow();
    }
  });
});

describe('boot script', () => {
  it('knows the same themes as shared/constants.ts', () => {
    const boot = readFileSync(join(root, 'web/public/boot.js'), 'utf8');
    const list = /var themes = (\[[^\]]*\]);/.exec(boot)?.[1];
    expect(JSON.parse(String(list).replaceAll("'", '"'))).toEqual([...THEMES]);
  });
});
