import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { RecordEntity } from '../../lib/db/entities/records';
import { recordKeys } from '../../lib/db/keys';
import { table } from '../../lib/db/table';

/**
 * The reads of the sample-data jobs (docs/data-model.md, "Records"): ids only, a page at a time. Both pass a limit:
 * DynamoDB Local ignores the 1 MB page limit when a filter is present (docs/architecture.md, "Known gotchas").
 */

const elementRecords = (applicationId: string, elementKey: string) =>
  table
    .build(QueryCommand)
    .entities(RecordEntity)
    .query({ partition: recordKeys.partition(applicationId), range: { beginsWith: recordKeys.records(elementKey) } });

/** The ids of an element's first records, in id order (the categories a sample record may point at). */
export async function firstRecordIds(applicationId: string, elementKey: string, limit: number): Promise<string[]> {
  const { Items = [] } = await elementRecords(applicationId, elementKey)
    .options({ attributes: ['recordId'], limit, consistent: true })
    .send();
  return Items.map((item) => item.recordId);
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
  const { Items = [], LastEvaluatedKey } = await elementRecords(applicationId, elementKey)
    .options({
      attributes: ['recordId'],
      filters: { Record: { attr: 'sample', eq: true } },
      limit,
      consistent: true,
      ...(after ? { exclusiveStartKey: { PK: partition, SK: after } } : {}),
    })
    .send();
  return { ids: Items.map((item) => item.recordId), next: LastEvaluatedKey ? String(LastEvaluatedKey.SK) : undefined };
}
