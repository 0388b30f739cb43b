import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import * as v from 'valibot';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockedAwsWire } from '../../test/helpers/mocked-aws-wire';
import { SESSION_TTL_MS } from '../../shared/constants';
import { apiEvent, lambdaContext, testEnv } from '../../test/helpers/api-event';
import { hashPassword } from '../lib/auth/passwords';
import { hashSecret } from '../lib/auth/tokens';
import { resetConfigForTests } from '../lib/config';
import { READ_CACHE_TTL_MS } from '../lib/cache/read-cache';
import { createApi, httpStack } from '../lib/http/api';
import { defineRoute } from '../lib/http/route';
import { logger } from '../lib/logger';
import { authenticateSession } from '../lib/auth/sessions';
import { accountsDomain } from '../manifest';

const dynamo = mockClient(DynamoDBDocumentClient);
const aws = mockedAwsWire();
const T0 = new Date('2026-11-22T08:00:00Z');
const TOKEN = 'a'.repeat(43);
const json = { 'content-type': 'application/json' };

let now = T0;
async function api() {
  const { routes } = await import('./api');
  return createApi(accountsDomain, routes, { authenticate: authenticateSession, clock: () => now });
}

beforeAll(() => {
  Object.assign(process.env, testEnv());
  resetConfigForTests();
});
beforeEach(() => {
  dynamo.reset();
  now = T0;
});
afterEach(() => vi.restoreAllMocks());

/**
 * Every DynamoDB request of a call, reduced to what an observer could tell apart: the command, the key's
 * shape (ids, hashes, emails and window numbers removed) and its expressions.
 */
function dynamoTrail() {
  const shape = (key?: Record<string, unknown>) =>
    key
      ? String(key.PK)
          .split('#')
          .filter((part) => /^[A-Za-z]+$/.test(part))
          .join('#') +
        ' / ' +
        String(key.SK)
          .split('#')
          .filter((part) => /^[A-Za-z]+$/.test(part))
          .join('#')
      : '';
  return dynamo.calls().map((call) => {
    const command = call.args[0] as { constructor: { name: string }; input: Record<string, unknown> };
    const { Key, ConsistentRead, UpdateExpression, ConditionExpression } = command.input as Record<string, never>;
    // Attribute names resolved; values left as placeholders (they hold hashes and times).
    const names = (command.input.ExpressionAttributeNames ?? {}) as Record<string, string>;
    const named = (expression?: string) => expression?.replace(/#\w+/g, (name) => names[name] ?? name);
    const transaction = (command.input.TransactItems as Array<Record<string, { Item?: Record<string, unknown> }>> | undefined)?.map(
      (item) =>
        Object.keys(item)
          .map((verb) => `${verb} ${shape(item[verb]!.Item)}`)
          .join(),
    );
    return [command.constructor.name, shape(Key), ConsistentRead, named(UpdateExpression), named(ConditionExpression), transaction]
      .filter(Boolean)
      .join(' | ');
  });
}

const CUSTOMER_ID = '01J0000000000000000000000A';
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword('Passw0rd!');
});
const customerItem = () => ({
  PK: `CUSTOMER#${CUSTOMER_ID}`,
  SK: 'META',
  _et: 'Customer',
  customerId: CUSTOMER_ID,
  email: 'Ana@Example.com',
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
  version: 1,
});
const guardItem = {
  PK: 'UNIQUE#email#ana@example.com',
  SK: 'UNIQUE#email#ana@example.com',
  _et: 'EmailGuard',
  emailLower: 'ana@example.com',
  customerId: CUSTOMER_ID,
};

