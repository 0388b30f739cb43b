import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mockedDynamo } from '../../../test/helpers/mocked-api';
import { recordsPage } from './source';

const A = '01J000000000000000000000A1';
const dynamo = mockedDynamo();

describe('records raw reads (exports, published sites; mocked SDK)', () => {
  it('reads an element’s records a page at a time, ids and values, always with Limit, after the last key read', async () => {
    const R = '01J000000000000000000000R1';
    dynamo
      .on(QueryCommand)
      .resolves({ Items: [{ recordId: R, values: { lastname: 'Curie' } }], LastEvaluatedKey: { PK: `APP#${A}`, SK: 'x' } });
    expect(await recordsPage(A, 'speakers', 'REC#speakers#01J000000000000000000000R0', 200)).toEqual({
      items: [{ recordId: R, values: { lastname: 'Curie' }, version: 0, createdAt: '', updatedAt: '' }],
      next: `REC#speakers#${R}`,
    });
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `APP#${A}`, ':prefix': 'REC#speakers#' },
      ProjectionExpression: 'recordId, #values, #version, createdAt, updatedAt',
      ExclusiveStartKey: { PK: `APP#${A}`, SK: 'REC#speakers#01J000000000000000000000R0' },
      Limit: 200,
    });
  });
});
