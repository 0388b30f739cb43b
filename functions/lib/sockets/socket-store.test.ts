import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mockedDynamo } from '../../../test/helpers/mocked-api';
import { addCount, channelIdsOf, connectionPages, removeConnection } from './socket-store';

const dynamo = mockedDynamo();
const failed = () => new ConditionalCheckFailedException({ message: 'no', $metadata: {} });

/** A participant's connection item as DynamoDB returns it. */
const stored = (connectionId: string) => ({
  PK: `CONNECTION#${connectionId}`,
  SK: `CONNECTION#${connectionId}`,
  GSI1PK: 'LIVE#A#C',
  GSI1SK: `CONNECTION#${connectionId}`,
  connectionId,
  role: 'participant',
  projectId: 'P',
  applicationId: 'A',
  channelId: 'C',
  participantId: 'PA',
  displayName: 'Ada',
  lastSeenAt: 1,
  expiresAt: 2,
});

describe('socket store', () => {
  it('removes a connection once: the second delete finds nothing', async () => {
    dynamo
      .on(DeleteCommand)
      .resolvesOnce({ Attributes: stored('X') })
      .rejectsOnce(failed());
    expect(await removeConnection('X')).toMatchObject({ connectionId: 'X', role: 'participant' });
    expect(await removeConnection('X')).toBeUndefined();
    expect(dynamo.commandCalls(DeleteCommand)[0]!.args[0].input).toMatchObject({
      Key: { PK: 'CONNECTION#X', SK: 'CONNECTION#X' },
      ConditionExpression: 'attribute_exists(#c_1)',
      ExpressionAttributeNames: { '#c_1': 'connectionId' },
      ReturnValues: 'ALL_OLD',
    });
  });

  it('reads a GSI1 partition a page at a time, with a limit, each page handed over as it comes', async () => {
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [stored('X')], LastEvaluatedKey: { PK: 'x' } })
      .resolvesOnce({ Items: [stored('Y')] });
    const pages: string[][] = [];
    for await (const page of connectionPages('LIVE#A#C', 500)) pages.push(page.map((connection) => connection.connectionId));
    expect(pages).toEqual([['X'], ['Y']]);
    const [first, second] = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(first).toMatchObject({ IndexName: 'GSI1', Limit: 500, ExpressionAttributeValues: { ':c0_1': 'LIVE#A#C' } });
    expect(first!.ExclusiveStartKey).toBeUndefined();
    expect(second).toMatchObject({ IndexName: 'GSI1', Limit: 500, ExclusiveStartKey: { PK: 'x' } });
  });

  it('moves a count with one ADD (no transaction), and says when the channel is gone', async () => {
    dynamo
      .on(UpdateCommand)
      .resolvesOnce({ Attributes: { count: 3, seq: 7 } })
      .rejectsOnce(failed());
    expect(await addCount('A', 'C', 1)).toEqual({ count: 3, seq: 7 });
    const input = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input).toMatchObject({
      Key: { PK: 'APP#A', SK: 'LIVE#CHANNEL#C' },
      ConditionExpression: 'attribute_exists(#c_1)',
      ReturnValues: 'UPDATED_NEW',
    });
    expect(input.UpdateExpression).toMatch(/ ADD #a_1 :a_1, #a_2 :a_2$/);
    expect(input.ExpressionAttributeNames).toMatchObject({ '#c_1': 'PK', '#a_1': 'count', '#a_2': 'seq' });
    expect(input.ExpressionAttributeValues).toMatchObject({ ':a_1': 1, ':a_2': 1 });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(await addCount('A', 'C', -1)).toBeUndefined();
  });

  it("lists a module's channel ids from every page, consistently", async () => {
    const channel = (channelId: string) => ({
      PK: 'APP#A',
      SK: `LIVE#CHANNEL#${channelId}`,
      channelId,
      name: channelId,
      status: 'open',
      count: 0,
      seq: 0,
      createdAt: 'T',
      version: 1,
    });
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [channel('C1')], LastEvaluatedKey: { PK: 'APP#A', SK: 'LIVE#CHANNEL#C1' } })
      .resolvesOnce({ Items: [channel('C2')] });
    expect(await channelIdsOf('A')).toEqual(['C1', 'C2']);
    const [first, second] = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(first).toMatchObject({ ConsistentRead: true, ExpressionAttributeValues: { ':c0_1': 'APP#A', ':c0_2': 'LIVE#CHANNEL#' } });
    expect(second!.ExclusiveStartKey).toEqual({ PK: 'APP#A', SK: 'LIVE#CHANNEL#C1' });
  });
});
