import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mockedDynamo } from '../../test/helpers/mocked-api';
import {
  addCount,
  addressBanned,
  connectionsPage,
  consumeTicket,
  listNotifications,
  putConnection,
  removeConnection,
  touchConnection,
} from './repository';

const dynamo = mockedDynamo();
const failed = () => new ConditionalCheckFailedException({ message: 'no', $metadata: {} });
const now = new Date('2026-11-23T10:00:00Z');

describe('realtime repository', () => {
  it('moves a count with one ADD (no transaction), and says when the channel is gone', async () => {
    dynamo
      .on(UpdateCommand)
      .resolvesOnce({ Attributes: { count: 3, seq: 7 } })
      .rejectsOnce(failed());
    expect(await addCount('A', 'C', 1)).toEqual({ count: 3, seq: 7 });
    const input = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input).toMatchObject({
      Key: { PK: 'APP#A', SK: 'LIVE#CHANNEL#C' },
      UpdateExpression: 'ADD #count :delta, seq :one',
      ExpressionAttributeValues: { ':delta': 1, ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    });
    expect(await addCount('A', 'C', -1)).toBeUndefined();
  });

  it('removes a connection once: the second delete finds nothing', async () => {
    dynamo
      .on(DeleteCommand)
      .resolvesOnce({ Attributes: { connectionId: 'X', role: 'participant' } })
      .rejectsOnce(failed());
    expect(await removeConnection('X')).toMatchObject({ connectionId: 'X' });
    expect(await removeConnection('X')).toBeUndefined();
    expect(dynamo.commandCalls(DeleteCommand)[0]!.args[0].input).toMatchObject({
      Key: { PK: 'CONNECTION#X', SK: 'CONNECTION#X' },
      ConditionExpression: 'attribute_exists(PK)',
    });
  });

  it('consumes a ticket in one conditional delete, unexpired only', async () => {
    dynamo
      .on(DeleteCommand)
      .resolvesOnce({
        Attributes: { PK: 'T', SK: 'T', role: 'console', customerId: 'C', projectId: 'P', applicationId: 'A', expiresAt: 1 },
      })
      .rejectsOnce(failed());
    expect(await consumeTicket('h', now)).toEqual({ role: 'console', customerId: 'C', projectId: 'P', applicationId: 'A' });
    expect(await consumeTicket('h', now)).toBeUndefined();
    expect(dynamo.commandCalls(DeleteCommand)[0]!.args[0].input).toMatchObject({
      ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now',
      ExpressionAttributeValues: { ':now': now.getTime() / 1000 },
    });
  });

  it('never recreates a gone connection on ping, nor keeps a revoked one alive, and says so', async () => {
    dynamo.on(UpdateCommand).rejects(failed());
    await expect(touchConnection('X', now)).resolves.toBe(false);
    expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input.ConditionExpression).toBe(
      'attribute_exists(PK) AND attribute_not_exists(revoked)',
    );
  });

  it("writes a console's entry in its customer's index before its connection, and deletes both", async () => {
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
      expect.objectContaining({ PK: 'CONNECTION#X', GSI1PK: 'LIVE#A#CONSOLE' }),
    ]);
    dynamo.on(DeleteCommand).resolves({ Attributes: connection });
    await removeConnection('X');
    expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([
      { PK: 'CONNECTION#X', SK: 'CONNECTION#X' },
      { PK: 'LIVE#CUSTOMER#CU', SK: 'CONNECTION#X' },
    ]);
  });

  it("finds a module's address bans with one consistent Query of its partition", async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ client: '192.0.2.1' }] });
    expect(await addressBanned('A', '192.0.2.1')).toBe(true);
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      ExpressionAttributeValues: { ':pk': 'APP#A', ':prefix': 'LIVE#BAN#192.0.2.1#' },
      ConsistentRead: true,
      Limit: 1,
    });
  });

  it('pages a GSI1 partition with a limit, and refuses a cursor of another partition', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [], LastEvaluatedKey: { PK: 'x' } });
    expect(await connectionsPage('LIVE#A#C', undefined, 500)).toEqual({ items: [], next: { PK: 'x' } });
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({ IndexName: 'GSI1', Limit: 500 });
    const foreign = Buffer.from(JSON.stringify({ PK: 'APP#B', SK: 'LIVE#NOTIF#C#1' })).toString('base64url');
    await expect(listNotifications('A', 'C', foreign, 50)).rejects.toMatchObject({ status: 400 });
  });
});
