/**
 * Records at scale, through the local gateway with 10,000 speakers seeded through the API:
 * a page of 50 sorted by last name (20 connections, 10 s), DynamoDB Local's raw Query rate for the same page and
 * the ratio, the DynamoDB requests of one page, a search for one name, and a save.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { READ_CACHE_TTL_MS } from '../functions/lib/cache/read-cache';
import { config } from '../functions/lib/config';
import { documentClient } from '../functions/lib/db/client';
import { recordKeys } from '../functions/lib/db/keys';
import { clean, load } from './autocannon';
import { BUDGETS, verdict } from './budgets';
import { signUp } from './customer';

const SEEDED = 10_000;
const SEED_IN_FLIGHT = 24;
const FIRST = ['Ana', 'Bruno', 'Chloé', 'Denis', 'Élise', 'François', 'Gaëlle', 'Hugo', 'Inès', 'Jules', 'Karim', 'Léa', 'Marc', 'Noémie'];
const LAST = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'Éluard',
  'Ôtis',
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchRecords(baseUrl: string, dynamo: { count: () => number }): Promise<boolean> {
  const cookie = await signUp(baseUrl, 'records');
  const headers = { 'content-type': 'application/json', cookie };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  const project = await call('POST', '/api/projects', { name: 'Bench', languages: ['fr', 'en'], type: 'conference' });
  const app = await call('POST', `/api/projects/${project.projectId}/applications`, { kind: 'speakers', title: 'Speakers' });
  const base = `/api/projects/${project.projectId}/applications/${app.applicationId}/elements/speakers/records`;

  const seedStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: SEED_IN_FLIGHT }, async () => {
      for (let i = next++; i < SEEDED; i = next++) {
        await call('POST', base, {
          values: {
            firstname: FIRST[i % FIRST.length],
            lastname: `${LAST[(i * 7) % LAST.length]} ${i}`,
            ___email: `speaker${i}@example.com`,
            company: i % 10 === 0 ? '' : `Société ${i % 97}`,
            jobTitle: { fr: 'Chercheuse', en: 'Researcher' },
          },
        });
      }
    }),
  );
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(
    `api records: ${SEEDED} speakers seeded through POST in ${seedSeconds.toFixed(1)} s (${Math.round(SEEDED / seedSeconds)} creates/s, ${SEED_IN_FLIGHT} in flight)`,
  );

  // DynamoDB requests of one page: cold (the session GetItem, the access BatchGetItem and the application's Query
  // in parallel, the list Query), then within the read cache's seconds (the list Query alone).
  const pageUrl = `${base}?sort=lastname&order=asc&limit=50`;
  const count = async () => {
    const before = dynamo.count();
    const page = await call('GET', pageUrl);
    return { page, requests: dynamo.count() - before };
  };
  await new Promise((resolve) => setTimeout(resolve, READ_CACHE_TTL_MS + 100));
  const cold = await count();
  const warm = await count();
  const page = warm.page;

  const result = await load(`${baseUrl}${pageUrl}`, { headers: { cookie }, connections: 20, seconds: 10 });
  const raw = await rawQuery(app.applicationId);
  const rate = result.requests.average;
  const listOk =
    clean(result) &&
    page.items.length === 50 &&
    cold.requests === 4 &&
    warm.requests === 1 &&
    rate >= BUDGETS.recordsPageRps &&
    result.latency.p99 <= BUDGETS.recordsPageP99Ms;
  console.log(
    `api GET …/records?sort=lastname&limit=50 (${SEEDED} records): DynamoDB requests per page ${cold.requests} cold (session, access, application, 1 list Query), ` +
      `${warm.requests} within ${READ_CACHE_TTL_MS / 1000} s (the list Query); ` +
      `20 connections 10 s: ${Math.round(rate)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors; ` +
      `DynamoDB Local alone, the same Query, 20 in flight: ${Math.round(raw.rate)} req/s, p99 ${raw.p99.toFixed(0)} ms (API/raw ${(rate / raw.rate).toFixed(2)}) ` +
      `(budget ≥ ${BUDGETS.recordsPageRps} req/s and p99 ${BUDGETS.recordsPageP99Ms} ms, ${verdict(listOk)})`,
  );

  // Search for one name among the 10,000 (a name on a few hundred records, and one on a single record).
  const searchTimes: number[] = [];
  let found = 0;
  let stoppedEarly = false;
  for (let round = 0; round < 25; round++) {
    const started = performance.now();
    const result = await call('GET', `${base}?q=${encodeURIComponent(round % 2 ? 'eluard' : 'Martin 4')}&sort=lastname`);
    searchTimes.push(performance.now() - started);
    found = Math.max(found, result.items.length);
    stoppedEarly ||= result.searchStoppedEarly;
  }
  const searchP50 = median(searchTimes);
  const searchOk = searchP50 <= BUDGETS.recordsSearchP50Ms && found > 0;
  console.log(
    `api GET …/records?q=… over ${SEEDED}: ${searchTimes.length} searches, p50 ${searchP50.toFixed(1)} ms, max ${Math.max(...searchTimes).toFixed(1)} ms, ` +
      `up to ${found} hits per page${stoppedEarly ? ', some stopped early (bounded read)' : ''} (budget p50 ${BUDGETS.recordsSearchP50Ms} ms, ${verdict(searchOk)})`,
  );

  // A save: 50 sequential updates of one record, each at the version the previous one returned.
  const record = page.items[0];
  let version: number = record.version;
  const saveTimes: number[] = [];
  const full = await call('GET', `${base}/${record.recordId}`);
  for (let round = 0; round < 55; round++) {
    const started = performance.now();
    version = (await call('PUT', `${base}/${record.recordId}`, { values: { ...full.values, company: `Société ${round}` }, version }))
      .version;
    if (round >= 5) saveTimes.push(performance.now() - started);
  }
  const saveP50 = median(saveTimes);
  const saveOk = saveP50 <= BUDGETS.recordsSaveP50Ms;
  console.log(
    `api PUT …/records/{id} ${saveTimes.length} saves: p50 ${saveP50.toFixed(1)} ms, max ${Math.max(...saveTimes).toFixed(1)} ms ` +
      `(budget p50 ${BUDGETS.recordsSaveP50Ms} ms, ${verdict(saveOk)})`,
  );
  return listOk && searchOk && saveOk;
}

/** DynamoDB Local answering the list's Query alone (Limit 51, as a page of 50 asks), 20 in flight for 10 s. */
async function rawQuery(applicationId: string): Promise<{ rate: number; p99: number }> {
  const input = {
    TableName: config().tableName,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': recordKeys.list(applicationId, 'speakers', 'lastname') },
    Limit: 51,
  };
  const until = performance.now() + 10_000;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await documentClient().send(new QueryCommand(input));
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rate: latencies.length / 10, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}
