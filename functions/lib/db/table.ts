import { Table } from 'dynamodb-toolbox/table';
import { config } from '../config';
import { documentClient } from './client';
import { KEYS } from './table-definition';

/** The dynamodb-toolbox view of the one table; entities of each domain are declared against it. */
export const table = new Table({
  name: () => config().tableName,
  documentClient: documentClient(),
  partitionKey: { name: KEYS.partitionKey, type: 'string' },
  sortKey: { name: KEYS.sortKey, type: 'string' },
  indexes: {
    GSI1: {
      type: 'global',
      partitionKey: { name: KEYS.gsi1.partitionKey, type: 'string' },
      sortKey: { name: KEYS.gsi1.sortKey, type: 'string' },
    },
  },
});
