import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TTL_MS } from '../../shared/constants';
import { apiEvent, lambdaContext, testEnv } from '../../test/helpers/api-event';
import { mockedAwsWire } from '../../test/helpers/mocked-aws-wire';
import { hashPassword } from '../lib/auth/passwords';
import { authenticateSession } from '../lib/auth/sessions';
import { hashSecret } from '../lib/auth/tokens';
import { resetConfigForTests } from '../lib/config';
import { createApi } from '../lib/http/api';
import { accountsDomain } from '../manifest';

/** My account: the routes' inputs and DynamoDB writes, with the SDK mocked. */
const dynamo = mockClient(DynamoDBDocumentClient);
const aws = mockedAwsWire();
const T0 = new Date('2026-11-22T08:00:00Z');
const TOKEN = 'b'.repeat(43);
const CUSTOMER_ID = '01J0000000000000000000000A';
const json = { 'content-type': 'application/json' };

async function api() {
  const { routes } = await import('./api');
  return createApi(accountsDomain, routes, { authenticate: authenticateSession, clock: () => T0 });
}

let passwordHash: string;
beforeAll(async () => {
  Object.assign(process.env, testEnv());
  resetConfigForTests();
  passwordHash = await hashPassword('Passw0rd!');
});
afterEach(() => vi.restoreAllMocks());

const tokenHash = hashSecret(TOKEN, 'session');
const session = {
  PK: `SESSION#${tokenHash}`,
  SK: `SESSION#${tokenHash}`,
  _et: 'Session',
  tokenHash,
  customerId: CUSTOMER_ID,
  email: 'ana@example.com',
  createdAt: T0.toISOString(),
  expiresAt: Math.floor((T0.getTime() + SESSION_TTL_MS) / 1000),
  GSI1PK: `CUSTOMER#${CUSTOMER_ID}`,
  GSI1SK: 'SESSION#x',
};
const customerItem = () => ({
  PK: `CUSTOMER#${CUSTOMER_ID}`,
  SK: 'META',
  _et: 'Customer',
  customerId: CUSTOMER_ID,
  email: 'ana@example.com',
  emailLower: 'ana@example.com',
  firstname: 'Ana',
  lastname: 'L',
  company: '',
  phone: '',
  lang: 'fr',
  passwordHash,
  status: 'active',
  createdAt: '',
  updatedAt: '',
  version: 4,
});

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { Key: { PK: session.PK, SK: session.SK } }).resolves({ Item: session });
  dynamo.on(GetCommand, { Key: { PK: `CUSTOMER#${CUSTOMER_ID}`, SK: 'META' } }).resolves({ Item: customerItem() });
  dynamo.on(QueryCommand).resolves({ Items: [] });
});

const call = async (route: string, body: unknown) =>
  (await api())(apiEvent(route, { headers: json, cookies: [`sid=${TOKEN}`], body: JSON.stringify(body) }) as never, lambdaContext);

