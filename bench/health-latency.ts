/**
 * `GET /api/health` through the local gateway with 20 connections for 10 s. autocannon runs in its own
 * process so that it does not share the gateway's event loop.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BUDGETS, verdict } from './budgets';

export function benchHealth(baseUrl: string): boolean {
  const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('autocannon/package.json')), 'autocannon.js');
  const out = execFileSync(process.execPath, [bin, '-c', '20', '-d', '10', '-j', `${baseUrl}/api/health`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(out) as {
    latency: { p50: number; p99: number; max: number };
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
  };
  const within = result.latency.p99 <= BUDGETS.healthP99Ms && result.non2xx === 0 && result.errors === 0;
  console.log(
    `api GET /api/health 20 connections 10 s: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, ` +
      `${Math.round(result.requests.average)} req/s, ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors ` +
      `(budget p99 ${BUDGETS.healthP99Ms} ms, ${verdict(within)})`,
  );
  return within;
}
