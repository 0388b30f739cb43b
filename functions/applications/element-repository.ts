import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $remove, $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { BuilderElement } from '../../shared/kinds';
import type { FormConfig, TableConfig } from '../../shared/schemas/builder';
import { anyConditionFailed, cancellationReasons } from '../lib/db/cancellation';
import { ApplicationEntity, ElementConfigEntity } from '../lib/db/entities/applications';
import { StaleVersion } from '../lib/db/versioned';

/**
 * The builder's writes (docs/data-model.md, "Element configs and counters"): each element's form and table in its
 * own ElementConfig item, with its own version, and the migration of an element still embedded in an application
 * saved before those items existed.
 */

/**
 * Whole-value replacement of an `any()` attribute: without `$set` the toolbox updates it path by path, which keeps
 * stale list entries and exceeds DynamoDB's expression size. Its types accept only the plain value there.
 */
const whole = <T>(value: T): T => $set(value) as unknown as T;

/** Writes an element's config at `expected + 1`, if it is still at `expected` (or not yet moved out of the app item). */
export function putElementConfig(projectId: string, applicationId: string, element: BuilderElement, expected: number, now: Date) {
  return ElementConfigEntity.build(PutTransaction)
    .item({
      projectId,
      applicationId,
      elementKey: element.key,
      form: element.form,
      table: element.table,
      version: expected + 1,
      updatedAt: now.toISOString(),
    })
    .options({
      condition: {
        or: [
          { attr: 'version', eq: expected },
          { attr: 'elementKey', exists: false },
        ],
      },
    });
}

/**
 * Saves one element's form and/or table in its element item, conditional on that element's version. Returns the
 * new version; a stale version throws StaleVersion. An application saved before element items existed is
 * migrated by its first save: the element item is written and the embedded config removed in one transaction,
 * conditional on the application item still holding that config at that version.
 */
export async function saveElementConfig(
  projectId: string,
  applicationId: string,
  element: { index: number; key: string; expectedVersion: number },
  changes: { form?: FormConfig; table?: TableConfig },
  now: Date,
): Promise<number> {
  const next = element.expectedVersion + 1;
  try {
    await ElementConfigEntity.build(UpdateItemCommand)
      .item({
        projectId,
        applicationId,
        elementKey: element.key,
        ...(changes.form ? { form: whole(changes.form) } : {}),
        ...(changes.table ? { table: whole(changes.table) } : {}),
        version: next,
        updatedAt: now.toISOString(),
      })
      .options({ condition: { attr: 'version', eq: element.expectedVersion } })
      .send();
    return next;
  } catch (error) {
    // Stale, or no element item yet (a legacy application): only the application item tells which.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  const { Item: app } = await ApplicationEntity.build(GetItemCommand)
    .key({ projectId, applicationId })
    .options({ consistent: true })
    .send();
  const embedded = app?.elements[element.index];
  if (!embedded?.form || !embedded.table || embedded.key !== element.key || (embedded.version ?? 1) !== element.expectedVersion) {
    throw new StaleVersion();
  }
  await migrateElement(
    projectId,
    applicationId,
    element,
    { form: changes.form ?? embedded.form, table: changes.table ?? embedded.table },
    now,
  );
  return next;
}

async function migrateElement(
  projectId: string,
  applicationId: string,
  element: { index: number; key: string; expectedVersion: number },
  config: { form: FormConfig; table: TableConfig },
  now: Date,
): Promise<void> {
  const path = `elements[${element.index}]`;
  try {
    await execute(
      ElementConfigEntity.build(PutTransaction)
        .item({
          projectId,
          applicationId,
          elementKey: element.key,
          ...config,
          version: element.expectedVersion + 1,
          updatedAt: now.toISOString(),
        })
        .options({ condition: { attr: 'elementKey', exists: false } }),
      ApplicationEntity.build(UpdateTransaction)
        .item({ projectId, applicationId, elements: { [element.index]: { form: $remove(), table: $remove(), version: $remove() } } })
        .options({
          condition: {
            and: [
              { attr: `${path}.key`, eq: element.key },
              { attr: `${path}.form`, exists: true },
              element.expectedVersion === 1
                ? {
                    or: [
                      { attr: `${path}.version`, eq: 1 },
                      { attr: `${path}.version`, exists: false },
                    ],
                  }
                : { attr: `${path}.version`, eq: element.expectedVersion },
            ],
          } as never,
        }),
    );
  } catch (error) {
    if (anyConditionFailed(cancellationReasons(error))) throw new StaleVersion();
    throw error;
  }
}

/** Marks an element as being re-indexed by a job (the records list shows its progress). */
export async function setReindexJob(projectId: string, applicationId: string, elementKey: string, jobId: string): Promise<void> {
  await ElementConfigEntity.build(UpdateItemCommand)
    .item({ projectId, applicationId, elementKey, reindexJobId: jobId })
    .options({ condition: { attr: 'elementKey', exists: true } })
    .send()
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error; // the element is gone: nothing to show
    });
}

/** Clears the re-index mark, if it is still this job's (a later change may have started another one). */
export async function clearReindexJob(projectId: string, applicationId: string, elementKey: string, jobId: string): Promise<void> {
  await ElementConfigEntity.build(UpdateItemCommand)
    .item({ projectId, applicationId, elementKey, reindexJobId: $remove() })
    .options({ condition: { attr: 'reindexJobId', eq: jobId } })
    .send()
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}
