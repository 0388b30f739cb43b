import * as v from 'valibot';

/**
 * Runtime configuration, read once from the environment and validated at cold start
 * (docs/runtime-contract.md). A missing or malformed variable stops the function before it serves anything.
 */
const ConfigSchema = v.object({
  STAGE: v.picklist(['aws', 'local']),
  TABLE_NAME: v.pipe(v.string(), v.minLength(3)),
  UPLOADS_BUCKET: v.pipe(v.string(), v.minLength(3)),
  MAIL_FROM: v.pipe(v.string(), v.email()),
  /** The provider's support address, where contact requests are mailed. */
  SUPPORT_EMAIL: v.pipe(v.string(), v.email()),
  MAIL_TEMPLATE_PREFIX: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/)),
  APP_URL: v.pipe(v.string(), v.url()),
  BUILD_ID: v.pipe(v.string(), v.minLength(1)),
  APP_VERSION: v.pipe(v.string(), v.minLength(1)),
  LOG_LEVEL: v.optional(v.picklist(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']), 'INFO'),
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false']), 'false'),
  /** Extra origins of the web app besides APP_URL's, comma-separated (`http://localhost:3000`). */
  ALLOWED_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.check((list) => list.split(',').every((entry) => isOrigin(entry.trim()) || entry.trim() === '')),
    ),
    '',
  ),
  /** Value of the `x-origin-verify` header CloudFront adds: proves a request came through the distribution. */
  ORIGIN_SECRET: v.optional(v.pipe(v.string(), v.minLength(16))),
  /** The `@connections` management endpoint (domains that send to connections). */
  WEBSOCKET_CONNECTIONS_URL: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//))),
  /** The job workers' function names, for domains that start jobs (functions/lib/jobs.ts): `jobs=<name>,recordJobs=<name>,samples=<name>`. */
  JOB_FUNCTIONS: v.optional(
    v.pipe(v.string(), v.regex(/^(?:[a-z][A-Za-z]*=[A-Za-z0-9_:-]{1,140}(?:,[a-z][A-Za-z]*=[A-Za-z0-9_:-]{1,140})*)?$/)),
    '',
  ),
});

/** `scheme://host[:port]` exactly as browsers send it in `Origin` (no path, no trailing slash). */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

export interface Config {
  readonly stage: 'aws' | 'local';
  readonly tableName: string;
  readonly uploadsBucket: string;
  readonly mailFrom: string;
  /** Where contact requests go (CDK context `supportEmail`). */
  readonly supportEmail: string;
  /** SES template names are `{prefix}-{mail}-{locale}` (functions/lib/mail/templates.ts). */
  readonly mailTemplatePrefix: string;
  readonly appUrl: string;
  readonly buildId: string;
  readonly version: string;
  readonly logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT';
  readonly s3ForcePathStyle: boolean;
  /** Origins whose pages may call the API from a browser: APP_URL's origin and ALLOWED_ORIGINS. */
  readonly allowedOrigins: readonly string[];
  /**
   * The secret CloudFront sends in `x-origin-verify` (required on AWS). When set, requests without it are
   * refused and the client address is CloudFront's `CloudFront-Viewer-Address`; locally it is unset.
   */
  readonly originSecret?: string;
  /**
   * WEBSOCKET_CONNECTIONS_URL: where the live domain sends `@connections` calls (`POST /@connections/{id}`): the
   * WebSocket stage's callback URL on AWS, the local gateway locally. Set for domains with `manageConnections`.
   */
  readonly connectionsUrl?: string;
  /**
   * The function name of each job worker this function may invoke, by worker domain (functions/manifest.ts JOB_WORKERS);
   * empty in domains that start no jobs. A worker is not in its own: it continues its jobs on itself.
   */
  readonly jobFunctions: Readonly<Record<string, string>>;
}

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = v.safeParse(ConfigSchema, env);
  if (!result.success) {
    // Names only: values may be secrets.
    const names = [...new Set(result.issues.map((issue) => v.getDotPath(issue) ?? '?'))].join(', ');
    throw new ConfigError(`Invalid or missing configuration: ${names}`);
  }
  const e = result.output;
  // Names only, as above: the secret's value never reaches an error message.
  if (e.STAGE === 'aws' && !e.ORIGIN_SECRET) throw new ConfigError('Invalid or missing configuration: ORIGIN_SECRET');
  const extraOrigins = e.ALLOWED_ORIGINS.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return Object.freeze({
    stage: e.STAGE,
    tableName: e.TABLE_NAME,
    uploadsBucket: e.UPLOADS_BUCKET,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    mailTemplatePrefix: e.MAIL_TEMPLATE_PREFIX,
    appUrl: e.APP_URL.replace(/\/+$/, ''),
    buildId: e.BUILD_ID,
    version: e.APP_VERSION,
    logLevel: e.LOG_LEVEL,
    s3ForcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    allowedOrigins: Object.freeze([...new Set([new URL(e.APP_URL).origin, ...extraOrigins])]),
    ...(e.ORIGIN_SECRET ? { originSecret: e.ORIGIN_SECRET } : {}),
    ...(e.WEBSOCKET_CONNECTIONS_URL ? { connectionsUrl: e.WEBSOCKET_CONNECTIONS_URL.replace(/\/+$/, '') } : {}),
    jobFunctions: Object.freeze(
      Object.fromEntries(
        e.JOB_FUNCTIONS.split(',')
          .filter(Boolean)
          .map((pair) => pair.split('=', 2)),
      ),
    ),
  });
}

let cached: Config | undefined;
/** The process-wide configuration (parsed on first use, i.e. at cold start through the http stack). */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
/** For tests that change the environment between cases. */
export function resetConfigForTests(): void {
  cached = undefined;
}
