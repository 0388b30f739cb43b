import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, BatchWriteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mockedDynamo } from '../../test/helpers/mocked-api';
import { mockedAwsWire } from '../../test/helpers/mocked-aws-wire';
import { purgeApplicationRecords, removeApplicationRights } from '../lib/db/purge';
import {
  deleteVersions,
  getRecord,
  getVersion,
  listVersions,
  queryRows,
  RecordWriteRefused,
  recordsPage,
  reindexRecord,
  type StoredRecord,
  writeRecord,
} from './repository';

const dynamo = mockedDynamo();
const aws = mockedAwsWire();
const P = '01J000000000000000000000P1';
const A = '01J000000000000000000000A1';
const R = '01J000000000000000000000R1';
const CAT = '01J000000000000000000000C1';

const record = (extra: Partial<StoredRecord> = {}): StoredRecord => ({
  applicationId: A,
  elementKey: 'speakers',
  recordId: R,
  projectId: P,
  values: { lastname: 'Durand', ___email: 'ana@example.org' },
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'a@b.c',
  updatedBy: 'a@b.c',
  rows: { lastname: `vdurand\u0001${R}`, __createdAt: `v2026-01-01T00:00:00.000Z\u0001${R}` },
  indexedFor: 1,
  emailKey: 'ana@example.org',
  refs: [],
  ...extra,
});
const version = (n: number) => ({
  applicationId: A,
  elementKey: 'speakers',
  recordId: R,
  version: n,
  values: {},
  savedAt: '2026-01-01T00:00:00.000Z',
  savedBy: 'a@b.c',
  changed: [],
});
const rows = { cells: { lastname: 'Durand' }, search: 'durand' };

/** The one transaction sent, as `[operation, PK, SK, condition]` per item. */
function sentItems() {
  const [call] = dynamo.commandCalls(TransactWriteCommand);
  return (call!.args[0].input.TransactItems ?? []).map((item) => {
    const [operation, body] = Object.entries(item).find(([, value]) => value)! as [string, Record<string, unknown>];
    const key = (body.Key ?? body.Item) as { PK: string; SK: string };
    return [operation, key.PK, key.SK, body.ConditionExpression ?? null];
  });
}

