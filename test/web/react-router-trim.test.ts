/** The edits of react-router's production build (web/react-router-trim.ts) against the installed react-router. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimReactRouter } from '../../web/react-router-trim';

const production = resolve(import.meta.dirname, '../../node_modules/react-router/dist/production');

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

  it('leaves no path to prefetching, RSC error handling, instrumentation or hydration data', () => {
    const trimmed = trimReactRouter(routerModule());
    expect(trimmed).not.toContain('usePrefetchBehavior(\n');
    expect(trimmed).not.toContain('createElement(PrefetchPageLinks, { page: href })');
    expect(trimmed).not.toContain('createElement(RSCErrorHandler, { error }, result)');
    expect(trimmed).not.toContain('instrumentClientSideRouter(\n      router,');
    expect(trimmed).not.toContain('parseHydrationData(),');
    expect(trimmed).toContain('var Form = /* @__PURE__ */ trimNamed("Form", /* @__PURE__ */ React10.forwardRef(');
  });

  it('fails, naming the edit, when a text is missing', () => {
    expect(() => trimReactRouter('function createRouter(init) {}')).toThrow(/web\/react-router-trim\.ts: found 0 times/);
  });
});
