/**
 * Projects and applications journey, in headless Chromium against the local stack serving
 * `dist/web`: login → welcome shows 0 → create a project (fr + en, a type) → its dashboard opens → the welcome
 * page counts 1 →
 * configure apps → add a catalogue with category options → success page → description page, edit and save →
 * add a second catalogue → both are deployed with distinct slugs → rename the project → delete a catalogue →
 * a second customer does not see the project and gets the 404 page on its URL.
 * axe-core checks every screen (and the dialogs); the configure screens must not download builder, chart or
 * CSV code.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { activatedCustomer, loginThroughUi } from './customers';
import { checkA11y, newPage } from './harness';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const PROJECT_PATH = /\/fr\/customer\/projects\/[0-9A-HJKMNP-TV-Z]{26}\/dashboard$/;

/** Paths of the JavaScript files the page downloads, with the page path that asked for them. */
function watchScripts(page: Page): { path: string; page: string }[] {
  const scripts: { path: string; page: string }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script') scripts.push({ path: url.pathname, page: new URL(page.url()).pathname });
  });
  return scripts;
}

/** expect.poll with room for a cold Lambda or a slow machine. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

async function expectHeading(page: Page, text: string): Promise<void> {
  await poll(() => h1(page).textContent()).toBe(text);
}

/** The 404 page: its heading in French, then "Page not found: {path}". */
async function expectNotFound(page: Page, path: string): Promise<void> {
  await expectHeading(page, 'Page introuvable');
  await page.getByText(`Page not found: ${path}`, { exact: true }).waitFor();
}

