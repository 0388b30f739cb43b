/**
 * The conductor page, in headless Chromium against the local stack serving `dist/web`: from a record's
 * view page, its printable run sheet — the project, application and element, the record's title, the fields laid out
 * as the form (labels in the UI language, values in the chosen project language), HTML sanitised, the version and its
 * date, the notes; "Imprimer" calls window.print; in print media the shell and the buttons are hidden, and Chromium
 * prints it as an A4 PDF. axe-core on the page; no sideways scroll at 390 px.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { activatedCustomer, loginThroughUi } from './customers';
import { checkA11y, expectNoSidewaysScroll, newPage } from './harness';

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** A signed-in customer, a French and English project, a speakers application and one speaker saved twice. */
async function speaker(): Promise<{ page: Page; recordPath: string }> {
  const owner = await activatedCustomer('conductor');
  const page = await newPage();
  await page.setViewportSize({ width: 1280, height: 1400 });
  await loginThroughUi(page, owner.email);
  const created = await page.request.post('/api/projects', {
    data: { name: 'Salon conducteur', languages: ['fr', 'en'], type: 'conference' },
  });
  expect(created.status()).toBe(201);
  const { projectId } = (await created.json()) as { projectId: string };
  const app = await page.request.post(`/api/projects/${projectId}/applications`, {
    data: { kind: 'speakers', title: 'Intervenants', description: '', url: '' },
  });
  expect(app.status()).toBe(201);
  const { slug } = (await app.json()) as { slug: string };
  const api = `/api/projects/${projectId}/applications/${slug}/elements/speakers/records`;
  const values = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    ___email: 'ada@example.com',
    company: 'Analytical Engines',
    jobTitle: { fr: 'Mathématicienne', en: 'Mathematician' },
    biography: { fr: '<p>Première <strong>programmeuse</strong></p>', en: '<p>First <strong>programmer</strong></p>' },
  };
  const saved = await page.request.post(api, { data: { values } });
  expect(saved.status()).toBe(201);
  const { recordId } = (await saved.json()) as { recordId: string };
  const updated = await page.request.put(`${api}/${recordId}`, { data: { values: { ...values, phone: '+33 1 23 45 67 89' }, version: 1 } });
  expect(updated.status()).toBe(200);
  return { page, recordPath: `/fr/customer/projects/${projectId}/applications/${slug}/speakers/${recordId}` };
}

/** The value shown under a field's label. */
const shownValue = (page: Page, label: string) =>
  page.locator('.conductor-field', { has: page.getByRole('heading', { level: 2, name: label, exact: true }) }).locator('.conductor-value');

test('the conductor page of a record: labels, values in a chosen language, version, print, A4 PDF', async () => {
  const { page, recordPath } = await speaker();
  await page.goto(`${recordPath}/view`);
  await page.getByRole('link', { name: 'Page conducteur' }).click();
  await page.waitForURL(`**${recordPath}/conducteur`);
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Lovelace');
  await page.getByText('Salon conducteur').waitFor();
  expect(await page.getByText(/^Version 2 du /).textContent()).toMatch(/2\d{3}/);
  expect(await shownValue(page, 'Prénom').textContent()).toBe('Ada');
  expect(await shownValue(page, 'Société').textContent()).toBe('Analytical Engines');
  expect(await shownValue(page, 'Fonction').textContent()).toBe('Mathématicienne');
  expect(await shownValue(page, 'Téléphone').textContent()).toBe('+33 1 23 45 67 89');
  expect(await shownValue(page, 'Site web').textContent()).toBe('Non renseigné');
  await poll(() => shownValue(page, 'Biographie').locator('strong').textContent()).toBe('programmeuse');
  // The form's two columns, side by side at 1280 px.
  const columns = page.locator('.conductor-fields > .conductor-column');
  expect(await columns.count()).toBe(2);
  const [left, right] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
  expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
  await page.getByRole('heading', { level: 2, name: 'Notes' }).waitFor();
  await checkA11y(page);

  // Values in English, labels still in French.
  await page.getByRole('combobox', { name: 'Langue des valeurs' }).selectOption({ label: 'Anglais' });
  await poll(() => shownValue(page, 'Fonction').textContent()).toBe('Mathematician');
  await poll(() => shownValue(page, 'Biographie').locator('strong').textContent()).toBe('programmer');

  // "Imprimer" asks the browser to print (stubbed: headless Chromium has no print dialog).
  await page.evaluate(() => {
    const state = window as unknown as { printed: number; print: () => void };
    state.printed = 0;
    state.print = () => {
      state.printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Imprimer' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // In print media: no shell, no navigation, no buttons; the sheet stays.
  await page.emulateMedia({ media: 'print' });
  expect(await page.locator('.site-header').isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Imprimer' }).isVisible()).toBe(false);
  expect(await page.getByRole('heading', { level: 1, name: 'Lovelace' }).isVisible()).toBe(true);
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // A4 portrait: 595 × 842 points.
  const box = /\/MediaBox \[([^\]]+)\]/.exec(pdf.toString('latin1'))?.[1];
  const [, , width, height] = (box ?? '').split(/\s+/).map(Number);
  expect(Math.round(width!)).toBe(595);
  expect(Math.round(height!)).toBe(842);
  await page.emulateMedia({ media: 'screen' });

  // A phone: one column, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'conductor page at 390 px', 390);
  await checkA11y(page);
}, 120_000);
