/**
 * Records journeys, in headless Chromium against the local stack serving `dist/web`:
 * - a speakers list of 25 records: sort by a column header (both directions), search (accents and case ignored), page;
 * - create a record, edit it while a second tab saves first (409: the latest beside what was typed, then reload),
 *   its history with a comparison and a restore, a copy (the unique address left empty), delete with confirmation;
 * - a catalogue item in a category made on the categories' screens;
 * - with the keyboard only: add a record, then delete it;
 * - at 360 px no records screen scrolls sideways.
 * axe-core on every screen. Projects, applications and seed records are made through the API with the page's cookies.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { activatedCustomer, loginThroughUi } from './customers';
import { checkA11y, newPage, expectNoSidewaysScroll } from './harness';

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

interface Speakers {
  readonly page: Page;
  /** `/fr/customer/projects/{projectId}/applications/{slug}` */
  readonly appPath: string;
  /** `/api/projects/{projectId}/applications/{slug}/elements/speakers/records` */
  readonly api: string;
}

async function createApplication(page: Page, projectId: string, body: object): Promise<string> {
  const response = await page.request.post(`/api/projects/${projectId}/applications`, { data: body });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { slug: string }).slug;
}

/** A signed-in customer with a project (French, English) and a speakers application holding `count` records. */
async function speakersWith(count: number, label: string): Promise<Speakers> {
  const owner = await activatedCustomer(label);
  const page = await newPage();
  await page.setViewportSize({ width: 1280, height: 1600 });
  await loginThroughUi(page, owner.email);
  const created = await page.request.post('/api/projects', {
    data: { name: 'Salon records', languages: ['fr', 'en'], type: 'conference' },
  });
  expect(created.status()).toBe(201);
  const { projectId } = (await created.json()) as { projectId: string };
  const slug = await createApplication(page, projectId, { kind: 'speakers', title: 'Intervenants', description: '', url: '' });
  const api = `/api/projects/${projectId}/applications/${slug}/elements/speakers/records`;
  for (let index = 1; index <= count; index += 1) {
    const number = String(index).padStart(2, '0');
    const response = await page.request.post(api, {
      data: {
        values:
          index === 1
            ? { firstname: 'Élodie', lastname: 'Ébrard', ___email: 'elodie@example.com', company: 'Éditions du Sud' }
            : { firstname: `Prénom ${number}`, lastname: `Nom ${number}`, ___email: `speaker${number}@example.com`, company: 'ACME' },
      },
    });
    expect(response.status()).toBe(201);
  }
  return { page, appPath: `/fr/customer/projects/${projectId}/applications/${slug}`, api };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const table = (page: Page) => page.getByRole('table');
const rowNames = (page: Page) =>
  table(page)
    .getByRole('rowheader')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim()));

test('a list of 25 speakers: sorted by a header in both directions, searched without accents, paged', async () => {
  const { page, appPath } = await speakersWith(25, 'records-list');
  // From the application dashboard, the element's name opens its list.
  await page.goto(appPath);
  await page.getByRole('link', { name: 'Intervenants', exact: true }).click();
  await page.waitForURL(`**${appPath}/speakers`);
  await poll(() => heading(page).textContent()).toBe('Liste des intervenants');
  await page.getByText('25 fiches').waitFor();
  await checkA11y(page);
  // The first column, ascending, 20 per page (the list's configuration); É sorts with E.
  const lastname = table(page).getByRole('columnheader', { name: 'Nom', exact: true });
  expect(await lastname.getAttribute('aria-sort')).toBe('ascending');
  await poll(() => rowNames(page)).toHaveLength(20);
  expect((await rowNames(page))[0]).toBe('Ébrard');

  await lastname.getByRole('button').click();
  await poll(async () => (await rowNames(page))[0]).toBe('Nom 25');
  expect(await lastname.getAttribute('aria-sort')).toBe('descending');
  await lastname.getByRole('button').click();
  await poll(async () => (await rowNames(page))[0]).toBe('Ébrard');

  // Pages: next, then previous.
  const pages = page.getByRole('navigation', { name: 'Pages de la liste' });
  await pages.getByRole('button', { name: 'Page suivante' }).click();
  await poll(() => rowNames(page)).toHaveLength(5);
  await pages.getByText('Page 2').waitFor();
  expect(await pages.getByRole('button', { name: 'Page suivante' }).getAttribute('aria-disabled')).toBe('true');
  await pages.getByRole('button', { name: 'Page précédente' }).click();
  await poll(() => rowNames(page)).toHaveLength(20);

  // Search: neither case nor accents count.
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('EDITIONS');
  await poll(() => rowNames(page)).toEqual(['Ébrard']);
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('zzz');
  await page.getByText('Aucune fiche ne correspond à « zzz ».').waitFor();
  await checkA11y(page);
}, 120_000);

