/**
 * The boundaries of the code base (DESIGN §3), checked by `npm run check:boundaries` (part of `npm test`).
 * Each rule says why it exists; docs/testing.md ("Checks") says how to read a failure.
 *
 * TypeScript is parsed with swc: dependency-cruiser cannot load TypeScript 7 (the project's compiler).
 */

/** A web feature folder, captured: `web/src/features/<name>/`. */
const FEATURE = '^web/src/features/([^/]+)/';
/** A function domain folder, captured: `functions/<name>/` (lib is not a domain). */
const DOMAIN = '^functions/(?!lib/)([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'feature-to-other-feature',
      comment:
        'A web feature never imports another feature: what several features use moves to components/ or lib/, and app/ composes features. Then a feature can change, or be removed, without breaking another.',
      severity: 'error',
      from: { path: FEATURE },
      to: { path: '^web/src/features/([^/]+)/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'nothing-imports-app',
      comment:
        'app/ (router, providers, layouts) composes features; features, components and lib never import it, or the composition becomes a cycle.',
      severity: 'error',
      from: { path: '^web/src/(features|components|lib)/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'shared-web-code-knows-no-feature',
      comment: 'components/ and lib/ serve every feature, so they cannot depend on one.',
      severity: 'error',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'domain-to-other-domain-internals',
      comment:
        "A function domain calls another domain's service (its rules and access checks: `service.ts` for its types, `deps.ts` for the wired instance), never its repository, handlers or views: only the owner of a key layout writes or reads it.",
      severity: 'error',
      from: { path: DOMAIN },
      to: { path: '^functions/(?!lib/)([^/]+)/', pathNot: ['^functions/$1/', '^functions/[^/]+/(service|deps)[.]ts$'] },
    },
    {
      name: 'lib-knows-no-domain',
      comment: 'functions/lib is the toolbox every domain uses (HTTP stack, data layer, auth, mail, jobs); it never depends on a domain.',
      severity: 'error',
      from: { path: '^functions/lib/' },
      to: { path: '^functions/(?!lib/|manifest[.]ts$)[^/]+/' },
    },
    {
      name: 'shared-is-a-leaf',
      comment: 'shared/ is used by the web app, the functions, infra and the local runtime: it imports none of them.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(web|functions|infra|local|test|bench)/' },
    },
    {
      name: 'functions-stay-server-code',
      comment: 'Lambda bundles must not pull the web app, the CDK app or the local runtime.',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: '^(web|infra|local|bench)/' },
    },
    {
      name: 'web-stays-browser-code',
      comment: 'The browser bundle must not pull server code: it talks to the API over HTTP and shares only shared/.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(functions|infra|local|bench)/' },
    },
    {
      name: 'product-code-imports-no-test-code',
      comment: 'Test helpers and fixtures never ship.',
      severity: 'error',
      from: { path: '^(functions|web/src|shared|infra|local)/', pathNot: '[.]test[.]tsx?$|^web/src/test/|/test-[^/]+[.]tsx?$' },
      to: { path: '^test/|^web/src/test/|[.]test[.]tsx?$|/test-[^/]+[.]tsx?$' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes load order matter and hides which module owns what.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-dev-dep',
      comment:
        'What runs in a Lambda or in the browser is bundled from dependencies; a devDependency there works locally and breaks the deployed bundle.',
      severity: 'error',
      from: { path: '^(functions|web/src|shared)/', pathNot: '[.]test[.]tsx?$|^web/src/test/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that resolves to nothing fails at run time.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
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
