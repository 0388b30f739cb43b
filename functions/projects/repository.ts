import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand, $add, $remove } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { InputItem } from 'dynamodb-toolbox';
import { ApplicationEntity } from '../lib/db/entities/applications';
import { GrantEntity, ProjectEntity } from '../lib/db/entities/projects';
import { deleteKeys } from '../lib/db/batch';
import { purgeApplicationRecords, purgePartition } from '../lib/db/purge';
import { keys, prefixes } from '../lib/db/keys';
import { queryAll } from '../lib/db/query-all';
import { KEYS } from '../lib/db/table-definition';
import { versioned } from '../lib/db/versioned';
import { table } from '../lib/db/table';
import type { Language } from '../../shared/constants';
import type { AccessLevel, ProjectType } from '../../shared/projects';

/** Projects storage (docs/data-model.md). */

export async function createProject(project: InputItem<typeof ProjectEntity>): Promise<void> {
  await ProjectEntity.build(PutItemCommand)
    // Listed on its owner's welcome page through GSI1.
    .item({ ...project, GSI1PK: keys.customer(project.ownerId), GSI1SK: keys.projectListing(project.projectId) })
    .options({ condition: { attr: 'projectId', exists: false } })
    .send();
}

export interface ListedProject {
  readonly projectId: string;
  readonly name: string;
  readonly languages: Language[];
  readonly type: ProjectType;
}
export interface ListedGrant {
  readonly projectId: string;
  readonly level: AccessLevel;
  readonly projectName: string;
  readonly projectLanguages: Language[];
  readonly projectType: ProjectType;
}

/**
 * The welcome page: owned projects and grants of one customer, one Query on GSI1 (paged only past 1 MB),
 * projected to what the page shows. The hottest read of the app, so it skips the entity formatting (`queryAll`).
 */
export async function listForCustomer(customerId: string): Promise<{ projects: ListedProject[]; grants: ListedGrant[] }> {
  // A row is a Project or a Grant item, projected: each holds the attributes of its own kind.
  const items = await queryAll<ListedProject & ListedGrant & Record<string, unknown>>({
    IndexName: KEYS.gsi1.name,
    KeyConditionExpression: 'GSI1PK = :customer AND begins_with(GSI1SK, :project)',
    ExpressionAttributeValues: { ':customer': keys.customer(customerId), ':project': prefixes.project },
    ProjectionExpression: '#entity, projectId, #name, languages, #type, #level, projectName, projectLanguages, projectType',
    ExpressionAttributeNames: { '#entity': table.entityAttributeSavedAs, '#name': 'name', '#type': 'type', '#level': 'level' },
  });
  const projects: ListedProject[] = [];
  const grants: ListedGrant[] = [];
  for (const item of items) {
    const entity = item[table.entityAttributeSavedAs];
    if (entity === ProjectEntity.entityName) {
      projects.push({ projectId: item.projectId, name: item.name, languages: item.languages, type: item.type });
    } else if (entity === GrantEntity.entityName) {
      grants.push({
        projectId: item.projectId,
        level: item.level,
        projectName: item.projectName,
        projectLanguages: item.projectLanguages,
        projectType: item.projectType,
      });
    }
  }
  return { projects, grants };
}

export { StaleVersion } from '../lib/db/versioned';

/** Renames/changes a live project, conditional on the version the caller saw (else StaleVersion). */
export async function updateProject(
  projectId: string,
  changes: { name?: string; languages?: Language[]; type?: ProjectType },
  now: Date,
  expectedVersion: number,
) {
  const { Attributes } = await versioned(() =>
    ProjectEntity.build(UpdateItemCommand)
      .item({ projectId, ...changes, updatedAt: now.toISOString(), version: $add(1) })
      .options({
        condition: {
          and: [
            { attr: 'status', eq: 'active' },
            { attr: 'version', eq: expectedVersion },
          ],
        },
        returnValues: 'ALL_NEW',
      })
      .send(),
  );
  return Attributes!;
}

async function grantsOfProject(projectId: string) {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(GrantEntity)
    .query({ partition: keys.project(projectId), range: { beginsWith: prefixes.grant } })
    .options({ maxPages: Number.POSITIVE_INFINITY })
    .send();
  return Items;
}

/** Keeps the copies of the project's name, languages and type on its grants in step. */
export async function refreshGrantCopies(projectId: string, project: { name: string; languages: Language[]; type: ProjectType }) {
  for (const grant of await grantsOfProject(projectId)) {
    await GrantEntity.build(UpdateItemCommand)
      .item({
        projectId,
        customerId: grant.customerId,
        applicationId: grant.applicationId,
        projectName: project.name,
        projectLanguages: project.languages,
        projectType: project.type,
      })
      .options({ condition: { attr: 'level', exists: true } })
      .send()
      .catch((error: unknown) => {
        if (!(error instanceof ConditionalCheckFailedException)) throw error; // revoked meanwhile
      });
  }
}

/**
 * Deletion, part one (in the request): the project stops being readable and leaves every welcome page.
 * Returns false when it was already gone.
 */
export async function markDeleted(projectId: string, now: Date): Promise<boolean> {
  try {
    await ProjectEntity.build(UpdateItemCommand)
      .item({ projectId, status: 'deleted', updatedAt: now.toISOString(), GSI1PK: $remove(), GSI1SK: $remove() })
      .options({ condition: { attr: 'status', eq: 'active' } })
      .send();
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
  const grants = await grantsOfProject(projectId);
  await deleteKeys(grants.map((grant) => ({ PK: keys.project(projectId), SK: keys.grant(grant.customerId, grant.applicationId) })));
  return true;
}

/** The project's status (consistent read), undefined once it is gone: the purge runs on deleted projects only. */
export async function projectStatus(projectId: string): Promise<'active' | 'deleted' | undefined> {
  const { Item } = await ProjectEntity.build(GetItemCommand).key({ projectId }).options({ consistent: true }).send();
  return Item?.status;
}

/**
 * Deletion, part two (background job): every item of the project's partition and of each of its
 * applications' partitions (records, versions), then the project item itself, last.
 */
export async function purgeProject(
  projectId: string,
  remainingMs: () => number,
  onApplicationPurged: () => Promise<void> = async () => undefined,
): Promise<'done' | 'continue'> {
  // Every page is read: the element and counter items that stay under each deleted application item fill some.
  const { Items: applications = [] } = await table
    .build(QueryCommand)
    .entities(ApplicationEntity)
    .query({ partition: keys.project(projectId), range: { beginsWith: prefixes.application } })
    .options({ maxPages: Number.POSITIVE_INFINITY, attributes: ['applicationId'] })
    .send();
  for (const { applicationId } of applications) {
    if (remainingMs() < 5_000) return 'continue';
    if ((await purgeApplicationRecords(projectId, applicationId, remainingMs)) === 'continue') return 'continue';
    await deleteKeys([{ PK: keys.project(projectId), SK: keys.application(applicationId) }]);
    await onApplicationPurged();
  }
  const rest = await purgePartition(keys.project(projectId), () => (remainingMs() > 5_000 ? remainingMs() : 0));
  if (rest === 'continue') return 'continue';
  await ProjectEntity.build(DeleteItemCommand).key({ projectId }).send();
  return 'done';
}
