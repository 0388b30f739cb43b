import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import path from 'node:path';
import type { BuildOptions } from 'esbuild';

/** Module swapped into every bundle for the SDK's default credential chain (see the module's comment). */
const ENV_CREDENTIALS = path.resolve(import.meta.dirname, '../../functions/lib/aws/env-credentials.ts');

/**
 * The AWS SDK is bundled (only NOT_BUNDLED below is external), and some of its dependencies still call `require`:
 * an ESM bundle has none, so give it one.
 */
export const ESM_REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/** esbuild target of the Lambda runtime (nodejs24.x). */
export const LAMBDA_TARGET = 'node24';

/**
 * What no bundle takes: the SDK's event-stream codec, which its HTTP protocols load by dynamic `import()` for streaming
 * operations only (S3 SelectObjectContent, Lambda InvokeWithResponseStream…). No function calls one: bundled, the
 * codec and everything the dynamic import drags in (whole modules, for lack of tree shaking across it) weighed
 * about 19 KB on every function. A streaming call would fail on the missing module, not silently.
 */
const NOT_BUNDLED = ['@smithy/core/event-streams'];

/**
 * How every domain Lambda is bundled, as esbuild options (bench/lambda-bundles.ts builds with exactly these).
 * `NODEJS_BUNDLING` below is the same thing spelled for CDK's NodejsFunction.
 */
export const LAMBDA_BUNDLING = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: LAMBDA_TARGET,
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  external: NOT_BUNDLED,
  banner: { js: ESM_REQUIRE_BANNER },
  alias: { '@aws-sdk/credential-provider-node': ENV_CREDENTIALS },
  legalComments: 'none',
} as const satisfies BuildOptions;

/** LAMBDA_BUNDLING for aws-lambda-nodejs (which runs the locally installed esbuild, never Docker). */
export const NODEJS_BUNDLING: BundlingOptions = {
  format: OutputFormat.ESM,
  target: LAMBDA_BUNDLING.target,
  mainFields: [...LAMBDA_BUNDLING.mainFields],
  minify: LAMBDA_BUNDLING.minify,
  sourceMap: LAMBDA_BUNDLING.sourcemap,
  sourcesContent: LAMBDA_BUNDLING.sourcesContent,
  externalModules: [...LAMBDA_BUNDLING.external],
  banner: LAMBDA_BUNDLING.banner.js,
  esbuildArgs: {
    ...Object.fromEntries(Object.entries(LAMBDA_BUNDLING.alias).map(([from, to]) => [`--alias:${from}`, to])),
    '--legal-comments': LAMBDA_BUNDLING.legalComments,
  },
};
