import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TTL_MS } from '../../shared/constants';
import { apiEvent, lambdaContext, testEnv } from '../../test/helpers/api-event';
import { hashSecret } from '../lib/auth/tokens';
import { resetConfigForTests } from '../lib/config';
import { createApi } from '../lib/http/api';
import { authenticateSession } from '../lib/auth/sessions';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const T0 = new Date('2026-11-22T08:00:00Z');
const TOKEN = 'a'.repeat(43);
const json = { 'content-type': 'application/json' };

let now = T0;
async function api() {
  const { routes } = await import('./api');
  return createApi('accounts', routes, { authenticate: authenticateSession, clock: () => now });
}

beforeAll(() => {
  Object.assign(process.env, testEnv());
  resetConfigForTests();
});
beforeEach(() => {
  dynamo.reset();
  ses.reset();
  now = T0;
});
afterEach(() => vi.restoreAllMocks());

describe('accounts handlers (mocked SDK)', () => {
  it('registers in one transaction: customer, email guard and activation code, each conditional', async () => {
    dynamo.on(GetCommand).resolves({});
    dynamo.on(PutCommand).resolves({});
    dynamo.on(TransactWriteCommand).resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
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
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Content!.Template!.TemplateName).toBe('noco-test-activation-fr');
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
    const customer = {
      PK: 'CUSTOMER#01J0000000000000000000000A', SK: 'META', _et: 'Customer', customerId: '01J0000000000000000000000A',
      email: 'ana@example.com', emailLower: 'ana@example.com', firstname: 'Ana', lastname: 'L', company: '', phone: '', lang: 'fr',
      passwordHash: 'x', status: 'active', createdAt: '', updatedAt: '', version: 1,
    };
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

  it('never writes a password, code or token to a log line or an error body', async () => {
    process.env.LOG_LEVEL = 'DEBUG';
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    vi.spyOn(console, 'log').mockImplementation((...args) => void lines.push(args.join(' ')));
    vi.spyOn(console, 'info').mockImplementation((...args) => void lines.push(args.join(' ')));
    vi.spyOn(console, 'error').mockImplementation((...args) => void lines.push(args.join(' ')));
    dynamo.on(GetCommand).rejects(new Error('boom'));
    const handler = await api();
    const bodies: string[] = [];
    for (const [routeKey, body] of [
      ['POST /api/auth/login', { email: 'ana@example.com', password: 'S3cret!pass' }],
      ['POST /api/auth/reset-password', { customerId: '01J0000000000000000000000A', securityCode: TOKEN, password: 'S3cret!pass' }],
      ['POST /api/auth/activate', { customerId: '01J0000000000000000000000A', code: '654321' }],
    ] as const) {
      const response = await handler(apiEvent(routeKey, { headers: json, body: JSON.stringify(body), cookies: [`sid=${TOKEN}`] }) as never, lambdaContext);
      bodies.push(response.body ?? '');
    }
    const everything = [...lines, ...bodies].join('\n');
    expect(bodies.every((body) => body.includes('"INTERNAL"'))).toBe(true);
    for (const secret of ['S3cret!pass', TOKEN, '654321']) expect(everything).not.toContain(secret);
    process.env.LOG_LEVEL = 'SILENT';
  });
});
