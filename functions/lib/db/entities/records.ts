import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { record } from 'dynamodb-toolbox/schema/record';
import { string } from 'dynamodb-toolbox/schema/string';
import { recordKeys } from '../keys';
import { table } from '../table';

/**
 * Records of builder elements (functions/records; docs/data-model.md, "Records"). A record, its versions and its
 * e-mail guard live in the application's partition; each list column has its own partition of rows, sorted by
 * that column (a hand-made index over N columns, docs/architecture.md, "Domain designs"), written in the record's transaction.
 */
const elementAttributes = () => ({ applicationId: string().key(), elementKey: string().key() });

export const RecordEntity = new Entity({
  name: 'Record',
  table,
  timestamps: false,
  schema: item({
    ...elementAttributes(),
    recordId: string().key(),
    projectId: string(),
    /** Field technical value → value, in the shapes of shared/record-values.ts. */
    values: any().castAs<Record<string, unknown>>(),
    version: number(),
    createdAt: string(),
    updatedAt: string(),
    createdBy: string(),
    updatedBy: string(),
    /** The sort key of this record's row in each list column partition, so that every write replaces exactly them. */
    rows: record(string(), string()),
    /** The element configuration version the rows were computed with (the re-index job skips records at or past it). */
    indexedFor: number(),
    /** The folded `___email` this record holds the guard of ('' when none). */
    emailKey: string(),
    /** The category records this record points at (`<element>#<recordId>`), each counted once in its `usedBy`. */
    refs: list(string()),
    /** How many records point at this one through a category field (a category in use cannot be deleted). */
    usedBy: number().optional(),
    /** Sample data (the fakers screen): listed as such, removable in one action; counted in the element's `samples`. */
    sample: boolean().optional(),
    /** The bulk write (an import, a sample-data job) that wrote this record last: its replay knows its own writes. */
    bulkId: string().optional(),
  }),
  computeKey: ({ applicationId, elementKey, recordId }) => ({
    PK: recordKeys.partition(applicationId),
    SK: recordKeys.record(elementKey, recordId),
  }),
});

/** One saved state of a record; the latest `VERSIONS_KEPT` are kept. */
export const RecordVersionEntity = new Entity({
  name: 'RecordVersion',
  table,
  timestamps: false,
  schema: item({
    ...elementAttributes(),
    recordId: string().key(),
    version: number().key(),
    values: any().castAs<Record<string, unknown>>(),
    savedAt: string(),
    savedBy: string(),
    changed: list(string()),
    restoredFrom: number().optional(),
  }),
  computeKey: ({ applicationId, elementKey, recordId, version }) => ({
    PK: recordKeys.partition(applicationId),
    SK: recordKeys.version(elementKey, recordId, version),
  }),
});

/** Uniqueness of `___email` within an element (folded to lower case): written with the record. */
export const RecordEmailEntity = new Entity({
  name: 'RecordEmail',
  table,
  timestamps: false,
  schema: item({ ...elementAttributes(), emailKey: string().key(), recordId: string() }),
  computeKey: ({ applicationId, elementKey, emailKey }) => ({
    PK: recordKeys.partition(applicationId),
    SK: recordKeys.email(elementKey, emailKey),
  }),
});

/**
 * A record's row in one list column: sort key = that column's sortable text and the record id; it holds what a
 * list page shows (the visible columns' abridged values) and the folded search text.
 */
export const ListRowEntity = new Entity({
  name: 'ListRow',
  table,
  timestamps: false,
  schema: item({
    ...elementAttributes(),
    column: string().key(),
    sortKey: string().key(),
    recordId: string(),
    version: number(),
    createdAt: string(),
    updatedAt: string(),
    /** The visible columns' abridged cells, as JSON text. */
    cells: string(),
    search: string(),
    /** The record is sample data (a badge in the list). */
    sample: boolean().optional(),
  }),
  computeKey: ({ applicationId, elementKey, column, sortKey }) => ({
    PK: recordKeys.list(applicationId, elementKey, column),
    SK: sortKey,
  }),
});
