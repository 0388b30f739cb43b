import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The physical shape of the one table (docs/data-model.md). The CDK data stack declares the same keys; the local
 * runtime creates the table from this definition. docs/data-model.md charts what lives in it.
 */
export const KEYS = {
  partitionKey: 'PK',
  sortKey: 'SK',
  gsi1: { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  ttl: 'expiresAt',
} as const;

export function tableDefinition(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: KEYS.partitionKey, AttributeType: 'S' },
      { AttributeName: KEYS.sortKey, AttributeType: 'S' },
      { AttributeName: KEYS.gsi1.partitionKey, AttributeType: 'S' },
      { AttributeName: KEYS.gsi1.sortKey, AttributeType: 'S' },
    ],
    KeySchema: [
      { AttributeName: KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: KEYS.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: KEYS.gsi1.name,
        KeySchema: [
          { AttributeName: KEYS.gsi1.partitionKey, KeyType: 'HASH' },
          { AttributeName: KEYS.gsi1.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  };
}
