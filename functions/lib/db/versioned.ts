/** A conditional write found the item changed (or gone) since it was read: the caller answers 409. */
export class StaleVersion extends Error {}

/**
 * Whether a write failed because its condition did not hold. By name, so that the SDK's class and the errors that
 * tests build alike are recognised.
 */
export const isConditionFailure = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';

/** A conditional write's result, or `otherwise` when its condition did not hold; any other error is thrown. */
export async function unlessConditionFails<T, F>(write: () => Promise<T>, otherwise: F): Promise<T | F> {
  try {
    return await write();
  } catch (error) {
    if (isConditionFailure(error)) return otherwise;
    throw error;
  }
}

/** Runs a write conditional on an item's version; a failed condition becomes StaleVersion. */
export async function versioned<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isConditionFailure(error)) throw new StaleVersion();
    throw error;
  }
}
