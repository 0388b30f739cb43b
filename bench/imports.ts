/**
 * CSV paste import at scale, through the local gateway: 5,000 speakers seeded through an import, then a
 * paste of 10,000 rows × 12 columns, half of them updates of those speakers: the preview's p50 over 5 runs, and the
 * commit end to end (POST commit → the job succeeded), with its rows/s beside DynamoDB Local's raw BatchWriteItem rate
 * for the element's items once imported (records, versions, guards, list rows), copied into a scratch partition.
 */
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { IMPORT_INLINE_MAX_BYTES } from '../shared/schemas/imports';
import { config } from '../functions/lib/config';
import { documentClient } from '../functions/lib/db/client';
import { deleteKeys } from '../functions/lib/db/batch';
import { recordKeys } from '../functions/lib/db/keys';
import { BUDGETS, verdict } from './budgets';
import { signUp } from './customer';

const SEEDED = 5_000;
const ROWS = 10_000;
const PREVIEW_RUNS = 5;
const RAW_IN_FLIGHT = 8;
const HEADER = 'firstname;lastname;___email;company;jobTitle;jobTitle.en;biography;biography.en;website;linkedin;phone;photo';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const row = (index: number, edition: string) =>
  [
    `Prénom ${index}`,
    `Nom ${index}`,
    `speaker${index}@example.com`,
    `Société ${index % 97}`,
    `Chercheuse ${edition}`,
    `Researcher ${edition}`,
    `"<p>Biographie de l'intervenant ${index}; ${edition}.</p>"`,
    `<p>Biography of speaker ${index}.</p>`,
    `https://example.org/${index}`,
    `https://linkedin.com/in/speaker${index}`,
    `+33 1 23 45 ${String(index % 100).padStart(2, '0')} 00`,
    '',
  ].join(';');

