import { BatchGetCommand, BatchWriteCommand, DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { purgeProject } from './repository';
import { mockedDynamo } from '../../test/helpers/mocked-api';
import { mockedAwsWire } from '../../test/helpers/mocked-aws-wire';

const dynamo = mockedDynamo();
const aws = mockedAwsWire();
const P = '01J000000000000000000000P1';
const A = '01J000000000000000000000A1';

describe('project purge', () => {
  it('follows the cursor past pages holding only element items, so that no application partition is left', async () => {
    const apps = (input: { ExclusiveStartKey?: Record<string, string> }) =>
      // First page: element and counter items of an application already deleted (filtered out by entity).
      input.ExclusiveStartKey
        ? { Items: [{ PK: `PROJECT#${P}`, SK: `APP#${A}`, _et: 'Application', projectId: P, applicationId: A }] }
        : { Items: [], LastEvaluatedKey: { PK: `PROJECT#${P}`, SK: 'APP#01J000000000000000000000A0#ELEMENT#speakers' } };
    dynamo
      .on(QueryCommand)
      .callsFake((input: { KeyConditionExpression?: string; ExclusiveStartKey?: Record<string, string> }) =>
        input.KeyConditionExpression?.startsWith('PK = :pk') ? { Items: [] } : apps(input),
      );
    dynamo.on(BatchWriteCommand).resolves({});
    dynamo.on(DeleteCommand).resolves({});
    // Each application's web app host guards are read first (none: not a web app).
    dynamo.on(BatchGetCommand).resolves({ Responses: {} });
    expect(await purgeProject(P, () => 60_000)).toBe('done');
    expect(aws.s3()).toEqual([`GET /?list-type=2&prefix=files/${P}/${A}/&max-keys=1000`]);
    expect(aws.calls.every((call) => call.signed && call.url.host === 'noco-uploads-test.s3.eu-west-3.amazonaws.com')).toBe(true);
    const partitions = dynamo
      .commandCalls(QueryCommand)
      .map((call) => call.args[0].input)
      .filter((input) => input.KeyConditionExpression === 'PK = :pk')
      .map((input) => input.ExpressionAttributeValues![':pk']);
    expect(partitions).toEqual([`APP#${A}`, `PROJECT#${P}`]);
    expect(dynamo.commandCalls(BatchWriteCommand).map((call) => Object.values(call.args[0].input.RequestItems!)[0])).toEqual([
      [{ DeleteRequest: { Key: { PK: `PROJECT#${P}`, SK: `APP#${A}` } } }],
    ]);
  });
});
