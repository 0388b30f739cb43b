/**
 * Builder journeys, in headless Chromium against the local stack serving `dist/web`:
 * - a speakers application's form: drag two new fields in with the mouse and one with the keyboard only
 *   (announcements in French), set 3 columns, move a field to another column, set its attributes, save; after
 *   a reload the form is the same and the preview shows every field, column by column;
 * - its list: choose columns, reorder them (mouse and keyboard), 50 per page, save, reload;
 * - a catalogue's category form gets a parent-category field pointing at the categories.
 * axe-core on both screens. Project and applications are made through the API with the page's cookies.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { activatedCustomer, loginThroughUi } from './customers';
import { checkA11y, newPage } from './harness';

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

async function createApplication(page: Page, projectId: string, body: object): Promise<string> {
  const response = await page.request.post(`/api/projects/${projectId}/applications`, { data: body });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { slug: string }).slug;
}

/**
 * A pointer drag (dnd-kit's PointerSensor starts after 5 px): from the middle of `source` to `target`;
 * `beforeDrop` runs while the pointer is still down over the target.
 */
async function drag(
  page: Page,
  source: Locator,
  target: Locator,
  at: 'middle' | 'top' | 'bottom' = 'middle',
  beforeDrop?: () => Promise<void>,
): Promise<void> {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = to.x + to.width / 2;
  const y = at === 'top' ? to.y + 4 : at === 'bottom' ? to.y + to.height - 4 : to.y + to.height / 2;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(x, y, { steps: 20 });
  await page.mouse.move(x, y + 1, { steps: 2 });
  await beforeDrop?.();
  await page.mouse.up();
}

/** dnd-kit's keyboard sensor listens for the next keys from the tick after the pick-up. */
const settle = (page: Page) => page.waitForTimeout(200);
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');
const column = (page: Page, n: number) => page.getByRole('region', { name: `Colonne ${n}` });
/** The technical values of a column's fields, in order. */
const keysOf = (page: Page, n: number) =>
  column(page, n)
    .locator('li.builder-field')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-key')));
const fieldCard = (page: Page, key: string) => page.locator(`li.builder-field[data-key="${key}"]`);

