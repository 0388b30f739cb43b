#!/usr/bin/env node
/**
 * Initial JavaScript of a page, gzipped: the entry of dist/web/index.html, its static imports (transitively),
 * the route chunk(s) and the catalogue chunk the page loads. Budget for `/fr`: 120 KB (entry + static imports
 * + the `/:lang` home chunk + the fr catalogue).
 *
 *   node web/scripts/initial-js-size.mjs [--budget 120] [chunk-name-prefix ...]   (default: home-page fr)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../../dist/web/', import.meta.url).pathname;
const args = process.argv.slice(2);
let budget = 120;
const budgetIndex = args.indexOf('--budget');
if (budgetIndex >= 0) {
  budget = Number(args[budgetIndex + 1]);
  args.splice(budgetIndex, 2);
}
const routeChunks = args.length > 0 ? args : ['home-page', 'fr'];

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no module entry in dist/web/index.html');

const assets = readdirSync(join(dist, 'assets'));
const seen = new Set();
const visit = (file) => {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  // Static imports only: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`.
  for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[^"'();]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    visit(join('assets', match[1].slice(2)));
  }
};
visit(entry);
for (const prefix of routeChunks) {
  const file = assets.find((name) => name.startsWith(`${prefix}-`) && name.endsWith('.js'));
  if (!file) throw new Error(`no chunk named ${prefix}-*.js`);
  visit(join('assets', file));
}

let total = 0;
for (const file of [...seen].sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total (gzip -9), budget ${budget} KB`);
if (total / 1024 > budget) process.exitCode = 1;