describe('records repository: one transaction per write', () => {
  it('creates the record with its version, e-mail guard, counter, rows and category usage', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    await writeRecord({ projectId: P, after: record({ refs: [`categories#${CAT}`] }), rows, version: version(1) });
    expect(sentItems()).toEqual([
      ['Put', `APP#${A}`, `REC#speakers#${R}`, 'attribute_not_exists(#c_1)'],
      ['Put', `APP#${A}`, `VER#speakers#${R}#0000000001`, null],
      ['Put', `APP#${A}`, 'UNIQUE#EMAIL#speakers#ana@example.org', 'attribute_not_exists(#c_1)'],
      ['Update', `PROJECT#${P}`, `APP#${A}#COUNT#speakers`, 'attribute_exists(#c_1)'],
      ['Put', `LIST#${A}#speakers#lastname`, `vdurand\u0001${R}`, null],
      ['Put', `LIST#${A}#speakers#__createdAt`, `v2026-01-01T00:00:00.000Z\u0001${R}`, null],
      ['Update', `APP#${A}`, `REC#categories#${CAT}`, 'attribute_exists(#c_1)'],
    ]);
    const row = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![4]!.Put!.Item!;
    expect(JSON.parse(row.cells as string)).toEqual(rows.cells);
  });

  it('updates conditionally on the version, moves the guard and the rows that changed, drops the 101st version', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const before = record({ version: 100 });
    const after = record({
      version: 101,
      emailKey: 'new@example.org',
      rows: { lastname: `vmartin\u0001${R}`, __createdAt: before.rows.__createdAt! },
    });
    await writeRecord({ projectId: P, before, after, rows, version: version(101) });
    expect(sentItems()).toEqual([
      ['Update', `APP#${A}`, `REC#speakers#${R}`, '#c_1 = :c_1'],
      ['Put', `APP#${A}`, `VER#speakers#${R}#0000000101`, null],
      ['Delete', `APP#${A}`, `VER#speakers#${R}#0000000001`, null],
      ['Delete', `APP#${A}`, 'UNIQUE#EMAIL#speakers#ana@example.org', '#c_1 = :c_1'],
      ['Put', `APP#${A}`, 'UNIQUE#EMAIL#speakers#new@example.org', 'attribute_not_exists(#c_1)'],
      ['Delete', `LIST#${A}#speakers#lastname`, `vdurand\u0001${R}`, null],
      ['Put', `LIST#${A}#speakers#lastname`, `vmartin\u0001${R}`, null],
      ['Put', `LIST#${A}#speakers#__createdAt`, before.rows.__createdAt, null],
    ]);
    // The update never rewrites `usedBy`: categories count their users apart from their own saves.
    const [call] = dynamo.commandCalls(TransactWriteCommand);
    expect(call!.args[0].input.TransactItems![0]!.Update!.UpdateExpression).not.toContain('usedBy');
  });

  it('deletes only an unused record at its version, with its guard, rows and count', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    await writeRecord({ projectId: P, before: record({ refs: [`categories#${CAT}`] }) });
    const items = sentItems();
    expect(items[0]).toEqual([
      'Delete',
      `APP#${A}`,
      `REC#speakers#${R}`,
      '(#c_1 = :c_1) AND ((attribute_not_exists(#c_2)) OR (#c_2 = :c_2))',
    ]);
    expect(items.slice(1).map(([operation, , sk]) => `${operation} ${sk}`)).toEqual([
      'Delete UNIQUE#EMAIL#speakers#ana@example.org',
      `Update APP#${A}#COUNT#speakers`,
      `Delete vdurand\u0001${R}`,
      `Delete v2026-01-01T00:00:00.000Z\u0001${R}`,
      `Update REC#categories#${CAT}`,
    ]);
  });

  it.each([
    [0, 'stale'],
    [2, 'emailTaken'],
    [3, 'elementGone'],
    [6, 'categoryMissing'],
  ] as const)('tells why a create was refused when item %i failed its condition', async (index, reason) => {
    const reasons = Array.from({ length: 7 }, (_, i) => ({ Code: i === index ? 'ConditionalCheckFailed' : 'None' }));
    dynamo
      .on(TransactWriteCommand)
      .rejects(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: reasons }));
    const refused = await writeRecord({ projectId: P, after: record({ refs: [`categories#${CAT}`] }), rows, version: version(1) }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(RecordWriteRefused);
    expect((refused as RecordWriteRefused).reason).toBe(reason);
    if (reason === 'categoryMissing') expect((refused as RecordWriteRefused).ref).toBe(`categories#${CAT}`);
  });
});

