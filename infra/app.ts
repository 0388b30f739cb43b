/**
 * CDK entry (`cdk.json` → `npx tsx infra/app.ts`). The only place of infra/ that reads the CDK context and
 * the process environment; everything below receives a validated InfraConfig. Context keys: docs/deploy.md.
 */
import { App } from 'aws-cdk-lib';
import { InfraConfigError, loadConfig, type InfraConfig } from './config';
import { applyNagChecks, defineNoco } from './noco';

const app = new App();

function readConfig(): InfraConfig {
  try {
    return loadConfig((key) => app.node.tryGetContext(key));
  } catch (error) {
    if (!(error instanceof InfraConfigError)) throw error;
    // A plain message (no stack trace) for a setting to fix, e.g. "run `npm run build:web` first".
    console.error(`infra: ${error.message}`);
    process.exit(1);
  }
}
const config = readConfig();

// Environment-agnostic unless the CLI knows the target account and region (no lookups are made either way).
const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;

defineNoco(app, config, { env: account && region ? { account, region } : undefined });
applyNagChecks(app);