test('create, edit against a second tab (409), history and restore, copy, delete with confirmation', async () => {
  const { page, appPath } = await speakersWith(1, 'records-write');
  const list = `${appPath}/speakers`;
  await page.goto(list);
  await poll(() => heading(page).textContent()).toBe('Liste des intervenants');

  // Create.
  await page.getByRole('link', { name: 'Ajouter un intervenant' }).click();
  await poll(() => heading(page).textContent()).toBe('Ajouter un intervenant');
  await checkA11y(page);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // The browser checks first: the first mandatory field takes the focus.
  await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Grace');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Hopper');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('grace@example.com');
  await page.getByRole('textbox', { name: 'Société', exact: true }).fill('Navy');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const saved = page.getByRole('dialog', { name: 'Fiche enregistrée' });
  await saved.waitFor();
  await checkA11y(page);
  await saved.getByRole('button', { name: 'Rester sur la fiche' }).click();
  await page.waitForURL(/\/speakers\/[0-9A-Z]{26}\/edit$/);
  const edit = page.url();
  await poll(() => heading(page).textContent()).toBe("Modifier l'intervenant");
  await page
    .getByText(/version 1/)
    .first()
    .waitFor();

  // A second tab saves the record first.
  const other = await page.context().newPage();
  await other.goto(edit);
  await poll(() => heading(other).textContent()).toBe("Modifier l'intervenant");
  await other.getByRole('textbox', { name: 'Société', exact: true }).fill('Remington Rand');
  await other.getByRole('button', { name: 'Enregistrer' }).click();
  await other.getByRole('dialog', { name: 'Fiche enregistrée' }).waitFor();
  await other.close();

  // This tab's save is refused: the latest version beside what was typed, which stays in the form until the reload.
  await page.getByRole('textbox', { name: 'Société', exact: true }).fill('US Navy');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const alert = page.getByRole('alert').filter({ hasText: "Vos modifications n'ont pas pu être enregistrées" });
  await alert.getByText(/a enregistré la version 2/).waitFor();
  const compared = alert.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Société' }) });
  await compared.getByText('Remington Rand').waitFor();
  await compared.getByText('US Navy').waitFor();
  expect(await page.getByRole('textbox', { name: 'Société', exact: true }).inputValue()).toBe('US Navy');
  await checkA11y(page);
  await alert.getByRole('button', { name: 'Recharger la dernière version' }).click();
  expect(await page.getByRole('textbox', { name: 'Société', exact: true }).inputValue()).toBe('Remington Rand');
  await page.getByRole('textbox', { name: 'Société', exact: true }).fill('UNIVAC');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByRole('dialog', { name: 'Fiche enregistrée' }).getByRole('button', { name: 'Rester sur la fiche' }).click();
  await page
    .getByText(/version 3/)
    .first()
    .waitFor();

  // History: three versions, the one before compared with the current one; restore the first.
  await page.getByRole('navigation', { name: 'Écrans de la fiche' }).getByRole('link', { name: 'Historique' }).click();
  await poll(() => heading(page).textContent()).toBe('Historique de « Hopper »');
  await page.getByRole('heading', { level: 3, name: /^Version 3/ }).waitFor();
  const diff = page.getByRole('table', { name: /Version 2 comparée à la version actuelle/ });
  const company = diff.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Société/ }) });
  await company.getByText('Modifié').waitFor();
  await company.getByText('Remington Rand').waitFor();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Restaurer la version 1' }).click();
  const restore = page.getByRole('dialog', { name: 'Restaurer la version 1 ?' });
  await restore.getByRole('button', { name: 'Restaurer' }).click();
  await page.waitForURL(/\/view$/);
  await poll(() => heading(page).textContent()).toBe("Fiche de l'intervenant");
  expect(await page.getByRole('textbox', { name: 'Société', exact: true }).inputValue()).toBe('Navy');
  await page
    .getByText(/version 4/)
    .first()
    .waitFor();
  await checkA11y(page);

  // Copy: the add screen with its values, the unique address empty.
  await page.getByRole('navigation', { name: 'Écrans de la fiche' }).getByRole('link', { name: 'Copier' }).click();
  await poll(() => heading(page).textContent()).toBe('Ajouter un intervenant');
  await page.getByText(/Copie de la fiche « Hopper »/).waitFor();
  expect(await page.getByRole('textbox', { name: 'Prénom', exact: true }).inputValue()).toBe('Grace');
  expect(await page.getByRole('textbox', { name: 'E-mail', exact: true }).inputValue()).toBe('');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Hopper-Copy');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('copy@example.com');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByRole('dialog', { name: 'Fiche enregistrée' }).getByRole('link', { name: 'Retour à la liste' }).click();
  await page.waitForURL(`**${list}`);
  await poll(() => rowNames(page)).toEqual(['Ébrard', 'Hopper', 'Hopper-Copy']);

  // Delete, once confirmed.
  await page.getByRole('button', { name: 'Supprimer « Hopper-Copy »' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer cette fiche ?' });
  await checkA11y(page);
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await poll(() => rowNames(page)).toHaveLength(3);
  await page.getByRole('button', { name: 'Supprimer « Hopper-Copy »' }).click();
  await page.getByRole('dialog', { name: 'Supprimer cette fiche ?' }).getByRole('button', { name: 'Supprimer la fiche' }).click();
  await page.getByText('La fiche « Hopper-Copy » a été supprimée.').waitFor();
  await poll(() => rowNames(page)).toEqual(['Ébrard', 'Hopper']);
  await page.getByText('2 fiches').waitFor();
}, 180_000);

