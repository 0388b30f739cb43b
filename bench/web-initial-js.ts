/**
 * Loads pages in headless Chromium against a running stack and sums the gzip size of every JavaScript
 * file the page downloaded until the network is idle: the initial JavaScript of that route.
 */
import { kb, sumGzip, watchDownloads } from './browser';
import { launchChromium } from '../test/helpers/chromium';
import { BUDGETS, verdict } from './budgets';

export async function benchInitialJs(baseUrl: string, paths: readonly string[]): Promise<boolean> {
  const browser = await launchChromium();
  let ok = true;
  try {
    for (const route of paths) {
      const page = await browser.newPage();
      const downloads = watchDownloads(page);
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      const files = (await Promise.all(downloads)).filter((file) => file.kind === 'script');
      const total = sumGzip(files);
      const within = total <= BUDGETS.initialJsGzipBytes;
      ok &&= within;
      console.log(
        `web ${route.padEnd(12)} initial JS ${kb(total)} gzip in ${files.length} files (budget ${kb(BUDGETS.initialJsGzipBytes)}, ${verdict(within)})`,
      );
      for (const file of files) console.log(`    ${kb(file.gzip).padStart(9)}  ${file.path}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return ok;
}
