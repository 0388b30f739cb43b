import type { InputItem } from 'dynamodb-toolbox';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $remove } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { AccessLevel } from '../../../shared/projects';
import { anyConditionFailed, cancellationReasons } from '../db/cancellation';
import { CustomerEntity } from '../db/entities/accounts';
import { DelegationEntity, GrantEntity, ProjectEntity } from '../db/entities/projects';
import { delegationKeys, keys } from '../db/keys';
import { table } from '../db/table';
import { logger } from '../logger';

/**
 * The Grant item a delegation stands for (what the access check and the welcome page read), with the
 * copies of the project's name, languages and type and its GSI1 keys under the customer.
 */
export function grantItem(
  project: {
    projectId: string;
    name: string;
    languages: InputItem<typeof GrantEntity>['projectLanguages'];
    type: InputItem<typeof GrantEntity>['projectType'];
  },
  customerId: string,
  level: Exclude<AccessLevel, 'none'>,
  applicationId?: string,
): InputItem<typeof GrantEntity> {
  return {
    projectId: project.projectId,
    customerId,
    ...(applicationId ? { applicationId } : {}),
    level,
    projectName: project.name,
    projectLanguages: project.languages,
    projectType: project.type,
    GSI1PK: keys.customer(customerId),
    GSI1SK: keys.grantListing(project.projectId, applicationId),
  };
}

/** The pending delegations (invitations) of an address: one Query on GSI1 (eventually consistent). */
async function pendingInvitations(emailLower: string) {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(DelegationEntity)
    .query({ index: 'GSI1', partition: delegationKeys.invitation(emailLower) })
    .options({ maxPages: Number.POSITIVE_INFINITY })
    .send();
  return Items;
}

/**
 * The invitations of an address become rights of the customer who activated it: per delegation, one transaction
 * (the delegation names the customer and leaves GSI1, on condition that it is still pending; the Grant item is
 * written). Called after an activation and at each login (one Query when there is nothing to claim: it catches an
 * invitation written while the account was being activated). Best effort: a failure is logged, never thrown; the
 * next login claims what is left. Returns how many were claimed.
 */
export async function claimInvitations(customerId: string): Promise<number> {
  try {
    const { Item: customer } = await CustomerEntity.build(GetItemCommand).key({ customerId }).options({ consistent: true }).send();
    if (customer?.status !== 'active') return 0;
    let claimed = 0;
    for (const invitation of await pendingInvitations(customer.emailLower)) {
      const { Item: project } = await ProjectEntity.build(GetItemCommand)
        .key({ projectId: invitation.projectId })
        .options({ consistent: true })
        .send();
      if (project?.status !== 'active' || project.ownerId === customerId) continue;
      try {
        await execute(
          DelegationEntity.build(UpdateTransaction)
            .item({
              projectId: invitation.projectId,
              emailLower: invitation.emailLower,
              applicationId: invitation.applicationId,
              customerId,
              GSI1PK: $remove(),
              GSI1SK: $remove(),
            })
            .options({
              condition: {
                and: [
                  { attr: 'GSI1PK', exists: true },
                  { attr: 'level', eq: invitation.level },
                ],
              },
            }),
          GrantEntity.build(PutTransaction).item(grantItem(project, customerId, invitation.level, invitation.applicationId)),
        );
        claimed++;
      } catch (error) {
        // Claimed meanwhile, changed or removed by the owner: nothing to do.
        if (!anyConditionFailed(cancellationReasons(error))) throw error;
      }
    }
    return claimed;
  } catch (error) {
    logger.warn('could not claim the invitations of a customer', { customerId, error: String(error) });
    return 0;
  }
}
