import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mockedDynamo } from '../../test/helpers/mocked-api';
import { connectionPages, putConnection, removeConnection, touchConnection } from './connection-repository';

const dynamo = mockedDynamo();
const failed = () => new ConditionalCheckFailedException({ message: 'no', $metadata: {} });
const now = new Date('2026-11-23T10:00:00Z');

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

describe('realtime connection repository', () => {
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

  it('never recreates a gone connection on ping, nor keeps a revoked one alive, and says so', async () => {
    dynamo.on(UpdateCommand).rejects(failed());
    await expect(touchConnection('X', now)).resolves.toBe(false);
    const input = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.ConditionExpression).toBe('(attribute_exists(#c_1)) AND (attribute_not_exists(#c_2))');
    expect(input.ExpressionAttributeNames).toMatchObject({ '#c_1': 'connectionId', '#c_2': 'revoked' });
  });

  it("writes a console's entry in its customer's index before its connection, and deletes both", async () => {
    dynamo.on(PutCommand).resolves({});
    const connection = {
      connectionId: 'X',
      role: 'console' as const,
      customerId: 'CU',
      sessionId: 'S',
      projectId: 'P',
      applicationId: 'A',
      lastSeenAt: 1,
      expiresAt: 2,
    };
    await putConnection(connection);
    const puts = dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item);
    expect(puts).toEqual([
      { PK: 'LIVE#CUSTOMER#CU', SK: 'CONNECTION#X', connectionId: 'X', sessionId: 'S', projectId: 'P', applicationId: 'A', expiresAt: 2 },
      { PK: 'CONNECTION#X', SK: 'CONNECTION#X', GSI1PK: 'LIVE#A#CONSOLE', GSI1SK: 'CONNECTION#X', ...connection },
    ]);
    dynamo.on(DeleteCommand).resolves({ Attributes: puts[1] });
    await removeConnection('X');
    expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([
      { PK: 'CONNECTION#X', SK: 'CONNECTION#X' },
      { PK: 'LIVE#CUSTOMER#CU', SK: 'CONNECTION#X' },
    ]);
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
});
