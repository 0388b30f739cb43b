/** `GET /api/health` through the local gateway with 20 connections for 10 s. */
import { clean, load } from './autocannon';
import { BUDGETS, verdict } from './budgets';

export async function benchHealth(baseUrl: string): Promise<boolean> {
  const result = await load(`${baseUrl}/api/health`);
  const within = clean(result) && result.latency.p99 <= BUDGETS.healthP99Ms;
  console.log(
    `api GET /api/health 20 connections 10 s: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, ` +
      `${Math.round(result.requests.average)} req/s, ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors ` +
      `(budget p99 ${BUDGETS.healthP99Ms} ms, ${verdict(within)})`,
  );
  return within;
}
