import { DynamoDBServiceException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { apiEvent, lambdaContext } from '../../test/helpers/api-event';
import { CALLER, mockedDynamo, PROJECT, projectItem } from '../../test/helpers/mocked-api';
import { createApi } from '../lib/http/api';
import { applicationsDomain } from '../manifest';

const dynamo = mockedDynamo();

async function applicationsApi() {
  const { routes } = await import('./api');
  return createApi(applicationsDomain, routes, { authenticate: async () => CALLER });
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

/** Queries of the application's key prefix answer `items`; every other Query (grants…) answers nothing. */
function answerQueries(prefix: string, items: Record<string, unknown>[]) {
  dynamo
    .on(QueryCommand)
    .callsFake((input: { ExpressionAttributeValues?: Record<string, unknown> }) =>
      Object.values(input.ExpressionAttributeValues ?? {}).includes(prefix) ? { Items: items } : { Items: [] },
    );
}

describe('applications handlers (mocked SDK)', () => {
  it('creates an application with its slug guard in one transaction that checks the project is live', async () => {
    dynamo.on(GetCommand).resolves({ Item: projectItem(CALLER.customerId) });
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
      elements: [{ key: 'speakers', name: expect.any(Object) }],
    });
    expect(items[1]!.Put!.Item).not.toHaveProperty('elements.0.form');
    expect(items[2]!.Put).toMatchObject({
      Item: { SK: 'SLUG#nos-intervenants' },
      ConditionExpression: expect.stringContaining('attribute_not_exists'),
    });
    const { applicationId } = JSON.parse(response.body!);
    // Each element's config and record counter in their own items, in the same transaction.
    expect(items.slice(3).map((item) => item.Put!.Item)).toEqual([
      expect.objectContaining({ SK: `APP#${applicationId}#ELEMENT#speakers`, version: 1, form: expect.any(Object) }),
      expect.objectContaining({ SK: `APP#${applicationId}#COUNT#speakers`, count: 0 }),
    ]);
  });

  it('creates a web app application: no builder elements, so no element items', async () => {
    dynamo.on(GetCommand).resolves({ Item: projectItem(CALLER.customerId) });
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(TransactWriteCommand).resolves({});
    const response = await createApplication({ kind: 'webapp', title: 'Mon site' });
    expect(response.statusCode).toBe(201);
    expect(JSON.parse(response.body!)).toMatchObject({ kind: 'webapp', slug: 'mon-site', configs: [] });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items).toHaveLength(3); // the project's check, the application, its slug guard
    expect(items[1]!.Put!.Item).toMatchObject({ kind: 'webapp', elements: [] });
  });

  it('keeps a stored web app application readable, and lists every kind with whether it can be created', async () => {
    const APP = '01J000000000000000000000A1';
    dynamo.on(GetCommand, { Key: { PK: `PROJECT#${PROJECT}`, SK: 'META' } }).resolves({ Item: projectItem(CALLER.customerId) });
    answerQueries(`APP#${APP}`, [
      {
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
    ]);
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
      ['webapp', true],
      ['modules', true],
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

  it('answers 413 ITEM_TOO_LARGE when a builder save would not fit in one item', async () => {
    const { defaultElements } = await import('../../shared/kinds');
    const elements = defaultElements('speakers');
    const APP = '01J0000000000000000000APP1';
    // A route about one application reads the project and the caller's grants in one BatchGetItem.
    dynamo.on(BatchGetCommand).resolves({ Responses: { 'noco-test': [projectItem(CALLER.customerId)] } });
    answerQueries(`APP#${APP}`, [
      {
        ...projectItem(CALLER.customerId),
        SK: `APP#${APP}`,
        _et: 'Application',
        applicationId: APP,
        kind: 'speakers',
        slug: 'intervenants',
        title: 'I',
        description: '',
        url: '',
        elements: elements.map(({ key, name }) => ({ key, name })),
      },
      {
        PK: `PROJECT#${PROJECT}`,
        SK: `APP#${APP}#ELEMENT#speakers`,
        _et: 'ElementConfig',
        projectId: PROJECT,
        applicationId: APP,
        elementKey: 'speakers',
        form: elements[0]!.form,
        table: elements[0]!.table,
        version: 1,
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
    dynamo.on(UpdateCommand).rejects(
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
    dynamo.on(GetCommand).resolves({ Item: projectItem(CALLER.customerId) });
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
    dynamo.on(GetCommand).resolves({ Item: projectItem(CALLER.customerId) });
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
