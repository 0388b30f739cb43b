/**
 * Bundles each domain Lambda exactly as CDK does (infra/constructs bundling options), prints its minified
 * size, and the median cold `import` time over 20 fresh Node 24 processes.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { domains } from '../functions/manifest';
import { LAMBDA_BUNDLING } from '../infra/constructs/bundling';
import { testEnv } from '../test/helpers/api-event';
import { BUDGETS, verdict } from './budgets';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function benchLambdaBundles(): Promise<boolean> {
  let ok = true;
  for (const [domain, manifest] of Object.entries(domains)) {
    const outdir = path.join(ROOT, 'dist', 'bench', 'lambda', domain);
    mkdirSync(outdir, { recursive: true });
    const outfile = path.join(outdir, 'index.mjs');
    await build({ ...LAMBDA_BUNDLING, entryPoints: [path.join(ROOT, manifest.entry)], outfile, logLevel: 'error' });
    const bytes = statSync(outfile).size;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const out = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const t = performance.now(); await import(${JSON.stringify(outfile)}); console.log(performance.now() - t);`,
        ],
        { env: { ...process.env, ...testEnv(), LOG_LEVEL: 'SILENT' }, encoding: 'utf8' },
      );
      times.push(Number(out.trim()));
    }
    const ms = median(times);
    const budget = BUDGETS.lambdaBundleBytes;
    const sizeOk = bytes <= budget;
    const importOk = ms <= BUDGETS.lambdaColdImportMedianMs;
    ok &&= sizeOk && importOk;
    console.log(
      `lambda ${domain.padEnd(14)} bundle ${(bytes / 1024).toFixed(1)} KB (budget ${budget / 1024} KB, ${verdict(sizeOk)}); ` +
        `cold import median ${ms.toFixed(1)} ms over ${RUNS} processes (budget ${BUDGETS.lambdaColdImportMedianMs} ms, ${verdict(importOk)})`,
    );
  }
  return ok;
}
