import { isTransactionCancelled } from 'dynamodb-toolbox/entity/actions/transactWrite';

/**
 * Why each item of a cancelled transaction failed, in the order of the transaction's items ('None' for an item
 * that was fine), or undefined when the error is not a cancelled transaction.
 */
export type CancellationCode =
  | 'None'
  | 'ConditionalCheckFailed'
  | 'TransactionConflict'
  | 'ItemCollectionSizeLimitExceeded'
  | 'ProvisionedThroughputExceeded'
  | 'ThrottlingError'
  | 'ValidationError'
  | (string & {});

export function cancellationReasons(error: unknown): CancellationCode[] | undefined {
  if (!isTransactionCancelled(error)) return undefined;
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

/** The condition of the transaction's item at `index` failed (the item was not as expected). */
export const conditionFailedAt = (reasons: readonly CancellationCode[] | undefined, index: number): boolean =>
  reasons?.[index] === 'ConditionalCheckFailed';

/** Some condition of the transaction failed. */
export const anyConditionFailed = (reasons: readonly CancellationCode[] | undefined): boolean =>
  reasons?.includes('ConditionalCheckFailed') ?? false;

/** A concurrent transaction on the same items won the race: nothing was written, the write may be tried again. */
export const conflicted = (reasons: readonly CancellationCode[] | undefined): boolean => reasons?.includes('TransactionConflict') ?? false;
