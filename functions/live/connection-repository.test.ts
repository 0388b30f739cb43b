import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mockedDynamo } from '../../test/helpers/mocked-api';
import { removeConnection } from '../lib/sockets/socket-store';
import { putConnection, touchConnection } from './connection-repository';

const dynamo = mockedDynamo();
const failed = () => new ConditionalCheckFailedException({ message: 'no', $metadata: {} });
const now = new Date('2026-11-23T10:00:00Z');

describe('live connection repository', () => {
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
});
