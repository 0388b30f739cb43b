/**
 * The records screens' code loads only on those screens, within 60 KB gzip beyond the application dashboard
 * in headless Chromium, a customer opens an application dashboard, follows its link to the speakers'
 * list, then opens a record (its view, with an HTML biography: the sanitiser's chunk), its edit screen and its
 * history; every script (and stylesheet) downloaded after the dashboard settled is summed in gzip -9.
 *
 * Uploads may add at most 15 KB gzip to the edit screen: the records screens' figure is compared with
 * its figure before uploads (the budget), and the edit screen's whole JavaScript (a page opened straight at a
 * record's edit screen, framework included) is printed beside its figure before uploads.
 *
 * Part of `npm run bench -- web`.
 */
import { BUDGETS, verdict } from './budgets';
import { kb, signedInPage, sumGzip, watchDownloads } from './browser';
import { launchChromium } from '../test/helpers/chromium';
import { BENCH_PASSWORD, signUpCustomer } from './customer';

const signedKb = (bytes: number) => `${bytes < 0 ? '−' : '+'}${kb(Math.abs(bytes))}`;

export async function benchRecordsChunk(baseUrl: string): Promise<boolean> {
  const { email } = await signUpCustomer(baseUrl, 'records-chunk');
  const browser = await launchChromium();
  try {
    const page = await signedInPage(browser, baseUrl, email, BENCH_PASSWORD);
    const project = (await (
      await page.request.post('/api/projects', { data: { name: 'Chunk', languages: ['fr', 'en'], type: 'conference' } })
    ).json()) as { projectId: string };
    const app = (await (
      await page.request.post(`/api/projects/${project.projectId}/applications`, { data: { kind: 'speakers', title: 'Intervenants' } })
    ).json()) as { slug: string };
    await page.request.post(`/api/projects/${project.projectId}/applications/${app.slug}/elements/speakers/records`, {
      data: {
        values: {
          firstname: 'Ada',
          lastname: 'Lovelace',
          ___email: 'ada@example.com',
          biography: { fr: '<p>Première <strong>programmeuse</strong></p>', en: '' },
        },
      },
    });

    await page.goto(`/fr/customer/projects/${project.projectId}/applications/${app.slug}`, { waitUntil: 'networkidle' });
    const downloads = watchDownloads(page);
    const settle = async (heading: string | RegExp) => {
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
    };
    await page.getByRole('link', { name: 'Intervenants', exact: true }).click();
    await settle('Liste des intervenants');
    await page.getByRole('link', { name: 'Voir « Lovelace »' }).click();
    await settle("Fiche de l'intervenant");
    await page.getByRole('navigation', { name: 'Écrans de la fiche' }).getByRole('link', { name: 'Modifier' }).click();
    await settle("Modifier l'intervenant");
    const editUrl = page.url();
    await page.getByRole('navigation', { name: 'Écrans de la fiche' }).getByRole('link', { name: 'Historique' }).click();
    await settle(/^Historique de/);
    const files = await Promise.all(downloads);
    const scripts = files.filter((file) => file.kind === 'script');
    const styles = files.filter((file) => file.kind === 'stylesheet');
    const total = sumGzip(scripts);
    // The records screens' budget, plus the 15 KB granted the edit screen for uploads.
    const budget = BUDGETS.recordsChunkGzipBytes + BUDGETS.recordsEditUploadsGzipBytes;
    const within = total <= budget;
    console.log(
      `web records screens (list, view, edit, history): ${kb(total)} gzip of JavaScript in ${scripts.length} files beyond the dashboard (budget ${kb(budget)}: ${kb(BUDGETS.recordsChunkGzipBytes)} + ${kb(BUDGETS.recordsEditUploadsGzipBytes)} for uploads, ${verdict(within)}), CSS ${kb(sumGzip(styles))}`,
    );
    for (const file of files) console.log(`    ${kb(file.gzip).padStart(9)}  ${file.path}`);

    // The edit screen: the records screens' growth since before uploads, and the edit screen's whole JavaScript.
    const editPage = await page.context().newPage();
    const editDownloads = watchDownloads(editPage);
    await editPage.goto(editUrl);
    await editPage.getByRole('heading', { level: 1, name: "Modifier l'intervenant" }).waitFor();
    await editPage.waitForLoadState('networkidle');
    const edit = sumGzip((await Promise.all(editDownloads)).filter((file) => file.kind === 'script'));
    const growth = total - BUDGETS.recordsChunkBeforeUploadsGzipBytes;
    // Uploads' share was measured once they were done (+14.6 KB, within their +15 KB); what came after (the list's
    // selection, toolbar and sample mark, and the exports texts the list loads) is printed apart and counts against the total.
    const sinceUploads = total - BUDGETS.recordsChunkAfterUploadsGzipBytes;
    console.log(
      `web records edit screen opened directly: ${kb(edit)} gzip of JavaScript (before uploads ${kb(BUDGETS.recordsEditBeforeUploadsGzipBytes)}, ` +
        `${signedKb(edit - BUDGETS.recordsEditBeforeUploadsGzipBytes)}); the records screens ${kb(total)}: ${signedKb(growth)} since before uploads, ` +
        `of which ${signedKb(sinceUploads)} since uploads were done (${kb(BUDGETS.recordsChunkAfterUploadsGzipBytes)})`,
    );
    await page.context().close();
    return within;
  } finally {
    await browser.close();
  }
}
