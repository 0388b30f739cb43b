/**
 * The edits of react-router's production build (web/react-router-trim.ts) against the installed react-router, and the
 * app's sources against what the edits remove.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimReactRouter } from '../../web/react-router-trim';

const production = resolve(import.meta.dirname, '../../node_modules/react-router/dist/production');
const sources = resolve(import.meta.dirname, '../../web/src');

/** The app's modules (not its tests), with their text. */
function appModules(): { file: string; code: string }[] {
  return readdirSync(sources, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/'))
    .map((file) => ({ file, code: readFileSync(join(sources, file), 'utf8') }));
}

/** What react-router exports for route actions and fetchers, which the trimmed build no longer has. */
const TRIMMED_API = ['Form', 'useSubmit', 'useFormAction', 'useActionData', 'useFetcher', 'useFetchers'];

function routerModule(): string {
  const modules = readdirSync(production)
    .filter((name) => /^chunk-\w+\.mjs$/.test(name))
    .map((name) => readFileSync(join(production, name), 'utf8'))
    .filter((code) => code.includes('function createRouter(init)'));
  expect(modules).toHaveLength(1);
  return modules[0] ?? '';
}

describe('react-router trim', () => {
  it('finds every text it edits in the installed version', () => {
    expect(() => trimReactRouter(routerModule())).not.toThrow();
  });

  it('leaves no path to prefetching, RSC error handling, instrumentation, hydration data, actions or fetchers', () => {
    const trimmed = trimReactRouter(routerModule());
    expect(trimmed).not.toContain('usePrefetchBehavior(\n');
    expect(trimmed).not.toContain('createElement(PrefetchPageLinks, { page: href })');
    expect(trimmed).not.toContain('createElement(RSCErrorHandler, { error }, result)');
    expect(trimmed).not.toContain('instrumentClientSideRouter(\n      router,');
    expect(trimmed).not.toContain('parseHydrationData(),');
    expect(trimmed).not.toContain('await handleAction(');
    expect(trimmed).not.toContain('fetch: fetch2,');
    expect(trimmed).toContain('var Form = /* @__PURE__ */ trimNamed("Form", /* @__PURE__ */ React10.forwardRef(');
  });

  it('removes nothing the app uses: no route action, no form submission through the router, no fetcher', () => {
    const found: string[] = [];
    for (const { file, code } of appModules()) {
      for (const [, names = ''] of code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)) {
        const imported = names.split(',').map(
          (name) =>
            name
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0],
        );
        for (const name of imported) if (name && TRIMMED_API.includes(name)) found.push(`${file} imports ${name}`);
      }
      if (/\bexport\s+(?:async\s+)?(?:function|const|let)\s+(?:action|clientAction)\b/.test(code))
        found.push(`${file} exports a route action`);
      if (code.includes("from 'react-router'") && /^\s*(?:action|clientAction)\s*[:(]/m.test(code))
        found.push(`${file} may declare a route action`);
    }
    expect(found).toEqual([]);
  });

  it('fails, naming the edit, when a text is missing', () => {
    expect(() => trimReactRouter('function createRouter(init) {}')).toThrow(/web\/react-router-trim\.ts: found 0 times/);
  });
});
