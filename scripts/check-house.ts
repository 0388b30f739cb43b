/**
 * House rules that no linter knows (`npm run check:house`, part of `npm run check`; docs/testing.md "Checks"):
 * - a module holds what one person reads at once: at most MAX_LINES lines, message catalogues and data tables aside;
 * - key strings are spelled in one place, functions/lib/db/keys.ts (docs/data-model.md, "Reaching the table").
 * Functions over 120 lines are biome's `noExcessiveLinesPerFunction`; cycles between domains, dependency-cruiser's.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX_LINES = 400;

/** Files allowed past MAX_LINES, each with its reason. Tests are not modules to hold in mind: they are lists of cases. */
const SIZE_ALLOWLIST: Record<string, string> = {};

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const TEST = /(\.test\.tsx?$)|(^test\/)|(^web\/src\/test\/)|(\/test-[^/]+\.tsx?$)/;
/** A partition or sort key prefix (`APP#`, `LIVE#CHANNEL#`) or the metadata sort key, as a string or template literal. */
const KEY_STRING = /(['"`])(?:[A-Z][A-Z0-9_]*#|META\1)/;
const KEYS_MODULE = 'functions/lib/db/keys.ts';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => CODE.test(file) && !TEST.test(file) && !file.startsWith('node_modules/'));

const problems: string[] = [];
for (const file of files) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the work tree, still in the index
  }
  const lines = text.split('\n');
  const count = text.endsWith('\n') ? lines.length - 1 : lines.length;
  if (count > MAX_LINES && !(file in SIZE_ALLOWLIST)) {
    problems.push(`${file}: ${count} lines, over ${MAX_LINES}: cut it along its seams (or allowlist a data table, with its reason)`);
  }
  if (file.startsWith('functions/') && file !== KEYS_MODULE) {
    lines.forEach((line, index) => {
      if (KEY_STRING.test(line) && !line.trimStart().startsWith('*') && !line.trimStart().startsWith('//')) {
        problems.push(`${file}:${index + 1}: a key string outside ${KEYS_MODULE}: build it there`);
      }
    });
  }
}
for (const file of Object.keys(SIZE_ALLOWLIST)) {
  if (!files.includes(file)) problems.push(`${file}: allowlisted in scripts/check-house.ts but gone: drop it from the list`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n✖ ${problems.length} house rule(s) broken`);
  process.exit(1);
}
console.log(`✔ house rules hold (${files.length} modules)`);
