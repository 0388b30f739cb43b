/**
 * react-router's production build (see the alias in vite.config.ts) serves framework mode, RSC and data mode from one
 * module, and much of it stays in the bundle of an app that uses data mode, and only part of that: code reached through
 * branches the app never takes, or declarations the bundler cannot prove pure. These edits (web/trim-dependencies.ts)
 * remove them, about 6 KB gzip of every page. What data mode offers and the app does not use (route actions,
 * fetchers) throws, naming the trim, if it is ever called; test/web/trim-dependencies.test.ts checks that the app's
 * sources use none of it (tests run the untrimmed build, the end-to-end tests this one).
 */
import { type DependencyTrim, type Edit, NAMED, trimmedAway } from './trim-dependencies.ts';

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
    why: "route errors: an RSC digest is decoded inside an RSC router only (the boundary's context is RSCRouterContext)",
    from: `    if (this.context && typeof error === "object" && error && "digest" in error && typeof error.digest === "string") {
      const decoded = decodeRouteErrorResponseDigest(error.digest);
      if (decoded) error = decoded;
    }
`,
    to: '',
  },
  {
    why: '<RouterProvider>: RSCRouterContext is false outside an RSC router',
    from: '  let unstable_rsc = useIsRSCRouterContext();\n  useTransitions = unstable_rsc || useTransitions;\n',
    to: '',
  },
  {
    why: '<NavLink viewTransition>: the app passes no `viewTransition`, so a NavLink is never transitioning',
    from: '    useViewTransitionState(path) && viewTransition === true;\n',
    to: '    false;\n',
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

export const reactRouterTrim: DependencyTrim = {
  name: 'react-router 7.18.5',
  module: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/,
  marker: 'function createRouter(init)',
  edits: EDITS,
  helpers: NAMED + trimmedAway('react-router'),
};
