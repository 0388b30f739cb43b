import {
  DynamoDBServiceException,
  InternalServerError,
  ProvisionedThroughputExceededException,
  RequestLimitExceeded,
  ThrottlingException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiEvent, lambdaContext, testEnv } from '../../test/helpers/api-event';
import { resetConfigForTests } from '../lib/config';
import { createApi } from '../lib/http/api';

const dynamo = mockClient(DynamoDBDocumentClient);
const CALLER = { customerId: '01J00000000000000000000001', email: 'a@b.c', sessionId: 's' };
const PROJECT = '01J000000000000000000000P1';
const project = (ownerId: string) => ({
  PK: `PROJECT#${PROJECT}`,
  SK: 'META',
  _et: 'Project',
  projectId: PROJECT,
  ownerId,
  name: 'Salon',
  languages: ['fr'],
  type: 'conference',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});

beforeAll(() => {
  Object.assign(process.env, testEnv());
  resetConfigForTests();
});
beforeEach(() => dynamo.reset());

async function projectsApi() {
  const { routes } = await import('./api');
  return createApi('projects', routes, { authenticate: async () => CALLER });
}
async function applicationsApi() {
  const { routes } = await import('../applications/api');
  return createApi('applications', routes, { authenticate: async () => CALLER });
}
/** `POST /api/projects/{PROJECT}/applications` with a JSON body, through the applications stack. */
async function createApplication(body: Record<string, unknown>) {
  return (await applicationsApi())(
    apiEvent('POST /api/projects/{projectId}/applications', {
      pathParameters: { projectId: PROJECT },
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }) as never,
    lambdaContext,
  );
}

describe('projects handlers (mocked SDK)', () => {
  it('lists the welcome page with exactly one Query on GSI1', async () => {
    dynamo
      .on(QueryCommand)
      .resolves({ Items: [{ ...project(CALLER.customerId), GSI1PK: `CUSTOMER#${CALLER.customerId}`, GSI1SK: `PROJECT#${PROJECT}` }] });
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
    dynamo.on(GetCommand).resolves({ Item: project('01J0000000000000000000OTHR'.replace('O', '0')) });
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

  it('creates an application with its slug guard in one transaction that checks the project is live', async () => {
    dynamo.on(GetCommand).resolves({ Item: project(CALLER.customerId) });
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(TransactWriteCommand).resolves({});
    const response = await createApplication({ kind: 'speakers', title: 'Nos intervenants' });
    expect(response.statusCode).toBe(201);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.ConditionCheck).toMatchObject({ Key: { PK: `PROJECT#${PROJECT}`, SK: 'META' } });
    expect(items[1]!.Put!.Item).toMatchObject({
      PK: `PROJECT#${PROJECT}`,
      kind: 'speakers',
      slug: 'nos-intervenants',
      counts: { speakers: 0 },
    });
    expect(items[2]!.Put).toMatchObject({
      Item: { SK: 'SLUG#nos-intervenants' },
      ConditionExpression: expect.stringContaining('attribute_not_exists'),
    });
  });

  it.each(['webapp', 'modules'])(
    'refuses to create a %s application (no screens yet) with a field error on kind, writing nothing',
    async (kind) => {
      dynamo.on(GetCommand).resolves({ Item: project(CALLER.customerId) });
      dynamo.on(QueryCommand).resolves({ Items: [] });
      dynamo.on(TransactWriteCommand).resolves({});
      const response = await createApplication({ kind, title: 'Mon site' });
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body!).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'kind', message: 'validation.kindUnavailable' }],
      });
      expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    },
  );

  it('keeps a stored web app application readable, and lists every kind with whether it can be created', async () => {
    const APP = '01J000000000000000000000A1';
    dynamo.on(GetCommand, { Key: { PK: `PROJECT#${PROJECT}`, SK: 'META' } }).resolves({ Item: project(CALLER.customerId) });
    dynamo.on(GetCommand, { Key: { PK: `PROJECT#${PROJECT}`, SK: `APP#${APP}` } }).resolves({
      Item: {
        PK: `PROJECT#${PROJECT}`,
        SK: `APP#${APP}`,
        _et: 'Application',
        projectId: PROJECT,
        applicationId: APP,
        kind: 'webapp',
        slug: 'mon-site',
        title: 'Mon site',
        description: '',
        url: '',
        elements: [],
        counts: {},
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        version: 1,
      },
    });
    dynamo.on(QueryCommand).resolves({ Items: [] });
    const api = await applicationsApi();
    const read = await api(
      apiEvent('GET /api/projects/{projectId}/applications/{applicationId}', {
        pathParameters: { projectId: PROJECT, applicationId: APP },
      }) as never,
      lambdaContext,
    );
    expect(read.statusCode).toBe(200);
    expect(JSON.parse(read.body!)).toMatchObject({ applicationId: APP, kind: 'webapp', configs: [] });

    const kinds = await api(apiEvent('GET /api/application-kinds') as never, lambdaContext);
    const items = JSON.parse(kinds.body!).items as { kind: string; creatable: boolean }[];
    expect(items.map(({ kind, creatable }) => [kind, creatable])).toEqual([
      ['catalogue', true],
      ['users', true],
      ['speakers', true],
      ['webapp', false],
      ['modules', false],
      ['replay', true],
      ['cms', true],
      ['sponsor', true],
    ]);
  });
});