describe('accounts handlers (mocked SDK)', () => {
  it('registers in one transaction: customer, email guard and activation code, each conditional', async () => {
    dynamo.on(UpdateCommand).resolves({});
    dynamo.on(GetCommand).resolves({});
    dynamo.on(PutCommand).resolves({});
    dynamo.on(TransactWriteCommand).resolves({});
    const handler = await api();
    const response = await handler(
      apiEvent('POST /api/auth/register', {
        headers: json,
        body: JSON.stringify({ email: 'Ana@Example.com', password: 'Passw0rd!', firstname: 'Ana', lastname: 'L', acceptTerms: true }),
      }) as never,
      lambdaContext,
    );
    expect(response.statusCode).toBe(201);
    const [transaction] = dynamo.commandCalls(TransactWriteCommand);
    const items = transaction!.args[0].input.TransactItems!;
    expect(items).toHaveLength(3);
    const customerId = JSON.parse(response.body!).customerId as string;
    expect(items[0]!.Put).toMatchObject({
      TableName: 'noco-test',
      Item: { PK: `CUSTOMER#${customerId}`, SK: 'META', status: 'pending', emailLower: 'ana@example.com' },
      ConditionExpression: expect.stringContaining('attribute_not_exists'),
    });
    expect(items[1]!.Put).toMatchObject({
      Item: { PK: 'UNIQUE#email#ana@example.com', customerId },
      ConditionExpression: expect.stringContaining('attribute_not_exists'),
    });
    expect(items[2]!.Put).toMatchObject({ Item: { PK: `CUSTOMER#${customerId}`, SK: 'ACTIVATION', attempts: 0 } });
    expect(JSON.stringify(items)).not.toContain('Passw0rd!');
    expect(aws.mails()[0]!.Content!.Template!.TemplateName).toBe('noco-test-activation-fr');
  });

  it('login: an unknown address makes exactly the DynamoDB requests of a known one with a wrong password', async () => {
    const handler = await api();
    const login = (email: string) =>
      handler(
        apiEvent('POST /api/auth/login', { headers: json, body: JSON.stringify({ email, password: 'Wrong1!pass' }) }) as never,
        lambdaContext,
      );
    dynamo.on(UpdateCommand).resolves({});
    dynamo.on(GetCommand).resolves({});
    dynamo.on(GetCommand, { Key: { PK: guardItem.PK, SK: guardItem.SK } }).resolves({ Item: guardItem });
    dynamo.on(GetCommand, { Key: { PK: `CUSTOMER#${CUSTOMER_ID}`, SK: 'META' } }).resolves({ Item: customerItem() });

    const known = await login('ana@example.com');
    const knownTrail = dynamoTrail();
    dynamo.resetHistory();
    const unknown = await login('nobody@example.com');
    const unknownTrail = dynamoTrail();

    expect([known.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(unknown.body!.replace(/"requestId":"[^"]*"/, '')).toBe(known.body!.replace(/"requestId":"[^"]*"/, ''));
    const reserve = 'SET expiresAt = :s_1 ADD hits :a_1 | (attribute_not_exists(hits)) OR (hits < :c_1)';
    expect(knownTrail).toEqual([
      `UpdateCommand | RATE#loginPair / RATE#loginPair | ${reserve}`,
      `UpdateCommand | RATE#loginClient / RATE#loginClient | ${reserve}`,
      `UpdateCommand | RATE#loginAddress / RATE#loginAddress | ${reserve}`,
      'GetCommand | UNIQUE#email / UNIQUE#email | true',
      'GetCommand | CUSTOMER / META | true',
    ]);
    expect(unknownTrail).toEqual(knownTrail);
  });

  it('register: a taken address makes exactly the DynamoDB requests of a free one, and answers the same', async () => {
    const handler = await api();
    const register = (email: string) =>
      handler(
        apiEvent('POST /api/auth/register', {
          headers: json,
          body: JSON.stringify({ email, password: 'Passw0rd!', firstname: 'Eve', lastname: 'L', acceptTerms: true, lang: 'en' }),
        }) as never,
        lambdaContext,
      );
    dynamo.on(UpdateCommand).resolves({});
    // Free: the transaction goes through, then the guard it wrote leads to the new customer.
    dynamo.on(TransactWriteCommand).resolves({});
    dynamo.on(GetCommand).resolves({
      Item: { ...guardItem, PK: 'UNIQUE#email#lea@example.com', SK: 'UNIQUE#email#lea@example.com', emailLower: 'lea@example.com' },
    });
    dynamo
      .on(GetCommand, { Key: { PK: `CUSTOMER#${CUSTOMER_ID}`, SK: 'META' } })
      .resolves({ Item: { ...customerItem(), email: 'lea@example.com' } });
    const free = await register('lea@example.com');
    const freeTrail = dynamoTrail();

    dynamo.reset();
    dynamo.on(UpdateCommand).resolves({});
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    dynamo.on(GetCommand, { Key: { PK: guardItem.PK, SK: guardItem.SK } }).resolves({ Item: guardItem });
    dynamo.on(GetCommand, { Key: { PK: `CUSTOMER#${CUSTOMER_ID}`, SK: 'META' } }).resolves({ Item: customerItem() });
    const taken = await register('ANA@example.com');
    const takenTrail = dynamoTrail();

    expect([free.statusCode, taken.statusCode]).toEqual([201, 201]);
    expect(Object.keys(JSON.parse(taken.body!))).toEqual(Object.keys(JSON.parse(free.body!)));
    expect(JSON.parse(taken.body!).customerId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(JSON.parse(taken.body!).customerId).not.toBe(CUSTOMER_ID);
    expect(takenTrail).toEqual(freeTrail);
    expect(freeTrail).toEqual([
      expect.stringMatching(/^UpdateCommand \| RATE#mailClient/),
      expect.stringMatching(/^UpdateCommand \| RATE#mailAddress/),
      'TransactWriteCommand | Put CUSTOMER / META,Put UNIQUE#email / UNIQUE#email,Put CUSTOMER / ACTIVATION',
      'GetCommand | UNIQUE#email / UNIQUE#email | true',
      'GetCommand | CUSTOMER / META | true',
    ]);
    const sent = aws.mails();
    expect(sent.map((input) => [input.Destination!.ToAddresses, input.Content!.Template!.TemplateName])).toEqual([
      [['lea@example.com'], 'noco-test-activation-en'],
      [['Ana@Example.com'], 'noco-test-accountExists-fr'],
    ]);
    expect(JSON.parse(sent[1]!.Content!.Template!.TemplateData!)).toMatchObject({
      firstname: 'Ana',
      loginLink: 'http://127.0.0.1:3000/fr/login',
      lostPasswordLink: 'http://127.0.0.1:3000/fr/lostPassword',
    });
  });

  it('activation reserves the code try with one conditional write before comparing, and refuses an active account as a wrong code', async () => {
    const handler = await api();
    dynamo.on(UpdateCommand).resolves({});
    // An active account has no pending code: the reservation's condition fails.
    dynamo
      .on(UpdateCommand, { Key: { PK: `CUSTOMER#${CUSTOMER_ID}`, SK: 'ACTIVATION' } })
      .rejects(Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' }));
    const response = await handler(
      apiEvent('POST /api/auth/activate', { headers: json, body: JSON.stringify({ customerId: CUSTOMER_ID, code: '123456' }) }) as never,
      lambdaContext,
    );
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body!).error.code).toBe('ACTIVATION_CODE_INVALID');
    const calls = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(calls.map((input) => input.Key!.PK)).toEqual([
      expect.stringMatching(/^RATE#activateClient#/),
      expect.stringMatching(/^RATE#activateCustomer#/),
      `CUSTOMER#${CUSTOMER_ID}`,
    ]);
    const codeTry = calls[2]!;
    expect(codeTry.ReturnValues).toBe('ALL_NEW');
    const names = codeTry.ExpressionAttributeNames!;
    const values = codeTry.ExpressionAttributeValues!;
    const condition = codeTry
      .ConditionExpression!.replace(/#\w+/g, (name) => names[name]!)
      .replace(/:\w+/g, (value) => JSON.stringify(values[value]));
    expect(condition).toContain('attribute_exists(codeHash)');
    expect(condition).toContain('attempts < 5');
    expect(condition).toMatch(/expiresAt > \d+/);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('keeps a session 12 hours from login: 12 h − 1 s is in, 12 h + 1 s answers 401', async () => {
    const session = {
      PK: `SESSION#${hashSecret(TOKEN, 'session')}`,
      SK: `SESSION#${hashSecret(TOKEN, 'session')}`,
      _et: 'Session',
      tokenHash: hashSecret(TOKEN, 'session'),
      customerId: '01J0000000000000000000000A',
      email: 'ana@example.com',
      createdAt: T0.toISOString(),
      expiresAt: Math.floor((T0.getTime() + SESSION_TTL_MS) / 1000),
      GSI1PK: 'CUSTOMER#01J0000000000000000000000A',
      GSI1SK: 'SESSION#x',
    };
    const customer = customerItem();
    dynamo.on(GetCommand, { Key: { PK: session.PK, SK: session.SK } }).resolves({ Item: session });
    dynamo.on(GetCommand, { Key: { PK: customer.PK, SK: 'META' } }).resolves({ Item: customer });
    const handler = await api();
    const me = () => handler(apiEvent('GET /api/me', { cookies: [`sid=${TOKEN}`] }) as never, lambdaContext);

    now = new Date(T0.getTime() + SESSION_TTL_MS - 1000);
    const inside = await me();
    expect(inside.statusCode).toBe(200);
    expect(JSON.parse(inside.body!).customer).not.toHaveProperty('passwordHash');

    now = new Date(T0.getTime() + SESSION_TTL_MS + 1000);
    const outside = await me();
    expect(outside.statusCode).toBe(401);
    expect(JSON.parse(outside.body!).error.code).toBe('UNAUTHORIZED');
  });

  it('lets GETs reuse a session read for a few seconds, never a write: a revoked session cannot write', async () => {
    const tokenHash = hashSecret(TOKEN, 'session');
    const key = { PK: `SESSION#${tokenHash}`, SK: `SESSION#${tokenHash}` };
    const session = {
      ...key,
      _et: 'Session',
      tokenHash,
      customerId: '01J0000000000000000000000A',
      email: 'ana@example.com',
      createdAt: T0.toISOString(),
      GSI1PK: 'CUSTOMER#01J0000000000000000000000A',
      GSI1SK: 'SESSION#x',
    };
    dynamo.on(GetCommand, { Key: key }).resolves({ Item: { ...session, expiresAt: Math.floor(T0.getTime() / 1000) + 3600 } });
    const whoAmI = defineRoute({ input: v.object({}), auth: 'customer', handler: async ({ caller }) => ({ who: caller.customerId }) });
    const handler = httpStack(
      new Map<string, never>([
        ['GET /api/who', whoAmI as never],
        ['POST /api/who', whoAmI as never],
      ]),
      { authenticate: authenticateSession, clock: () => now },
    );
    const call = (routeKey: string) =>
      handler(apiEvent(routeKey, { headers: json, body: '{}', cookies: [`sid=${TOKEN}`] }) as never, lambdaContext);
    let clock = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);

    expect((await call('GET /api/who')).statusCode).toBe(200);
    expect((await call('GET /api/who')).statusCode).toBe(200);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(1);
    // Logged out on another instance: reads go on for the cache's seconds at most, a write is refused at once.
    dynamo.on(GetCommand, { Key: key }).resolves({});
    expect((await call('GET /api/who')).statusCode).toBe(200);
    clock += READ_CACHE_TTL_MS;
    expect((await call('GET /api/who')).statusCode).toBe(401);
    dynamo.on(GetCommand, { Key: key }).resolves({ Item: { ...session, expiresAt: Math.floor(T0.getTime() / 1000) + 3600 } });
    expect((await call('GET /api/who')).statusCode).toBe(200);
    dynamo.on(GetCommand, { Key: key }).resolves({});
    expect((await call('POST /api/who')).statusCode).toBe(401);
    // …and the write made this instance forget what its GETs had kept.
    expect((await call('GET /api/who')).statusCode).toBe(401);
  });

  it('never writes a password, code or token to a log line or an error body', async () => {
    // The logger is silent in tests (vitest.config.ts): turn it up to DEBUG and capture what it really writes.
    // Powertools writes through its own Console, bound to process.stdout/stderr: spying on their write sees it all.
    const lines: string[] = [];
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    const level = logger.getLevelName();
    logger.setLogLevel('DEBUG');
    try {
      dynamo.on(GetCommand).rejects(new Error('boom'));
      const handler = await api();
      const bodies: string[] = [];
      for (const [routeKey, body] of [
        ['POST /api/auth/login', { email: 'ana@example.com', password: 'S3cret!pass' }],
        ['POST /api/auth/reset-password', { customerId: '01J0000000000000000000000A', securityCode: TOKEN, password: 'S3cret!pass' }],
        ['POST /api/auth/activate', { customerId: '01J0000000000000000000000A', code: '654321' }],
      ] as const) {
        const response = await handler(
          apiEvent(routeKey, { headers: json, body: JSON.stringify(body), cookies: [`sid=${TOKEN}`] }) as never,
          lambdaContext,
        );
        bodies.push(response.body ?? '');
      }
      expect(bodies.every((body) => body.includes('"INTERNAL"'))).toBe(true);
      // The capture works: every failed call logged its error (else this test would prove nothing).
      expect(lines.filter((line) => line.includes('"Unhandled error"'))).toHaveLength(3);
      expect(lines.filter((line) => line.includes('"message":"request"'))).toHaveLength(3);
      const everything = [...lines, ...bodies].join('\n');
      for (const secret of ['S3cret!pass', TOKEN, '654321']) expect(everything).not.toContain(secret);
    } finally {
      logger.setLogLevel(level as 'SILENT');
    }
  });
});
