import type { InputItem } from 'dynamodb-toolbox';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { ConditionCheck } from 'dynamodb-toolbox/entity/actions/transactCheck';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { execute, isTransactionCancelled } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { UpdateItemCommand, $add, $set } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { ApplicationEntity, ProjectEntity, SlugEntity } from '../lib/db/entities';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FormConfig, TableConfig } from '../../shared/schemas/builder';
import { config } from '../lib/config';
import { documentClient } from '../lib/db/client';
import { keys, prefixes } from '../lib/db/keys';
import { versioned } from '../lib/db/versioned';
import { table } from '../lib/db/table';

/** Applications storage (docs/data-model.md): the application item and its slug guard, in the project's partition. */
export type ApplicationItem = NonNullable<Awaited<ReturnType<typeof getApplication>>>;

export async function listApplications(projectId: string) {
  const items = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await table
      .build(QueryCommand)
      .entities(ApplicationEntity)
      .query({ partition: keys.project(projectId), range: { beginsWith: prefixes.application } })
      .options({ exclusiveStartKey: cursor as never, consistent: true })
      .send();
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

export async function getApplication(projectId: string, applicationId: string) {
  const { Item } = await ApplicationEntity.build(GetItemCommand).key({ projectId, applicationId }).options({ consistent: true }).send();
  return Item;
}

export async function findApplicationIdBySlug(projectId: string, slug: string): Promise<string | undefined> {
  const { Item } = await SlugEntity.build(GetItemCommand).key({ projectId, slug }).options({ consistent: true }).send();
  return Item?.applicationId;
}

export async function takenSlugs(projectId: string): Promise<Set<string>> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(SlugEntity)
    .query({ partition: keys.project(projectId), range: { beginsWith: 'SLUG#' } })
    .options({ consistent: true })
    .send();
  return new Set(Items.map((item) => item.slug));
}

export class SlugTaken extends Error {}
export class ProjectGone extends Error {}
/** A concurrent transaction on the same items won the race: nothing was written, the write may be tried again. */
export class WriteConflict extends Error {}
export { StaleVersion } from '../lib/db/versioned';

const reasonsOf = (error: unknown) => (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];

/** Application + slug guard, while the project is live: all or nothing. */
export async function createApplication(application: InputItem<typeof ApplicationEntity>): Promise<void> {
  try {
    await execute(
      ProjectEntity.build(ConditionCheck).key({ projectId: application.projectId }).condition({ attr: 'status', eq: 'active' }),
      ApplicationEntity.build(PutTransaction)
        .item(application)
        .options({ condition: { attr: 'applicationId', exists: false } }),
      SlugEntity.build(PutTransaction)
        .item({ projectId: application.projectId, slug: application.slug, applicationId: application.applicationId })
        .options({ condition: { attr: 'slug', exists: false } }),
    );
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    const [project, , slug] = reasonsOf(error);
    if (project?.Code === 'ConditionalCheckFailed') throw new ProjectGone();
    if (slug?.Code === 'ConditionalCheckFailed') throw new SlugTaken();
    if (reasonsOf(error).some((reason) => reason.Code === 'TransactionConflict')) throw new WriteConflict();
    throw error; // too big, throttled…: the error responder maps it (functions/lib/aws-errors.ts)
  }
}

export async function updateApplication(
  projectId: string,
  applicationId: string,
  changes: Partial<Pick<InputItem<typeof ApplicationEntity>, 'title' | 'description' | 'url' | 'catalogueOptions' | 'elements'>>,
  now: Date,
  expectedVersion: number,
) {
  const { elements, catalogueOptions, ...scalars } = changes;
  const { Attributes } = await versioned(() =>
    ApplicationEntity.build(UpdateItemCommand)
      .item({
        projectId,
        applicationId,
        ...scalars,
        // Whole-value replacement: a deep partial update of the configs would exceed DynamoDB's expression size.
        ...(elements ? { elements: $set(elements) } : {}),
        ...(catalogueOptions ? { catalogueOptions: $set(catalogueOptions) } : {}),
        updatedAt: now.toISOString(),
        version: $add(1),
      })
      .options({
        condition: { attr: 'version', eq: expectedVersion },
        returnValues: 'ALL_NEW',
      })
      .send(),
  );
  return Attributes!;
}

/** Application and its slug guard together (records go with the records domain's purge). */
export async function deleteApplication(projectId: string, applicationId: string, slug: string): Promise<boolean> {
  try {
    await execute(
      ApplicationEntity.build(DeleteTransaction)
        .key({ projectId, applicationId })
        .options({ condition: { attr: 'applicationId', exists: true } }),
      SlugEntity.build(DeleteTransaction).key({ projectId, slug }),
    );
    return true;
  } catch (error) {
    // Only a failed condition means "already gone"; a conflict or throttling is mapped by the error responder.
    if (isTransactionCancelled(error) && reasonsOf(error)[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/**
 * Saves one element's form and/or table, conditional on that element's version (and on the element still
 * being at `index`). Returns the new version; a stale version throws StaleVersion.
 */
export async function saveElementConfig(
  projectId: string,
  applicationId: string,
  element: { index: number; key: string; expectedVersion: number },
  changes: { form?: FormConfig; table?: TableConfig },
  now: Date,
): Promise<number> {
  const path = `elements[${element.index}]`;
  const sets = [`${path}.#version = :next`, '#appVersion = #appVersion + :one', 'updatedAt = :now'];
  const values: Record<string, unknown> = {
    ':next': element.expectedVersion + 1,
    ':one': 1,
    ':now': now.toISOString(),
    ':key': element.key,
  };
  if (changes.form) {
    sets.push(`${path}.form = :form`);
    values[':form'] = changes.form;
  }
  if (changes.table) {
    sets.push(`${path}.#table = :table`);
    values[':table'] = changes.table;
  }
  // Elements made before versions existed have none: they are at version 1.
  const versionMatches =
    element.expectedVersion === 1
      ? `(${path}.#version = :expected OR attribute_not_exists(${path}.#version))`
      : `${path}.#version = :expected`;
  values[':expected'] = element.expectedVersion;
  await versioned(() =>
    documentClient().send(
      new UpdateCommand({
        TableName: config().tableName,
        Key: { PK: keys.project(projectId), SK: keys.application(applicationId) },
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: `${path}.#key = :key AND ${versionMatches}`,
        ExpressionAttributeNames: {
          '#version': 'version',
          '#appVersion': 'version',
          '#key': 'key',
          ...(changes.table ? { '#table': 'table' } : {}),
        },
        ExpressionAttributeValues: values,
      }),
    ),
  );
  return element.expectedVersion + 1;
}
