/**
 * The bulk writer alone (functions/records/bulk-save.ts), in this process against the stack's DynamoDB Local:
 * 10,000 speakers created, then 5,000 of them updated, with the rows/s of each beside DynamoDB Local's raw
 * BatchWriteItem rate for the same number of items (what one item per request-slot costs the engine here), and a
 * replay of a step (nothing written twice, nothing counted twice).
 */
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { config } from '../functions/lib/config';
import { documentClient } from '../functions/lib/db/client';
import { keys } from '../functions/lib/db/keys';
import { type BulkEntry, bulkFinish, bulkRecordId, bulkSave, elementTarget } from '../functions/records/bulk-save';
import { apiCaller, signUp } from './customer';

const ROWS = 10_000;
const STEP = 250;

export async function benchBulkSave(baseUrl: string): Promise<boolean> {
  const cookie = await signUp(baseUrl, 'bulk');
  const call = apiCaller(baseUrl, cookie);
  const project = await call('POST', '/api/projects', { name: 'Bulk', languages: ['fr', 'en'], type: 'conference' });
  const app = await call('POST', `/api/projects/${project.projectId}/applications`, { kind: 'speakers', title: 'Speakers' });
  const target = (await elementTarget(project.projectId, app.applicationId, 'speakers'))!;
  const values = (i: number) => ({
    firstname: `Prénom ${i}`,
    lastname: `Nom ${i}`,
    ___email: `speaker${i}@example.com`,
    company: `Société ${i % 97}`,
    jobTitle: { fr: 'Chercheuse', en: 'Researcher' },
    biography: { fr: '<p>Une biographie de quelques mots.</p>', en: '<p>A short biography.</p>' },
    website: `https://example.com/${i}`,
    phone: '+33 6 12 34 56 78',
  });
  const author = { email: 'bench@example.com' };

  const createId = ulid();
  const creates: BulkEntry[] = Array.from({ length: ROWS }, (_, i) => ({
    kind: 'create',
    recordId: bulkRecordId(createId, i),
    values: values(i),
  }));
  let started = performance.now();
  let failed = 0;
  for (let step = 0; step * STEP < ROWS; step++) {
    const outcomes = await bulkSave(target, creates.slice(step * STEP, (step + 1) * STEP), author, {
      bulkId: createId,
      step,
      now: new Date(),
    });
    failed += outcomes.filter((outcome) => outcome.status === 'failed').length;
  }
  const createSeconds = (performance.now() - started) / 1000;
  // The first step again, as after a crash before its checkpoint: reported done, neither written nor counted again.
  const replay = await bulkSave(target, creates.slice(0, STEP), author, { bulkId: createId, step: 0, now: new Date() });
  await bulkFinish(target, createId);

  const updateId = ulid();
  const updates: BulkEntry[] = Array.from({ length: ROWS / 2 }, (_, i) => ({
    kind: 'update',
    recordId: bulkRecordId(createId, i * 2),
    expectedVersion: 1,
    patch: { company: `Entreprise ${i}`, lastname: `Autre ${i}` },
  }));
  started = performance.now();
  for (let step = 0; step * STEP < updates.length; step++) {
    const outcomes = await bulkSave(target, updates.slice(step * STEP, (step + 1) * STEP), author, {
      bulkId: updateId,
      step,
      now: new Date(),
    });
    failed += outcomes.filter((outcome) => outcome.status === 'failed').length;
  }
  const updateSeconds = (performance.now() - started) / 1000;

  const counter = await documentClient().send(
    new GetCommand({
      TableName: config().tableName,
      Key: { PK: keys.project(target.projectId), SK: keys.elementCounter(target.applicationId, 'speakers') },
    }),
  );
  const listed = await call(
    'GET',
    `/api/projects/${project.projectId}/applications/${app.applicationId}/elements/speakers/records?limit=1&q=autre`,
  );

  // The engine's raw rate for as many items as the creates wrote: BatchWriteItem, 25 per request, 16 in flight.
  const itemsPerCreate = 3 + target.table.columns.length + 2;
  const raw = Array.from({ length: ROWS * itemsPerCreate }, (_, i) => ({
    PK: `BENCH#${createId}#${i % itemsPerCreate}`,
    SK: `${i}`,
    values: values(i),
  }));
  started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let batch = next++; batch * 25 < raw.length; batch = next++) {
        let pending = raw.slice(batch * 25, batch * 25 + 25).map((Item) => ({ PutRequest: { Item } }));
        while (pending.length) {
          const result = await documentClient().send(new BatchWriteCommand({ RequestItems: { [config().tableName]: pending } }));
          pending = (result.UnprocessedItems?.[config().tableName] ?? []) as typeof pending;
        }
      }
    }),
  );
  const rawSeconds = (performance.now() - started) / 1000;
  console.log(
    `bulk save: ${ROWS} creates in ${createSeconds.toFixed(1)} s (${Math.round(ROWS / createSeconds)} rows/s, ${itemsPerCreate} items each); ` +
      `${ROWS / 2} updates in ${updateSeconds.toFixed(1)} s (${Math.round(ROWS / 2 / updateSeconds)} rows/s); ` +
      `DynamoDB Local raw BatchWriteItem of the creates' ${raw.length} items: ${rawSeconds.toFixed(1)} s (${Math.round(ROWS / rawSeconds)} rows/s)`,
  );
  const ok =
    failed === 0 && replay.every((outcome) => outcome.status === 'created') && counter.Item?.count === ROWS && listed.items.length === 1;
  console.log(
    `bulk save: failures ${failed}, replayed step reported done: ${replay.every((outcome) => outcome.status === 'created')}, element count ${counter.Item?.count} (expected ${ROWS}) ${ok ? 'OK' : 'WRONG'}`,
  );
  return ok;
}
