import { Fn, Tags, Validations, type Environment } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { KEYS } from '../functions/lib/db/table-definition';
import { domains as manifestDomains, type DomainManifest } from '../functions/manifest';
import { APP_NAME, REPO_ROOT, type InfraConfig } from './config';
import { NocoNagChecks } from './constructs/nag';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { WAF_REGION, WafStack, WEB_ACL_ARN_OUTPUT } from './stacks/waf-stack';
import { WebStack } from './stacks/web-stack';

export interface NocoStacks {
  readonly waf: WafStack;
  readonly data: DataStack;
  readonly web: WebStack;
  readonly api: ApiStack;
}

/**
 * Reserved concurrency per domain. The accounts domain hashes passwords with argon2id (19 MiB, the slowest
 * requests of the app) on anonymous routes: a flood of logins or registrations could otherwise take the whole
 * account's concurrency and leave the other domains throttled. Its reservation is both its guarantee and its
 * ceiling; the other domains share the rest of the account's pool.
 */
export function reservedConcurrency(config: InfraConfig): Record<string, number> {
  return { accounts: config.accountsReservedConcurrency };
}

export interface DefineNocoOptions {
  /** Target account and region; environment-agnostic stacks when omitted (the WAF stack is pinned to us-east-1). */
  readonly env?: Environment;
  /** The domains to deploy: functions/manifest.ts unless given (tests pass variations). */
  readonly domains?: Readonly<Record<string, DomainManifest>>;
}

/**
 * The whole app: four stacks named `<stage>-noco-{waf,data,web,api}`, deployed in that order.
 *
 * - waf: the CloudFront web ACL, in us-east-1 whatever the other stacks' region (CloudFront's requirement);
 * - data: stateful (table, uploads bucket, SES identity), termination-protected, retained;
 * - web: CloudFront, the web bucket and the bare HTTP and WebSocket APIs (see WebStack for why the API resources
 *   live there);
 * - api: the functions, routes, stage and mail templates, with `APP_URL` taken from the distribution when no
 *   `appUrl` is configured — possible without a cycle because the web stack does not depend on this one.
 */
export function defineNoco(scope: Construct, config: InfraConfig, options: DefineNocoOptions = {}): NocoStacks {
  const { env, domains = manifestDomains } = options;
  const prefix = `${config.stage}-${APP_NAME}`;
  const tags = { app: APP_NAME, stage: config.stage };
  const common = { env, tags };

  const waf = new WafStack(scope, `${prefix}-waf`, {
    env: { account: env?.account, region: WAF_REGION },
    tags,
    description: `${APP_NAME} (${config.stage}): WAF web ACL of the CloudFront distribution (us-east-1)`,
    metricPrefix: prefix,
    authRateLimit: config.authRateLimit,
    publicRateLimit: config.publicRateLimit,
  });

  const data = new DataStack(scope, `${prefix}-data`, {
    ...common,
    description: `${APP_NAME} (${config.stage}): table, uploads bucket, mail identity — stateful, retained`,
    terminationProtection: true,
    mailFrom: config.mail.from,
    mailDomain: config.mail.domain,
    mailPlaceholder: config.mail.placeholder,
  });

  const web = new WebStack(scope, `${prefix}-web`, {
    ...common,
    description: `${APP_NAME} (${config.stage}): CloudFront, web bucket and build, HTTP API endpoint`,
    apiName: `${prefix}-api`,
    webSocket: Object.values(domains).some((manifest) => manifest.websocket?.length),
    webDist: config.webDist,
    uploadsBucket: data.uploadsBucket,
    customDomain: config.customDomain,
    siteDomains: config.siteDomains,
    appUrl: config.appUrl,
    // Read across regions by name: works whether or not the web stack's region is known at synth time
    // (CDK's automatic cross-region references need an explicit region on both stacks).
    webAclArn: Fn.getStackOutput(waf.stackName, WEB_ACL_ARN_OUTPUT, WAF_REGION),
    originSecretGeneration: config.originSecretGeneration,
    logRetention: config.logRetentionDays,
  });
  web.addStackDependency(waf, 'the distribution uses the web ACL');

  const appUrl = web.appUrl;
  // docs/runtime-contract.md: `noco-{stage}`.
  const mailTemplatePrefix = `${APP_NAME}-${config.stage}`;

  const api = new ApiStack(scope, `${prefix}-api`, {
    ...common,
    description: `${APP_NAME} (${config.stage}): domain functions, API routes and stage, mail templates`,
    domains,
    projectRoot: REPO_ROOT,
    httpApi: web.httpApi,
    webSocketApi: web.webSocketApi,
    apiDomain: web.apiDomain,
    siteApiDomains: web.siteApiDomains,
    table: data.table,
    tableIndexes: [KEYS.gsi1.name],
    uploadsBucket: data.uploadsBucket,
    mailIdentity: data.mailIdentity,
    mailTemplatePrefix,
    mailFrom: config.mail.from,
    logRetention: config.logRetentionDays,
    throttle: config.throttle,
    webSocketThrottle: config.webSocketThrottle,
    reservedConcurrency: reservedConcurrency(config),
    alarmTopicArn: config.alarmTopicArn,
    // docs/runtime-contract.md; validated by functions/lib/config.ts at cold start.
    environment: {
      STAGE: 'aws',
      TABLE_NAME: data.table.tableName,
      UPLOADS_BUCKET: data.uploadsBucket.bucketName,
      MAIL_FROM: config.mail.from,
      SUPPORT_EMAIL: config.mail.support,
      MAIL_TEMPLATE_PREFIX: mailTemplatePrefix,
      APP_URL: appUrl,
      BUILD_ID: config.buildId,
      APP_VERSION: config.version,
      LOG_LEVEL: config.logLevel,
      // CloudFront's x-origin-verify value: a dynamic reference, resolved by CloudFormation at deployment,
      // so the value is in neither the template nor the synth output.
      ORIGIN_SECRET: web.originSecret.secretValue.unsafeUnwrap(),
    },
  });

  if (config.mail.placeholder) {
    Validations.of(api).addWarning(
      'noco:mailFromPlaceholder',
      `No mailFrom/mailDomain context: MAIL_FROM is the placeholder ${config.mail.from}, which SES will never verify. Deploy with -c mailFrom=<verified address> (docs/deploy.md).`,
    );
  }

  if (config.mail.supportPlaceholder) {
    Validations.of(api).addWarning(
      'noco:supportEmailPlaceholder',
      `No supportEmail context: contact requests go to the placeholder ${config.mail.support}. Deploy with -c supportEmail=<the support address> (docs/deploy.md).`,
    );
  }

  for (const stack of [waf, data, web, api]) {
    Tags.of(stack).add('app', APP_NAME);
    Tags.of(stack).add('stage', config.stage);
  }
  return { waf, data, web, api };
}

/** cdk-nag AwsSolutions on every stack of the app; each acknowledgment in the stacks carries its reason. */
export function applyNagChecks(app: Construct): void {
  Validations.of(app).addPlugins(new NocoNagChecks(app));
}
