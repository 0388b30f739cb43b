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
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { ActivationCodeEntity, CustomerEntity, EmailChangeEntity, EmailGuardEntity, ResetTokenEntity } from '../lib/db/entities/accounts';
import { GrantEntity, ProjectEntity } from '../lib/db/entities/projects';
import { deleteKeys } from '../lib/db/batch';
import { delegationKeys, keys, prefixes, ttlSeconds } from '../lib/db/keys';
import { findCustomerByEmail, getCustomer } from '../lib/db/customers';
import { queryAll } from '../lib/db/query-all';
import { KEYS } from '../lib/db/table-definition';
import { table } from '../lib/db/table';
import { StaleVersion, versioned } from '../lib/db/versioned';

/**
 * Accounts storage (docs/data-model.md): the customer, the guard item that makes an email unique,
 * the pending activation code and the pending reset token. Only hashes of codes and tokens are stored.
 */
export type CustomerItem = NonNullable<Awaited<ReturnType<typeof getCustomer>>>;

/** The email belongs to another customer already. */
export class EmailTaken extends Error {}

// The reads every domain shares (functions/lib/db/customers.ts), part of this repository's interface.
export { findCustomerByEmail, getCustomer };

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

// My account: details, e-mail change, password change, erasure.

export { StaleVersion };

/** The details of an active customer, conditional on the version the caller saw (else StaleVersion). */
export async function updateDetails(
  customerId: string,
  details: { firstname: string; lastname: string; company: string; phone: string },
  version: number,
  now: Date,
): Promise<CustomerItem> {
  const { Attributes } = await versioned(() =>
    CustomerEntity.build(UpdateItemCommand)
      .item({ customerId, ...details, updatedAt: now.toISOString(), version: $add(1) })
      .options({
        condition: {
          and: [
            { attr: 'status', eq: 'active' },
            { attr: 'version', eq: version },
          ],
        },
        returnValues: 'ALL_NEW',
      })
      .send(),
  );
  return Attributes as CustomerItem;
}

/** A new password, conditional on the version read with the current one (else StaleVersion). */
export async function changePassword(customerId: string, passwordHash: string, version: number, now: Date): Promise<void> {
  await versioned(() =>
    CustomerEntity.build(UpdateItemCommand)
      .item({ customerId, passwordHash, updatedAt: now.toISOString(), version: $add(1) })
      .options({
        condition: {
          and: [
            { attr: 'status', eq: 'active' },
            { attr: 'version', eq: version },
          ],
        },
      })
      .send(),
  );
}

/** The pending e-mail change (one at most: a new request replaces the code and its tries). */
export async function putEmailChange(change: {
  customerId: string;
  email: string;
  emailLower: string;
  codeHash: string;
  expiresAt: number;
}): Promise<void> {
  await EmailChangeEntity.build(PutItemCommand)
    .item({ ...change, attempts: 0 })
    .send();
}

