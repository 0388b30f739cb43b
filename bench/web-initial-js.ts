/**
 * Loads pages in headless Chromium against a running stack and sums the gzip size of every JavaScript
 * file the page downloaded until the network is idle: the initial JavaScript of that route.
 */
import type { Page } from 'playwright-core';
import { type Download, kb, signedInPage, sumGzip, watchDownloads } from './browser';
import { BENCH_PASSWORD, signUpCustomer } from './customer';
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

/**
 * Interactive modules: the participant page's whole JavaScript (`/fr/live/<p>/<a>`, a light entry of its
 * own, web/live.html: budget 60 KB gzip in all) and what the organiser's console adds beyond the project dashboard
 * (`…/applications/<a>/live` minus `/fr/customer/projects/<p>/dashboard`, both opened directly: the scripts the
 * console downloads that the dashboard does not; budget 80 KB gzip). Sizes in gzip -9. Part of `npm run bench -- web`.
 */
async function scriptsOf(page: Page, url: string): Promise<Download[]> {
  const downloads = watchDownloads(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  return (await Promise.all(downloads)).filter((file) => file.kind === 'script');
}

function print(label: string, total: number, budget: number, files: readonly Download[]): boolean {
  const within = total <= budget;
  console.log(`web ${label}: ${kb(total)} gzip of JavaScript in ${files.length} files (budget ${kb(budget)}, ${verdict(within)})`);
  for (const file of files) console.log(`    ${kb(file.gzip).padStart(9)}  ${file.path}`);
  return within;
}

export async function benchLivePages(baseUrl: string): Promise<boolean> {
  const { email } = await signUpCustomer(baseUrl, 'live-pages');
  const browser = await launchChromium();
  try {
    const page = await signedInPage(browser, baseUrl, email, BENCH_PASSWORD);
    const project = (await (
      await page.request.post('/api/projects', { data: { name: 'Live', languages: ['fr', 'en'], type: 'conference' } })
    ).json()) as { projectId: string };
    const created = await page.request.post(`/api/projects/${project.projectId}/applications`, {
      data: { kind: 'modules', title: 'Questions du public' },
    });
    if (!created.ok()) throw new Error(`creating a modules application answered ${created.status()}: ${await created.text()}`);
    const app = (await created.json()) as { applicationId: string; slug?: string };
    const base = `/api/projects/${project.projectId}/applications/${app.applicationId}/live`;
    await page.request.post(`${base}/channels`, { data: { name: 'Salle A' } });
    const live = (await (await page.request.get(base)).json()) as { participantPath?: string };
    const participantPath = `/fr${live.participantPath ?? `/live/${project.projectId}/${app.applicationId}`}`;

    // The participant page, in a fresh context (a phone, no session): everything it downloads.
    const phone = await browser.newContext({ locale: 'fr-FR' });
    const participant = await phone.newPage();
    const participantFiles = await scriptsOf(participant, `${baseUrl}${participantPath}`);
    await participant.getByRole('button', { name: 'Rejoindre' }).waitFor();
    let ok = print(`participant page ${participantPath}`, sumGzip(participantFiles), BUDGETS.liveParticipantJsGzipBytes, participantFiles);
    await phone.close();

    // The console: the scripts of its realtime screen that the project dashboard does not load.
    const dashboard = await scriptsOf(page, `/fr/customer/projects/${project.projectId}/dashboard`);
    const consolePage = await page.context().newPage();
    const consoleFiles = await scriptsOf(
      consolePage,
      `/fr/customer/projects/${project.projectId}/applications/${app.slug ?? app.applicationId}/live`,
    );
    const known = new Set(dashboard.map((file) => file.path));
    const added = consoleFiles.filter((file) => !known.has(file.path));
    ok = print('organiser console (…/live) beyond the project dashboard', sumGzip(added), BUDGETS.liveConsoleChunkGzipBytes, added) && ok;
    await page.context().close();
    return ok;
  } finally {
    await browser.close();
  }
}