describe('AWS failures on real routes (mocked SDK)', () => {
  const meta = { $metadata: {} };
  const json = { 'content-type': 'application/json' };
  const createSpeakers = () => createApplication({ kind: 'speakers', title: 'Intervenants' });

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

  it('answers 413 ITEM_TOO_LARGE when a builder save would not fit in one item', async () => {
    const { defaultElements } = await import('../../shared/kinds');
    const elements = defaultElements('speakers');
    dynamo.on(GetCommand).resolves({
      Item: {
        ...project(CALLER.customerId),
        SK: 'APP#01J0000000000000000000APP1',
        _et: 'Application',
        applicationId: '01J0000000000000000000APP1',
        kind: 'speakers',
        slug: 'intervenants',
        title: 'I',
        description: '',
        url: '',
        elements,
        counts: { speakers: 0 },
      },
    });
    dynamo.on(GetCommand, { Key: { PK: `PROJECT#${PROJECT}`, SK: 'META' } }).resolves({ Item: project(CALLER.customerId) });
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo
      .on(UpdateCommand)
      .rejects(
        new DynamoDBServiceException({
          name: 'ValidationException',
          $fault: 'client',
          message: 'Item size to update has exceeded the maximum allowed size',
          ...meta,
        }),
      );
    const response = await (await applicationsApi())(
      apiEvent('PUT /api/projects/{projectId}/applications/{applicationId}/elements/{element}/form', {
        pathParameters: { projectId: PROJECT, applicationId: '01J0000000000000000000APP1', element: 'speakers' },
        headers: json,
        body: JSON.stringify({ form: elements[0]!.form, version: 1 }),
      }) as never,
      lambdaContext,
    );
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.body!).error.code).toBe('ITEM_TOO_LARGE');
  });

  it('answers 413 when a transaction is cancelled for an item too big, without retrying it as a taken slug', async () => {
    dynamo.on(GetCommand).resolves({ Item: project(CALLER.customerId) });
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        CancellationReasons: [
          { Code: 'None' },
          { Code: 'ValidationError', Message: 'Item size has exceeded the maximum allowed size' },
          { Code: 'None' },
        ],
        ...meta,
      }),
    );
    const response = await createSpeakers();
    expect(response.statusCode).toBe(413);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('keeps creating after slug collisions and write conflicts: readable slugs first, then a random suffix', async () => {
    dynamo.on(GetCommand).resolves({ Item: project(CALLER.customerId) });
    dynamo.on(QueryCommand).resolves({ Items: [] });
    const cancelled = (code: 'slug' | 'conflict') =>
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        CancellationReasons:
          code === 'slug'
            ? [{ Code: 'None' }, { Code: 'None' }, { Code: 'ConditionalCheckFailed' }]
            : [{ Code: 'TransactionConflict' }, { Code: 'None' }, { Code: 'None' }],
        ...meta,
      });
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('slug'))
      .rejectsOnce(cancelled('conflict'))
      .rejectsOnce(cancelled('slug'))
      .rejectsOnce(cancelled('slug'))
      .resolves({});
    const response = await createSpeakers();
    expect(response.statusCode).toBe(201);
    const slugs = dynamo
      .commandCalls(TransactWriteCommand)
      .map((call) => (call.args[0].input.TransactItems![2]!.Put!.Item as { slug: string }).slug);
    expect(slugs.slice(0, 2)).toEqual(['intervenants', 'intervenants']);
    expect(slugs.slice(2)).toEqual([
      expect.stringMatching(/^intervenants-[a-z0-9]{6}$/),
      expect.stringMatching(/^intervenants-[a-z0-9]{6}$/),
      expect.stringMatching(/^intervenants-[a-z0-9]{6}$/),
    ]);
    expect(JSON.parse(response.body!).slug).toBe(slugs[4]);
  });
});