test('a speakers form and list are configured by drag and drop and keyboard, saved and reloaded; a category form too', async () => {
  const owner = await activatedCustomer('builder');
  const page = await newPage();
  await page.setViewportSize({ width: 1440, height: 2200 });
  await loginThroughUi(page, owner.email);

  const created = await page.request.post('/api/projects', {
    data: { name: 'Salon builder', languages: ['fr', 'en'], type: 'conference' },
  });
  expect(created.status()).toBe(201);
  const { projectId } = (await created.json()) as { projectId: string };
  const speakers = await createApplication(page, projectId, { kind: 'speakers', title: 'Intervenants', description: '', url: '' });
  const base = `/fr/customer/projects/${projectId}`;

  // From the application dashboard to the form of its element.
  await page.goto(`${base}/applications/${speakers}`);
  await page.getByRole('link', { name: 'Formulaire de « Intervenants »' }).click();
  await page.waitForURL(`**${base}/configure/${speakers}/speakers/forms`);
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Formulaire : Intervenants');
  await checkA11y(page);
  // The default speaker form fills both columns of its layout.
  expect(await keysOf(page, 1)).toEqual(['firstname', 'lastname', '___email', 'company', 'jobTitle']);
  expect(await keysOf(page, 2)).toEqual(['photo', 'biography', 'website', 'linkedin', 'phone']);
  const palette = page.getByRole('list', { name: 'Types de champs' });

  // Two new fields with the mouse: checkboxes at the end of column 2, a number onto column 1 below "company".
  await drag(page, palette.getByRole('button', { name: /Cases à cocher/ }), fieldCard(page, 'phone'), 'bottom');
  await poll(() => keysOf(page, 2)).toEqual(['photo', 'biography', 'website', 'linkedin', 'phone', 'checkboxes1']);
  // While it is held below "company", a line between "company" and the next field shows where it will land.
  await drag(page, palette.getByRole('button', { name: /Nombre/ }), fieldCard(page, 'company'), 'bottom', async () => {
    await poll(() => page.locator('li.builder-field.drop-before').getAttribute('data-key')).toBe('jobTitle');
  });
  expect(await page.locator('li.drop-before, li.drop-after').count()).toBe(0);
  await poll(() => keysOf(page, 1)).toEqual(expect.arrayContaining(['number1']));
  const columnOne = await keysOf(page, 1);
  expect(columnOne.indexOf('number1')).toBe(columnOne.indexOf('company') + 1);

  // One with the keyboard only: pick up, move down into the columns, drop; each step announced in French.
  await palette.getByRole('button', { name: /Date et heure/ }).focus();
  await page.keyboard.press('Space');
  await poll(() => liveRegion(page).textContent()).toBe('nouveau champ Date et heure saisi.');
  await settle(page);
  await page.keyboard.press('ArrowDown');
  await poll(() => liveRegion(page).textContent()).toMatch(/^nouveau champ Date et heure : colonne \d, position \d+\.$/);
  await page.keyboard.press('Space');
  await poll(() => liveRegion(page).textContent()).toMatch(/^nouveau champ Date et heure déposé dans la colonne \d, position \d+\.$/);
  await poll(async () => [...(await keysOf(page, 1)), ...(await keysOf(page, 2))]).toContain('datetime1');
  await page.getByText('Le champ « Date et heure » a été ajouté', { exact: false }).waitFor({ state: 'attached' });

  // Three columns, then "company" moves to the new third one.
  await page.getByRole('radio', { name: '3 colonnes' }).check();
  await column(page, 3).getByText('Déposez un champ ici.').waitFor();
  await drag(page, page.getByRole('button', { name: 'Déplacer « Société »' }), column(page, 3).getByText('Déposez un champ ici.'));
  await poll(() => keysOf(page, 3)).toEqual(['company']);

  // Attributes of the checkboxes field. Right after a drop, a click can land while the board re-renders (seen on a
  // loaded machine): the button is clicked again until its panel shows, never while it shows.
  await settle(page);
  const checkboxesPanel = page.getByRole('region', { name: 'Réglages de « Cases à cocher »' });
  await poll(async () => {
    if (!(await checkboxesPanel.isVisible())) {
      await fieldCard(page, 'checkboxes1')
        .getByRole('button', { name: /^Cases à cocher/ })
        .click();
      await checkboxesPanel.waitFor({ timeout: 3_000 }).catch(() => undefined);
    }
    return checkboxesPanel.isVisible();
  }).toBe(true);
  // The panel is named after the field's label, which changes below.
  const edited = page.getByRole('region', { name: /^Réglages de/ });
  await edited.getByRole('textbox', { name: 'Valeur technique' }).fill('interests');
  const label = edited.getByRole('group', { name: 'Libellé' }).first();
  await label.getByRole('textbox', { name: 'Français' }).fill("Centres d'intérêt");
  await label.getByRole('textbox', { name: 'Anglais' }).fill('Interests');
  await page.getByRole('region', { name: "Réglages de « Centres d'intérêt »" }).waitFor();
  await edited.getByRole('radio', { name: /Privé/ }).check();
  await edited.getByRole('checkbox', { name: 'Obligatoire' }).check();
  const choices = edited.getByRole('group', { name: 'Choix' });
  await choices.getByRole('group', { name: 'Choix 1' }).getByRole('textbox', { name: 'Valeur' }).fill('tech');
  await choices.getByRole('group', { name: 'Choix 1' }).getByRole('textbox', { name: 'Français' }).fill('Technologie');
  await choices.getByRole('button', { name: 'Ajouter un choix' }).click();
  await choices.getByRole('group', { name: 'Choix 2' }).getByRole('textbox', { name: 'Valeur' }).fill('design');
  await choices.getByRole('group', { name: 'Choix 2' }).getByRole('textbox', { name: 'Français' }).fill('Design');
  // And of the number: its bounds.
  await fieldCard(page, 'number1')
    .getByRole('button', { name: /^Nombre/ })
    .click();
  const number = page.getByRole('region', { name: 'Réglages de « Nombre »' });
  await number.getByRole('spinbutton', { name: 'Minimum' }).fill('0');
  await number.getByRole('spinbutton', { name: 'Maximum' }).fill('10');
  await checkA11y(page);

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Le formulaire a été enregistré.').waitFor();
  const saved = { 1: await keysOf(page, 1), 2: await keysOf(page, 2), 3: await keysOf(page, 3) };

  // The reload shows the same form, and the preview every field in its column.
  await page.reload();
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Formulaire : Intervenants');
  expect(await page.getByRole('radio', { name: '3 colonnes' }).isChecked()).toBe(true);
  expect({ 1: await keysOf(page, 1), 2: await keysOf(page, 2), 3: await keysOf(page, 3) }).toEqual(saved);
  expect(saved[2]).toContain('interests');
  expect(saved[3]).toEqual(['company']);
  expect([...saved[1], ...saved[2], ...saved[3]]).toHaveLength(13);
  await fieldCard(page, 'interests')
    .getByRole('button', { name: /^Centres d'intérêt/ })
    .click();
  const reloaded = page.getByRole('region', { name: "Réglages de « Centres d'intérêt »" });
  expect(await reloaded.getByRole('checkbox', { name: 'Obligatoire' }).isChecked()).toBe(true);
  expect(await reloaded.getByRole('radio', { name: /Privé/ }).isChecked()).toBe(true);
  expect(await reloaded.getByRole('group', { name: 'Choix 2' }).getByRole('textbox', { name: 'Valeur' }).inputValue()).toBe('design');
  const preview = page.getByRole('group', { name: 'Aperçu du formulaire' });
  for (const n of [1, 2, 3] as const) {
    const names = await column(page, n)
      .locator('.builder-field-name')
      .evaluateAll((items) => items.map((item) => item.firstChild?.textContent ?? ''));
    expect(names).toHaveLength(saved[n].length);
    for (const name of names) await preview.locator(`[data-column="${n}"]`).getByText(name, { exact: false }).first().waitFor();
  }
  await preview.getByRole('checkbox', { name: 'Technologie' }).waitFor();

  // The list: choose columns, reorder them, 50 per page, save, reload.
  await page.getByRole('link', { name: 'Configurer la liste' }).click();
  await page.waitForURL(`**${base}/configure/${speakers}/speakers/table`);
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Liste : Intervenants');
  await checkA11y(page);
  const listForm = page.getByRole('form', { name: 'Réglages de la liste' });
  const visible = listForm.getByRole('group', { name: /Colonnes affichées/ });
  // Without the email; with the new interests field and the creation date.
  await visible.getByRole('checkbox', { name: 'E-mail', exact: true }).uncheck();
  await visible.getByRole('checkbox', { name: "Centres d'intérêt" }).check();
  await visible.getByRole('checkbox', { name: 'Date de création' }).check();
  const orderOf = () => listForm.locator('.column-order-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-column')));
  expect(await orderOf()).toEqual(['lastname', 'firstname', 'company', 'jobTitle', 'interests', '__createdAt']);
  // Mouse: the creation date to the top.
  await drag(
    page,
    listForm.getByRole('button', { name: 'Déplacer « Date de création »' }),
    listForm.locator('.column-order-row').first(),
    'top',
  );
  await poll(orderOf).toEqual(['__createdAt', 'lastname', 'firstname', 'company', 'jobTitle', 'interests']);
  // Keyboard: "Prénom" one up.
  await listForm.getByRole('button', { name: 'Déplacer « Prénom »' }).focus();
  await page.keyboard.press('Space');
  await poll(() => liveRegion(page).textContent()).toBe('Prénom saisie, position 3 sur 6.');
  await settle(page);
  await page.keyboard.press('ArrowUp');
  await poll(() => liveRegion(page).textContent()).toBe('Prénom : position 2 sur 6.');
  await page.keyboard.press('Space');
  await poll(orderOf).toEqual(['__createdAt', 'firstname', 'lastname', 'company', 'jobTitle', 'interests']);
  await listForm.getByRole('combobox', { name: 'Fiches par page' }).selectOption('50');
  await checkA11y(page);
  await listForm.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('La liste a été enregistrée.').waitFor();
  await page.reload();
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Liste : Intervenants');
  expect(await orderOf()).toEqual(['__createdAt', 'firstname', 'lastname', 'company', 'jobTitle', 'interests']);
  expect(await listForm.getByRole('combobox', { name: 'Fiches par page' }).inputValue()).toBe('50');

  // A catalogue's category form: a parent-category field whose source is the categories.
  const catalogue = await createApplication(page, projectId, {
    kind: 'catalogue',
    title: 'Exposants',
    description: '',
    url: '',
    catalogueOptions: { multipleCategories: true, subcategories: false, parentCategory: false },
  });
  await page.goto(`${base}/configure/${catalogue}/description`);
  await page.getByRole('link', { name: 'Formulaire de « Catégories »' }).click();
  await page.waitForURL(`**${base}/configure/${catalogue}/categories/forms`);
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Formulaire : Catégories');
  await page.getByRole('combobox', { name: 'Type de champ' }).selectOption({ label: 'Catégorie unique' });
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await page.getByRole('region', { name: 'Réglages de « Catégorie unique »' }).waitFor();
  const category = page.getByRole('region', { name: /^Réglages de/ });
  await category.getByRole('textbox', { name: 'Valeur technique' }).fill('parentCategory');
  await category.getByRole('group', { name: 'Libellé' }).getByRole('textbox', { name: 'Français' }).fill('Catégorie parente');
  await page.getByRole('region', { name: 'Réglages de « Catégorie parente »' }).waitFor();
  expect(await category.getByRole('combobox', { name: 'Élément source des catégories' }).inputValue()).toBe('categories');
  await checkA11y(page);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Le formulaire a été enregistré.').waitFor();
  await page.reload();
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Formulaire : Catégories');
  await fieldCard(page, 'parentCategory').waitFor();
  await page.getByRole('group', { name: 'Aperçu du formulaire' }).getByText('Catégorie parente', { exact: false }).first().waitFor();
}, 180_000);
