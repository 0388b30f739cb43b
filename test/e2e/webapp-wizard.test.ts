/**
 * The web app wizard's journey, in headless Chromium against the local stack serving `dist/web`: a
 * conference web app linking speakers, sponsors and CMS pages, every step filled from the keyboard (focus, typing,
 * Space on boxes, Enter on buttons and to submit a step), the preview in both languages (its frames get the draft),
 * publication; then a visitor opens the published site by its path (`/w/{host}/`) and by its own host name (Chromium
 * maps `*.e2e.test` to the local stack, whose gateway serves a published host), browses to a speaker and switches to
 * English. axe-core on every step and site page; at 390 px nothing scrolls sideways; no private value on any page.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { activatedCustomer, loginThroughUi } from './customers';
import { baseUrl, checkA11y, expectNoSidewaysScroll, newPage } from './harness';

const stepHeading = (page: Page, name: RegExp | string) => page.getByRole('heading', { level: 2, name });

/** Next from the keyboard: the focus on the button, Enter. */
async function next(page: Page, then: string): Promise<void> {
  await page.getByRole('button', { name: 'Suivant' }).press('Enter');
  await stepHeading(page, then).waitFor();
  await checkA11y(page);
}

async function typeInto(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
}

/** A content step: shown, its linked application, a title, the fields on the cards (Space on each box). */
async function fillSection(page: Page, application: string, title: string, fields: readonly string[]): Promise<void> {
  await page.getByRole('checkbox', { name: 'Afficher cette rubrique sur le site' }).press('Space');
  await page.getByRole('combobox', { name: 'Application liée' }).selectOption({ label: application });
  await typeInto(page.getByRole('textbox', { name: 'Titre de la rubrique (Français)' }), title);
  const group = page.getByRole('group', { name: 'Champs affichés sur les cartes' });
  for (const field of fields) await group.getByRole('checkbox', { name: field, exact: true }).press('Space');
}

