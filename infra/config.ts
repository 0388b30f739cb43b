import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (infra/ lives directly under it). */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The application's name: first part of every stack name, and the `app` tag. */
export const APP_NAME = 'noco';

/** Retention values CloudWatch Logs accepts (days). */
const LOG_RETENTION_DAYS = [
  1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653,
] as const;
const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

/** The synthetic sender used when `mailFrom` is not given (synth and tests only; see docs/deploy.md). */
export const PLACEHOLDER_MAIL_FROM = 'no-reply@example.com';
/** The support address of contact requests used when `supportEmail` is not given (synth and tests only). */
export const PLACEHOLDER_SUPPORT_EMAIL = 'support@example.com';

/** Everything the stacks need, validated. Built by `loadConfig` from the CDK context. */
export interface InfraConfig {
  /** Deployment stage, prefix of every stack name (`dev`, `prod`…). */
  readonly stage: string;
  /** Absolute path of the web build (`npm run build:web`). */
  readonly webDist: string;
  /** Id of that build, from `<webDist>/builds/latest.json`; becomes `BUILD_ID` of every function. */
  readonly buildId: string;
  /** `package.json` version; becomes `APP_VERSION`. */
  readonly version: string;
  /** Public origin when known in advance (context `appUrl`, or `https://` + `domainName`). */
  readonly appUrl?: string;
  /**
   * Custom domain of the distribution, with its ACM certificate (us-east-1), and the regional certificate of the
   * same name that lets the HTTP API answer to it (so that its execute-api endpoint can be disabled).
   */
  readonly customDomain?: { readonly domainName: string; readonly certificateArn: string; readonly apiCertificateArn: string };
  /**
   * Published web apps' own domains served by this distribution (alternate domain names, and API custom
   * domains so that the API answers their `/api/public` and `/api/live` calls). Needs the custom domain: its two
   * certificates must cover every one of these names too (docs/deploy.md).
   */
  readonly siteDomains: readonly string[];
  readonly mail: {
    /** Verified sender, `MAIL_FROM` of the functions. */
    readonly from: string;
    /** True when `from` is the placeholder because no `mailFrom`/`mailDomain` was given. */
    readonly placeholder: boolean;
    /** When set, SES verifies this whole domain (Easy DKIM) instead of the single address. */
    readonly domain?: string;
    /** The provider's support address (`SUPPORT_EMAIL`), where contact requests are mailed. */
    readonly support: string;
    /** True when `support` is the placeholder because no `supportEmail` was given. */
    readonly supportPlaceholder: boolean;
  };
  readonly logRetentionDays: (typeof LOG_RETENTION_DAYS)[number];
  readonly logLevel: LogLevel;
  /** Steady-state requests per second and burst of the API's default stage. */
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  /**
   * Messages per second (steady, burst) of the WebSocket API's stage, `$connect` included: a room of 1,000
   * participants joining within a few seconds sends two messages each (`$connect`, `sync`); docs/live.md.
   */
  readonly webSocketThrottle: { readonly rateLimit: number; readonly burstLimit: number };
  /** Reserved (guaranteed and maximum) concurrency of the accounts function. */
  readonly accountsReservedConcurrency: number;
  /** Requests to `/api/auth/*` one client address may make per 5 minutes before the WAF blocks it. */
  readonly authRateLimit: number;
  /** Requests to `/api/public/*` (published web apps) one client address may make per 5 minutes before the WAF blocks it. */
  readonly publicRateLimit: number;
  /** SNS topic the alarms notify (none: the alarms only show in CloudWatch). */
  readonly alarmTopicArn?: string;
  /** Raising it replaces the CloudFront origin secret with a newly generated one (rotation, docs/deploy.md). */
  readonly originSecretGeneration: number;
}

export class InfraConfigError extends Error {
  override name = 'InfraConfigError';
}

/** Reads one context value (`cdk.json`, `cdk.context.json` or `-c key=value`). */
export type ContextReader = (key: string) => unknown;

const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,19}$/;
const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const EMAIL_PATTERN = /^[^\s@<>()",;:]+@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const BUILD_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const CERTIFICATE_ARN_PATTERN = /^arn:aws[a-z-]*:acm:[a-z0-9-]+:\d{12}:certificate\/[\w-]+$/;
const SNS_TOPIC_ARN_PATTERN = /^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[A-Za-z0-9_-]{1,256}$/;

function text(read: ContextReader, key: string): string | undefined {
  const value = read(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new InfraConfigError(`context "${key}" must be a string (got ${JSON.stringify(value)})`);
  }
  return String(value).trim() || undefined;
}

function integer(read: ContextReader, key: string, fallback: number, min: number, max: number): number {
  const raw = text(read, key);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new InfraConfigError(`context "${key}" must be an integer between ${min} and ${max} (got ${JSON.stringify(raw)})`);
  }
  return value;
}

