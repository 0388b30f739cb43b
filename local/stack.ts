import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { domains } from '../functions/manifest';
import { uploadsCorsRules } from '../shared/uploads-bucket';
import type { Engine } from './engines/child';
import { startDynamoDb } from './engines/dynamodb';
import { startS3 } from './engines/s3';
import { startSes } from './engines/ses';
import { localOrigins } from './gateway/host';
import { createGateway } from './gateway/server';
import { localJobFunctions, startLocalLambda, startSchedules } from './jobs/lambda';
import { assertPortFree, freePort } from './ports';
import { s3EventDelivery } from './triggers/s3-events';
import { ensureBucketCors, ensureBuckets, ensureMailTemplates, ensureTable, LOCAL_CREDENTIALS, LOCAL_REGION } from './provision';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const LOCAL_NAMES = {
  table: 'noco-local',
  uploadsBucket: 'noco-uploads',
  mailFrom: 'no-reply@noco.localhost.test',
  /** Where contact requests go locally (read them at /_local/mail). */
  supportEmail: 'support@noco.localhost.test',
  mailTemplatePrefix: 'noco-local',
} as const;

export interface StackOptions {
  /** Web and API port; 0 picks a free one. */
  readonly port: number;
  /** Where DynamoDB and S3 keep their files; omitted = DynamoDB in memory and S3 under a temp dir (tests). */
  readonly dataDir?: string;
  readonly s3Dir: string;
  readonly webDir?: string;
  readonly logLevel?: string;
}

export interface RunningStack {
  readonly url: string;
  readonly engines: { readonly dynamodb: string; readonly s3: string; readonly ses: string; readonly lambda: string };
  readonly buildId: string;
  stop(): Promise<void>;
}

function readBuildId(webDir: string): string {
  try {
    const latest = JSON.parse(readFileSync(path.join(webDir, 'builds', 'latest.json'), 'utf8')) as { buildId?: string };
    if (latest.buildId) return latest.buildId;
  } catch {
    /* reported below */
  }
  throw new Error(`No web build in ${webDir}: run npm run build:web first`);
}

/**
 * Starts the engines, provisions what is missing, points the SDK at the engines through the environment
 * (the handlers read it exactly as on Lambda) and opens the gateway. Engines started before a failure
 * are stopped again.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const webDir = options.webDir ?? path.join(ROOT_DIR, 'dist', 'web');
  const buildId = readBuildId(webDir);
  if (options.port !== 0) await assertPortFree(options.port);
  const port = options.port || (await freePort());

  const engines: Engine[] = [];
  const stopAll = async () => {
    await Promise.allSettled(engines.reverse().map((engine) => engine.stop()));
  };
  try {
    // Each engine joins the stop list as soon as it runs, so that a failure of another stops it again.
    const started = (engine: Engine) => {
      engines.push(engine);
      return engine;
    };
    const [dynamodb, s3, ses] = await Promise.all([
      startDynamoDb({ dataDir: options.dataDir && path.join(options.dataDir, 'dynamodb') }).then(started),
      startS3({
        dataDir: options.s3Dir,
        buckets: [LOCAL_NAMES.uploadsBucket],
        // Object events reach the domains that declare them, as S3 → EventBridge → Lambda would deliver them.
        onEvent: s3EventDelivery({ manifest: domains, rootDir: ROOT_DIR, buckets: { uploads: LOCAL_NAMES.uploadsBucket } }),
      }).then(started),
      startSes().then(started),
    ]);
    await ensureTable(dynamodb.url, LOCAL_NAMES.table);
    await ensureBuckets(s3.url, [LOCAL_NAMES.uploadsBucket]);
    // The browser posts files straight to s3rver, as to S3: the same CORS rule as on AWS, for the local app's origins.
    await ensureBucketCors(s3.url, LOCAL_NAMES.uploadsBucket, uploadsCorsRules(localOrigins(port)));
    await ensureMailTemplates(ses.url, LOCAL_NAMES.mailTemplatePrefix);

    // Asynchronous invocations (jobs) reach the workers' handlers through a local Lambda Invoke API.
    const lambda = await startLocalLambda(ROOT_DIR);
    engines.push({ name: 'lambda', url: lambda.url, stop: () => lambda.stop() });

    const url = `http://127.0.0.1:${port}`;
    const packageJson = JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string };
    Object.assign(process.env, {
      STAGE: 'local',
      TABLE_NAME: LOCAL_NAMES.table,
      UPLOADS_BUCKET: LOCAL_NAMES.uploadsBucket,
      MAIL_FROM: LOCAL_NAMES.mailFrom,
      SUPPORT_EMAIL: LOCAL_NAMES.supportEmail,
      MAIL_TEMPLATE_PREFIX: LOCAL_NAMES.mailTemplatePrefix,
      APP_URL: url,
      // The app may be opened at either loopback name; the API accepts both as browser origins.
      ALLOWED_ORIGINS: localOrigins(port).join(','),
      // The gateway serves the WebSocket API and its `@connections` management API (local/gateway/websocket.ts).
      WEBSOCKET_CONNECTIONS_URL: url,
      BUILD_ID: buildId,
      APP_VERSION: packageJson.version,
      LOG_LEVEL: options.logLevel ?? process.env.LOG_LEVEL ?? 'WARN',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: dynamodb.url,
      AWS_ENDPOINT_URL_S3: s3.url,
      AWS_ENDPOINT_URL_SESV2: ses.url,
      AWS_ENDPOINT_URL_LAMBDA: lambda.url,
      JOB_FUNCTIONS: localJobFunctions(),
      AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    });
    delete process.env.AWS_PROFILE;
    delete process.env.AWS_SESSION_TOKEN;

    const schedules = await startSchedules(lambda);
    engines.push({ name: 'schedules', url: '', stop: async () => schedules.stop() });

    // The pages' CSP names s3rver's origin where CloudFront's names the bucket's (presigned POSTs and GETs).
    const gateway: Server = createGateway({ rootDir: ROOT_DIR, webDir, sesUrl: ses.url, uploadOrigins: [s3.url] });
    await new Promise<void>((resolve, reject) => {
      gateway.once('error', reject);
      gateway.listen(port, '127.0.0.1', () => resolve());
    });
    engines.push({
      name: 'gateway',
      url,
      stop: () =>
        new Promise<void>((resolve) => {
          gateway.closeAllConnections();
          gateway.close(() => resolve());
        }),
    });
    return { url, engines: { dynamodb: dynamodb.url, s3: s3.url, ses: ses.url, lambda: lambda.url }, buildId, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
