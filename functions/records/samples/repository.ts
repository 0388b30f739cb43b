import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../lib/config';
import { documentClient } from '../../lib/db/client';
import { recordKeys } from '../../lib/db/keys';

/**
 * The reads of the sample-data jobs (docs/data-model.md, "Records"): ids only, a page at a time. Both pass `Limit`:
 * DynamoDB Local ignores the 1 MB page limit when a filter is present (DESIGN §10).
 */

const idOf = (sk: unknown, elementKey: string) => String(sk).slice(recordKeys.records(elementKey).length);

/** The ids of an element's first records, in id order (the categories a sample record may point at). */
export async function firstRecordIds(applicationId: string, elementKey: string, limit: number): Promise<string[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: config().tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': recordKeys.partition(applicationId), ':prefix': recordKeys.records(elementKey) },
      ProjectionExpression: 'SK',
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => idOf(item.SK, elementKey));
}

/**
 * A page of an element's sample records (`sample = true`), in id order: their ids and where the next page starts
 * (undefined at the end). A page may hold fewer than `limit` ids, or none, and still not be the last.
 */
export async function samplePage(
  applicationId: string,
  elementKey: string,
  after: string | undefined,
  limit: number,
): Promise<{ ids: string[]; next: string | undefined }> {
  const partition = recordKeys.partition(applicationId);
  const { Items = [], LastEvaluatedKey } = await documentClient().send(
    new QueryCommand({
      TableName: config().tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      FilterExpression: '#sample = :true',
      ExpressionAttributeNames: { '#sample': 'sample' },
      ExpressionAttributeValues: { ':pk': partition, ':prefix': recordKeys.records(elementKey), ':true': true },
      ProjectionExpression: 'SK',
      Limit: limit,
      ConsistentRead: true,
      ...(after ? { ExclusiveStartKey: { PK: partition, SK: after } } : {}),
    }),
  );
  return { ids: Items.map((item) => idOf(item.SK, elementKey)), next: LastEvaluatedKey ? String(LastEvaluatedKey.SK) : undefined };
}
