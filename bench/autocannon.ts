import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

export interface LoadResult {
  readonly latency: { p50: number; p99: number; max: number };
  readonly requests: { average: number; total: number };
  readonly non2xx: number;
  readonly errors: number;
}

/**
 * autocannon in its own process (asynchronously: the gateway under test runs in this process's event loop),
 * 20 connections for 10 s unless told otherwise.
 */
export async function load(
  url: string,
  options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('autocannon/package.json')), 'autocannon.js');
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [bin, '-c', String(options.connections ?? 20), '-d', String(options.seconds ?? 10), '-j', ...headerArgs, url],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LoadResult;
}

/** A load run counts only when requests went through and none failed. */
export const clean = (result: LoadResult): boolean => result.requests.total > 0 && result.errors === 0 && result.non2xx === 0;
