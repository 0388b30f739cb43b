import { Tags, Validations, type Environment } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { KEYS } from '../functions/lib/db/table-definition';
import { domains as manifestDomains, type DomainManifest } from '../functions/manifest';
import { APP_NAME, REPO_ROOT, type InfraConfig } from './config';
import { NocoNagChecks } from './constructs/nag';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { WebStack } from './stacks/web-stack';

export interface NocoStacks {
  readonly data: DataStack;
  readonly web: WebStack;
  readonly api: ApiStack;
}

/**
 * Origins allowed by the uploads bucket's CORS rule. The data stack deploys first, before the distribution
 * has a domain, so unless the public origin is configured (`appUrl` or `domainName`) the rule admits
 * CloudFront domains in general. Presigned POST policies, signed per key with size and type conditions,
 * remain what authorizes an upload; CORS only decides which pages may read the answer.
 */
export function uploadsCorsOrigins(config: InfraConfig): string[] {
  return config.appUrl ? [config.appUrl] : ['https://*.cloudfront.net'];
}

export interface DefineNocoOptions {
  /** Target account and region; environment-agnostic stacks when omitted. */
  readonly env?: Environment;
  /** The domains to deploy: functions/manifest.ts unless given (tests pass variations). */
  readonly domains?: Readonly<Record<string, DomainManifest>>;
}

/**
 * The whole app: three stacks named `<stage>-noco-{data,web,api}`, deployed in that order.
 *
 * - data: stateful (table, uploads bucket, SES identity), termination-protected, retained;
 * - web: CloudFront, the web bucket and the bare HTTP API (see WebStack for why the API resource lives there);
 * - api: the functions, routes, stage and mail templates, with `APP_URL` taken from the distribution when no
 *   `appUrl` is configured — possible without a cycle because the web stack does not depend on this one.
 */
export function defineNoco(scope: Construct, config: InfraConfig, options: DefineNocoOptions = {}): NocoStacks {
  const { env, domains = manifestDomains } = options;
  const prefix = `${config.stage}-${APP_NAME}`;
  const tags = { app: APP_NAME, stage: config.stage };
  const common = { env, tags };

  const data = new DataStack(scope, `${prefix}-data`, {
    ...common,
    description: `${APP_NAME} (${config.stage}): table, uploads bucket, mail identity — stateful, retained`,
    terminationProtection: true,
    uploadsCorsOrigins: uploadsCorsOrigins(config),
    mailFrom: config.mail.from,
    mailDomain: config.mail.domain,
    mailPlaceholder: config.mail.placeholder,
  });

  const web = new WebStack(scope, `${prefix}-web`, {
    ...common,
    description: `${APP_NAME} (${config.stage}): CloudFront, web bucket and build, HTTP API endpoint`,
    apiName: `${prefix}-api`,
    webDist: config.webDist,
    uploadsBucket: data.uploadsBucket,
    customDomain: config.customDomain,
    logRetention: config.logRetentionDays,
  });

  const appUrl = config.appUrl ?? `https://${web.distribution.distributionDomainName}`;
  // docs/runtime-contract.md: `noco-{stage}`.
  const mailTemplatePrefix = `${APP_NAME}-${config.stage}`;

  const api = new ApiStack(scope, `${prefix}-api`, {
    ...common,
    description: `${APP_NAME} (${config.stage}): domain functions, API routes and stage, mail templates`,
    domains,
    projectRoot: REPO_ROOT,
    httpApi: web.httpApi,
    table: data.table,
    tableIndexes: [KEYS.gsi1.name],
    uploadsBucket: data.uploadsBucket,
    mailIdentity: data.mailIdentity,
    mailTemplatePrefix,
    mailFrom: config.mail.from,
    logRetention: config.logRetentionDays,
    throttle: config.throttle,
    // docs/runtime-contract.md; validated by functions/lib/config.ts at cold start.
    environment: {
      STAGE: 'aws',
      TABLE_NAME: data.table.tableName,
      UPLOADS_BUCKET: data.uploadsBucket.bucketName,
      MAIL_FROM: config.mail.from,
      MAIL_TEMPLATE_PREFIX: mailTemplatePrefix,
      APP_URL: appUrl,
      BUILD_ID: config.buildId,
      APP_VERSION: config.version,
      LOG_LEVEL: config.logLevel,
    },
  });

  if (config.mail.placeholder) {
    Validations.of(api).addWarning(
      'noco:mailFromPlaceholder',
      `No mailFrom/mailDomain context: MAIL_FROM is the placeholder ${config.mail.from}, which SES will never verify. Deploy with -c mailFrom=<verified address> (docs/deploy.md).`,
    );
  }

  for (const stack of [data, web, api]) {
    Tags.of(stack).add('app', APP_NAME);
    Tags.of(stack).add('stage', config.stage);
  }
  return { data, web, api };
}

/** cdk-nag AwsSolutions on every stack of the app; each acknowledgment in the stacks carries its reason. */
export function applyNagChecks(app: Construct): void {
  Validations.of(app).addPlugins(new NocoNagChecks(app));
}
