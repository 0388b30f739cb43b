import { ConditionalCheckFailedException, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { clear, clientOf, limitKey, LIMITS, pairOf, reserve } from './rate-limit';
import { hashSecret } from './tokens';
import { conditionOf, updateOf } from '../../../test/helpers/expressions';
import { mockedDynamo } from '../../../test/helpers/mocked-api';

const dynamo = mockedDynamo();
/** 08:10: window 1 of the 15-minute limits ends at 08:15, window of the hour limits at 09:00. */
const NOW = new Date('2026-11-22T08:10:00Z');
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

describe('rate limits by reservation', () => {
  it('reserves with ONE conditional UpdateItem per limit, in the window of now, subject hashed', async () => {
    dynamo.on(UpdateCommand).resolves({});
    const held = await reserve([['loginPair', pairOf('Ana@Example.com', '198.51.100.7')]], NOW);
    const window = Math.floor(NOW.getTime() / LIMITS.loginPair.windowMs);
    const key = `RATE#loginPair#${hashSecret('ana@example.com\n198.51.100.7', 'rate')}#${window}`;
    expect(dynamo.calls()).toHaveLength(1);
    const update = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update).toMatchObject({ TableName: 'noco-test', Key: { PK: key, SK: key } });
    expect(updateOf(update)).toBe(`SET expiresAt = ${Date.parse('2026-11-22T08:15:00Z') / 1000} ADD hits 1`);
    expect(conditionOf(update)).toBe('(attribute_not_exists(hits)) OR (hits < 5)');
    // The item holds its keys, `hits` and `expiresAt`, nothing else.
    expect(Object.values(update.ExpressionAttributeNames!).sort()).toEqual(['expiresAt', 'hits', 'hits']);
    expect(held).toEqual([{ kind: 'loginPair', key: { PK: key, SK: key } }]);
    expect(JSON.stringify(dynamo.calls().map((call) => call.args[0].input))).not.toContain('ana@');
  });

  it('a full window answers 429 with Retry-After = time left in it, and judges nothing', async () => {
    dynamo.on(UpdateCommand).rejects(conditionFailed());
    const error = await reserve([['loginAddress', 'ana@example.com']], NOW).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', headers: { 'retry-after': String(50 * 60) } });
  });

  it('a limiter that fails otherwise (throttled) refuses: the error is thrown, never swallowed', async () => {
    dynamo.on(UpdateCommand).rejects(new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: {} }));
    await expect(reserve([['mailClient', '198.51.100.7']], NOW)).rejects.toThrow('slow down');
  });

  it('when a later limit is full, gives back the slots taken before it (never below zero)', async () => {
    const client = limitKey('mailClient', '198.51.100.7', Math.floor(NOW.getTime() / LIMITS.mailClient.windowMs));
    const address = limitKey('mailAddress', 'ana@example.com', Math.floor(NOW.getTime() / LIMITS.mailAddress.windowMs));
    dynamo.on(UpdateCommand, { Key: client }).resolves({});
    dynamo.on(UpdateCommand, { Key: address }).rejects(conditionFailed());
    await expect(
      reserve(
        [
          ['mailClient', '198.51.100.7'],
          ['mailAddress', 'ana@example.com'],
        ],
        NOW,
      ),
    ).rejects.toMatchObject({ status: 429 });
    const hourEnd = Date.parse('2026-11-22T09:00:00Z') / 1000;
    expect(dynamo.commandCalls(UpdateCommand).map((call) => [call.args[0].input.Key, updateOf(call.args[0].input)])).toEqual([
      [client, `SET expiresAt = ${hourEnd} ADD hits 1`],
      [address, `SET expiresAt = ${hourEnd} ADD hits 1`],
      [client, 'ADD hits -1'],
    ]);
    expect(conditionOf(dynamo.commandCalls(UpdateCommand)[2]!.args[0].input)).toBe('hits > 0');
  });

  it('clears a window by deleting its item', async () => {
    dynamo.on(DeleteCommand).resolves({});
    const key = limitKey('loginPair', 'x', 1);
    await clear({ kind: 'loginPair', key });
    expect(dynamo.commandCalls(DeleteCommand)[0]!.args[0].input).toEqual({ TableName: 'noco-test', Key: key });
  });

  it('counts an IPv4 client by its address and an IPv6 client by its /64', () => {
    expect(clientOf('198.51.100.7')).toBe('198.51.100.7');
    expect(clientOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientOf('2001:db8:0:12:1:2:3:4')).toBe('2001:db8:0:12::/64');
    expect(clientOf('2001:DB8:0:0012::9')).toBe('2001:db8:0:12::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('')).toBe('');
  });
});