describe('my account handlers (mocked SDK)', () => {
  it('PATCH /api/me: the update is conditional on the version sent; a stale one answers 409 CONFLICT', async () => {
    dynamo.on(UpdateCommand).resolves({ Attributes: { ...customerItem(), firstname: 'Anna', version: 5 } });
    const ok = await call('PATCH /api/me', { firstname: 'Anna', lastname: 'L', company: '', phone: '', version: 4 });
    expect(ok.statusCode).toBe(200);
    expect(JSON.parse(ok.body!).customer).toMatchObject({ firstname: 'Anna', version: 5 });
    const update = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update.ConditionExpression).toMatch(/#c_\d = :c_\d/);
    expect(Object.values(update.ExpressionAttributeNames ?? {})).toContain('version');
    expect(Object.values(update.ExpressionAttributeValues ?? {})).toContain(4);

    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'stale', $metadata: {} }));
    const stale = await call('PATCH /api/me', { firstname: 'Anna', lastname: 'L', company: '', phone: '', version: 3 });
    expect(stale.statusCode).toBe(409);
    expect(JSON.parse(stale.body!).error.code).toBe('CONFLICT');
  });

  it('refuses bad inputs with 400 and the field: no version, empty first name, a weak new password, no password', async () => {
    const noVersion = await call('PATCH /api/me', { firstname: 'Anna', lastname: 'L' });
    expect(JSON.parse(noVersion.body!).error.details).toEqual([{ field: 'version', message: 'validation.invalid' }]);
    const noName = await call('PATCH /api/me', { firstname: ' ', lastname: 'L', version: 4 });
    expect(JSON.parse(noName.body!).error.details).toEqual([{ field: 'firstname', message: 'validation.required' }]);
    const weak = await call('PUT /api/me/password', { currentPassword: 'Passw0rd!', password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(JSON.parse(weak.body!).error.details).toEqual([{ field: 'password', message: 'errors.PASSWORD_FORMAT' }]);
    const noPassword = await call('POST /api/me/deletion', {});
    expect(JSON.parse(noPassword.body!).error.details).toEqual([{ field: 'password', message: 'validation.invalid' }]);
    const badCode = await call('POST /api/me/email/confirm', { code: '12ab' });
    expect(JSON.parse(badCode.body!).error.details).toEqual([{ field: 'code', message: 'errors.ACTIVATION_CODE_INVALID' }]);
    const badEmail = await call('POST /api/me/email', { email: 'nope', password: 'Passw0rd!' });
    expect(JSON.parse(badEmail.body!).error.details).toEqual([{ field: 'email', message: 'validation.email' }]);
    expect(dynamo.commandCalls(UpdateCommand)).toEqual([]);
    expect(dynamo.commandCalls(TransactWriteCommand)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const handler = await api();
    const response = await handler(
      apiEvent('PUT /api/me/password', {
        headers: json,
        body: JSON.stringify({ currentPassword: 'x', password: 'N3w-Passw0rd' }),
      }) as never,
      lambdaContext,
    );
    expect(response.statusCode).toBe(401);
  });

  it('confirms an e-mail change in one transaction: customer at its version, code consumed, new guard put, old guard deleted', async () => {
    const code = '123456';
    dynamo.on(UpdateCommand).resolves({});
    dynamo.on(UpdateCommand, { Key: { PK: `CUSTOMER#${CUSTOMER_ID}`, SK: 'EMAILCHANGE' } }).resolves({
      Attributes: {
        PK: `CUSTOMER#${CUSTOMER_ID}`,
        SK: 'EMAILCHANGE',
        _et: 'EmailChange',
        customerId: CUSTOMER_ID,
        email: 'Ana.New@example.com',
        emailLower: 'ana.new@example.com',
        codeHash: hashSecret(code, `email-change:${CUSTOMER_ID}`),
        attempts: 1,
        expiresAt: Math.floor(T0.getTime() / 1000) + 3600,
      },
    });
    dynamo.on(TransactWriteCommand).resolves({});
    const response = await call('POST /api/me/email/confirm', { code });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body!).customer).toMatchObject({ email: 'Ana.New@example.com', version: 5 });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items).toHaveLength(4);
    expect(items[0]!.Update).toMatchObject({ Key: { PK: `CUSTOMER#${CUSTOMER_ID}`, SK: 'META' } });
    expect(Object.values(items[0]!.Update!.ExpressionAttributeNames ?? {})).toContain('version');
    expect(items[1]!.Delete).toMatchObject({ Key: { PK: `CUSTOMER#${CUSTOMER_ID}`, SK: 'EMAILCHANGE' } });
    expect(items[2]!.Put).toMatchObject({
      Item: { PK: 'UNIQUE#email#ana.new@example.com', customerId: CUSTOMER_ID },
      ConditionExpression: expect.stringContaining('attribute_not_exists'),
    });
    expect(items[3]!.Delete).toMatchObject({ Key: { PK: 'UNIQUE#email#ana@example.com' } });
    // The old address is told.
    expect(aws.mails().at(-1)!.Content!.Template!.TemplateName).toBe('noco-test-emailChanged-fr');
  });
});
