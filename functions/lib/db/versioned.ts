import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/** A conditional write found the item changed (or gone) since it was read: the caller answers 409. */
export class StaleVersion extends Error {}

/** Runs a write conditional on an item's version; a failed condition becomes StaleVersion. */
export async function versioned<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new StaleVersion();
    throw error;
  }
}
