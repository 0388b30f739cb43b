import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { anyConditionFailed, cancellationReasons, conditionFailedAt, conflicted } from './cancellation';

const cancelled = (...codes: Array<string | undefined>) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    CancellationReasons: codes.map((Code) => (Code ? { Code } : {})),
    $metadata: {},
  });

describe('transaction cancellation reasons', () => {
  it('reads every item’s reason in order, an item without a code as None', () => {
    expect(cancellationReasons(cancelled('None', 'ConditionalCheckFailed', undefined))).toEqual(['None', 'ConditionalCheckFailed', 'None']);
  });

  it('answers undefined for anything but a cancelled transaction', () => {
    expect(cancellationReasons(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }))).toBeUndefined();
    expect(cancellationReasons(new Error('boom'))).toBeUndefined();
  });

  it('tells a failed condition at an index from a conflict and from throttling', () => {
    const guard = cancellationReasons(cancelled('None', 'ConditionalCheckFailed'));
    expect([conditionFailedAt(guard, 1), conditionFailedAt(guard, 0), anyConditionFailed(guard), conflicted(guard)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    const race = cancellationReasons(cancelled('TransactionConflict', 'None'));
    expect([anyConditionFailed(race), conflicted(race)]).toEqual([false, true]);
    const throttled = cancellationReasons(cancelled('ThrottlingError', 'None'));
    expect([anyConditionFailed(throttled), conflicted(throttled)]).toEqual([false, false]);
    expect(anyConditionFailed(undefined)).toBe(false);
  });
});
