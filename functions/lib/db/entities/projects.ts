import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { string } from 'dynamodb-toolbox/schema/string';
import { number } from 'dynamodb-toolbox/schema/number';
import { LANGUAGES } from '../../../../shared/constants';
import { PROJECT_TYPES } from '../../../../shared/projects';
import { delegationKeys, keys, prefixes } from '../keys';
import { table } from '../table';

/**
 * Entities of the project partition's head: the project, the grants on it (read by lib/access) and the owner's
 * delegations. Their keys come from ../keys.ts; docs/data-model.md charts every entity and access pattern.
 */

/** A project. Its GSI1 keys list it on its owner's welcome page; they are removed when it is deleted. */
export const ProjectEntity = new Entity({
  name: 'Project',
  table,
  timestamps: false,
  schema: item({
    projectId: string().key(),
    ownerId: string(),
    name: string(),
    languages: list(string().enum(...LANGUAGES)),
    type: string().enum(...PROJECT_TYPES),
    status: string().enum('active', 'deleted'),
    createdAt: string(),
    updatedAt: string(),
    version: number(),
    GSI1PK: string().optional(),
    GSI1SK: string().optional(),
  }),
  computeKey: ({ projectId }) => ({ PK: keys.project(projectId), SK: prefixes.metadata }),
});

/**
 * A right given to a customer on a whole project or on one application (written by the delegation domain).
 * It repeats the project's name, languages and type so that the welcome page is one Query on GSI1.
 */
export const GrantEntity = new Entity({
  name: 'Grant',
  table,
  timestamps: false,
  schema: item({
    projectId: string().key(),
    customerId: string().key(),
    applicationId: string().key().optional(),
    level: string().enum('none', 'read', 'write', 'full'),
    projectName: string(),
    projectLanguages: list(string().enum(...LANGUAGES)),
    projectType: string().enum(...PROJECT_TYPES),
    GSI1PK: string(),
    GSI1SK: string(),
  }),
  computeKey: ({ projectId, customerId, applicationId }) => ({
    PK: keys.project(projectId),
    SK: keys.grant(customerId, applicationId),
  }),
});

/**
 * A right the owner gave to an e-mail address (the owner's list, in the project's partition). `customerId`
 * once an active account holds the address (a Grant item then says the same for the access check); until then its
 * GSI1 keys list it as an invitation under the address, claimed when that address is activated.
 */
export const DelegationEntity = new Entity({
  name: 'Delegation',
  table,
  timestamps: false,
  schema: item({
    projectId: string().key(),
    emailLower: string().key(),
    applicationId: string().key().optional(),
    email: string(),
    level: string().enum('read', 'write', 'full'),
    customerId: string().optional(),
    createdAt: string(),
    updatedAt: string(),
    GSI1PK: string().optional(),
    GSI1SK: string().optional(),
  }),
  computeKey: ({ projectId, emailLower, applicationId }) => ({
    PK: keys.project(projectId),
    SK: delegationKeys.delegation(emailLower, applicationId),
  }),
});
