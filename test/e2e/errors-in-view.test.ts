/**
 * Errors in view, on a 390 px phone: after a refused submit, the first error is on screen — not under
 * the save bar stuck to the bottom of the builder screens — and its field has the focus. The list and form
 * configuration screens, the application description, the create-project dialog and the create-application
 * form. On the form builder, tapping a field or "Ajouter" brings the field's settings into view; a choice field
 * without choices is refused next to its choices. Creating an application without a kind says so, in the
 * browser and from the API.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { activatedCustomer, loginThroughUi } from './customers';
import { checkA11y, newPage } from './harness';

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** Fully inside the viewport, and what is drawn at its centre is itself (nothing, such as a sticky bar, covers it). */
async function expectInView(page: Page, locator: Locator, what: string): Promise<void> {
  await locator.waitFor();
  await poll(async () => {
    const box = (await locator.boundingBox())!;
    const height = page.viewportSize()!.height;
    return box.y >= 0 && box.y + box.height <= height;
  }).toBe(true);
  const uncovered = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(uncovered, `${what} is covered`).toBe(true);
}

const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

test('at 390 px the first error of every form is focused and in view, above the save bar', async () => {
  const owner = await activatedCustomer('errors');
  const page = await newPage();
  await page.setViewportSize({ width: 390, height: 740 });
  await loginThroughUi(page, owner.email);

  // The create-project dialog, sent empty.
  await page.getByText('0 projet', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Créer un projet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un projet' });
  await dialog.getByRole('checkbox', { name: 'Français' }).uncheck();
  await dialog.getByRole('button', { name: 'Créer le projet' }).click();
  const nameError = dialog.getByText('Ce champ est obligatoire.');
  await expectInView(page, nameError, 'the name error');
  await poll(() => dialog.getByRole('textbox', { name: 'Nom du projet' }).evaluate((input) => input === document.activeElement)).toBe(true);
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  const created = await page.request.post('/api/projects', {
    data: { name: 'Salon erreurs', languages: ['fr', 'en'], type: 'conference' },
  });
  const { projectId } = (await created.json()) as { projectId: string };
  const base = `/fr/customer/projects/${projectId}`;

  // Creating an application without a kind: a real message, from the API too.
  const noKind = await page.request.post(`/api/projects/${projectId}/applications`, {
    data: { title: 'Sans type', description: '', url: '' },
  });
  expect(noKind.status()).toBe(400);
  expect(((await noKind.json()) as { error: { details: unknown[] } }).error.details).toEqual([
    { field: 'kind', message: 'validation.applicationKind' },
  ]);
  await page.goto(`${base}/configure/create`);
  const createForm = page.getByRole('form', { name: 'Nouvelle application' });
  await createForm.getByRole('textbox', { name: 'Titre' }).fill('Intervenants');
  await createForm.getByRole('button', { name: "Ajouter l'application" }).click();
  await expectInView(page, createForm.getByText("Choisissez un type d'application."), 'the kind error');
  await poll(() =>
    createForm.getByRole('combobox', { name: "Type d'application" }).evaluate((select) => select === document.activeElement),
  ).toBe(true);
  await checkA11y(page);
  await createForm.getByRole('combobox', { name: "Type d'application" }).selectOption('speakers');
  await createForm.getByRole('button', { name: "Ajouter l'application" }).click();
  await page.waitForURL(`**${base}/configure/intervenants/success`);

  // The description page: a wrong address.
  await page.goto(`${base}/configure/intervenants/description`);
  const editForm = page.getByRole('form', { name: "Modifier l'application" });
  await editForm.getByRole('textbox', { name: 'Adresse web' }).fill('pas une adresse');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await editForm.getByRole('button', { name: 'Enregistrer' }).click();
  await expectInView(
    page,
    editForm.getByText('Saisissez une adresse web valide, par exemple https://www.exemple.fr.'),
    'the address error',
  );

  // The list configuration: no column, saved from the bar stuck to the bottom.
  await page.goto(`${base}/configure/intervenants/speakers/table`);
  const listForm = page.getByRole('form', { name: 'Réglages de la liste' });
  const visible = listForm.getByRole('group', { name: /Colonnes affichées/ });
  await visible.getByRole('checkbox', { name: 'Prénom' }).waitFor();
  const checked = visible.getByRole('checkbox', { checked: true });
  while ((await checked.count()) > 0) await checked.first().uncheck();
  await page.evaluate(() => window.scrollTo(0, 0));
  await listForm.getByRole('button', { name: 'Enregistrer' }).click();
  await expectInView(page, visible.getByText('Ce champ est obligatoire.'), 'the columns error');
  expect(
    await visible
      .getByRole('checkbox')
      .first()
      .evaluate((box) => box === document.activeElement),
  ).toBe(true);
  await checkA11y(page);

  // The form configuration: tapping a field or "Ajouter" brings its settings into view.
  await page.goto(`${base}/configure/intervenants/speakers/forms`);
  await page.getByRole('heading', { level: 1, name: 'Formulaire : Intervenants' }).waitFor();
  // The first field of the first column: its settings are far below, after both columns.
  await page
    .locator('li.builder-field[data-key="firstname"]')
    .getByRole('button', { name: /^Prénom/ })
    .click();
  const tapped = page.getByRole('heading', { name: 'Réglages de « Prénom »' });
  await expectInView(page, tapped, 'the settings of the tapped field');
  await poll(() => tapped.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('combobox', { name: 'Type de champ' }).selectOption({ label: 'Boutons radio' });
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const heading = page.getByRole('heading', { name: 'Réglages de « Boutons radio »' });
  await expectInView(page, heading, 'the settings of the new field');
  await poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
  // A choice field without choices is refused next to its choices, "Ajouter un choix" focused.
  const settings = page.getByRole('region', { name: 'Réglages de « Boutons radio »' });
  await settings.getByRole('button', { name: 'Supprimer le choix 1' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expectInView(page, settings.getByText('Ajoutez au moins un choix ; chaque valeur doit être unique.'), 'the choices error');
  expect(await focused(page)).toBe('Ajouter un choix');
  await checkA11y(page);
}, 180_000);