function origin(key: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InfraConfigError(`context "${key}" must be an absolute URL such as https://app.example.com (got ${JSON.stringify(raw)})`);
  }
  if (url.protocol !== 'https:' || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new InfraConfigError(`context "${key}" must be a bare https origin such as https://app.example.com (got ${JSON.stringify(raw)})`);
  }
  return url.origin;
}

/** `{ buildId }` of the web build, or a clear error telling how to produce it. */
export function readBuildId(webDist: string): string {
  const latest = path.join(webDist, 'builds', 'latest.json');
  if (!existsSync(latest)) {
    throw new InfraConfigError(`${latest} is missing: run \`npm run build:web\` first (or pass -c webDist=<dir> pointing at a web build).`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(latest, 'utf8'));
  } catch (error) {
    throw new InfraConfigError(`${latest} is not valid JSON (${(error as Error).message}): run \`npm run build:web\` again.`);
  }
  const buildId = (parsed as { buildId?: unknown } | null)?.buildId;
  if (typeof buildId !== 'string' || !BUILD_ID_PATTERN.test(buildId)) {
    throw new InfraConfigError(`${latest} has no valid "buildId": run \`npm run build:web\` again.`);
  }
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new InfraConfigError(`${webDist}/index.html is missing: run \`npm run build:web\` first.`);
  }
  return buildId;
}

/**
 * Turns the CDK context into a validated configuration. Pure apart from reading `package.json` and the
 * web build's `builds/latest.json`; `infra/app.ts` supplies the context reader (it alone touches the
 * context and the environment).
 */
