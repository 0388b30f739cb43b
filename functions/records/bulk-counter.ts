import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { config } from '../lib/config';
import { documentClient } from '../lib/db/client';
import { ElementCounterEntity } from '../lib/db/entities/applications';
import { keys } from '../lib/db/keys';
import type { LabelledAction } from './record-items';
import type { RecordElement } from './saved-record';

/**
 * The element's count under bulk writes (bulk-save.ts). Creations are not counted in the bulk transactions (they would
 * all contend for the counter item): each step adds what it created once, in an update guarded by the step number it
 * records on the counter item, so that a step replayed after a crash never counts twice; `bulkFinish` removes that mark.
 *
 * The mark is an attribute named after the bulk write (`bulk_<bulkId>`), which the counter entity's schema cannot name:
 * these two updates are the raw document client's.
 */

type Counted = Pick<RecordElement, 'projectId' | 'applicationId' | 'elementKey'>;

/** The counter item attribute that records the last step of a bulk write counted. */
const stepMark = (bulkId: string) => `bulk_${bulkId}`;
const counterKey = (target: Counted) => ({
  PK: keys.project(target.projectId),
  SK: keys.elementCounter(target.applicationId, target.elementKey),
});

const unlessConditionFailed = (error: unknown) => {
  // Counted already (a replayed step), or the element is gone (its records go with it).
  if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
};

/** Adds a step's creations to the element's count, once per (bulkId, step). */
export async function addToCount(target: Counted, bulkId: string, step: number, count: number, samples: number): Promise<void> {
  if (count === 0 && samples === 0) return;
  await documentClient()
    .send(
      new UpdateCommand({
        TableName: config().tableName,
        Key: counterKey(target),
        UpdateExpression: `ADD #count :count${samples ? ', samples :samples' : ''} SET #mark = :step`,
        ConditionExpression: 'attribute_exists(elementKey) AND (attribute_not_exists(#mark) OR #mark < :step)',
        ExpressionAttributeNames: { '#count': 'count', '#mark': stepMark(bulkId) },
        ExpressionAttributeValues: { ':count': count, ':step': step, ...(samples ? { ':samples': samples } : {}) },
      }),
    )
    .catch(unlessConditionFailed);
}

/** Ends a bulk write: its step mark leaves the counter item (call it after the last step; idempotent). */
export async function bulkFinish(target: RecordElement, bulkId: string): Promise<void> {
  await documentClient()
    .send(
      new UpdateCommand({
        TableName: config().tableName,
        Key: counterKey(target),
        UpdateExpression: 'REMOVE #mark',
        ConditionExpression: 'attribute_exists(elementKey)',
        ExpressionAttributeNames: { '#mark': stepMark(bulkId) },
      }),
    )
    .catch(unlessConditionFailed);
}

/** Adds `count` records (of which `samples` sample data) to the element's count, in a transaction. */
export function counterUpdate(target: Counted, count: number, samples: number): LabelledAction {
  return {
    label: 'counter',
    action: ElementCounterEntity.build(UpdateTransaction)
      .item({
        projectId: target.projectId,
        applicationId: target.applicationId,
        elementKey: target.elementKey,
        count: $add(count),
        ...(samples ? { samples: $add(samples) } : {}),
      })
      .options({ condition: { attr: 'elementKey', exists: true } }),
  };
}
