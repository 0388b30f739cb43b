/**
 * Exports at scale: 10,000 speakers exported to CSV through the API (job start to succeeded, the job worker
 * writing to s3rver), and the exporting process's memory: the `exportRecords` runner run in this process over 10,000
 * then 100,000 records, RSS and heap sampled, the growth from one to the other printed. Records are seeded raw with
 * BatchWriteItem (only the record items an export reads, and the element's counter), for speed.
 */
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../functions/lib/config';
import { documentClient } from '../functions/lib/db/client';
import { keys, recordKeys } from '../functions/lib/db/keys';
import type { JobItem } from '../functions/lib/job-store';
import type { JobContext } from '../functions/lib/jobs';
import { exportRecords } from '../functions/records/jobs';
import { BUDGETS, verdict } from './budgets';
import { signUp } from './customer';

const SMALL = 10_000;
/** `BENCH_EXPORTS_LARGE=20000 npm run bench -- exports` for a quicker run (the budget is set for 100,000). */
const LARGE = Number(process.env.BENCH_EXPORTS_LARGE ?? 100_000);
const WRITES_IN_FLIGHT = 16;
const FIRST = ['Ana', 'Bruno', 'Chloé', 'Denis', 'Élise', 'François', 'Gaëlle', 'Hugo', 'Inès', 'Jules'];
const LAST = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Durand', 'Leroy', 'Moreau', 'Lefèvre', 'Éluard'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => bytes / 1024 / 1024;

/** A speaker as the records domain stores it (values in the shapes of shared/record-values.ts). */
function recordItem(projectId: string, applicationId: string, n: number) {
  const recordId = `01JBENCH${String(n).padStart(18, '0')}`;
  const at = new Date(Date.UTC(2026, 10, 1) + n * 1000).toISOString();
  return {
    PK: recordKeys.partition(applicationId),
    SK: recordKeys.record('speakers', recordId),
    _et: 'Record',
    applicationId,
    elementKey: 'speakers',
    recordId,
    projectId,
    values: {
      firstname: FIRST[n % FIRST.length],
      lastname: `${LAST[(n * 7) % LAST.length]} ${n}`,
      ___email: `speaker${n}@example.com`,
      company: n % 10 === 0 ? '' : `Société ${n % 97}; Groupe`,
      jobTitle: { fr: 'Chercheuse', en: 'Researcher' },
      photo: [],
      biography: { fr: `<p>Biographie de l'intervenant ${n}, « avec des accents » et un retour\nà la ligne.</p>`, en: '' },
      website: `https://example.org/${n}`,
      linkedin: '',
      phone: '+33 1 23 45 67 89',
    },
    version: 1,
    createdAt: at,
    updatedAt: at,
    createdBy: 'bench@example.com',
    updatedBy: 'bench@example.com',
    rows: {},
    indexedFor: 1,
    emailKey: `speaker${n}@example.com`,
    refs: [],
  };
}

/** Writes `count` records of the element straight to DynamoDB Local, 25 per BatchWriteItem, and sets its counter. */
async function seed(projectId: string, applicationId: string, count: number): Promise<number> {
  const started = performance.now();
  const client = documentClient();
  const TableName = config().tableName;
  let next = 0;
  const claim = () => {
    const start = next;
    next += 25;
    return start;
  };
  await Promise.all(
    Array.from({ length: WRITES_IN_FLIGHT }, async () => {
      for (let start = claim(); start < count; start = claim()) {
        let pending = Array.from({ length: Math.min(25, count - start) }, (_, i) => ({
          PutRequest: { Item: recordItem(projectId, applicationId, start + i) },
        }));
        while (pending.length) {
          const result = await client.send(new BatchWriteCommand({ RequestItems: { [TableName]: pending } }));
          pending = (result.UnprocessedItems?.[TableName] ?? []) as typeof pending;
        }
      }
    }),
  );
  await client.send(
    new UpdateCommand({
      TableName,
      Key: { PK: keys.project(projectId), SK: keys.elementCounter(applicationId, 'speakers') },
      UpdateExpression: 'SET #count = :count',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':count': count },
    }),
  );
  return (performance.now() - started) / 1000;
}

/** The runner in this process, as the worker runs it (one invocation of 5 minutes), sampling memory every 20 ms. */
async function runInProcess(projectId: string, applicationId: string, jobId: string) {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const deadline = Date.now() + 300_000;
  let checkpoint: Record<string, unknown> | undefined;
  let result: unknown;
  const job = {
    jobId,
    type: 'exportRecords',
    ownerId: 'bench',
    projectId,
    input: {
      applicationId,
      element: 'speakers',
      format: 'csv',
      fields: ['firstname', 'lastname', '___email', 'company', 'jobTitle', 'biography', 'website', 'phone'],
      records: { kind: 'all' },
      mapping: {},
      language: 'fr',
      fileName: 'bench.csv',
    },
  } as unknown as JobItem;
  const started = performance.now();
  for (;;) {
    const ctx: JobContext = {
      remainingMs: () => deadline - Date.now(),
      checkpoint,
      progress: async (_done, _total, saved) => {
        if (saved) checkpoint = saved;
      },
      setResult: (value) => {
        result = value;
      },
    };
    if ((await exportRecords({ ...job, checkpoint } as JobItem, ctx)) === 'done') break;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    seconds,
    result: result as { rows: number; bytes: number },
    rssGrowth: peakRss - before.rss,
    heapGrowth: peakHeap - before.heapUsed,
    peakRss,
    peakHeap,
  };
}

