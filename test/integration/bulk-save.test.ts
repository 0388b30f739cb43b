/**
 * The bulk writer (functions/records/bulk-save.ts) in-process against the stack's DynamoDB Local: the records rules hold
 * (e-mail uniqueness, versions, category usage, the element's count), a replayed step neither writes nor counts twice,
 * and sample data is removed in one pass.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, test } from 'vitest';
import { keys } from '../../functions/lib/db/keys';
import { type BulkEntry, bulkDelete, bulkFinish, bulkRecordId, bulkSave, elementTarget } from '../../functions/records/bulk-save';
import { localDb, signedInCustomer, useStackEnvironment } from '../helpers/local-aws';

const author = { email: 'bulk@example.com' };
const speaker = (n: number, extra: Record<string, unknown> = {}) => ({
  firstname: `Prénom ${n}`,
  lastname: `Nom ${n}`,
  ___email: `speaker${n}@example.com`,
  ...extra,
});

describe('bulk writes of records', () => {
  let owner: Awaited<ReturnType<typeof signedInCustomer>>;
  let projectId: string;
  let applicationId: string;
  const base = () => `/api/projects/${projectId}/applications/${applicationId}/elements/speakers/records`;
  const counter = async () => {
    const db = localDb();
    const { Item } = await db.client.send(
      new GetCommand({ TableName: db.TableName, Key: { PK: keys.project(projectId), SK: keys.elementCounter(applicationId, 'speakers') } }),
    );
    return Item as { count: number; samples?: number } & Record<string, unknown>;
  };
  const target = async () => (await elementTarget(projectId, applicationId, 'speakers'))!;

  beforeAll(async () => {
    useStackEnvironment();
    owner = await signedInCustomer('bulk');
    const project = await owner.api.call('POST', '/api/projects', { name: 'Bulk', languages: ['fr', 'en'], type: 'conference' });
    projectId = project.body.projectId;
    const app = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Intervenants' });
    applicationId = app.body.applicationId;
  });

  test('creates, counts once per step, replays a step without writing or counting twice', async () => {
    const bulkId = ulid();
    const entries: BulkEntry[] = Array.from({ length: 30 }, (_, n) => ({
      kind: 'create',
      recordId: bulkRecordId(bulkId, n),
      values: speaker(n),
    }));
    const first = await bulkSave(await target(), entries, author, { bulkId, step: 0, now: new Date() });
    expect(first.every((outcome) => outcome.status === 'created')).toBe(true);
    // The step again, as after a crash before its checkpoint: done, not written again, not counted again.
    const replay = await bulkSave(await target(), entries, author, { bulkId, step: 0, now: new Date() });
    expect(replay.every((outcome) => outcome.status === 'created')).toBe(true);
    expect((await counter()).count).toBe(30);
    await bulkFinish(await target(), bulkId);
    expect(Object.keys(await counter()).some((name) => name.startsWith('bulk_'))).toBe(false);

    const list = await owner.api.call('GET', `${base()}?limit=100`);
    expect(list.body.items).toHaveLength(30);
    const one = await owner.api.call('GET', `${base()}/${bulkRecordId(bulkId, 7)}`);
    expect(one.body).toMatchObject({ version: 1, values: { ___email: 'speaker7@example.com' }, updatedBy: author.email });
    const versions = await owner.api.call('GET', `${base()}/${bulkRecordId(bulkId, 7)}/versions`);
    expect(versions.body.items).toHaveLength(1);
  });

  test('an address already taken and a record changed since the plan are refused; the others are written', async () => {
    const taken = await owner.api.call('POST', base(), { values: speaker(100) });
    const saved = await owner.api.call('POST', base(), { values: speaker(101) });
    await owner.api.call('PUT', `${base()}/${saved.body.recordId}`, { values: speaker(101, { company: 'Ailleurs' }), version: 1 });
    const bulkId = ulid();
    const outcomes = await bulkSave(
      await target(),
      [
        { kind: 'create', recordId: bulkRecordId(bulkId, 0), values: speaker(100) },
        { kind: 'create', recordId: bulkRecordId(bulkId, 1), values: speaker(102) },
        { kind: 'update', recordId: saved.body.recordId, expectedVersion: 1, patch: { company: 'Import' } },
        { kind: 'update', recordId: taken.body.recordId, expectedVersion: 1, patch: { company: 'Import' } },
        { kind: 'update', recordId: ulid(), expectedVersion: 1, patch: { company: 'Import' } },
      ],
      author,
      { bulkId, step: 0, now: new Date() },
    );
    expect(outcomes).toEqual([
      { status: 'failed', reason: 'emailTaken', field: '___email' },
      { status: 'created' },
      { status: 'failed', reason: 'changed' },
      { status: 'updated' },
      { status: 'failed', reason: 'gone' },
    ]);
    const updated = await owner.api.call('GET', `${base()}/${taken.body.recordId}`);
    expect(updated.body).toMatchObject({ version: 2, values: { company: 'Import', firstname: 'Prénom 100' } });
    const kept = await owner.api.call('GET', `${base()}/${saved.body.recordId}`);
    expect(kept.body).toMatchObject({ version: 2, values: { company: 'Ailleurs' } });
    await bulkFinish(await target(), bulkId);
  });

  test('sample data is listed as such, counted, and removed in one pass (records that are not samples stay)', async () => {
    const before = (await counter()).count;
    const bulkId = ulid();
    const ids = Array.from({ length: 12 }, (_, n) => bulkRecordId(bulkId, n));
    const entries: BulkEntry[] = ids.map((recordId, n) => ({ kind: 'create', recordId, values: speaker(500 + n), sample: true }));
    await bulkSave(await target(), entries, author, { bulkId, step: 0, now: new Date() });
    expect(await counter()).toMatchObject({ count: before + 12, samples: 12 });
    const list = await owner.api.call('GET', `${base()}?q=${encodeURIComponent('speaker50')}&limit=100`);
    expect(list.body.items.length).toBeGreaterThan(0);
    expect(list.body.items.every((item: { sample?: boolean }) => item.sample === true)).toBe(true);

    const plain = await owner.api.call('GET', `${base()}?limit=1`);
    const removed = await bulkDelete(await target(), [...ids, plain.body.items[0].recordId], { onlySamples: true });
    expect(removed).toBe(12);
    expect(await counter()).toMatchObject({ count: before, samples: 0 });
    expect((await owner.api.call('GET', `${base()}/${ids[0]}`)).status).toBe(404);
    expect((await owner.api.call('GET', `${base()}/${plain.body.items[0].recordId}`)).status).toBe(200);
    // The addresses are free again.
    expect((await owner.api.call('POST', base(), { values: speaker(500) })).status).toBe(201);
  });
});
