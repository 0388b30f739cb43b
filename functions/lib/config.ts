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
  MAIL_TEMPLATE_PREFIX: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/)),
  APP_URL: v.pipe(v.string(), v.url()),
  BUILD_ID: v.pipe(v.string(), v.minLength(1)),
  APP_VERSION: v.pipe(v.string(), v.minLength(1)),
  LOG_LEVEL: v.optional(v.picklist(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']), 'INFO'),
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false']), 'false'),
});

export interface Config {
  readonly stage: 'aws' | 'local';
  readonly tableName: string;
  readonly uploadsBucket: string;
  readonly mailFrom: string;
  /** SES template names are `{prefix}-{mail}-{locale}` (functions/lib/mail/templates.ts). */
  readonly mailTemplatePrefix: string;
  readonly appUrl: string;
  readonly buildId: string;
  readonly version: string;
  readonly logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT';
  readonly s3ForcePathStyle: boolean;
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
  return Object.freeze({
    stage: e.STAGE,
    tableName: e.TABLE_NAME,
    uploadsBucket: e.UPLOADS_BUCKET,
    mailFrom: e.MAIL_FROM,
    mailTemplatePrefix: e.MAIL_TEMPLATE_PREFIX,
    appUrl: e.APP_URL.replace(/\/+$/, ''),
    buildId: e.BUILD_ID,
    version: e.APP_VERSION,
    logLevel: e.LOG_LEVEL,
    s3ForcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
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