export function loadConfig(read: ContextReader): InfraConfig {
  const stage = text(read, 'stage') ?? 'dev';
  if (!STAGE_PATTERN.test(stage)) {
    throw new InfraConfigError(`context "stage" must match ${STAGE_PATTERN} (got ${JSON.stringify(stage)})`);
  }

  const webDist = path.resolve(REPO_ROOT, text(read, 'webDist') ?? 'dist/web');
  const buildId = readBuildId(webDist);
  const version = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

  const domainName = text(read, 'domainName')?.toLowerCase();
  const certificateArn = text(read, 'certificateArn');
  if ((domainName === undefined) !== (certificateArn === undefined)) {
    throw new InfraConfigError('contexts "domainName" and "certificateArn" go together: give both or neither');
  }
  if (domainName !== undefined && !DOMAIN_PATTERN.test(domainName)) {
    throw new InfraConfigError(`context "domainName" is not a domain name (got ${JSON.stringify(domainName)})`);
  }
  if (certificateArn !== undefined && !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(certificateArn)) {
    throw new InfraConfigError(
      'context "certificateArn" must be an ACM certificate ARN in us-east-1 (CloudFront only reads certificates there)',
    );
  }
  const apiCertificateArn = text(read, 'apiCertificateArn');
  if (apiCertificateArn !== undefined && domainName === undefined) {
    throw new InfraConfigError('context "apiCertificateArn" only goes with "domainName" and "certificateArn"');
  }
  if (domainName !== undefined && apiCertificateArn === undefined) {
    throw new InfraConfigError(
      `context "apiCertificateArn" is required with "domainName": an ACM certificate for ${domainName} in the region of the stacks ` +
        '(the same ARN as "certificateArn" when they deploy to us-east-1). The HTTP API answers to that name, so that its execute-api endpoint can be disabled (docs/deploy.md).',
    );
  }
  if (apiCertificateArn !== undefined && !CERTIFICATE_ARN_PATTERN.test(apiCertificateArn)) {
    throw new InfraConfigError(`context "apiCertificateArn" must be an ACM certificate ARN (got ${JSON.stringify(apiCertificateArn)})`);
  }
  const customDomain = domainName && certificateArn && apiCertificateArn ? { domainName, certificateArn, apiCertificateArn } : undefined;

  const siteDomains = [
    ...new Set(
      (text(read, 'siteDomains') ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  for (const name of siteDomains) {
    if (!DOMAIN_PATTERN.test(name)) {
      throw new InfraConfigError(`context "siteDomains" holds something that is not a domain name (got ${JSON.stringify(name)})`);
    }
    if (name === domainName) throw new InfraConfigError(`context "siteDomains" must not repeat "domainName" (${name})`);
  }
  if (siteDomains.length && !customDomain) {
    throw new InfraConfigError(
      'context "siteDomains" needs "domainName", "certificateArn" and "apiCertificateArn": both certificates must also cover every site domain (docs/deploy.md).',
    );
  }

  const appUrlContext = text(read, 'appUrl');
  const appUrl =
    appUrlContext !== undefined ? origin('appUrl', appUrlContext) : customDomain ? `https://${customDomain.domainName}` : undefined;

  const mailDomain = text(read, 'mailDomain')?.toLowerCase();
  if (mailDomain !== undefined && !DOMAIN_PATTERN.test(mailDomain)) {
    throw new InfraConfigError(`context "mailDomain" is not a domain name (got ${JSON.stringify(mailDomain)})`);
  }
  const mailFromContext = text(read, 'mailFrom');
  if (mailFromContext !== undefined && !EMAIL_PATTERN.test(mailFromContext)) {
    throw new InfraConfigError(`context "mailFrom" must be a bare e-mail address (got ${JSON.stringify(mailFromContext)})`);
  }
  if (mailFromContext !== undefined && mailDomain !== undefined && !mailFromContext.toLowerCase().endsWith(`@${mailDomain}`)) {
    throw new InfraConfigError(`context "mailFrom" (${mailFromContext}) must be an address of "mailDomain" (${mailDomain})`);
  }
  const mailFrom = mailFromContext ?? (mailDomain !== undefined ? `no-reply@${mailDomain}` : PLACEHOLDER_MAIL_FROM);
  // The support address of contact requests.
  const supportEmail = text(read, 'supportEmail');
  if (supportEmail !== undefined && !EMAIL_PATTERN.test(supportEmail)) {
    throw new InfraConfigError(`context "supportEmail" must be a bare e-mail address (got ${JSON.stringify(supportEmail)})`);
  }

  const logRetentionDays = integer(read, 'logRetentionDays', 30, 1, 3653);
  if (!(LOG_RETENTION_DAYS as readonly number[]).includes(logRetentionDays)) {
    throw new InfraConfigError(`context "logRetentionDays" must be one of ${LOG_RETENTION_DAYS.join(', ')} (got ${logRetentionDays})`);
  }
  const logLevel = (text(read, 'logLevel') ?? 'INFO').toUpperCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new InfraConfigError(`context "logLevel" must be one of ${LOG_LEVELS.join(', ')} (got ${JSON.stringify(logLevel)})`);
  }

  const rateLimit = integer(read, 'throttleRate', 100, 1, 10_000);
  const burstLimit = integer(read, 'throttleBurst', 200, 1, 5_000);
  const webSocketThrottle = {
    rateLimit: integer(read, 'webSocketThrottleRate', 500, 1, 10_000),
    burstLimit: integer(read, 'webSocketThrottleBurst', 1_000, 1, 5_000),
  };
  // Lambda keeps at least 100 of the account's concurrency unreserved: 900 is the most a 1,000 quota allows.
  const accountsReservedConcurrency = integer(read, 'accountsReservedConcurrency', 50, 1, 900);
  // WAF rate-based rules accept 10 to 2,000,000,000 requests per evaluation window.
  const authRateLimit = integer(read, 'authRateLimit', 300, 10, 2_000_000_000);
  const publicRateLimit = integer(read, 'publicRateLimit', 3000, 10, 2_000_000_000);
  const originSecretGeneration = integer(read, 'originSecretGeneration', 1, 1, 1_000_000);
  const alarmTopicArn = text(read, 'alarmTopicArn');
  if (alarmTopicArn !== undefined && !SNS_TOPIC_ARN_PATTERN.test(alarmTopicArn)) {
    throw new InfraConfigError(`context "alarmTopicArn" must be an SNS topic ARN (got ${JSON.stringify(alarmTopicArn)})`);
  }

  return {
    stage,
    webDist,
    buildId,
    version,
    appUrl,
    customDomain,
    siteDomains,
    mail: {
      from: mailFrom,
      placeholder: mailFromContext === undefined && mailDomain === undefined,
      domain: mailDomain,
      support: supportEmail ?? PLACEHOLDER_SUPPORT_EMAIL,
      supportPlaceholder: supportEmail === undefined,
    },
    logRetentionDays: logRetentionDays as InfraConfig['logRetentionDays'],
    logLevel: logLevel as LogLevel,
    throttle: { rateLimit, burstLimit },
    webSocketThrottle,
    accountsReservedConcurrency,
    authRateLimit,
    publicRateLimit,
    alarmTopicArn,
    originSecretGeneration,
  };
}
