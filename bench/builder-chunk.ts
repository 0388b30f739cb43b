/**
 * The builder's code loads only on the builder screens, within 90 KB gzip: in headless Chromium, a
 * customer opens an application dashboard, then follows its link to the form screen; every script (and
 * stylesheet) downloaded after the dashboard settled is the builder's (dnd-kit, the settings, the form
 * renderer with react-aria-components), summed in gzip -9. The list screen is measured the same way.
 *
 * Part of `npm run bench -- web`.
 */
import { BUDGETS, verdict } from './budgets';
import { kb, signedInPage, sumGzip, watchDownloads } from './browser';
import { launchChromium } from '../test/helpers/chromium';
import { BENCH_PASSWORD, signUpCustomer } from './customer';

export async function benchBuilderChunk(baseUrl: string): Promise<boolean> {
  const { email } = await signUpCustomer(baseUrl, 'chunk');
  const browser = await launchChromium();
  let ok = true;
  try {
    for (const screen of ['Formulaire', 'Liste'] as const) {
      const page = await signedInPage(browser, baseUrl, email, BENCH_PASSWORD);
      const project = (await (
        await page.request.post('/api/projects', { data: { name: 'Chunk', languages: ['fr', 'en'], type: 'conference' } })
      ).json()) as {
        projectId: string;
      };
      const app = (await (
        await page.request.post(`/api/projects/${project.projectId}/applications`, { data: { kind: 'speakers', title: 'Intervenants' } })
      ).json()) as { slug: string };

      await page.goto(`/fr/customer/projects/${project.projectId}/applications/${app.slug}`, { waitUntil: 'networkidle' });
      const downloads = watchDownloads(page);
      await page.getByRole('link', { name: `${screen} de « Intervenants »` }).click();
      await page.waitForURL(/\/(forms|table)$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const files = await Promise.all(downloads);
      const scripts = files.filter((file) => file.kind === 'script');
      const styles = files.filter((file) => file.kind === 'stylesheet');
      const total = sumGzip(scripts);
      const within = total <= BUDGETS.builderChunkGzipBytes;
      ok &&= within;
      console.log(
        `web builder ${screen === 'Formulaire' ? 'forms' : 'table'} screen: ${kb(total)} gzip of JavaScript in ${scripts.length} files beyond the dashboard (budget ${kb(BUDGETS.builderChunkGzipBytes)}, ${verdict(within)}), CSS ${kb(sumGzip(styles))}`,
      );
      for (const file of files) console.log(`    ${kb(file.gzip).padStart(9)}  ${file.path}`);
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
  return ok;
}
