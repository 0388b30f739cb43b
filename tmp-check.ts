import { launchChromium } from './test/helpers/chromium';
import { readFileSync } from 'node:fs';
const axe = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const errors: string[] = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
const base = 'http://localhost:4599/w/demo.example.com';
for (const p of ['/', '/fr/speakers/', '/fr/speakers/01J00000000000000000000001', '/fr/sponsor/', '/fr/cms/', '/fr/pages/a-propos', '/fr/practical', '/fr/legal/notice', '/en/', '/fr/nope']) {
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.evaluate(axe);
  const result = await page.evaluate(async () => (globalThis as any).axe.run({ runOnly: ['wcag2a', 'wcag2aa', 'best-practice'] }));
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(p, '→', page.url().replace(base, ''), '|', await page.title(), '| h1:', await page.locator('h1').first().textContent(), '| sideways:', sideways, '| lang', await page.evaluate(() => document.documentElement.lang));
  for (const v of result.violations) console.log('   AXE', v.id, v.impact, v.nodes.length, v.nodes[0]?.target, v.nodes[0]?.failureSummary?.slice(0, 200));
  await page.screenshot({ path: `/tmp/sitefx/${p.replace(/\W+/g, '_') || 'root'}.png`, fullPage: true });
}
// client-side navigation + focus
await page.goto(base + '/fr/', { waitUntil: 'networkidle' });
await page.getByRole('link', { name: 'Voir les intervenants' }).click();
await page.getByRole('heading', { name: 'Intervenants', level: 1 }).waitFor();
console.log('focused:', await page.evaluate(() => document.activeElement?.tagName + ' ' + document.activeElement?.textContent));
await page.getByLabel('Rechercher dans Intervenants').fill('1');
await page.getByRole('button', { name: 'Rechercher' }).click();
await page.waitForTimeout(300);
console.log('cards after search:', await page.locator('.site-card').count());
await page.getByRole('button', { name: 'Afficher plus' }).click().catch(() => console.log('no more button'));
await page.getByRole('link', { name: 'English' }).click();
await page.waitForTimeout(300);
console.log('after lang switch:', page.url(), await page.locator('h1').textContent());
console.log('head:', await page.evaluate(() => [...document.head.querySelectorAll('meta,link')].map((e) => e.outerHTML).join('\n')));
console.log('errors:', errors);
await browser.close();