test('a conference web app: every step from the keyboard, the preview in both languages, publication', async () => {
  const owner = await activatedCustomer('wizard');
  const page = await newPage();
  await page.setViewportSize({ width: 1280, height: 1000 });
  await loginThroughUi(page, owner.email);
  const created = await page.request.post('/api/projects', {
    data: { name: 'Salon du livre', languages: ['fr', 'en'], type: 'conference' },
  });
  expect(created.status()).toBe(201);
  const { projectId } = (await created.json()) as { projectId: string };
  const add = async (kind: string, title: string) => {
    const response = await page.request.post(`/api/projects/${projectId}/applications`, {
      data: { kind, title, description: '', url: '' },
    });
    expect(response.status(), kind).toBe(201);
    return ((await response.json()) as { slug: string }).slug;
  };
  const speakers = await add('speakers', 'Intervenants');
  await add('sponsor', 'Sponsors');
  await add('cms', 'Pages');
  const site = await add('webapp', 'Site du salon');
  const record = await page.request.post(`/api/projects/${projectId}/applications/${speakers}/elements/speakers/records`, {
    data: { values: { firstname: 'Ada', lastname: 'Lovelace', ___email: 'ada@example.com' } },
  });
  expect(record.status()).toBe(201);
  // A name Chromium resolves to the local stack (test/helpers/chromium.ts), so the site can be opened by its host.
  const host = `salon-${Date.now().toString(36)}.e2e.test`;

  await page.goto(`/fr/customer/projects/${projectId}/applications/${site}`);
  await page.getByRole('link', { name: "Ouvrir l'assistant de l'application web" }).press('Enter');
  await stepHeading(page, 'Étape 1 sur 9 : Informations principales').waitFor();
  await checkA11y(page);
  // Step 1: the conference template is the default; host, theme, the three linked applications.
  await page.getByRole('radio', { name: /Vert/ }).press('Space');
  for (const title of ['Intervenants', 'Sponsors', 'Pages'])
    await page.getByRole('group', { name: 'Applications liées' }).getByRole('checkbox', { name: title, exact: true }).press('Space');
  await typeInto(page.getByRole('textbox', { name: 'Nom de domaine' }), host);
  await page.getByRole('textbox', { name: 'Nom de domaine' }).press('Enter');
  await stepHeading(page, 'Étape 2 sur 9 : Identité').waitFor();
  await checkA11y(page);

  await typeInto(page.getByRole('textbox', { name: 'Nom du site (Français)' }), 'Salon du livre');
  await typeInto(page.getByRole('textbox', { name: 'Nom du site (Anglais)' }), 'Book fair');
  await next(page, 'Étape 3 sur 9 : Accueil');

  await typeInto(page.getByRole('textbox', { name: "Titre d'accueil (Français)" }), 'Bienvenue au salon');
  await next(page, 'Étape 4 sur 9 : Navigation');

  await page.getByRole('button', { name: 'Ajouter : Accueil' }).press('Enter');
  await page.getByRole('button', { name: 'Ajouter : Rubrique : Intervenants' }).press('Enter');
  await page.getByRole('button', { name: 'Monter « Rubrique : Intervenants »' }).press('Enter');
  await next(page, 'Étape 5 sur 9 : Intervenants');

  await fillSection(page, 'Intervenants', 'Intervenants', ['Prénom', 'Nom']);
  await next(page, 'Étape 6 sur 9 : Sponsors');
  await fillSection(page, 'Sponsors', 'Sponsors', ['Nom']);
  await next(page, 'Étape 7 sur 9 : Pages éditoriales');
  await fillSection(page, 'Pages', 'Pages', ['Titre']);
  await next(page, 'Étape 8 sur 9 : Référencement et partage');

  await typeInto(page.getByRole('textbox', { name: 'Titre pour les moteurs de recherche (Français)' }), 'Salon du livre');
  await typeInto(page.getByRole('textbox', { name: 'Description pour les moteurs de recherche (Français)' }), 'Le salon du livre');
  await next(page, 'Étape 9 sur 9 : Aperçu et publication');

  // The preview: both frames show the draft, in French then in English (the site's name falls back to French).
  const phone = page.frameLocator('iframe[title="Aperçu sur téléphone"]');
  const desktop = page.frameLocator('iframe[title="Aperçu sur ordinateur"]');
  await expect.poll(() => phone.getByText('Salon du livre').first().isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => desktop.getByText('Salon du livre').first().isVisible(), { timeout: 15_000 }).toBe(true);
  await page.getByRole('combobox', { name: "Langue de l'aperçu" }).selectOption({ label: 'Anglais' });
  await expect.poll(() => page.locator('iframe[title="Aperçu sur téléphone"]').getAttribute('src')).toMatch(/\/en\/$/);
  await expect.poll(() => phone.getByText('Book fair').first().isVisible(), { timeout: 15_000 }).toBe(true);

  const publication = page.getByRole('region', { name: 'Publication' });
  await expect.poll(() => publication.getByText('Toutes les étapes sont complètes : le site peut être publié.').isVisible()).toBe(true);
  await publication.getByRole('button', { name: 'Publier' }).press('Enter');
  await publication.getByText('La version 1 est publiée : elle est en ligne.').waitFor();
  expect(await publication.getByRole('link', { name: /Ouvrir le site en ligne/ }).getAttribute('href')).toBe(`/w/${host}/`);
  await checkA11y(page);
  const live = await page.request.get(`/api/public/sites/${host}?lang=en`);
  expect(live.status()).toBe(200);
  expect(((await live.json()) as { identity: { name: string } }).identity.name).toBe('Book fair');

  // A visitor on a phone opens the published site by its path, browses to a speaker, then switches to English.
  const visitor = await newPage();
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.goto(`/w/${host}/`);
  await visitor.waitForURL(`**/w/${host}/fr/`);
  await visitor.getByRole('heading', { level: 1, name: 'Bienvenue au salon' }).waitFor();
  await checkA11y(visitor);
  await expectNoSidewaysScroll(visitor, 'published home', 390);
  await visitor
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: /Intervenants/ })
    .click();
  await visitor.waitForURL(`**/w/${host}/fr/speakers/`);
  await visitor.getByRole('link', { name: 'Ada Lovelace' }).click();
  await visitor.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
  await checkA11y(visitor);
  await expectNoSidewaysScroll(visitor, 'published speaker', 390);
  expect(await visitor.content()).not.toContain('ada@example.com');
  await visitor.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
  await visitor.waitForURL(/\/en\/speakers\/[0-9A-Z]{26}$/);
  await visitor.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
  expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('en');
  await visitor.getByRole('link', { name: 'Book fair' }).waitFor();

  // The same site by its own host name: the gateway serves it at the root, in French first.
  const byHost = await newPage();
  await byHost.goto(`http://${host}:${new URL(baseUrl()).port}/`);
  await byHost.waitForURL(`http://${host}:*/fr/`);
  await byHost.getByRole('heading', { level: 1, name: 'Bienvenue au salon' }).waitFor();
  await byHost
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: /Intervenants/ })
    .click();
  await byHost.getByRole('link', { name: 'Ada Lovelace' }).click();
  await byHost.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
  await checkA11y(byHost);
  // Only the site is served under that name: the customer area's API is not.
  // (asked from the page: the name resolves in Chromium only).
  expect(await byHost.evaluate(async () => (await fetch('/api/projects')).status)).toBe(421);

  // Leave and resume: the wizard opens at the step of the last save.
  await page.goto(`/fr/customer/projects/${projectId}/applications/${site}/webapp`);
  await stepHeading(page, 'Étape 9 sur 9 : Aperçu et publication').waitFor();

  await page.setViewportSize({ width: 390, height: 800 });
  for (const step of ['main', 'speakers', 'navigation', 'preview']) {
    await page.goto(`/fr/customer/projects/${projectId}/applications/${site}/webapp/${step}`);
    await stepHeading(page, /^Étape/).waitFor();
    await expectNoSidewaysScroll(page, `wizard ${step}`, 390);
  }
});