export async function benchExports(baseUrl: string): Promise<boolean> {
  const cookie = await signUp(baseUrl, 'exports');
  const headers = { 'content-type': 'application/json', cookie };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  const project = await call('POST', '/api/projects', { name: 'Bench exports', languages: ['fr', 'en'], type: 'conference' });
  const small = await call('POST', `/api/projects/${project.projectId}/applications`, { kind: 'speakers', title: 'Intervenants' });
  const large = await call('POST', `/api/projects/${project.projectId}/applications`, { kind: 'speakers', title: 'Intervenants XL' });
  const seedSmall = await seed(project.projectId, small.applicationId, SMALL);
  const seedLarge = await seed(project.projectId, large.applicationId, LARGE);
  console.log(
    `exports: seeded ${SMALL} + ${LARGE} speakers raw with BatchWriteItem in ${(seedSmall + seedLarge).toFixed(1)} s ` +
      `(${Math.round((SMALL + LARGE) / (seedSmall + seedLarge))} items/s, ${WRITES_IN_FLIGHT} in flight)`,
  );

  // Through the API: job start to succeeded, polled every 25 ms.
  const base = `/api/projects/${project.projectId}/applications/${small.applicationId}/elements/speakers/records`;
  const times: number[] = [];
  let rows = 0;
  let bytes = 0;
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    const { jobId } = await call('POST', `${base}/exports`, { format: 'csv', records: { kind: 'all' } });
    for (;;) {
      const job = await call('GET', `/api/jobs/${jobId}`);
      if (job.status === 'failed') throw new Error(`export failed: ${JSON.stringify(job.error)}`);
      if (job.status === 'succeeded') {
        ({ rows, bytes } = job.result);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    times.push((performance.now() - started) / 1000);
    if (round === 0) {
      // The file is there, whole.
      const link = await call('GET', `${base}/exports/${jobId}/download`);
      const file = await fetch(link.url);
      if ((await file.arrayBuffer()).byteLength !== bytes) throw new Error('the downloaded export differs from its result');
    }
  }
  const seconds = median(times);
  const timeOk = rows === SMALL && seconds <= BUDGETS.exportCsv10kSeconds;
  console.log(
    `api POST …/records/exports csv, ${SMALL} speakers × all fields: job start to succeeded median ${seconds.toFixed(2)} s ` +
      `of ${times.length} (min ${Math.min(...times).toFixed(2)} s), ${rows} rows, ${mb(bytes).toFixed(1)} MB, ` +
      `${Math.round(rows / seconds)} rows/s (budget ${BUDGETS.exportCsv10kSeconds} s, ${verdict(timeOk)})`,
  );

  // In this process: the runner's memory over 10,000, then 100,000 records.
  const smallRun = await runInProcess(project.projectId, small.applicationId, '01JBENCHJOB000000000000001');
  const largeRun = await runInProcess(project.projectId, large.applicationId, '01JBENCHJOB000000000000002');
  const rssGrowth = largeRun.peakRss - smallRun.peakRss;
  const heapGrowth = largeRun.peakHeap - smallRun.peakHeap;
  const memoryOk = largeRun.result.rows === LARGE && rssGrowth < BUDGETS.exportMemoryGrowthMb * 1024 * 1024;
  for (const [label, run] of [
    [SMALL, smallRun],
    [LARGE, largeRun],
  ] as const) {
    console.log(
      `exports in-process runner, ${label} rows: ${run.seconds.toFixed(2)} s (${Math.round(run.result.rows / run.seconds)} rows/s), ` +
        `${mb(run.result.bytes).toFixed(1)} MB written in 5 MB parts; peak RSS ${mb(run.peakRss).toFixed(0)} MB ` +
        `(+${mb(run.rssGrowth).toFixed(1)} MB during the run), peak heap ${mb(run.peakHeap).toFixed(0)} MB (+${mb(run.heapGrowth).toFixed(1)} MB)`,
    );
  }
  console.log(
    `exports memory from ${SMALL} to ${LARGE} rows: peak RSS ${rssGrowth >= 0 ? '+' : ''}${mb(rssGrowth).toFixed(1)} MB, ` +
      `peak heap ${heapGrowth >= 0 ? '+' : ''}${mb(heapGrowth).toFixed(1)} MB ` +
      `(budget < ${BUDGETS.exportMemoryGrowthMb} MB, ${verdict(memoryOk)})`,
  );
  return timeOk && memoryOk;
}
