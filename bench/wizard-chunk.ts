/**
 * The web app wizard adds at most 90 KB gzip of JavaScript beyond the dashboard, measured as the builder's
 * (bench/builder-chunk.ts): in headless Chromium, a customer opens a web app's dashboard, then follows its link to the
 * wizard; every script (and stylesheet) the page itself downloaded after the dashboard settled is the wizard's,
 * summed in gzip -9. The preview frames beside the step (the published site's own bundle, web/site.html, with its
 * own budget) are printed apart and not counted.
 *
 * Part of `npm run bench -- web`.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { BUDGETS, verdict } from './budgets';
import { type Download, kb, signedInPage, sumGzip } from './browser';
import { launchChromium } from '../test/helpers/chromium';
import { BENCH_PASSWORD, signUpCustomer } from './customer';

/** Downloads of the page itself and of its frames, apart. */
function watchByFrame(page: Page) {
  const own: Promise<Download>[] = [];
  const frames: Promise<Download>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const download = response
      .body()
      .then((body) => ({ path: new URL(response.url()).pathname, kind: type, gzip: gzipSync(body, { level: 9 }).length }) as Download);
    (request.frame() === page.mainFrame() ? own : frames).push(download);
  });
  return { own, frames };
}

export async function benchWizardChunk(baseUrl: string): Promise<boolean> {
  const { email } = await signUpCustomer(baseUrl, 'wizard');
  const browser = await launchChromium();
  try {
    const page = await signedInPage(browser, baseUrl, email, BENCH_PASSWORD);
    const project = (await (
      await page.request.post('/api/projects', { data: { name: 'Wizard', languages: ['fr', 'en'], type: 'conference' } })
    ).json()) as { projectId: string };
    const app = (await (
      await page.request.post(`/api/projects/${project.projectId}/applications`, { data: { kind: 'webapp', title: 'Site' } })
    ).json()) as { slug: string };

    await page.goto(`/fr/customer/projects/${project.projectId}/applications/${app.slug}`, { waitUntil: 'networkidle' });
    const downloads = watchByFrame(page);
    await page.getByRole('link', { name: "Ouvrir l'assistant de l'application web" }).click();
    await page.waitForURL(/\/webapp\/main$/);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(downloads.own);
    const framed = await Promise.all(downloads.frames);
    const scripts = files.filter((file) => file.kind === 'script');
    const total = sumGzip(scripts);
    const within = total <= BUDGETS.wizardChunkGzipBytes;
    console.log(
      `web wizard (…/webapp/main): ${kb(total)} gzip of JavaScript in ${scripts.length} files beyond the dashboard (budget ${kb(BUDGETS.wizardChunkGzipBytes)}, ${verdict(within)}), CSS ${kb(sumGzip(files.filter((file) => file.kind === 'stylesheet')))}; preview frames (the site's bundle, not counted): ${kb(sumGzip(framed.filter((file) => file.kind === 'script')))}`,
    );
    for (const file of files) console.log(`    ${kb(file.gzip).padStart(9)}  ${file.path}`);
    await page.context().close();
    return within;
  } finally {
    await browser.close();
  }
}
