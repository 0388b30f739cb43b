/**
 * `GET /api/projects` for a customer with 200 projects, through the local gateway: how many DynamoDB
 * requests one listing makes (counted on the handlers' client), and the p99 latency a customer
 * sees (autocannon, one connection, 10 s, in its own process).
 */
import { READ_CACHE_TTL_MS } from '../functions/lib/cache/read-cache';
import { documentClient } from '../functions/lib/db/client';
import { clean, load } from './autocannon';
import { BUDGETS, verdict } from './budgets';
import { signUp } from './customer';

/**
 * Counts the DynamoDB requests of the handlers: the gateway runs them in this process, so they share the
 * one document client of functions/lib/db/client.ts, whose middleware stack sees every request.
 */
export function countDynamoRequests() {
  let count = 0;
  documentClient().middlewareStack.add(
    (next) => async (args) => {
      count++;
      return next(args);
    },
    { step: 'initialize', name: 'benchRequestCounter' },
  );
  return { count: () => count };
}

export async function benchProjectsList(baseUrl: string, dynamo: { count: () => number }): Promise<boolean> {
  const cookie = await signUp(baseUrl);
  const headers = { 'content-type': 'application/json', cookie };
  for (let i = 0; i < 200; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, k) =>
        fetch(`${baseUrl}/api/projects`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: `Projet ${i + k}`, languages: ['fr', 'en'], type: 'conference' }),
        }),
      ),
    );
  }
  await fetch(`${baseUrl}/api/projects`, { headers }); // warm
  // Once the session read the warm-up made has expired (docs/api.md › Reads reused by GETs): one GetItem for the
  // session, and the listing itself must be one Query.
  await new Promise((resolve) => setTimeout(resolve, READ_CACHE_TTL_MS + 100));
  const before = dynamo.count();
  const listed = (await (await fetch(`${baseUrl}/api/projects`, { headers })).json()) as { count: number };
  const requests = dynamo.count() - before;
  const listingRequests = requests - 1;

  // One customer opening the welcome page: requests one after another (1 connection), for 10 s.
  const result = await load(`${baseUrl}/api/projects`, { headers: { cookie }, connections: 1 });
  const within = listingRequests === 1 && clean(result) && result.latency.p99 <= BUDGETS.projectsListP99Ms && listed.count === 200;
  console.log(
    `api GET /api/projects (${listed.count} projects): ${listingRequests} DynamoDB request for the listing (+1 session read, reused by GETs for 2 s); ` +
      `1 connection 10 s: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, ` +
      `${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors ` +
      `(budget 1 request and p99 ${BUDGETS.projectsListP99Ms} ms, ${verdict(within)})`,
  );
  return within;
}
