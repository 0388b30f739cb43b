/**
 * `npm run bench`: every performance budget (bench/budgets.ts), measured and printed. Needs a web build
 * (`npm run build:web`), Java 17+ and Debian's chromium. Exits non-zero when a budget is exceeded.
 * `npm run bench -- lambda` (or web, api, login, records, uploads, bulk, imports, exports, samples, live, public, webapps) runs one group.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../local/stack';
import { benchHealth } from './health-latency';
import { benchLambdaBundles } from './lambda-bundles';
import { benchInitialJs, benchLivePages } from './web-initial-js';
import { benchProjectsList, countDynamoRequests } from './projects-list';
import { benchLogin } from './login';
import { benchLoginTiming } from './login-timing';
import { benchBuilderSave } from './builder-save';
import { benchBuilderChunk } from './builder-chunk';
import { benchRecordsChunk } from './records-chunk';
import { benchRecords } from './records';
import { benchUploads } from './uploads';
import { benchBulkSave } from './bulk-save';
import { benchExports } from './exports';
import { benchImports } from './imports';
import { benchSamples } from './samples';
import { benchLive } from './live';
import { benchPublicList } from './public-list';
import { benchSiteJs, benchSiteLighthouse } from './webapps';
import { benchWizardChunk } from './wizard-chunk';

const groups = process.argv.slice(2);
const wants = (name: string) => groups.length === 0 || groups.includes(name);
let ok = true;

if (wants('lambda')) ok = (await benchLambdaBundles()) && ok;
// The published site: its initial JavaScript, from the web build.
if (wants('web') || wants('webapps')) ok = benchSiteJs() && ok;

if (['web', 'api', 'login', 'records', 'uploads', 'bulk', 'imports', 'exports', 'samples', 'live', 'public', 'webapps'].some(wants)) {
  const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'noco-bench-s3-'));
  const stack = await startStack({ port: 0, s3Dir, logLevel: 'SILENT' });
  const dynamo = countDynamoRequests();
  try {
    if (wants('web')) {
      ok = (await benchInitialJs(stack.url, ['/fr', '/fr/login'])) && ok;
      ok = (await benchBuilderChunk(stack.url)) && ok;
      ok = (await benchRecordsChunk(stack.url)) && ok;
      ok = (await benchLivePages(stack.url)) && ok;
      ok = (await benchWizardChunk(stack.url)) && ok;
    }
    if (wants('api')) ok = (await benchHealth(stack.url)) && ok;
    if (wants('api') || wants('login')) {
      ok = (await benchLogin(stack.url)) && ok;
      ok = (await benchLoginTiming(stack.url)) && ok;
    }
    if (wants('api')) {
      ok = (await benchProjectsList(stack.url, dynamo)) && ok;
      ok = (await benchBuilderSave(stack.url)) && ok;
    }
    if (wants('records')) ok = (await benchRecords(stack.url, dynamo)) && ok;
    if (wants('uploads')) ok = (await benchUploads(stack.url)) && ok;
    if (wants('bulk')) ok = (await benchBulkSave(stack.url)) && ok;
    if (wants('exports')) ok = (await benchExports(stack.url)) && ok;
    if (wants('imports')) ok = (await benchImports(stack.url)) && ok;
    if (wants('samples')) ok = (await benchSamples(stack.url)) && ok;
    if (wants('live')) ok = (await benchLive(stack.url)) && ok;
    // Lighthouse on a published web app, then the public read API under load (whose thousands of requests
    // from this one address would otherwise fill the per-client limit that the site's pages then meet).
    if (wants('webapps')) ok = (await benchSiteLighthouse(stack.url)) && ok;
    if (wants('public')) ok = (await benchPublicList(stack.url)) && ok;
  } finally {
    await stack.stop();
    rmSync(s3Dir, { recursive: true, force: true });
  }
}
process.exit(ok ? 0 : 1);
