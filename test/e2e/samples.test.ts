/**
 * Sample data, in headless Chromium against the local stack serving `dist/web`: from the application
 * dashboard to the fakers screen, 50 sample speakers generated with their progress bar, the list showing them as
 * sample data, then their removal after a confirmation (the list is empty again); axe-core on the screen at each
 * step, and no sideways scrolling at 390 px.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { activatedCustomer, loginThroughUi } from './customers';
import { checkA11y, expectNoSidewaysScroll, newPage } from './harness';

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** Notes whether a progress bar ever shows on the page from now on (a short job may finish between two looks). */
async function watchProgressBars(page: Page) {
  await page.evaluate(() => {
    const seen = window as unknown as { progressSeen: boolean };
    seen.progressSeen = false;
    const look = () => {
      if (document.querySelector('[role="progressbar"]')) seen.progressSeen = true;
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen);
}

test('generate 50 sample speakers with their progress, see them listed as sample data, then remove them', async () => {
  const owner = await activatedCustomer('samples');
  const page = await newPage();
  await page.setViewportSize({ width: 1280, height: 1200 });
  await loginThroughUi(page, owner.email);
  const created = await page.request.post('/api/projects', {
    data: { name: 'Salon exemple', languages: ['fr', 'en'], type: 'conference' },
  });
  expect(created.status()).toBe(201);
  const { projectId } = (await created.json()) as { projectId: string };
  const app = await page.request.post(`/api/projects/${projectId}/applications`, { data: { kind: 'speakers', title: 'Intervenants' } });
  expect(app.status()).toBe(201);
  const { slug } = (await app.json()) as { slug: string };
  const appPath = `/fr/customer/projects/${projectId}/applications/${slug}`;
  const recordsApi = `/api/projects/${projectId}/applications/${slug}/elements/speakers/records?limit=100`;

  // From the application dashboard.
  await page.goto(appPath);
  await page.getByRole('link', { name: "Données d'exemple" }).click();
  await page.waitForURL(`**${appPath}/fakers`);
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe("Données d'exemple");
  const card = page.getByRole('region', { name: 'Intervenants' });
  await card.getByText('Aucune fiche', { exact: true }).waitFor();
  await checkA11y(page);

  const sawProgress = await watchProgressBars(page);
  await card.getByRole('spinbutton', { name: 'Nombre de lignes' }).fill('50');
  await card.getByRole('button', { name: 'Générer' }).click();
  await card.getByText("50 fiches d'exemple créées").waitFor({ timeout: 60_000 });
  expect(await sawProgress()).toBe(true);
  await card.getByText("50 fiches, dont 50 d'exemple").waitFor();
  await checkA11y(page);

  // The list: 50 records, every one sample data.
  await card.getByRole('link', { name: 'Voir la liste : Intervenants' }).click();
  await page.waitForURL(`**${appPath}/speakers`);
  await page.getByText('50 fiches', { exact: true }).waitFor();
  await poll(() => page.getByRole('table').getByRole('rowheader').count()).toBe(20);
  const listed = (await (await page.request.get(recordsApi)).json()) as { items: { sample?: boolean }[] };
  expect(listed.items).toHaveLength(50);
  expect(listed.items.every((item) => item.sample === true)).toBe(true);

  // Removed after a confirmation.
  await page.goto(`${appPath}/fakers`);
  const again = page.getByRole('region', { name: 'Intervenants' });
  await again.getByRole('button', { name: "Supprimer les données d'exemple de « Intervenants »" }).click();
  const dialog = page.getByRole('dialog', { name: "Supprimer les données d'exemple ?" });
  await dialog.getByText("Les 50 fiches d'exemple de « Intervenants » seront supprimées.", { exact: false }).waitFor();
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await again.getByText("50 fiches d'exemple supprimées").waitFor({ timeout: 60_000 });
  await again.getByText('Aucune fiche', { exact: true }).waitFor();
  await checkA11y(page);
  await page.goto(`${appPath}/speakers`);
  await page.getByText("Aucune fiche pour l'instant.").waitFor();
  expect(((await (await page.request.get(recordsApi)).json()) as { items: unknown[] }).items).toEqual([]);

  // A phone: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${appPath}/fakers`);
  await page.getByRole('region', { name: 'Intervenants' }).getByRole('spinbutton', { name: 'Nombre de lignes' }).waitFor();
  await expectNoSidewaysScroll(page, 'fakers', 390);
  await checkA11y(page);
}, 180_000);
