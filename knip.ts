import type { KnipConfig } from 'knip';
import { domains } from './functions/manifest';

/** Unused files, exports and dependencies: `npm run check:unused` (part of `npm test`; docs/testing.md "Checks"). */
const config: KnipConfig = {
  entry: [
    // The Lambda entries of functions/manifest.ts, and the module esbuild swaps in for the SDK's default credential chain
    // (infra/constructs/bundling.ts aliases it, so no import names it).
    ...Object.values(domains).map((domain) => domain.entry),
    'functions/lib/aws/env-credentials.ts',
    'infra/app.ts',
    // The local runtime's child processes are started by path.
    'local/engines/*.mjs',
    'web/index.html',
    'web/public/*.js',
    'test/setup/*.ts',
    'test/fixtures/**/*.{ts,mjs}',
  ],
  project: [
    'functions/**/*.ts',
    'shared/**/*.ts',
    'infra/**/*.ts',
    'local/**/*.{ts,mjs}',
    'web/**/*.{ts,tsx}',
    'test/**/*.ts',
    'bench/**/*.ts',
    'scripts/**/*.ts',
  ],
  // The vitest and vite plugins (enabled by their configs) add the test files and the web build's entries.
  vitest: { config: ['vitest.config.ts'] },
  vite: { config: ['web/vite.config.ts'] },
  // An export also used inside its own module is not dead code, only wider than needed.
  ignoreExportsUsedInFile: true,
  // `node` pins the Node.js every npm script runs on (`@swc/core`, which dependency-cruiser loads by name as its parser, is
  // imported by shared/kind-branches.test.ts); autocannon (bench/autocannon.ts) and axe-core (test/e2e/harness.ts) are
  // resolved by file path, not imported.
  ignoreDependencies: ['node', 'autocannon', 'axe-core'],
  // DynamoDB Local runs on the system's Java (a Debian package, installed by .ci/run).
  ignoreBinaries: ['java'],
};

export default config;
