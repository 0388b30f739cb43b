/**
 * CDK entry (`cdk.json` → `npx tsx infra/app.ts`). The only place of infra/ that reads the CDK context and
 * the process environment; everything below receives a validated InfraConfig. Context keys: docs/deploy.md.
 */
import { App } from 'aws-cdk-lib';
import { InfraConfigError, loadConfig, type InfraConfig } from './config';
import { applyNagChecks, defineNoco } from './noco';

const app = new App();

/** A plain message (no stack trace) for a setting to fix, e.g. "run `npm run build:web` first". */
function orExit<T>(build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (!(error instanceof InfraConfigError)) throw error;
    console.error(`infra: ${error.message}`);
    process.exit(1);
  }
}
const config: InfraConfig = orExit(() => loadConfig((key) => app.node.tryGetContext(key)));

// Environment-agnostic unless the CLI knows the target account and region (no lookups are made either way).
// The WAF stack is always pinned to us-east-1 (see infra/stacks/waf-stack.ts).
const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;

orExit(() => defineNoco(app, config, { env: account && region ? { account, region } : undefined }));
applyNagChecks(app);