test('a catalogue item in a category made on the categories screens; a category in use cannot be deleted', async () => {
  const owner = await activatedCustomer('records-catalogue');
  const page = await newPage();
  await page.setViewportSize({ width: 1280, height: 1600 });
  await loginThroughUi(page, owner.email);
  const created = await page.request.post('/api/projects', {
    data: { name: 'Salon catalogue', languages: ['fr', 'en'], type: 'conference' },
  });
  const { projectId } = (await created.json()) as { projectId: string };
  const slug = await createApplication(page, projectId, {
    kind: 'catalogue',
    title: 'Exposants',
    description: '',
    url: '',
    catalogueOptions: { multipleCategories: true, subcategories: false, parentCategory: false },
  });
  const appPath = `/fr/customer/projects/${projectId}/applications/${slug}`;

  // A category.
  await page.goto(appPath);
  await page.getByRole('link', { name: 'Catégories', exact: true }).click();
  await poll(() => heading(page).textContent()).toBe('Catégories du catalogue');
  await page.getByRole('link', { name: 'Ajouter une catégorie' }).click();
  await poll(() => heading(page).textContent()).toBe('Ajouter une catégorie');
  await page
    .getByRole('group', { name: 'Nom' })
    .getByRole('textbox', { name: /Français/ })
    .fill('Romans');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByRole('dialog', { name: 'Fiche enregistrée' }).getByRole('link', { name: 'Retour à la liste' }).click();
  await poll(() => rowNames(page)).toEqual(['Romans']);

  // An item in it.
  await page.goto(`${appPath}/items/new`);
  await poll(() => heading(page).textContent()).toBe('Ajouter un élément');
  await page
    .getByRole('group', { name: 'Nom' })
    .getByRole('textbox', { name: /Français/ })
    .fill('Les Misérables');
  // react-aria's checkbox: a click on its label checks it.
  const categories = page.getByRole('group', { name: 'Catégories' });
  await categories.getByText('Romans', { exact: true }).click();
  expect(await categories.getByRole('checkbox', { name: 'Romans' }).isChecked()).toBe(true);
  await checkA11y(page);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByRole('dialog', { name: 'Fiche enregistrée' }).getByRole('link', { name: 'Retour à la liste' }).click();
  const row = table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Les Misérables' }) });
  await row.getByText('Romans').waitFor();
  await checkA11y(page);

  // The category is in use: its deletion says so.
  await page.goto(`${appPath}/categories`);
  await page.getByRole('button', { name: 'Supprimer « Romans »' }).click();
  await page.getByRole('dialog', { name: 'Supprimer cette fiche ?' }).getByRole('button', { name: 'Supprimer la fiche' }).click();
  await page
    .getByRole('alert')
    .getByText(/utilisée par 1 fiche/)
    .waitFor();
  await poll(() => rowNames(page)).toEqual(['Romans']);
}, 120_000);