describe('records repository: list pages', () => {
  it('reads one page of a column partition with a Limit, descending within the non-empty values', async () => {
    dynamo.on(QueryCommand).resolves({
      // The cells are JSON text; a row written before that holds a map.
      Items: [
        { SK: 'vb\u0001X', recordId: 'X', cells: '{"lastname":"b"}' },
        { SK: 'va\u0001Y', recordId: 'Y', cells: { lastname: 'a' } },
      ],
      LastEvaluatedKey: { PK: 'p', SK: 'va\u0001Y' },
    });
    const page = await queryRows({
      applicationId: A,
      elementKey: 'speakers',
      column: 'lastname',
      descending: true,
      range: { below: '~' },
      limit: 21,
    });
    expect(page).toEqual({
      rows: [
        { SK: 'vb\u0001X', recordId: 'X', cells: { lastname: 'b' } },
        { SK: 'va\u0001Y', recordId: 'Y', cells: { lastname: 'a' } },
      ],
      lastKey: 'va\u0001Y',
    });
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toEqual({
      TableName: 'noco-test',
      KeyConditionExpression: 'PK = :pk AND SK < :bound',
      ExpressionAttributeNames: { '#version': 'version', '#cells': 'cells', '#sample': 'sample' },
      ExpressionAttributeValues: { ':pk': `LIST#${A}#speakers#lastname`, ':bound': '~' },
      ProjectionExpression: 'SK, recordId, #version, createdAt, updatedAt, #cells, #sample',
      ScanIndexForward: false,
      Limit: 21,
    });
  });

  it('searches with a filter on the folded text, from a cursor, never without a Limit', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    await queryRows({
      applicationId: A,
      elementKey: 'speakers',
      column: '__createdAt',
      descending: false,
      after: 'vx',
      limit: 500,
      contains: 'eloise',
    });
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      KeyConditionExpression: 'PK = :pk',
      FilterExpression: 'contains(#search, :q)',
      ExpressionAttributeValues: { ':pk': `LIST#${A}#speakers#__createdAt`, ':q': 'eloise' },
      ExclusiveStartKey: { PK: `LIST#${A}#speakers#__createdAt`, SK: 'vx' },
      ScanIndexForward: true,
      Limit: 500,
    });
  });
});

