import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { keys, prefixes } from '../../functions/lib/db/keys';
import { localJobFunctions } from '../../local/jobs/lambda';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../local/provision';
import { LOCAL_NAMES } from '../../local/stack';
import { randomLoopback, requestFrom } from './loopback';

/** Direct access to the stack's DynamoDB Local, for tests that must age items or write grants. */
export function localDb() {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('stack').engines.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
  );
  const TableName = LOCAL_NAMES.table;
  return {
    client,
    TableName,
    /** Moves an item's expiry (epoch seconds). */
    async setExpiresAt(PK: string, SK: string, expiresAt: number) {
      await client.send(
        new UpdateCommand({
          TableName,
          Key: { PK, SK },
          UpdateExpression: 'SET expiresAt = :e',
          ExpressionAttributeValues: { ':e': expiresAt },
        }),
      );
    },
    async sessionsOf(customerId: string) {
      const result = await client.send(
        new QueryCommand({
          TableName,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :s)',
          ExpressionAttributeValues: { ':pk': keys.customer(customerId), ':s': prefixes.session },
        }),
      );
      return (result.Items ?? []) as Array<{ PK: string; SK: string; expiresAt: number }>;
    },
  };
}

/**
 * JSON calls to the stack's API, keeping cookies like a browser would. Each client connects from its own
 * loopback address (`source`, random unless given): to the API's abuse limits it is one client among many.
 * Every request but a GET says `content-type: application/json`, an empty body included (CSRF rule).
 */
export function apiClient(source = randomLoopback()) {
  const base = inject('stack').url;
  let cookie = '';
  return {
    /** The address this client connects from (the API's `sourceIp`). */
    source,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const response = await requestFrom(source, `${base}${path}`, {
        method,
        // JSON on every state-changing call, even without a body, as the web app does (the API refuses anything else).
        headers: {
          ...(method !== 'GET' && method !== 'HEAD' ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const setCookie = response.headers.get('set-cookie');
      if (setCookie) {
        const [pair] = setCookie.split(';');
        cookie = /=$/.test(pair!) || /Max-Age=0/.test(setCookie) ? '' : pair!;
      }
      return { status: response.status, headers: response.headers, body: response.text ? JSON.parse(response.text) : undefined };
    },
  };
}

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  at: string;
}
export async function mailTo(address: string): Promise<CapturedMail[]> {
  return (await fetch(`${inject('stack').url}/_local/mail?to=${encodeURIComponent(address)}`)).json() as Promise<CapturedMail[]>;
}

let counter = 0;
/** A unique address per test, so that tests sharing the stack never see each other's mail or limits. */
export const uniqueEmail = (label = 'user') => `${label}.${Date.now().toString(36)}.${(counter++).toString(36)}@example.com`;

/** The password of every customer the tests register. */
export const PASSWORD = 'Passw0rd!';

/**
 * Registers a customer through the API (`details` overrides the form's values): its id, the activation mail the
 * SES engine captured and the code that mail carries.
 */
export async function registerCustomer(api: ReturnType<typeof apiClient>, email: string, details: Record<string, unknown> = {}) {
  const registered = await api.call('POST', '/api/auth/register', {
    email,
    password: PASSWORD,
    firstname: 'Ana',
    lastname: 'Lopez',
    acceptTerms: true,
    lang: 'fr',
    ...details,
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const [mail] = await mailTo(email);
  return { customerId: registered.body.customerId as string, mail: mail!, code: /(\d{6})/.exec(mail!.subject)![1]! };
}

/** A registered, activated and logged-in customer with its own API client. */
export async function signedInCustomer(label = 'customer') {
  const email = uniqueEmail(label);
  const api = apiClient();
  const { customerId, code } = await registerCustomer(api, email);
  await api.call('POST', '/api/auth/activate', { customerId, code });
  const login = await api.call('POST', '/api/auth/login', { email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { api, email, customerId };
}

/** Writes a grant as the delegation domain will (tests prove each level's effect with it). */
export async function writeGrant(
  db: ReturnType<typeof localDb>,
  grant: { projectId: string; customerId: string; applicationId?: string; level: 'none' | 'read' | 'write' | 'full'; projectName: string },
) {
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  await db.client.send(
    new PutCommand({
      TableName: db.TableName,
      Item: {
        PK: keys.project(grant.projectId),
        SK: keys.grant(grant.customerId, grant.applicationId),
        _et: 'Grant',
        projectId: grant.projectId,
        customerId: grant.customerId,
        ...(grant.applicationId ? { applicationId: grant.applicationId } : {}),
        level: grant.level,
        projectName: grant.projectName,
        projectLanguages: ['fr'],
        projectType: 'conference',
        GSI1PK: keys.customer(grant.customerId),
        GSI1SK: keys.grantListing(grant.projectId, grant.applicationId),
      },
    }),
  );
}

/**
 * Points this test worker's functions code at the stack's engines (the environment `npm start` gives the handlers), for
 * tests that call a service, a repository or a job runner in-process (a bulk write, a runner that dies mid-way).
 */
export function useStackEnvironment(): void {
  const stack = inject('stack');
  Object.assign(process.env, {
    STAGE: 'local',
    TABLE_NAME: LOCAL_NAMES.table,
    UPLOADS_BUCKET: LOCAL_NAMES.uploadsBucket,
    MAIL_FROM: LOCAL_NAMES.mailFrom,
    SUPPORT_EMAIL: LOCAL_NAMES.supportEmail,
    MAIL_TEMPLATE_PREFIX: LOCAL_NAMES.mailTemplatePrefix,
    APP_URL: stack.url,
    BUILD_ID: stack.buildId,
    APP_VERSION: '0.0.0-test',
    LOG_LEVEL: 'SILENT',
    S3_FORCE_PATH_STYLE: 'true',
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: stack.engines.dynamodb,
    AWS_ENDPOINT_URL_S3: stack.engines.s3,
    AWS_ENDPOINT_URL_SESV2: stack.engines.ses,
    AWS_ENDPOINT_URL_LAMBDA: stack.engines.lambda,
    JOB_FUNCTIONS: localJobFunctions(),
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
  });
}
