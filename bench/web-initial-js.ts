/**
 * Loads pages in headless Chromium against a running stack and sums the gzip size of every JavaScript
 * file the page downloaded until the network is idle: the initial JavaScript of that route.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { BUDGETS, verdict } from './budgets';

export async function benchInitialJs(baseUrl: string, paths: readonly string[]): Promise<boolean> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  let ok = true;
  try {
    for (const route of paths) {
      const page = await browser.newPage();
      const scripts: Promise<{ url: string; gzip: number }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url())) {
          scripts.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })));
        }
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      const files = await Promise.all(scripts);
      const total = files.reduce((sum, file) => sum + file.gzip, 0);
      const within = total <= BUDGETS.initialJsGzipBytes;
      ok &&= within;
      console.log(
        `web ${route.padEnd(12)} initial JS ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files (budget ${BUDGETS.initialJsGzipBytes / 1024} KB, ${verdict(within)})`,
      );
      for (const file of files) console.log(`    ${(file.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(file.url).pathname}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return ok;
}
