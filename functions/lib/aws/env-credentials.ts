/**
 * Stands in for `@aws-sdk/credential-provider-node` inside Lambda bundles (infra/constructs/bundling.ts).
 * On Lambda the role's credentials are always in the environment, so the default chain's SSO, INI,
 * IMDS and STS providers (about 90 KB minified) are dead weight. Local runs keep the full chain.
 */
export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';
