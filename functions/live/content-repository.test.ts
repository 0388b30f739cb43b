import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mockedDynamo } from '../../test/helpers/mocked-api';
import { listNotifications, putChannel, putNotification, putSample } from './content-repository';

const dynamo = mockedDynamo();

describe('live content repository', () => {
  it('stores items as they always were: no entity attribute, no timestamps, the application only in the key', async () => {
    dynamo.on(UpdateCommand).resolves({});
    dynamo.on(PutCommand).resolves({});
    const channel = { channelId: 'C', name: 'Plénière', status: 'open' as const, count: 0, seq: 0, createdAt: 'T', version: 1 };
    expect(await putChannel('A', channel, 20)).toBe(true);
    await putNotification('A', { notificationId: 'N', channelId: 'C', text: 'Bonjour', sentAt: 'T' });
    await putSample('A', 'C', { at: '2026-11-23T10:00:00.000Z', count: 3 }, new Date('2027-02-21T10:00:00Z'));
    expect(dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item)).toEqual([
      { PK: 'APP#A', SK: 'LIVE#CHANNEL#C', ...channel },
      { PK: 'APP#A', SK: 'LIVE#NOTIF#C#N', notificationId: 'N', channelId: 'C', text: 'Bonjour', sentAt: 'T' },
      { PK: 'APP#A', SK: 'LIVE#SAMPLE#C#2026-11-23T10:00:00.000Z', at: '2026-11-23T10:00:00.000Z', count: 3, expiresAt: 1803204000 },
    ]);
    // The slot is reserved on the module's counter first, by one conditional ADD.
    expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input).toMatchObject({
      Key: { PK: 'APP#A', SK: 'LIVE#CHANNELS' },
      UpdateExpression: 'ADD #a_1 :a_1',
      ConditionExpression: '(attribute_not_exists(#c_1)) OR (#c_1 < :c_1)',
      ExpressionAttributeValues: { ':a_1': 1, ':c_1': 20 },
    });
  });

  it('pages newest first with a limit, and refuses a cursor of another partition', async () => {
    const item = { PK: 'APP#A', SK: 'LIVE#NOTIF#C#N', notificationId: 'N', channelId: 'C', text: 'Bonjour', sentAt: 'T' };
    dynamo.on(QueryCommand).resolves({ Items: [item], LastEvaluatedKey: { PK: 'APP#A', SK: 'LIVE#NOTIF#C#N' } });
    const page = await listNotifications('A', 'C', undefined, 50);
    expect(page.items).toEqual([{ notificationId: 'N', channelId: 'C', text: 'Bonjour', sentAt: 'T' }]);
    expect(page.cursor).toBeDefined();
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      ScanIndexForward: false,
      Limit: 50,
      ExpressionAttributeValues: { ':c0_1': 'APP#A', ':c0_2': 'LIVE#NOTIF#C#' },
    });
    await listNotifications('A', 'C', page.cursor, 50);
    expect(dynamo.commandCalls(QueryCommand)[1]!.args[0].input.ExclusiveStartKey).toEqual({ PK: 'APP#A', SK: 'LIVE#NOTIF#C#N' });
    const foreign = Buffer.from(JSON.stringify({ PK: 'APP#B', SK: 'LIVE#NOTIF#C#1' })).toString('base64url');
    await expect(listNotifications('A', 'C', foreign, 50)).rejects.toMatchObject({ status: 400 });
  });
});