export async function benchImports(baseUrl: string): Promise<boolean> {
  const cookie = await signUp(baseUrl, 'imports');
  const headers = { 'content-type': 'application/json', cookie };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  };
  const project = await call('POST', '/api/projects', { name: 'Bench', languages: ['fr', 'en'], type: 'conference' });
  const app = await call('POST', `/api/projects/${project.projectId}/applications`, { kind: 'speakers', title: 'Speakers' });
  const base = `/api/projects/${project.projectId}/applications/${app.applicationId}/elements/speakers/records`;

  /** A paste inline when small enough, else through a source (a presigned POST to s3rver). */
  const preview = async (csv: string) => {
    if (Buffer.byteLength(csv) <= IMPORT_INLINE_MAX_BYTES) return call('POST', `${base}/imports`, { csv });
    const source = await call('POST', `${base}/imports/sources`, { size: Buffer.byteLength(csv) });
    const form = new FormData();
    for (const [name, value] of Object.entries(source.fields as Record<string, string>)) form.append(name, value);
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'paste.csv');
    const posted = await fetch(source.url, { method: 'POST', body: form });
    if (posted.status >= 300) throw new Error(`the source's POST answered ${posted.status}`);
    return call('POST', `${base}/imports`, { sourceId: source.sourceId });
  };
  const commit = async (importId: string) => {
    const { jobId } = await call('POST', `${base}/imports/${importId}/commit`, {});
    for (;;) {
      const job = await call('GET', `/api/jobs/${jobId}`);
      if (job.status === 'succeeded') return job.result;
      if (job.status === 'failed') throw new Error(`the import failed: ${JSON.stringify(job.error)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const seedStarted = performance.now();
  const seed = await preview(`${HEADER}\r\n${Array.from({ length: SEEDED }, (_, index) => row(index, '2025')).join('\r\n')}\r\n`);
  const seeded = await commit(seed.importId);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`api import: ${seeded.created} speakers seeded through one import (preview + commit) in ${seedSeconds.toFixed(1)} s`);

  // Half updates (speakers 0–4,999), half creates (5,000–9,999).
  const paste = `\uFEFF${HEADER}\r\n${Array.from({ length: ROWS }, (_, index) => row(index, '2026')).join('\r\n')}\r\n`;
  const times: number[] = [];
  let last: { importId: string; counts: Record<string, number> } | undefined;
  for (let run = 0; run < PREVIEW_RUNS; run++) {
    const started = performance.now();
    last = await preview(paste);
    times.push(performance.now() - started);
  }
  const previewP50 = median(times);
  const countsOk = last!.counts.create === ROWS - SEEDED && last!.counts.update === SEEDED && last!.counts.error === 0;
  const previewOk = countsOk && previewP50 <= BUDGETS.importPreviewP50Ms;
  console.log(
    `api POST …/imports ${ROWS} rows × 12 columns (${(Buffer.byteLength(paste) / 1024 / 1024).toFixed(1)} MB, through a source), ` +
      `${SEEDED} updates: ${PREVIEW_RUNS} previews, p50 ${previewP50.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms, ` +
      `counts ${JSON.stringify(last!.counts)} (budget p50 ${BUDGETS.importPreviewP50Ms} ms, ${verdict(previewOk)})`,
  );

  const commitStarted = performance.now();
  const result = await commit(last!.importId);
  const commitMs = performance.now() - commitStarted;
  const table = await call('GET', base.replace(/\/records$/, '/table'));
  const raw = await rawBatchWrite(app.applicationId, [...table.table.columns, '__createdAt', '__updatedAt']);
  const rowsPerSecond = ROWS / (commitMs / 1000);
  const commitOk =
    result.created === ROWS - SEEDED && result.updated === SEEDED && result.failed === 0 && commitMs <= BUDGETS.importCommitMs;
  console.log(
    `api POST …/imports/{id}/commit → job succeeded: ${(commitMs / 1000).toFixed(1)} s for ${ROWS} rows (${Math.round(rowsPerSecond)} rows/s; ` +
      `created ${result.created}, updated ${result.updated}, failed ${result.failed}); DynamoDB Local raw BatchWriteItem of the same items ` +
      `(the element's ${raw.items} records, versions, guards and list rows, copied to a scratch partition, ${RAW_IN_FLIGHT} in flight): ` +
      `${Math.round(raw.rate)} items/s, i.e. ${(raw.items / raw.rate).toFixed(1)} s for them ` +
      `(budget ${BUDGETS.importCommitMs / 1000} s, ${verdict(commitOk)})`,
  );
  return previewOk && commitOk;
}

/** Every item of some partitions (Query, 1,000 a page). */
async function partitionItems(partition: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: config().tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        Limit: 1_000,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/**
 * The items the import wrote (the records, versions and e-mail guards in the application's partition, the rows of
 * every list column), copied raw into a scratch partition with BatchWriteItem, 25 a call, RAW_IN_FLIGHT calls at once:
 * DynamoDB Local's own rate for the same items, in items/s.
 */
async function rawBatchWrite(applicationId: string, columns: readonly string[]): Promise<{ items: number; rate: number }> {
  const partition = `BENCH#${ulid()}`;
  const sources = [recordKeys.partition(applicationId), ...columns.map((column) => recordKeys.list(applicationId, 'speakers', column))];
  const items = (await Promise.all(sources.map(partitionItems)))
    .flat()
    .map((item) => ({ ...item, PK: partition, SK: `${String(item.PK)}|${String(item.SK)}` }));
  const batches: (typeof items)[] = [];
  for (let start = 0; start < items.length; start += 25) batches.push(items.slice(start, start + 25));
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: RAW_IN_FLIGHT }, async () => {
      for (let index = next++; index < batches.length; index = next++) {
        let pending = batches[index]!.map((Item) => ({ PutRequest: { Item } }));
        while (pending.length) {
          const result = await documentClient().send(new BatchWriteCommand({ RequestItems: { [config().tableName]: pending } }));
          pending = (result.UnprocessedItems?.[config().tableName] ?? []) as typeof pending;
        }
      }
    }),
  );
  const rate = items.length / ((performance.now() - started) / 1000);
  await deleteKeys(items.map(({ PK, SK }) => ({ PK, SK })));
  return { items: items.length, rate };
}
