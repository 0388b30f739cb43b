import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mockedDynamo } from '../../../test/helpers/mocked-api';
import { queryAll } from './query-all';

const dynamo = mockedDynamo();
const input = { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': 'P' }, ProjectionExpression: 'PK, SK' };
const page = (from: number, count: number, last: boolean) => ({
  Items: Array.from({ length: count }, (_, index) => ({ PK: 'P', SK: `S${from + index}` })),
  ...(last ? {} : { LastEvaluatedKey: { PK: 'P', SK: `S${from + count - 1}` } }),
});

describe('queryAll: the one paging loop of raw Queries (mocked SDK)', () => {
  it('follows LastEvaluatedKey to the end of the partition, on the configured table', async () => {
    dynamo
      .on(QueryCommand)
      .resolvesOnce(page(0, 2, false))
      .resolvesOnce(page(2, 2, false))
      .resolvesOnce(page(4, 1, true));
    const items = await queryAll(input);
    expect(items.map((item) => item.SK)).toEqual(['S0', 'S1', 'S2', 'S3', 'S4']);
    const sent = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(sent.map((query) => query.ExclusiveStartKey)).toEqual([undefined, { PK: 'P', SK: 'S1' }, { PK: 'P', SK: 'S3' }]);
    expect(sent.every((query) => query.TableName === 'noco-test' && query.ProjectionExpression === 'PK, SK')).toBe(true);
  });

  it('stops at the end of the page that reaches maxItems (a bound on work, not an exact count)', async () => {
    dynamo
      .on(QueryCommand)
      .resolvesOnce(page(0, 2, false))
      .resolvesOnce(page(2, 2, false))
      .resolvesOnce(page(4, 2, true));
    expect(await queryAll(input, { maxItems: 3 })).toHaveLength(4);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(2);
  });

  it('reads one page when it holds maxItems, and an empty partition in one request', async () => {
    dynamo.on(QueryCommand).resolvesOnce(page(0, 2, false));
    expect(await queryAll({ ...input, Limit: 2 }, { maxItems: 2 })).toHaveLength(2);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
    dynamo.reset();
    dynamo.on(QueryCommand).resolves({});
    expect(await queryAll(input)).toEqual([]);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
  });
});