describe('records repository: reads, history, re-index and purge', () => {
  const stored = (item: StoredRecord) => ({ PK: `APP#${A}`, SK: `REC#speakers#${item.recordId}`, _et: 'Record', ...item });

  it('reads a record and a version with consistent GetItems', async () => {
    dynamo.on(GetCommand).resolves({ Item: stored(record()) });
    expect(await getRecord(A, 'speakers', R)).toMatchObject({ recordId: R, version: 1 });
    expect(dynamo.commandCalls(GetCommand)[0]!.args[0].input).toMatchObject({
      Key: { PK: `APP#${A}`, SK: `REC#speakers#${R}` },
      ConsistentRead: true,
    });
    dynamo.on(GetCommand).resolves({});
    expect(await getVersion(A, 'speakers', R, 7)).toBeUndefined();
    expect(dynamo.commandCalls(GetCommand)[1]!.args[0].input.Key).toEqual({ PK: `APP#${A}`, SK: `VER#speakers#${R}#0000000007` });
  });

  it('lists versions newest first, the next page below the last version shown', async () => {
    const item = (n: number) => ({
      PK: `APP#${A}`,
      SK: `VER#speakers#${R}#${String(n).padStart(10, '0')}`,
      _et: 'RecordVersion',
      ...version(n),
    });
    dynamo.on(QueryCommand).resolves({ Items: [item(5), item(4)], LastEvaluatedKey: { PK: `APP#${A}`, SK: 'x' } });
    expect((await listVersions(A, 'speakers', R, { limit: 2 })).next).toBe(4);
    await listVersions(A, 'speakers', R, { limit: 2, after: 4 });
    const [first, second] = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(first).toMatchObject({ ScanIndexForward: false, Limit: 2, ConsistentRead: true });
    expect(Object.values(first!.ExpressionAttributeValues!)).toContain(`VER#speakers#${R}#`);
    expect(Object.values(second!.ExpressionAttributeValues!)).toEqual(
      expect.arrayContaining([`VER#speakers#${R}#`, `VER#speakers#${R}#0000000003`]),
    );
  });

  it('deletes the versions of a deleted record in batches', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ PK: `APP#${A}`, SK: `VER#speakers#${R}#0000000001` }] });
    dynamo.on(BatchWriteCommand).resolves({});
    await deleteVersions(A, 'speakers', R);
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({ Limit: 110, ProjectionExpression: 'PK, SK' });
    expect(dynamo.commandCalls(BatchWriteCommand)[0]!.args[0].input.RequestItems!['noco-test']).toEqual([
      { DeleteRequest: { Key: { PK: `APP#${A}`, SK: `VER#speakers#${R}#0000000001` } } },
    ]);
  });

  it("walks an element's records and re-indexes one at its version", async () => {
    dynamo.on(QueryCommand).resolves({ Items: [stored(record())], LastEvaluatedKey: { PK: `APP#${A}`, SK: 'x' } });
    expect((await recordsPage(A, 'speakers', undefined, 25)).next).toBe(`REC#speakers#${R}`);
    dynamo.on(TransactWriteCommand).resolves({});
    const rows = { sortKeys: { website: `vb.org\u0001${R}`, __createdAt: record().rows.__createdAt! }, cells: {}, search: '' };
    expect(await reindexRecord(record({ version: 4 }), rows, 9)).toBe(true);
    expect(sentItems()).toEqual([
      ['Update', `APP#${A}`, `REC#speakers#${R}`, '#c_1 = :c_1'],
      ['Delete', `LIST#${A}#speakers#lastname`, `vdurand\u0001${R}`, null],
      ['Put', `LIST#${A}#speakers#website`, `vb.org\u0001${R}`, null],
      ['Put', `LIST#${A}#speakers#__createdAt`, record().rows.__createdAt, null],
    ]);
    dynamo
      .on(TransactWriteCommand)
      .rejects(
        new TransactionCanceledException({ message: 'x', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] }),
      );
    expect(await reindexRecord(record({ version: 4 }), rows, 9)).toBe(false);
  });

  it("purges an application: each record's rows before the record, then the rest of its partition", async () => {
    let recordsLeft = 1;
    dynamo.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => {
      if (input.ExpressionAttributeValues[':prefix'] === 'REC#') {
        return {
          Items: recordsLeft-- > 0 ? [{ PK: `APP#${A}`, SK: `REC#speakers#${R}`, elementKey: 'speakers', rows: record().rows }] : [],
        };
      }
      return { Items: [] };
    });
    dynamo.on(BatchWriteCommand).resolves({});
    // A web app's host guards are read first (none here: not a web app).
    dynamo.on(BatchGetCommand).resolves({ Responses: { 'noco-test': [] } });
    expect(await purgeApplicationRecords(P, A, () => 60_000)).toBe('done');
    // The application's files go first: its prefix of the uploads bucket.
    expect(aws.s3()).toEqual([`GET /?list-type=2&prefix=files/${P}/${A}/&max-keys=1000`]);
    expect(aws.calls.every((call) => call.signed && call.url.host === 'noco-uploads-test.s3.eu-west-3.amazonaws.com')).toBe(true);
    const deleted = dynamo
      .commandCalls(BatchWriteCommand)
      .map((call) => call.args[0].input.RequestItems!['noco-test']!.map((request) => request.DeleteRequest!.Key!.PK));
    expect(deleted).toEqual([[`LIST#${A}#speakers#lastname`, `LIST#${A}#speakers#__createdAt`], [`APP#${A}`]]);
  });

  it("removes the rights on a deleted application: its Grant and Delegation items in the project's partition", async () => {
    dynamo.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => ({
      Items:
        input.ExpressionAttributeValues[':prefix'] === 'GRANT#'
          ? [{ PK: `PROJECT#${P}`, SK: `GRANT#C1#APP#${A}` }]
          : [{ PK: `PROJECT#${P}`, SK: `DELEGATE#ann@example.com#APP#${A}` }],
    }));
    dynamo.on(BatchWriteCommand).resolves({});
    await removeApplicationRights(P, A);
    const queries = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries.map((query) => query.ExpressionAttributeValues)).toEqual([
      { ':pk': `PROJECT#${P}`, ':prefix': 'GRANT#', ':application': A },
      { ':pk': `PROJECT#${P}`, ':prefix': 'DELEGATE#', ':application': A },
    ]);
    const deleted = dynamo
      .commandCalls(BatchWriteCommand)
      .flatMap((call) => call.args[0].input.RequestItems!['noco-test']!.map((request) => request.DeleteRequest!.Key!.SK));
    expect(deleted).toEqual([`GRANT#C1#APP#${A}`, `DELEGATE#ann@example.com#APP#${A}`]);
  });
});
