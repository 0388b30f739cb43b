import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { apiEvent, lambdaContext } from '../../test/helpers/api-event';
import { CALLER, mockedDynamo } from '../../test/helpers/mocked-api';
import { createApi } from '../lib/http/api';
import { contactDomain } from '../manifest';

const dynamo = mockedDynamo();

async function contactApi() {
  const { routes } = await import('./api');
  return createApi(contactDomain, routes, { authenticate: async () => CALLER });
}

const customerItem = {
  PK: `CUSTOMER#${CALLER.customerId}`,
  SK: 'META',
  _et: 'Customer',
  customerId: CALLER.customerId,
  email: 'Ana@Example.com',
  emailLower: 'ana@example.com',
  firstname: 'Ana',
  lastname: 'Lopez',
  company: 'ACME',
  phone: '+33 1 02 03 04 05',
  lang: 'fr',
  passwordHash: 'x',
  status: 'active',
  createdAt: '',
  updatedAt: '',
  version: 1,
};

const post = (body: unknown) =>
  apiEvent('POST /api/contact', { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) as never;

describe('contact handler (mocked SDK)', () => {
  it('reserves under both limits, stores the request, then writes the deliverContact job: 202 { requestId }', async () => {
    dynamo.on(UpdateCommand).resolves({});
    dynamo.on(GetCommand).resolves({ Item: customerItem });
    dynamo.on(PutCommand).resolves({});
    const response = await (await contactApi())(post({ subject: 'Export', message: 'Bonjour' }), lambdaContext);
    expect(response.statusCode).toBe(202);
    const { requestId } = JSON.parse(response.body!);
    expect(dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input.Key!.PK)).toEqual([
      expect.stringMatching(/^RATE#contactClient#/),
      expect.stringMatching(/^RATE#contactCustomer#/),
    ]);
    const [stored, job] = dynamo.commandCalls(PutCommand).map((call) => call.args[0].input);
    expect(stored).toMatchObject({
      Item: { PK: `CONTACT#${requestId}`, SK: 'META', status: 'pending', email: 'Ana@Example.com', company: 'ACME', subject: 'Export' },
      // Never over another request: the put is conditional on the item's absence.
      ConditionExpression: 'attribute_not_exists(#c_1)',
      ExpressionAttributeNames: { '#c_1': 'requestId' },
    });
    expect(job).toMatchObject({ Item: { type: 'deliverContact', ownerId: CALLER.customerId, input: { requestId } } });
  });

  it('refuses an empty subject or a message over 5,000 characters before anything is written (400)', async () => {
    for (const body of [{ subject: ' ', message: 'Bonjour' }, { subject: 'Export', message: 'x'.repeat(5001) }, { subject: 'Export' }]) {
      const response = await (await contactApi())(post(body), lambdaContext);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 429 once a limit is full, storing nothing', async () => {
    dynamo.on(UpdateCommand).rejects(Object.assign(new Error('full'), { name: 'ConditionalCheckFailedException' }));
    const response = await (await contactApi())(post({ subject: 'Export', message: 'Bonjour' }), lambdaContext);
    expect(response.statusCode).toBe(429);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });
});
