import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mockedDynamo } from '../../test/helpers/mocked-api';
import { addressBanned, banAddresses, consumeTicket, saveParticipant } from './participant-repository';

const dynamo = mockedDynamo();
const failed = () => new ConditionalCheckFailedException({ message: 'no', $metadata: {} });
const now = new Date('2026-11-23T10:00:00Z');

describe('live participant repository', () => {
  it('consumes a ticket in one conditional delete, unexpired only', async () => {
    dynamo
      .on(DeleteCommand)
      .resolvesOnce({
        Attributes: {
          PK: 'TICKET#h',
          SK: 'TICKET#h',
          role: 'console',
          customerId: 'C',
          sessionId: 'S',
          projectId: 'P',
          applicationId: 'A',
          expiresAt: 1,
        },
      })
      .rejectsOnce(failed());
    expect(await consumeTicket('h', now)).toEqual({ role: 'console', customerId: 'C', sessionId: 'S', projectId: 'P', applicationId: 'A' });
    expect(await consumeTicket('h', now)).toBeUndefined();
    expect(dynamo.commandCalls(DeleteCommand)[0]!.args[0].input).toMatchObject({
      Key: { PK: 'TICKET#h', SK: 'TICKET#h' },
      ConditionExpression: '(attribute_exists(#c_1)) AND (#c_2 > :c_1)',
      ExpressionAttributeNames: { '#c_1': 'PK', '#c_2': 'expiresAt' },
      ExpressionAttributeValues: { ':c_1': now.getTime() / 1000 },
      ReturnValues: 'ALL_OLD',
    });
  });

  it('creates or renames a participant in one UpdateItem that keeps its status and creation time', async () => {
    dynamo.on(UpdateCommand).resolves({});
    await saveParticipant('A', { participantId: 'P', displayName: 'Ada', secretHash: 'h', client: '192.0.2.1' }, now);
    const input = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.Key).toEqual({ PK: 'APP#A', SK: 'LIVE#PART#P' });
    expect(input.ConditionExpression).toBeUndefined();
    const set = (name: string) => Object.entries(input.ExpressionAttributeNames!).find(([, value]) => value === name)![0];
    expect(input.UpdateExpression).toContain(`${set('status')} = if_not_exists(${set('status')}, `);
    expect(input.UpdateExpression).toContain(`${set('createdAt')} = if_not_exists(${set('createdAt')}, `);
    expect(Object.values(input.ExpressionAttributeValues!)).toEqual(
      expect.arrayContaining(['P', 'Ada', 'h', '192.0.2.1', 'active', now.toISOString()]),
    );
  });

  it('bans addresses: one item each, and the whole list set on the participant, unless it is gone', async () => {
    dynamo.on(PutCommand).resolves({});
    dynamo.on(UpdateCommand).rejects(failed());
    const clients = ['192.0.2.1', '2001:db8:0:1::/64'];
    await banAddresses('A', 'P', clients, now);
    expect(dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item)).toEqual(
      clients.map((client) => ({ PK: 'APP#A', SK: `LIVE#BAN#${client}#P`, client, participantId: 'P', bannedAt: now.toISOString() })),
    );
    const input = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input).toMatchObject({ Key: { PK: 'APP#A', SK: 'LIVE#PART#P' }, ConditionExpression: 'attribute_exists(#c_1)' });
    expect(Object.values(input.ExpressionAttributeValues!)).toContainEqual(clients);
  });

  it("finds a module's address bans with one consistent Query of its partition", async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [{ PK: 'APP#A', SK: 'LIVE#BAN#192.0.2.1#P', client: '192.0.2.1', participantId: 'P', bannedAt: now.toISOString() }],
    });
    expect(await addressBanned('A', '192.0.2.1')).toBe(true);
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      KeyConditionExpression: '(#c0_1 = :c0_1) AND (begins_with(#c0_2, :c0_2))',
      ExpressionAttributeValues: { ':c0_1': 'APP#A', ':c0_2': 'LIVE#BAN#192.0.2.1#' },
      ConsistentRead: true,
      Limit: 1,
    });
  });
});