test('a customer creates a project, configures catalogues, renames the project; another customer cannot see it', async () => {
  const owner = await activatedCustomer('projects');
  const page = await newPage();
  const scripts = watchScripts(page);
  await loginThroughUi(page, owner.email);

  // Welcome: no project yet.
  await expectHeading(page, 'Bienvenue dans votre espace');
  await page.getByText('0 projet', { exact: true }).waitFor();
  await page.getByText("Vous n'avez encore aucun projet.", { exact: false }).waitFor();
  await checkA11y(page);

  // Create a project (fr + en, a type), first with a missing name.
  await page.getByRole('button', { name: 'Créer un projet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un projet' });
  await dialog.waitFor();
  const name = dialog.getByRole('textbox', { name: 'Nom du projet' });
  await dialog.getByRole('button', { name: 'Créer le projet' }).click();
  await dialog.getByText('Ce champ est obligatoire.').waitFor();
  expect(await name.getAttribute('aria-invalid')).toBe('true');
  await checkA11y(page);
  await name.fill('Salon e2e');
  await dialog.getByRole('checkbox', { name: 'Français' }).check();
  await dialog.getByRole('checkbox', { name: 'Anglais' }).check();
  await dialog.getByRole('combobox', { name: 'Type de projet' }).selectOption({ label: 'Salon professionnel' });
  await dialog.getByRole('button', { name: 'Créer le projet' }).click();
  await dialog.waitFor({ state: 'detached' });

  // The new project opens on its dashboard, which says it was created.
  await page.waitForURL(PROJECT_PATH);
  const dashboardPath = new URL(page.url()).pathname;
  const projectPath = dashboardPath.replace(/\/dashboard$/, '');
  await expectHeading(page, 'Salon e2e');
  await page.getByRole('status').getByText('Le projet « Salon e2e » a été créé.').waitFor();
  await page.getByText("Ce projet n'a pas encore d'application.").waitFor();
  await checkA11y(page);

  // Back on the welcome page: the count is 1, the project is listed with its languages, type and level.
  await page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Mes projets' }).click();
  await page.waitForURL('**/fr/customer/welcome');
  await page.getByText('1 projet', { exact: true }).waitFor();
  const row = page.getByRole('row', { name: /Salon e2e/ });
  expect(await row.getByRole('cell').allTextContents()).toEqual(['FrançaisAnglais', 'Salon professionnel', 'Propriétaire (accès complet)']);
  await checkA11y(page);
  await row.getByRole('link', { name: 'Salon e2e' }).click();
  await page.waitForURL(PROJECT_PATH);
  await expectHeading(page, 'Salon e2e');

  // Configure apps: nothing deployed, the eight kinds available.
  await page.getByRole('navigation', { name: 'Rubriques du projet' }).getByRole('link', { name: 'Applications à configurer' }).click();
  await page.waitForURL(`**${projectPath}/configure/apps`);
  await expectHeading(page, 'Applications à configurer');
  expect(await page.getByRole('list', { name: 'Applications disponibles' }).getByRole('heading', { level: 3 }).count()).toBe(8);
  await checkA11y(page);

  // Add a catalogue with category options.
  await page.getByRole('link', { name: 'Ajouter : Catalogue' }).click();
  await page.waitForURL(`**${projectPath}/configure/create?kind=catalogue`);
  await expectHeading(page, 'Ajouter une application');
  const createForm = page.getByRole('form', { name: 'Nouvelle application' });
  await createForm.getByRole('textbox', { name: 'Titre' }).fill('Exposants');
  await createForm.getByRole('textbox', { name: 'Description' }).fill('Les stands du salon');
  await createForm.getByRole('textbox', { name: 'Adresse web' }).fill('https://salon.example');
  const options = createForm.getByRole('group', { name: 'Options du catalogue' });
  expect(await options.getByRole('checkbox', { name: 'Plusieurs catégories par fiche' }).isChecked()).toBe(true);
  await options.getByRole('checkbox', { name: 'Sous-catégories' }).check();
  await options.getByRole('checkbox', { name: 'Catégorie parente' }).check();
  await checkA11y(page);
  await createForm.getByRole('button', { name: "Ajouter l'application" }).click();

  // Success page: what was created and the next steps.
  await page.waitForURL(`**${projectPath}/configure/exposants/success`);
  await expectHeading(page, 'Application ajoutée');
  await page.getByText("L'application « Exposants » (Catalogue) a été ajoutée au projet « Salon e2e ».").waitFor();
  await page
    .getByRole('listitem')
    .filter({ hasText: /^Catégories$/ })
    .waitFor();
  await checkA11y(page);

  // Description page: edit and save.
  await page.getByRole('link', { name: 'Voir et modifier sa description' }).click();
  await page.waitForURL(`**${projectPath}/configure/exposants/description`);
  await expectHeading(page, 'Exposants');
  const editForm = page.getByRole('form', { name: "Modifier l'application" });
  expect(await editForm.getByRole('checkbox', { name: 'Sous-catégories' }).isChecked()).toBe(true);
  await editForm.getByRole('textbox', { name: 'Titre' }).fill('Nos exposants');
  await editForm.getByRole('textbox', { name: 'Adresse web' }).fill('pas une adresse');
  await editForm.getByRole('button', { name: 'Enregistrer' }).click();
  await editForm.getByText('Saisissez une adresse web valide, par exemple https://www.exemple.fr.').waitFor();
  await editForm.getByRole('textbox', { name: 'Adresse web' }).fill('https://salon.example/exposants');
  await editForm.getByRole('button', { name: 'Enregistrer' }).click();
  await editForm.getByText('Vos modifications ont été enregistrées.').waitFor();
  await expectHeading(page, 'Nos exposants');
  await checkA11y(page);

  // The application dashboard: its elements and record counts.
  await page.getByRole('link', { name: "Ouvrir le tableau de bord de l'application" }).click();
  await page.waitForURL(`**${projectPath}/applications/exposants`);
  await expectHeading(page, 'Nos exposants');
  expect(
    await page
      .getByRole('row', { name: /Catégories/ })
      .getByRole('cell')
      .first()
      .textContent(),
  ).toBe('0');
  await checkA11y(page);

  // A second catalogue, with the same title: its own slug.
  await page.getByRole('navigation', { name: 'Rubriques du projet' }).getByRole('link', { name: 'Applications à configurer' }).click();
  await page.waitForURL(`**${projectPath}/configure/apps`);
  await page.getByRole('link', { name: 'Ajouter : Catalogue' }).click();
  await page.waitForURL(`**${projectPath}/configure/create?kind=catalogue`);
  await page.getByRole('form', { name: 'Nouvelle application' }).getByRole('textbox', { name: 'Titre' }).fill('Exposants');
  await page.getByRole('form', { name: 'Nouvelle application' }).getByRole('button', { name: "Ajouter l'application" }).click();
  await page.waitForURL(`**${projectPath}/configure/exposants-2/success`);
  await expectHeading(page, 'Application ajoutée');

  // Both are deployed, with distinct slugs.
  await page.getByRole('link', { name: 'Ajouter une autre application' }).click();
  await page.waitForURL(`**${projectPath}/configure/apps`);
  const deployed = page.getByRole('list', { name: 'Applications déployées' });
  await poll(() => deployed.getByRole('listitem').count()).toBe(2);
  expect(
    await deployed.getByRole('link').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')])),
  ).toEqual(
    expect.arrayContaining([
      ['Nos exposants', `${projectPath}/configure/exposants/description`],
      ['Exposants', `${projectPath}/configure/exposants-2/description`],
    ]),
  );

  // Rename the project (owner only).
  await page.getByRole('navigation', { name: 'Rubriques du projet' }).getByRole('link', { name: 'Tableau de bord' }).click();
  await page.waitForURL(`**${dashboardPath}`);
  await expectHeading(page, 'Salon e2e');
  await poll(() =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .count(),
  ).toBe(2);
  const rename = page.getByRole('form', { name: 'Renommer le projet' });
  await rename.getByRole('textbox', { name: 'Nom du projet' }).fill('Salon e2e 2027');
  await rename.getByRole('button', { name: 'Renommer' }).click();
  await rename.getByText('Le projet a été renommé.').waitFor();
  await expectHeading(page, 'Salon e2e 2027');
  await checkA11y(page);

  // Delete a catalogue, confirmed through the modal.
  await page.getByRole('link', { name: 'Description de « Exposants »' }).click();
  await page.waitForURL(`**${projectPath}/configure/exposants-2/description`);
  await page.getByRole('button', { name: "Supprimer l'application" }).click();
  const confirm = page.getByRole('dialog', { name: "Supprimer l'application « Exposants » ?" });
  await confirm.waitFor();
  await checkA11y(page);
  await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await page.waitForURL(`**${projectPath}/configure/apps`);
  await page.getByText("L'application « Exposants » a été supprimée.").waitFor();
  await poll(() => page.getByRole('list', { name: 'Applications déployées' }).getByRole('listitem').count()).toBe(1);
  await page.goto(`${projectPath}/configure/exposants-2/description`);
  await expectNotFound(page, `${projectPath}/configure/exposants-2/description`);

  // Back on the welcome page, the project has its new name.
  await page.goto('/fr/customer/welcome');
  await page.getByRole('link', { name: 'Salon e2e 2027' }).waitFor();

  // The configure screens downloaded no builder, chart or CSV code.
  const configureScripts = scripts.filter((script) => script.page.includes('/configure/'));
  expect(configureScripts.length).toBeGreaterThan(0);
  // Judged on chunk names: Vite names files `[name]-[hash].js`, and a hash can spell anything ("DnD…").
  const chunkNames = scripts.map((script) => script.path.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, ''));
  expect(chunkNames.filter((name) => /builder|chart|visx|papaparse|csv|dnd/i.test(name))).toEqual([]);

  // Another customer: no project, and the 404 page on this project's URLs.
  const other = await activatedCustomer('intruder');
  const otherPage = await newPage();
  await loginThroughUi(otherPage, other.email);
  await otherPage.getByText('0 projet', { exact: true }).waitFor();
  expect(await otherPage.getByRole('link', { name: 'Salon e2e 2027' }).count()).toBe(0);
  await otherPage.goto(dashboardPath);
  await expectNotFound(otherPage, dashboardPath);
  await checkA11y(otherPage);
  await otherPage.goto(`${projectPath}/configure/apps`);
  await expectNotFound(otherPage, `${projectPath}/configure/apps`);
  await otherPage.goto(`${projectPath}/applications/exposants`);
  await expectNotFound(otherPage, `${projectPath}/applications/exposants`);
}, 120_000);
