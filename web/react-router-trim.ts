/**
 * Build plugin: react-router's production build (see the alias in vite.config.ts) serves framework mode, RSC and
 * data mode from one module, and much of it stays in the bundle of an app that uses data mode, and only part of that:
 * code reached through branches the app never takes, or declarations the bundler cannot prove pure. Each edit below
 * removes one of them; together they keep about 6 KB gzip out of every page. What the app does not use and data mode
 * offers (route actions, fetchers) now throws, naming this file, if it is ever called; test/web/react-router-trim.test.ts
 * checks that the app's sources use none of it (tests run the untrimmed build, the end-to-end tests this one).
 *
 * The edits are exact texts of react-router 7.18.5 (package.json pins it). When one is not found the build fails,
 * naming it: after an upgrade, check each edit against the new build, then update or drop it.
 */
import type { Plugin } from 'vite';

interface Edit {
  /** Why the replaced code never runs, or what the bundler could not see, in an app in data mode. */
  readonly why: string;
  readonly from: string;
  readonly to: string;
  /** How many times `from` occurs (each one is replaced). */
  readonly count?: number;
}

const EDITS: readonly Edit[] = [
  {
    why: '<Form> is not used: its forwardRef call, not marked pure, kept it and useSubmit with it',
    from: 'var Form = React10.forwardRef(',
    to: 'var Form = /* @__PURE__ */ trimNamed("Form", /* @__PURE__ */ React10.forwardRef(',
  },
  { why: "<Form>'s displayName, set by trimNamed", from: ');\nForm.displayName = "Form";\n', to: '));\n' },
  {
    why: "<Link prefetch>: prefetching needs framework mode's context, without which usePrefetchBehavior answers [false, ref, {}]",
    from: `    let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(
      prefetch,
      rest
    );`,
    to: '    let prefetchRef = null, prefetchHandlers = {};',
  },
  {
    why: '<Link prefetch>: the page links rendered when prefetching (never, see above)',
    from: 'return shouldPrefetch && !isAbsolute ? /* @__PURE__ */ React10.createElement(React10.Fragment, null, link, /* @__PURE__ */ React10.createElement(PrefetchPageLinks, { page: href })) : link;',
    to: 'return link;',
  },
  {
    why: "route errors: RSCErrorHandler runs inside an RSC router only (the boundary's context is RSCRouterContext)",
    from: `    if (this.context) {
      return /* @__PURE__ */ React2.createElement(RSCErrorHandler, { error }, result);
    }
`,
    to: '',
  },
  {
    why: 'createRouter: the app passes no `instrumentations` (web/src/app/router.ts)',
    from: `  if (init.instrumentations) {
    let instrumentations = init.instrumentations;
    mapRouteProperties2 = (route) => {
      return {
        ..._mapRouteProperties(route),
        ...getRouteInstrumentationUpdates(
          instrumentations.map((i) => i.route).filter(Boolean),
          route
        )
      };
    };
  }
`,
    to: '',
  },
  {
    why: 'createRouter: the app passes no `instrumentations` (web/src/app/router.ts)',
    from: `  if (init.instrumentations) {
    router = instrumentClientSideRouter(
      router,
      init.instrumentations.map((i) => i.router).filter(Boolean)
    );
  }
`,
    to: '',
  },
  {
    why: 'route actions: no route of the app has an `action`, and nothing submits (no <Form>, useSubmit or fetcher)',
    from: '      let actionResult = await handleAction(\n',
    to: '      let actionResult = await trimmedAway("route actions",\n',
  },
  {
    why: 'fetchers: the app calls no useFetcher, so nothing calls router.fetch',
    from: '    fetch: fetch2,\n',
    to: '    fetch: () => trimmedAway("fetchers"),\n',
  },
  {
    why: 'createBrowserRouter: hydration data is written into the page by server rendering, which the app does not do',
    from: 'hydrationData: opts?.hydrationData || parseHydrationData(),',
    to: 'hydrationData: opts?.hydrationData,',
    count: 2,
  },
];

const HELPERS = `
function trimNamed(name, component) {
  component.displayName = name;
  return component;
}
function trimmedAway(feature) {
  throw new Error(\`react-router: \${feature} are not in this build (web/react-router-trim.ts)\`);
}
`;

/** The module of react-router's production build that holds the router and its React components. */
const ROUTER_MODULE = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/;

function occurrences(code: string, text: string): number {
  return code.split(text).length - 1;
}

export function trimReactRouter(code: string): string {
  let trimmed = code;
  for (const edit of EDITS) {
    const found = occurrences(trimmed, edit.from);
    if (found !== (edit.count ?? 1)) {
      throw new Error(`web/react-router-trim.ts: found ${found} times, not ${edit.count ?? 1}, the code of: ${edit.why}`);
    }
    trimmed = trimmed.split(edit.from).join(edit.to);
  }
  return trimmed + HELPERS;
}

export function reactRouterTrimPlugin(): Plugin {
  return {
    name: 'noco:react-router-trim',
    transform(code, id) {
      if (!ROUTER_MODULE.test(id.split('?')[0] ?? id) || !code.includes('function createRouter(init)')) return null;
      return { code: trimReactRouter(code), map: null };
    },
  };
}