test('with the keyboard only: add a record, then delete it', async () => {
  const { page, appPath } = await speakersWith(1, 'records-keyboard');
  await page.goto(`${appPath}/speakers`);
  await poll(() => heading(page).textContent()).toBe('Liste des intervenants');
  /** The focused element's accessible name as the tests read it: its label, else its text. */
  const focused = () =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent?.trim());
  /** Tab until the focus is on an element whose text or name is `name`. */
  const tabTo = async (name: string) => {
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press('Tab');
      if ((await focused()) === name) return;
    }
    throw new Error(`no focusable "${name}"`);
  };
  await tabTo('Ajouter un intervenant');
  await page.keyboard.press('Enter');
  await poll(() => heading(page).textContent()).toBe('Ajouter un intervenant');
  // Tab to the first field, then the next ones with Tab.
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '');
    if (label.startsWith('Prénom')) break;
  }
  await page.keyboard.type('Alan');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Turing');
  await page.keyboard.press('Tab');
  await page.keyboard.type('alan@example.com');
  await tabTo('Enregistrer');
  await page.keyboard.press('Enter');
  const saved = page.getByRole('dialog', { name: 'Fiche enregistrée' });
  await saved.waitFor();
  // The dialog has the focus; its list link is reached with Tab.
  await poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  for (let step = 0; step < 5 && (await focused()) !== 'Retour à la liste'; step += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await poll(() => heading(page).textContent()).toBe('Liste des intervenants');
  await poll(() => rowNames(page)).toEqual(['Ébrard', 'Turing']);

  await tabTo('Supprimer « Turing »');
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Supprimer cette fiche ?' }).waitFor();
  for (let step = 0; step < 5 && (await focused()) !== 'Supprimer la fiche'; step += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.getByText('La fiche « Turing » a été supprimée.').waitFor();
  await poll(() => rowNames(page)).toEqual(['Ébrard']);
}, 120_000);

test('at 360 px no records screen scrolls sideways', async () => {
  const { page, appPath, api } = await speakersWith(3, 'records-phone');
  const { items } = (await (await page.request.get(api)).json()) as { items: { recordId: string }[] };
  const recordId = items[0]!.recordId;
  await page.setViewportSize({ width: 360, height: 740 });
  const base = `${appPath}/speakers`;
  for (const path of [base, `${base}/new`, `${base}/${recordId}/view`, `${base}/${recordId}/edit`, `${base}/${recordId}/history`]) {
    await page.goto(path);
    await heading(page).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, path);
    await checkA11y(page);
  }
}, 120_000);