/** Like `reserveCodeTry`, on the pending e-mail change: the change, or undefined when none is usable. */
export async function reserveEmailChangeTry(customerId: string, maxTries: number, now: Date) {
  try {
    const { Attributes } = await EmailChangeEntity.build(UpdateItemCommand)
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
    return Attributes?.codeHash ? Attributes : undefined;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

/**
 * The e-mail change, all or nothing: the customer's address (conditional on its version), the old guard removed,
 * the new one put (it must not exist), the pending change consumed (conditional on its code hash).
 * 'taken' when the new address belongs to someone else now; 'stale' when anything else changed meanwhile.
 */
export async function confirmEmailChange(
  customer: Pick<CustomerItem, 'customerId' | 'emailLower' | 'version'>,
  change: { email: string; emailLower: string; codeHash: string },
  now: Date,
): Promise<'done' | 'taken' | 'stale'> {
  const { customerId } = customer;
  const sameGuard = change.emailLower === customer.emailLower;
  const customerUpdate = CustomerEntity.build(UpdateTransaction)
    .item({ customerId, email: change.email, emailLower: change.emailLower, updatedAt: now.toISOString(), version: $add(1) })
    .options({
      condition: {
        and: [
          { attr: 'status', eq: 'active' },
          { attr: 'version', eq: customer.version },
        ],
      },
    });
  const changeConsumed = EmailChangeEntity.build(DeleteTransaction)
    .key({ customerId })
    .options({ condition: { attr: 'codeHash', eq: change.codeHash } });
  try {
    if (sameGuard) {
      // Only the case changes: the guard stays (its key is the lower-case address).
      await execute(customerUpdate, changeConsumed);
    } else {
      await execute(
        customerUpdate,
        changeConsumed,
        EmailGuardEntity.build(PutTransaction)
          .item({ emailLower: change.emailLower, customerId })
          .options({ condition: { attr: 'emailLower', exists: false } }),
        EmailGuardEntity.build(DeleteTransaction)
          .key({ emailLower: customer.emailLower })
          .options({ condition: { attr: 'customerId', eq: customerId } }),
      );
    }
    return 'done';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!sameGuard && conditionFailedAt(reasons, 2)) return 'taken';
    if (anyConditionFailed(reasons)) return 'stale';
    throw error;
  }
}

/** The erasure request: the account stops signing in at once (only an active account is marked). */
export async function markDeleting(customerId: string, now: Date): Promise<boolean> {
  try {
    await CustomerEntity.build(UpdateItemCommand)
      .item({ customerId, status: 'deleting', updatedAt: now.toISOString(), version: $add(1) })
      .options({ condition: { attr: 'status', eq: 'active' } })
      .send();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** How many of a customer's holdings the erasure reads at a time. */
const HOLDINGS_PAGE = 100;

/**
 * What a customer holds, from GSI1 under `CUSTOMER#<id>` (`PROJECT#…`): the live projects they own and their
 * grants on other projects. One page of HOLDINGS_PAGE (the purge deletes what it reads, then reads again).
 */
export async function holdingsOf(customerId: string): Promise<{
  projects: string[];
  grants: { projectId: string; applicationId?: string }[];
}> {
  const items = await queryAll<{ projectId: string; applicationId?: string } & Record<string, unknown>>(
    {
      IndexName: KEYS.gsi1.name,
      KeyConditionExpression: 'GSI1PK = :customer AND begins_with(GSI1SK, :project)',
      ExpressionAttributeValues: { ':customer': keys.customer(customerId), ':project': prefixes.project },
      ProjectionExpression: '#entity, projectId, applicationId',
      ExpressionAttributeNames: { '#entity': table.entityAttributeSavedAs },
      Limit: HOLDINGS_PAGE,
    },
    { maxItems: HOLDINGS_PAGE },
  );
  const projects: string[] = [];
  const grants: { projectId: string; applicationId?: string }[] = [];
  for (const item of items) {
    const entity = item[table.entityAttributeSavedAs];
    if (entity === GrantEntity.entityName) grants.push({ projectId: item.projectId, applicationId: item.applicationId });
    else if (entity === ProjectEntity.entityName) projects.push(item.projectId);
  }
  return { projects, grants };
}

/** A customer's grant on another project, and the delegation items of that project that name the customer. */
export async function dropGrant(customerId: string, grant: { projectId: string; applicationId?: string }): Promise<void> {
  const partition = keys.project(grant.projectId);
  const delegations = await queryAll<{ PK: string; SK: string }>({
    KeyConditionExpression: 'PK = :project AND begins_with(SK, :delegations)',
    FilterExpression: 'customerId = :customer',
    ExpressionAttributeValues: { ':project': partition, ':delegations': delegationKeys.delegations(), ':customer': customerId },
    ProjectionExpression: 'PK, SK',
    ConsistentRead: true,
  });
  await deleteKeys([...delegations.map(({ PK, SK }) => ({ PK, SK })), { PK: partition, SK: keys.grant(customerId, grant.applicationId) }]);
}

/** The last step of the erasure: the customer's single-use items, their address's guard (if still theirs), then the customer. */
export async function deleteCustomer(customerId: string): Promise<void> {
  const customer = await getCustomer(customerId);
  const partition = keys.customer(customerId);
  await deleteKeys([keys.activationCode(), keys.resetToken(), keys.emailChange()].map((SK) => ({ PK: partition, SK })));
  if (!customer) return;
  await EmailGuardEntity.build(DeleteItemCommand)
    .key({ emailLower: customer.emailLower })
    .options({ condition: { attr: 'customerId', eq: customerId } })
    .send()
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error; // already gone, or someone else's now
    });
  await CustomerEntity.build(DeleteItemCommand).key({ customerId }).send();
}
