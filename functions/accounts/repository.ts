import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { InputItem } from 'dynamodb-toolbox';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { anyConditionFailed, cancellationReasons, conditionFailedAt } from '../lib/db/cancellation';
import { UpdateItemCommand, $add } from 'dynamodb-toolbox/entity/actions/update';
import { ttlSeconds } from '../lib/db/keys';
import { ActivationCodeEntity, CustomerEntity, EmailGuardEntity, ResetTokenEntity } from '../lib/db/entities/accounts';

/**
 * Accounts storage (docs/data-model.md): the customer, the guard item that makes an email unique,
 * the pending activation code and the pending reset token. Only hashes of codes and tokens are stored.
 */
export type CustomerItem = NonNullable<Awaited<ReturnType<typeof getCustomer>>>;

/** The email belongs to another customer already. */
export class EmailTaken extends Error {}

export async function getCustomer(customerId: string) {
  const { Item } = await CustomerEntity.build(GetItemCommand).key({ customerId }).options({ consistent: true }).send();
  return Item;
}

/** A customer id no customer ever has (ULIDs of the epoch are never generated): the read for nobody. */
export const NOBODY = '00000000000000000000000000';

/**
 * The customer that owns an email, in two reads whether it exists or not (the second with the key of
 * nobody), so that a known and an unknown address cost the same requests and time.
 */
export async function findCustomerByEmail(emailLower: string) {
  const { Item } = await EmailGuardEntity.build(GetItemCommand).key({ emailLower }).options({ consistent: true }).send();
  const customer = await getCustomer(Item?.customerId ?? NOBODY);
  return Item ? customer : undefined;
}

type NewCustomer = InputItem<typeof CustomerEntity>;

/** Customer + email guard + first activation code, all or nothing; a taken email throws EmailTaken. */
export async function createCustomer(customer: NewCustomer, activation: { codeHash: string; expiresAt: number }): Promise<void> {
  try {
    await execute(
      CustomerEntity.build(PutTransaction)
        .item(customer)
        .options({ condition: { attr: 'customerId', exists: false } }),
      EmailGuardEntity.build(PutTransaction)
        .item({ emailLower: customer.emailLower, customerId: customer.customerId })
        .options({ condition: { attr: 'emailLower', exists: false } }),
      ActivationCodeEntity.build(PutTransaction).item({ customerId: customer.customerId, attempts: 0, ...activation }),
    );
  } catch (error) {
    if (conditionFailedAt(cancellationReasons(error), 1)) throw new EmailTaken();
    throw error; // a conflict or throttling: the error responder maps it
  }
}

export async function putActivationCode(customerId: string, codeHash: string, expiresAt: number): Promise<void> {
  await ActivationCodeEntity.build(PutItemCommand).item({ customerId, codeHash, expiresAt, attempts: 0 }).send();
}

/**
 * Reserves one try of the pending code BEFORE it is judged: one conditional UpdateItem raises `attempts`
 * only while the code exists, is unexpired and has tries left, so at most `maxTries` guesses are ever
 * compared with a code, whatever the concurrency. Returns the code's hash to compare with, or undefined
 * when there is no usable code (none, used, expired, or out of tries).
 */
export async function reserveCodeTry(customerId: string, maxTries: number, now: Date): Promise<string | undefined> {
  try {
    const { Attributes } = await ActivationCodeEntity.build(UpdateItemCommand)
      .item({ customerId, attempts: $add(1) })
      .options({
        condition: {
          and: [
            { attr: 'codeHash', exists: true },
            { attr: 'attempts', lt: maxTries },
            { attr: 'expiresAt', gt: ttlSeconds(now) },
          ],
        },
        returnValues: 'ALL_NEW',
      })
      .send();
    return Attributes?.codeHash;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

/** Activates the customer and consumes the code together; false if the code changed meanwhile. */
export async function activate(customerId: string, codeHash: string, now: Date): Promise<boolean> {
  return consumedWith(
    CustomerEntity.build(UpdateTransaction)
      .item({ customerId, status: 'active', updatedAt: now.toISOString(), version: $add(1) })
      .options({ condition: { attr: 'status', eq: 'pending' } }),
    ActivationCodeEntity.build(DeleteTransaction)
      .key({ customerId })
      .options({ condition: { attr: 'codeHash', eq: codeHash } }),
  );
}

export async function putResetToken(customerId: string, tokenHash: string, expiresAt: number): Promise<void> {
  await ResetTokenEntity.build(PutItemCommand).item({ customerId, tokenHash, expiresAt }).send();
}

export async function getResetToken(customerId: string) {
  const { Item } = await ResetTokenEntity.build(GetItemCommand).key({ customerId }).options({ consistent: true }).send();
  return Item;
}

/** New password and consumed reset token together: the token is single use even under concurrency. */
export async function resetPassword(customerId: string, tokenHash: string, passwordHash: string, now: Date): Promise<boolean> {
  return consumedWith(
    CustomerEntity.build(UpdateTransaction)
      .item({ customerId, passwordHash, updatedAt: now.toISOString(), version: $add(1) })
      .options({ condition: { attr: 'customerId', exists: true } }),
    ResetTokenEntity.build(DeleteTransaction)
      .key({ customerId })
      .options({ condition: { attr: 'tokenHash', eq: tokenHash } }),
  );
}

/**
 * A customer update and the deletion of the single-use item (code, token) it consumes, in one transaction:
 * false when a condition failed (wrong or already used item, wrong state); any other failure is thrown.
 */
async function consumedWith(...transactions: Parameters<typeof execute>): Promise<boolean> {
  try {
    await execute(...transactions);
    return true;
  } catch (error) {
    if (anyConditionFailed(cancellationReasons(error))) return false;
    throw error;
  }
}

export async function updatePasswordHash(customerId: string, passwordHash: string, version: number, now: Date): Promise<void> {
  await CustomerEntity.build(UpdateItemCommand)
    .item({ customerId, passwordHash, updatedAt: now.toISOString(), version: version + 1 })
    .options({ condition: { attr: 'version', eq: version } })
    .send()
    .catch((error: unknown) => {
      // A concurrent change wins (the old hash still verifies); throttling and the rest are not swallowed.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}
