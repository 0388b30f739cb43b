/**
 * Duplication journey, in headless Chromium against the local stack serving `dist/web`: a speakers
 * application with three records is duplicated with its records from one project into another through
 * `/fr/customer/copy` (checkbox and submit by keyboard), the job's progress ends on a link to the copy, which opens
 * its dashboard, whose list shows the copied records. axe-core on every screen; at 390 px the screen does not scroll
 * sideways.
 */
import { expect, test } from 'vitest';
import { activatedCustomer, loginThroughUi } from './customers';
import { checkA11y, expectNoSidewaysScroll, newPage } from './harness';

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });

const SPEAKERS = [
  { firstname: 'Ada', lastname: 'Lovelace', ___email: 'ada@example.com' },
  { firstname: 'Grace', lastname: 'Hopper', ___email: 'grace@example.com' },
  { firstname: 'Alan', lastname: 'Turing', ___email: 'alan@example.com' },
];

test('duplicate an application with its records into another project, then open the copy', async () => {
  const owner = await activatedCustomer('copies');
  const page = await newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughUi(page, owner.email);
  const project = async (name: string) => {
    const created = await page.request.post('/api/projects', { data: { name, languages: ['fr', 'en'], type: 'conference' } });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { projectId: string }).projectId;
  };
  const source = await project('Salon 2026');
  await project('Salon 2027');
  const app = await page.request.post(`/api/projects/${source}/applications`, {
    data: { kind: 'speakers', title: 'Intervenants', description: '', url: '' },
  });
  expect(app.status()).toBe(201);
  const { slug } = (await app.json()) as { slug: string };
  for (const values of SPEAKERS) {
    const created = await page.request.post(`/api/projects/${source}/applications/${slug}/elements/speakers/records`, { data: { values } });
    expect(created.status()).toBe(201);
  }

  await page.goto('/fr/customer/copy');
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dupliquer des applications');
  await checkA11y(page);
  await expectNoSidewaysScroll(page, 'copy screen', 390);

  await page.getByLabel('Projet source').selectOption({ label: 'Salon 2026' });
  const box = page.getByRole('checkbox', { name: 'Intervenants' });
  await box.waitFor();
  await box.focus();
  await page.keyboard.press('Space');
  expect(await box.isChecked()).toBe(true);
  await page.getByLabel('Projet de destination').selectOption({ label: 'Salon 2027' });
  expect(await page.getByRole('radio', { name: /La configuration, les fiches et leurs fichiers/ }).isChecked()).toBe(true);
  await checkA11y(page);
  await expectNoSidewaysScroll(page, 'copy screen, filled in', 390);
  await page.getByRole('button', { name: 'Dupliquer', exact: true }).focus();
  await page.keyboard.press('Enter');

  await page.getByText('La copie est prête.').waitFor({ timeout: 30_000 });
  await checkA11y(page);
  await expectNoSidewaysScroll(page, 'copy done', 390);
  await page.getByRole('link', { name: /^Ouvrir «\s*Intervenants\s*»$/ }).click();
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Intervenants');
  // The copy lives in the destination project, under its own id.
  expect(page.url()).not.toContain(source);
  await page.goto(`${new URL(page.url()).pathname}/speakers`);
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Liste des intervenants');
  for (const name of ['Lovelace', 'Hopper', 'Turing']) await page.getByRole('rowheader', { name }).waitFor();
  await checkA11y(page);
}, 180_000);
