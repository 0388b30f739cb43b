/**
 * Records journeys (issue 10), in headless Chromium against the local stack serving `dist/web`:
 * - a speakers list of 23 seeded records: the count, sort by a column header, the next page, a search that folds
 *   accents; a new record typed with the keyboard only; an edit that meets a save from a second tab (the conflict
 *   keeps what was typed, reloads the latest version on demand, then saves); the history with its comparison and a
 *   restore; a copy without the address; a delete with its confirmation dialog;
 * - a catalogue item saved in a category, shown by name.
 * axe-core on every records screen. Project and applications are made through the API with the page's cookies.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { activatedCustomer, loginThroughUi } from './customers';
import { checkA11y, newPage } from './harness';

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

async function post(page: Page, path: string, data: object): Promise<{ [key: string]: unknown }> {
  const response = await page.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { [key: string]: unknown };
}

/** The last names shown in the list, in order. */
const lastNames = (page: Page) =>
  page.locator('table tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('th, td')?.textContent?.trim() ?? ''));

const NAMES = ['Durand', 'Éluard', 'Zola', 'eiffel', 'Ader', 'Curie', 'Pasteur', 'Lumière', 'Hugo', 'Verne', 'Sand', 'Colette'];

test('speakers: list, sort, page, search, keyboard create, conflicting edit, history and restore, copy, delete', async () => {
  const owner = await activatedCustomer('records');
  const page = await newPage();
  await page.setViewportSize({ width: 1280, height: 1000 });
  await loginThroughUi(page, owner.email);
  const { projectId } = (await post(page, '/api/projects', { name: 'Forum', languages: ['fr', 'en'], type: 'conference' })) as {
    projectId: string;
  };
  const { applicationId } = (await post(page, `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Intervenants' })) as {
    applicationId: string;
  };
  const api = `/api/projects/${projectId}/applications/${applicationId}/elements/speakers/records`;
  for (let i = 0; i < 23; i++) {
    const lastname = `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ` ${i}` : ''}`;
    await post(page, api, { values: { firstname: 'Marie', lastname, ___email: `s${i}@example.com`, company: `Société ${i}` } });
  }
  // The dashboard links the element's list (by the application's slug), with its count.
  await page.goto(`/fr/customer/projects/${projectId}/applications/${applicationId}`);
  await page
    .getByRole('link', { name: /Intervenants/ })
    .first()
    .click();
  await page.waitForURL(/\/applications\/[a-z0-9-]+\/speakers$/);
  const base = new URL(page.url()).pathname.replace(/\/speakers$/, '');
  await poll(() => page.getByText('23 fiches').count()).toBeGreaterThan(0);
  await poll(() => lastNames(page)).toEqual(expect.arrayContaining(['Ader']));
  expect((await lastNames(page)).slice(0, 3)).toEqual(['Ader', 'Ader 16', 'Colette']);
  await checkA11y(page);

  // Sorting by a column header, both directions; then the next page.
  const lastnameHeader = page.getByRole('columnheader', { name: /^Nom/ });
  await lastnameHeader.getByRole('button').click();
  await poll(() => lastnameHeader.getAttribute('aria-sort')).toBe('descending');
  await poll(async () => (await lastNames(page))[0]).toBe('Zola 14');
  await lastnameHeader.getByRole('button').click();
  await poll(() => lastnameHeader.getAttribute('aria-sort')).toBe('ascending');
  await page.getByRole('button', { name: 'Page suivante' }).click();
  await poll(async () => (await lastNames(page)).length).toBe(3);
  await page.getByRole('button', { name: 'Page précédente' }).click();
  await poll(async () => (await lastNames(page)).length).toBe(20);

  // Search folds case and accents.
  await page
    .getByRole('searchbox', { name: 'Rechercher' })
    .or(page.getByRole('textbox', { name: 'Rechercher' }))
    .fill('ELUARD');
  await poll(() => lastNames(page)).toEqual(['Éluard', 'Éluard 13']);
  await page
    .getByRole('searchbox', { name: 'Rechercher' })
    .or(page.getByRole('textbox', { name: 'Rechercher' }))
    .fill('');
  await poll(async () => (await lastNames(page)).length).toBe(20);

  // A new record, with the keyboard only.
  await page.getByRole('link', { name: 'Ajouter un intervenant' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${base}/speakers/new`);
  await page.getByRole('textbox', { name: 'Prénom' }).focus();
  await page.keyboard.type('Ada');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.com');
  await checkA11y(page);
  await page.getByRole('button', { name: 'Enregistrer' }).focus();
  await page.keyboard.press('Enter');
  const saved = page.getByRole('dialog', { name: 'Fiche enregistrée' });
  await poll(() => saved.isVisible()).toBe(true);
  await saved.getByRole('button', { name: 'Rester sur la fiche' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/speakers\/[0-9A-Z]{26}\/edit$/);
  const recordUrl = page.url();
  const recordId = /\/speakers\/([0-9A-Z]{26})\/edit$/.exec(recordUrl)![1]!;

  // An edit meets a save made meanwhile in a second tab: what was typed stays, the latest version can be loaded.
  const second = await page.context().newPage();
  await second.goto(recordUrl);
  await second.getByRole('textbox', { name: 'Société' }).fill('Analytical Engines');
  await second.getByRole('button', { name: 'Enregistrer' }).click();
  await poll(() => second.getByRole('dialog', { name: 'Fiche enregistrée' }).isVisible()).toBe(true);
  await page.getByRole('textbox', { name: 'Société' }).fill('Babbage & Co');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await poll(() => page.getByText('Une version plus récente a été enregistrée').count()).toBeGreaterThan(0);
  expect(await page.getByRole('textbox', { name: 'Société' }).inputValue()).toBe('Babbage & Co');
  await checkA11y(page);
  await page.getByRole('button', { name: 'Recharger la dernière version' }).click();
  await poll(() => page.getByRole('textbox', { name: 'Société' }).inputValue()).toBe('Analytical Engines');
  await page.getByRole('textbox', { name: 'Société' }).fill('Babbage & Co');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await poll(() => page.getByRole('dialog', { name: 'Fiche enregistrée' }).isVisible()).toBe(true);
  const afterSave = (await (await page.request.get(`${api}/${recordId}`)).json()) as { version: number; values: { company: string } };
  expect(afterSave).toMatchObject({ version: 3, values: { company: 'Babbage & Co' } });

  // The history compares a version with the current one and restores it as a new version.
  await page.goto(`${base}/speakers/${recordId}/history`);
  await poll(() => page.getByText('Version 3').count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Comparer avec la version actuelle (version 1)' }).click();
  await poll(() => page.getByText('Version 1 comparée à la version actuelle (3)').count()).toBeGreaterThan(0);
  await checkA11y(page);
  await page.getByRole('button', { name: 'Restaurer cette version (version 1)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restaurer' }).click();
  await poll(async () => ((await (await page.request.get(`${api}/${recordId}`)).json()) as { version: number }).version).toBe(4);
  const restored = (await (await page.request.get(`${api}/${recordId}`)).json()) as { values: { company: string } };
  expect(restored.values.company).toBe('');

  // A copy starts from the record, without its address.
  await page.goto(`${base}/speakers/new?from=${recordId}`);
  await poll(() => page.getByRole('textbox', { name: 'Nom', exact: true }).inputValue()).toBe('Lovelace');
  expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe('');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lovelace-Byron');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('byron@example.com');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await poll(() => page.getByRole('dialog', { name: 'Fiche enregistrée' }).isVisible()).toBe(true);

  // Delete, after its confirmation.
  await page.goto(`${base}/speakers`);
  await poll(() => page.getByText('25 fiches').count()).toBeGreaterThan(0);
  await page
    .getByRole('button', { name: 'Supprimer « Lovelace-Byron »' })
    .or(page.getByRole('link', { name: 'Supprimer « Lovelace-Byron »' }))
    .click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await poll(() => confirm.getByText('Supprimer cette fiche').count()).toBeGreaterThan(0);
  await checkA11y(page);
  await confirm.getByRole('button', { name: 'Supprimer la fiche' }).click();
  await poll(() => page.getByText('24 fiches').count()).toBeGreaterThan(0);
  await second.close();
});

test('a catalogue item saved in a category shows the category by name', async () => {
  const owner = await activatedCustomer('records-catalogue');
  const page = await newPage();
  await page.setViewportSize({ width: 390, height: 900 });
  await loginThroughUi(page, owner.email);
  const { projectId } = (await post(page, '/api/projects', { name: 'Boutique', languages: ['fr'], type: 'conference' })) as {
    projectId: string;
  };
  const { applicationId } = (await post(page, `/api/projects/${projectId}/applications`, { kind: 'catalogue', title: 'Catalogue' })) as {
    applicationId: string;
  };
  const root = `/api/projects/${projectId}/applications/${applicationId}/elements`;
  await post(page, `${root}/categories/records`, { values: { name: { fr: 'Chaussures' } } });
  await post(page, `${root}/categories/records`, { values: { name: { fr: 'Chapeaux' } } });
  const base = `/fr/customer/projects/${projectId}/applications/${applicationId}`;

  await page.goto(`${base}/items/new`);
  await page.getByRole('textbox', { name: 'Nom' }).first().fill('Botte de pluie');
  // react-aria draws the box over the native input: a click on the option's label, as a user does.
  await page.locator('label', { hasText: 'Chaussures' }).click();
  expect(await page.getByRole('checkbox', { name: 'Chaussures' }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await poll(() => page.getByRole('dialog', { name: 'Fiche enregistrée' }).isVisible()).toBe(true);
  await page.goto(`${base}/items`);
  await poll(() => page.getByText('Botte de pluie').count()).toBeGreaterThan(0);
  await poll(() => page.getByText('Chaussures').count()).toBeGreaterThan(0);
  // No sideways scrolling at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkA11y(page);
});
