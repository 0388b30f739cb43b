/**
 * The boundaries of the code base (docs/architecture.md, "Layout"), checked by `npm run check:boundaries` (part of
 * `npm run check` and `npm test`).
 * Each rule says why it exists; docs/testing.md ("Checks") says how to read a failure.
 *
 * TypeScript is parsed with swc: dependency-cruiser cannot load TypeScript 7 (the project's compiler).
 */

/** A web feature folder, captured: `web/src/features/<name>/`. */
const FEATURE = '^web/src/features/([^/]+)/';
/** A function domain folder, captured: `functions/<name>/` (lib is not a domain). */
const DOMAIN = '^functions/(?!lib/)([^/]+)/';

/** A forbidden dependency: every rule is an error, and says why it exists. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

module.exports = {
  forbidden: [
    forbid(
      'feature-to-other-feature',
      'A web feature never imports another feature: what several features use moves to components/ or lib/, and app/ composes features. Then a feature can change, or be removed, without breaking another.',
      { path: FEATURE },
      { path: '^web/src/features/([^/]+)/', pathNot: '^web/src/features/$1/' },
    ),
    forbid(
      'nothing-imports-app',
      'app/ (router, providers, layouts) composes features; features, components and lib never import it, or the composition becomes a cycle.',
      { path: '^web/src/(features|components|lib)/' },
      { path: '^web/src/app/' },
    ),
    forbid(
      'shared-web-code-knows-no-feature',
      'components/ and lib/ serve every feature, so they cannot depend on one.',
      { path: '^web/src/(components|lib)/' },
      { path: '^web/src/features/' },
    ),
    forbid(
      'domain-to-other-domain-internals',
      "A function domain calls another domain's service (its rules and access checks: `service.ts` for its types, `deps.ts` for the wired instance, `jobs.ts` for its job runners, which only the job worker loads), never its repository, handlers or views: only the owner of a key layout writes or reads it.",
      { path: DOMAIN },
      { path: '^functions/(?!lib/)([^/]+)/', pathNot: ['^functions/$1/', '^functions/[^/]+/(service|deps|jobs)[.]ts$'] },
    ),
    forbid(
      'lib-knows-no-domain',
      'functions/lib is the toolbox every domain uses (HTTP stack, data layer, auth, mail, jobs); it never depends on a domain.',
      { path: '^functions/lib/' },
      { path: '^functions/(?!lib/|manifest[.]ts$)[^/]+/' },
    ),
    forbid(
      'live-page-stays-light',
      'The participant page (web/live.html) has 60 KB gzip of JavaScript in all: it imports nothing from the app (no React, react-intl, lib/, app/, components/, features/), only its own folder (the WebSocket client included) and shared/ types.',
      { path: '^web/src/live/', pathNot: '[.]test[.]ts$' },
      {
        path: '^(web/src/(?!live/)|node_modules/(react|react-dom|react-intl|@formatjs|react-router|@tanstack)/)',
      },
    ),
    forbid(
      'published-site-stays-light',
      "The published web app (web/site.html) has 50 KB gzip of JavaScript in all: Preact and its own folder, the participant page's message formatter (live/i18n.ts) and shared/ types and rules; no React, react-intl, lib/, app/, components/, features/. Not shared/constants.ts nor valibot schemas at run time either: the first belongs to the app's shell chunk, the second would ship valibot (import their types only).",
      { path: '^web/src/webapps/', pathNot: '[.]test[.]tsx?$' },
      {
        path: '^(web/src/(?!webapps/|live/i18n[.]ts$)|node_modules/(react|react-dom|react-intl|@formatjs|react-router|@tanstack|valibot)/|shared/constants[.]ts$)',
        dependencyTypesNot: ['type-only'],
      },
    ),
    forbid(
      'shared-is-a-leaf',
      'shared/ is used by the web app, the functions, infra and the local runtime: it imports none of them.',
      { path: '^shared/' },
      { path: '^(web|functions|infra|local|test|bench)/' },
    ),
    forbid(
      'functions-stay-server-code',
      'Lambda bundles must not pull the web app, the CDK app or the local runtime.',
      { path: '^functions/' },
      { path: '^(web|infra|local|bench)/' },
    ),
    forbid(
      'web-stays-browser-code',
      'The browser bundle must not pull server code: it talks to the API over HTTP and shares only shared/.',
      { path: '^web/' },
      { path: '^(functions|infra|local|bench)/' },
    ),
    forbid(
      'product-code-imports-no-test-code',
      'Test helpers and fixtures never ship.',
      { path: '^(functions|web/src|shared|infra|local)/', pathNot: '[.]test[.]tsx?$|^web/src/test/|/test-[^/]+[.]tsx?$' },
      { path: '^test/|^web/src/test/|[.]test[.]tsx?$|/test-[^/]+[.]tsx?$' },
    ),
    forbid('no-circular', 'A cycle makes load order matter and hides which module owns what.', {}, { circular: true }),
    forbid(
      'not-to-dev-dep',
      'What runs in a Lambda or in the browser is bundled from dependencies; a devDependency there works locally and breaks the deployed bundle.',
      { path: '^(functions|web/src|shared)/', pathNot: '[.]test[.]tsx?$|^web/src/test/' },
      { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    ),
    forbid('no-unresolvable', 'An import that resolves to nothing fails at run time.', {}, { couldNotResolve: true, pathNot: '^virtual:' }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|cdk[.]out|[.]data)/' },
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
