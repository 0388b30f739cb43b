/**
 * The trims of dependencies (web/trim-dependencies.ts) against the installed versions, and the app's sources against
 * what the trims remove.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyTrim, type DependencyTrim, trimDependenciesPlugin } from '../../web/trim-dependencies';
import { formatjsTrims } from '../../web/trim-formatjs';
import { reactRouterTrim } from '../../web/trim-react-router';

const modules = resolve(import.meta.dirname, '../../node_modules');
const production = join(modules, 'react-router/dist/production');
const sources = resolve(import.meta.dirname, '../../web/src');

/** The app's modules (not its tests), with their text. */
function appModules(): { file: string; code: string }[] {
  return readdirSync(sources, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/'))
    .map((file) => ({ file, code: readFileSync(join(sources, file), 'utf8') }));
}

/** What react-router exports for route actions and fetchers, which the trimmed build no longer has. */
const TRIMMED_API = ['Form', 'useSubmit', 'useFormAction', 'useActionData', 'useFetcher', 'useFetchers'];

/** The installed module each trim edits: its path and text. */
function installed(trim: DependencyTrim): { file: string; code: string } {
  let file = join(modules, trim === formatjsTrims[0] ? 'react-intl/index.js' : 'intl-messageformat/index.js');
  if (trim === reactRouterTrim) {
    const chunks = readdirSync(production)
      .filter((name) => /^chunk-\w+\.mjs$/.test(name))
      .filter((name) => readFileSync(join(production, name), 'utf8').includes(trim.marker));
    expect(chunks).toHaveLength(1);
    file = join(production, chunks[0] ?? '');
  }
  return { file, code: readFileSync(file, 'utf8') };
}

describe('dependency trims', () => {
  for (const trim of [reactRouterTrim, ...formatjsTrims]) {
    it(`${trim.name}: finds every text it edits in the installed version, and only in its module`, () => {
      const { file, code } = installed(trim);
      expect(trim.module.test(file)).toBe(true);
      expect(code).toContain(trim.marker);
      expect(() => applyTrim(trim, code)).not.toThrow();
      const transform = trimDependenciesPlugin([trim]).transform as (code: string, id: string) => { code: string } | null;
      expect(transform(code, file)?.code).toBe(applyTrim(trim, code));
      expect(transform(code, join(modules, 'other/index.js'))).toBeNull();
    });
  }

  it('fails, naming the trim and the edit, when a text is missing', () => {
    expect(() => applyTrim(reactRouterTrim, 'function createRouter(init) {}')).toThrow(
      /web\/trim-dependencies\.ts, react-router 7\.18\.5: found 0 times/,
    );
  });

  it("marks react-intl's unused components and config, and intl-messageformat's class, pure", () => {
    const [reactIntl, messageFormat] = formatjsTrims.map((trim) => applyTrim(trim, installed(trim).code));
    expect(reactIntl).toContain('const FormattedDate = /* @__PURE__ */ createFormattedComponent("formatDate");');
    expect(reactIntl).toContain('/* @__PURE__ */ trimNamed("MemoizedFormattedMessage", /* @__PURE__ */ React.memo(');
    expect(reactIntl).toContain('const DEFAULT_INTL_CONFIG$1 = /* @__PURE__ */ trimMade(() => ({');
    expect(messageFormat).toContain('var IntlMessageFormat = /* @__PURE__ */ trimMade(() => class IntlMessageFormat {');
  });
});

describe('react-router trim', () => {
  it('leaves no path to prefetching, RSC error handling, instrumentation, hydration data, actions or fetchers', () => {
    const trimmed = applyTrim(reactRouterTrim, installed(reactRouterTrim).code);
    expect(trimmed).not.toContain('usePrefetchBehavior(\n');
    expect(trimmed).not.toContain('createElement(PrefetchPageLinks, { page: href })');
    expect(trimmed).not.toContain('createElement(RSCErrorHandler, { error }, result)');
    expect(trimmed).not.toContain('instrumentClientSideRouter(\n      router,');
    expect(trimmed).not.toContain('parseHydrationData(),');
    expect(trimmed).not.toContain('await handleAction(');
    expect(trimmed).not.toContain('fetch: fetch2,');
    expect(trimmed).not.toContain('decodeRouteErrorResponseDigest(error.digest)');
    expect(trimmed).not.toContain('useIsRSCRouterContext();\n  useTransitions');
    expect(trimmed).not.toContain('useViewTransitionState(path) && viewTransition');
    expect(trimmed).toContain('var Form = /* @__PURE__ */ trimNamed("Form", /* @__PURE__ */ React10.forwardRef(');
  });

  it('removes nothing the app uses: no route action, no form submission through the router, no fetcher, no view transition', () => {
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
      if (/\bviewTransition\b/.test(code)) found.push(`${file} asks for a view transition`);
      if (code.includes("from 'react-router'") && /^\s*(?:action|clientAction)\s*[:(]/m.test(code))
        found.push(`${file} may declare a route action`);
    }
    expect(found).toEqual([]);
  });
});
