/**
 * Phone width: at 360 px nothing scrolls sideways, on every screen of the app — public pages, the
 * register form, the 404 page with a long path, and the customer area with long, unbreakable names (welcome with projects, the
 * create-project dialog, project dashboard, configure apps and create, application description, success and
 * dashboard, the form and list builders of an element). The dialog's close button stays on screen.
 * axe-core on each screen as it shows at that width.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { activatedCustomer, loginThroughUi } from './customers';
import { checkA11y, newPage, expectNoSidewaysScroll } from './harness';

const WIDTH = 360;
/** A word no line break can split on its own: it must wrap, not widen the page. */
const LONG_NAME = 'Internationalisationsveranstaltungsplattformsalon 2027';

/** The page once its heading is drawn and its requests are done. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
  await expectNoSidewaysScroll(page, path, WIDTH);
  await checkA11y(page);
}

test('at 360 px no screen scrolls sideways, and the create-project dialog fits with its close button', async () => {
  const page = await newPage();
  await page.setViewportSize({ width: WIDTH, height: 740 });

  // Public screens (the terms page arrives with another change: until then its path is the 404 page).
  for (const path of ['/fr', '/en', '/fr/login', '/en/login', '/fr/lostPassword', '/fr/policy', '/en/policy', '/fr/terms', '/en/terms']) {
    await visit(page, path);
  }
  // The register form, shown on demand on the login page.
  await visit(page, '/fr/login');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.getByRole('form', { name: 'Créer un compte' }).waitFor();
  await expectNoSidewaysScroll(page, 'register form', WIDTH);
  await checkA11y(page);
  await visit(page, `/fr/${'un-chemin-tres-long/'.repeat(6)}${'x'.repeat(80)}`);
  await visit(page, '/fr/customer/validated/01J0000000000000000000000A');
  await visit(page, '/fr/customer/resetPassword/01J0000000000000000000000A/abcdef');

  // The customer area, with long names.
  const owner = await activatedCustomer('phone');
  await loginThroughUi(page, owner.email);
  const created = await page.request.post('/api/projects', {
    data: { name: LONG_NAME, languages: ['fr', 'en', 'es', 'it', 'de'], type: 'conference' },
  });
  expect(created.status()).toBe(201);
  const { projectId } = (await created.json()) as { projectId: string };
  expect(
    (await page.request.post('/api/projects', { data: { name: 'Salon du livre', languages: ['fr'], type: 'tradeShow' } })).status(),
  ).toBe(201);
  const application = await page.request.post(`/api/projects/${projectId}/applications`, {
    data: {
      kind: 'catalogue',
      title: 'Exposantsetpartenairesinternationauxdusalon',
      description: 'Les stands du salon',
      url: 'https://example.org/un/chemin/tres/long/qui/ne/tient/pas/sur/un/telephone',
      catalogueOptions: { multipleCategories: true, subcategories: true, parentCategory: true },
    },
  });
  expect(application.status()).toBe(201);
  const { slug } = (await application.json()) as { slug: string };

  await visit(page, '/fr/customer/welcome');
  await page.getByRole('row', { name: /Salon du livre/ }).waitFor();
  await expectNoSidewaysScroll(page, 'welcome with projects', WIDTH);

  // The create-project dialog fits the screen, its close button included.
  await page.getByRole('button', { name: 'Créer un projet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un projet' });
  await dialog.waitFor();
  await expectNoSidewaysScroll(page, 'create-project dialog', WIDTH);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
  const close = (await dialog.getByRole('button', { name: 'Fermer' }).boundingBox())!;
  expect(close.x).toBeGreaterThanOrEqual(0);
  expect(close.y).toBeGreaterThanOrEqual(0);
  expect(close.x + close.width).toBeLessThanOrEqual(WIDTH);
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await dialog.waitFor({ state: 'detached' });

  const base = `/fr/customer/projects/${projectId}`;
  for (const path of [
    `${base}/dashboard`,
    `${base}/configure/apps`,
    `${base}/configure/create?kind=catalogue`,
    `${base}/configure/${slug}/description`,
    `${base}/configure/${slug}/success`,
    `${base}/applications/${slug}`,
    `${base}/configure/${slug}/items/forms`,
    `${base}/configure/${slug}/items/table`,
    `${base}/configure/${slug}/categories/forms`,
    `${base}/configure/${slug}/categories/table`,
    `/en/customer/projects/${projectId}/applications/${slug}`,
    `/en/customer/projects/${projectId}/configure/${slug}/items/forms`,
    // The duplication screen.
    '/fr/customer/copy',
    '/fr/customer/nothing-here',
  ]) {
    await visit(page, path);
  }
}, 180_000);
