import {
  DynamoDBServiceException,
  InternalServerError,
  ProvisionedThroughputExceededException,
  RequestLimitExceeded,
  ThrottlingException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { apiEvent, lambdaContext } from '../../test/helpers/api-event';
import { CALLER, mockedDynamo, PROJECT, projectItem } from '../../test/helpers/mocked-api';
import { createApi } from '../lib/http/api';
import { projectsDomain } from '../manifest';

const dynamo = mockedDynamo();

async function projectsApi() {
  const { routes } = await import('./api');
  return createApi(projectsDomain, routes, { authenticate: async () => CALLER });
}
describe('projects handlers (mocked SDK)', () => {
  it('lists the welcome page with exactly one Query on GSI1', async () => {
    dynamo
      .on(QueryCommand)
      .resolves({ Items: [{ ...projectItem(CALLER.customerId), GSI1PK: `CUSTOMER#${CALLER.customerId}`, GSI1SK: `PROJECT#${PROJECT}` }] });
    const response = await (await projectsApi())(apiEvent('GET /api/projects') as never, lambdaContext);
    expect(JSON.parse(response.body!)).toMatchObject({ count: 1, items: [{ projectId: PROJECT, level: 'full', isOwner: true }] });
    const queries = dynamo.commandCalls(QueryCommand);
    expect(queries).toHaveLength(1);
    expect(queries[0]!.args[0].input).toMatchObject({
      TableName: 'noco-test',
      IndexName: 'GSI1',
      KeyConditionExpression: expect.stringContaining('begins_with'),
    });
    expect(Object.values(queries[0]!.args[0].input.ExpressionAttributeValues!)).toEqual(
      expect.arrayContaining([`CUSTOMER#${CALLER.customerId}`, 'PROJECT#']),
    );
  });

  it('creates a project conditionally, listed on its owner through GSI1', async () => {
    dynamo.on(PutCommand).resolves({});
    const response = await (await projectsApi())(
      apiEvent('POST /api/projects', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Salon', languages: ['fr', 'de'], type: 'conference' }),
      }) as never,
      lambdaContext,
    );
    expect(response.statusCode).toBe(201);
    const [put] = dynamo.commandCalls(PutCommand);
    const { projectId } = JSON.parse(response.body!);
    expect(put!.args[0].input).toMatchObject({
      Item: {
        PK: `PROJECT#${projectId}`,
        SK: 'META',
        ownerId: CALLER.customerId,
        GSI1PK: `CUSTOMER#${CALLER.customerId}`,
        GSI1SK: `PROJECT#${projectId}`,
        status: 'active',
      },
      ConditionExpression: expect.stringContaining('attribute_not_exists'),
    });
  });

  it('resolves access with a consistent read of the project and a Query of the caller’s grants only', async () => {
    dynamo.on(GetCommand).resolves({ Item: projectItem('01J0000000000000000000OTHR'.replace('O', '0')) });
    dynamo.on(QueryCommand).resolves({ Items: [] });
    const response = await (await projectsApi())(
      apiEvent('GET /api/projects/{projectId}', { pathParameters: { projectId: PROJECT } }) as never,
      lambdaContext,
    );
    expect(response.statusCode).toBe(404);
    expect(dynamo.commandCalls(GetCommand)[0]!.args[0].input).toMatchObject({
      Key: { PK: `PROJECT#${PROJECT}`, SK: 'META' },
      ConsistentRead: true,
    });
    const grantQuery = dynamo.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(Object.values(grantQuery.ExpressionAttributeValues!)).toEqual(
      expect.arrayContaining([`PROJECT#${PROJECT}`, `GRANT#${CALLER.customerId}#`]),
    );
  });
});

describe('AWS failures on real routes (mocked SDK)', () => {
  const meta = { $metadata: {} };

  it.each([
    ['ProvisionedThroughputExceeded', () => new ProvisionedThroughputExceededException({ message: 'Rate exceeded', ...meta })],
    ['Throttling', () => new ThrottlingException({ message: 'Throttled', ...meta })],
    ['RequestLimitExceeded', () => new RequestLimitExceeded({ message: 'Limit', ...meta })],
    ['InternalServerError', () => new InternalServerError({ message: 'Internal', ...meta })],
    [
      'ServiceUnavailable',
      () => new DynamoDBServiceException({ name: 'ServiceUnavailable', $fault: 'server', message: 'Unavailable', ...meta }),
    ],
    ['TransactionConflict', () => new TransactionConflictException({ message: 'Conflict', ...meta })],
    ['a refused connection', () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' })],
    ['a socket timeout', () => Object.assign(new Error('Connection timed out after 2000 ms'), { name: 'TimeoutError' })],
  ])('answers 503 with Retry-After when DynamoDB fails with %s', async (_name, failure) => {
    dynamo.on(QueryCommand).rejects(failure());
    const response = await (await projectsApi())(apiEvent('GET /api/projects') as never, lambdaContext);
    expect(response.statusCode).toBe(503);
    expect(response.headers).toMatchObject({ 'retry-after': expect.stringMatching(/^\d+$/) });
    expect(JSON.parse(response.body!).error.code).toBe('SERVICE_UNAVAILABLE');
  });
});
