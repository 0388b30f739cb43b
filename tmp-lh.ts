import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'] });
for (const page of ['/w/demo.example.com/fr/', '/w/demo.example.com/fr/speakers/']) {
  const result = await lighthouse(`http://localhost:4599${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  const lhr = result!.lhr;
  console.log(page, 'perf', lhr.categories.performance!.score, 'a11y', lhr.categories.accessibility!.score, ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => `${id}=${lhr.audits[id]!.displayValue}`).join(' '));
  for (const a of Object.values(lhr.audits)) if (a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric')) console.log('   ', a.id, a.score, a.displayValue ?? '');
}
await chrome.kill();
