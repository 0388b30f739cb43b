import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { ConditionCheck } from 'dynamodb-toolbox/entity/actions/transactCheck';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { AccessLevel } from '../../shared/projects';
import { grantItem } from '../lib/access/invitations';
import type { ProjectItem } from '../lib/access/access';
import { anyConditionFailed, cancellationReasons } from '../lib/db/cancellation';
import { DelegationEntity, GrantEntity, ProjectEntity } from '../lib/db/entities/projects';
import { delegationKeys, keys } from '../lib/db/keys';
import { table } from '../lib/db/table';

/** Delegation storage (docs/data-model.md, "Delegation"): the owner's list and the Grant items it stands for. */

/** The project's delegations (one consistent Query of its partition, every page read). */
export async function listDelegations(projectId: string) {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(DelegationEntity)
    .query({ partition: keys.project(projectId), range: { beginsWith: delegationKeys.delegations() } })
    .options({ consistent: true, maxPages: Number.POSITIVE_INFINITY })
    .send();
  return Items;
}

export type DelegationItem = Awaited<ReturnType<typeof listDelegations>>[number];

export async function getDelegation(projectId: string, emailLower: string, applicationId?: string) {
  const { Item } = await DelegationEntity.build(GetItemCommand)
    .key({ projectId, emailLower, applicationId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** The account that holds an address (any status) and the owner's details: the reads login and register make. */
export { findCustomerByEmail as customerByEmail, getCustomer } from '../lib/db/customers';

/** The delegation changed or the project went away since it was read: the caller answers 409. */
export class DelegationChanged extends Error {}

const unchanged = (previous: DelegationItem | undefined) =>
  previous ? { attr: 'updatedAt', eq: previous.updatedAt } : { attr: 'level', exists: false };

/**
 * Writes one delegation (a level on the project or on one application), in one transaction with the project still
 * active, the Grant item of the account that holds the address (when `customerId`), and the removal of the Grant of
 * the account the delegation named before, if another. Without `customerId` the delegation is pending: listed on
 * GSI1 as an invitation of the address. Conditional on the delegation being as read (`previous`).
 */
export async function putDelegation(
  project: ProjectItem,
  delegation: { email: string; emailLower: string; level: Exclude<AccessLevel, 'none'>; applicationId?: string; customerId?: string },
  previous: DelegationItem | undefined,
  now: Date,
): Promise<void> {
  const { projectId } = project;
  const { email, emailLower, level, applicationId, customerId } = delegation;
  const staleGrant = previous?.customerId && previous.customerId !== customerId ? previous.customerId : undefined;
  try {
    await execute(
      ProjectEntity.build(ConditionCheck).key({ projectId }).condition({ attr: 'status', eq: 'active' }),
      DelegationEntity.build(PutTransaction)
        .item({
          projectId,
          emailLower,
          ...(applicationId ? { applicationId } : {}),
          email,
          level,
          createdAt: previous?.createdAt ?? now.toISOString(),
          updatedAt: now.toISOString(),
          ...(customerId
            ? { customerId }
            : { GSI1PK: delegationKeys.invitation(emailLower), GSI1SK: delegationKeys.invitationListing(projectId, applicationId) }),
        })
        .options({ condition: unchanged(previous) as never }),
      ...(customerId ? [GrantEntity.build(PutTransaction).item(grantItem(project, customerId, level, applicationId))] : []),
      ...(staleGrant ? [GrantEntity.build(DeleteTransaction).key({ projectId, customerId: staleGrant, applicationId })] : []),
    );
  } catch (error) {
    if (anyConditionFailed(cancellationReasons(error))) throw new DelegationChanged();
    throw error;
  }
}

/** Removes a delegation and the Grant item of the account it names, together; conditional on it being as read. */
export async function removeDelegation(previous: DelegationItem): Promise<void> {
  const { projectId, emailLower, applicationId, customerId } = previous;
  try {
    await execute(
      DelegationEntity.build(DeleteTransaction)
        .key({ projectId, emailLower, applicationId })
        .options({ condition: { attr: 'updatedAt', eq: previous.updatedAt } }),
      ...(customerId ? [GrantEntity.build(DeleteTransaction).key({ projectId, customerId, applicationId })] : []),
    );
  } catch (error) {
    if (anyConditionFailed(cancellationReasons(error))) throw new DelegationChanged();
    throw error;
  }
}
