/**
 * Files on the record screens, in headless Chromium against the local stack: a speaker's photo dropped
 * onto its field (posted straight to s3rver, checked, previewed from the browser's own copy), saved, then shown
 * on the record's view through signed URLs; a catalogue item's gallery filled with three images through the file
 * chooser, and the grid on its view. axe-core on each screen.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { activatedCustomer, loginThroughUi } from './customers';
import { checkA11y, newPage } from './harness';
import { PNG } from '../fixtures/files';

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

async function appOf(page: Page, kind: 'speakers' | 'catalogue', title: string) {
  const project = await page.request.post('/api/projects', {
    data: { name: 'Forum des fichiers', languages: ['fr', 'en'], type: 'conference' },
  });
  const { projectId } = (await project.json()) as { projectId: string };
  const app = await page.request.post(`/api/projects/${projectId}/applications`, {
    data: {
      kind,
      title,
      description: '',
      url: '',
      ...(kind === 'catalogue' ? { catalogueOptions: { multipleCategories: false, subcategories: false, parentCategory: false } } : {}),
    },
  });
  const { slug } = (await app.json()) as { slug: string };
  return { projectId, slug, path: `/fr/customer/projects/${projectId}/applications/${slug}` };
}

/** Every image of `list` drawn (a preview that did not load has no natural width). */
const imagesDrawn = (page: Page, selector: string) =>
  page.evaluate(
    (css) => [...document.querySelectorAll<HTMLImageElement>(css)].map((image) => image.complete && image.naturalWidth > 0),
    selector,
  );

test('a speaker photo dropped onto its field: uploaded, checked, previewed, saved, shown through signed URLs', async () => {
  const owner = await activatedCustomer('uploads-photo');
  const page = await newPage();
  await page.setViewportSize({ width: 1280, height: 1400 });
  await loginThroughUi(page, owner.email);
  const { path } = await appOf(page, 'speakers', 'Intervenants');

  await page.goto(`${path}/speakers/new`);
  await page.getByRole('heading', { level: 1, name: 'Ajouter un intervenant' }).waitFor();
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Ada');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ada@example.com');

  // Drag and drop: the events a browser fires when a file from the desktop is dropped on the field.
  const transfer = await page.evaluateHandle(
    (bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'portrait.png', { type: 'image/png' }));
      return data;
    },
    [...PNG],
  );
  const zone = page.locator('.file-drop').first();
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.getByText('Déposez pour envoyer').waitFor();
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });

  const chosen = page.getByRole('list', { name: 'Fichiers choisis' });
  await chosen.getByText('portrait.png', { exact: true }).waitFor({ timeout: 15_000 });
  await poll(() => imagesDrawn(page, '.files .file-thumb')).toEqual([true]);
  await checkA11y(page);

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const saved = page.getByRole('dialog', { name: 'Fiche enregistrée' });
  await saved.waitFor();
  await saved.getByRole('button', { name: 'Rester sur la fiche' }).click();
  await page.waitForURL(/\/speakers\/[0-9A-Z]{26}\/edit$/);
  await page.goto(page.url().replace(/\/edit$/, '/view'));

  // The view: the preview (a presigned GET on s3rver), the original behind it, a download under its name.
  const download = page.getByRole('link', { name: 'Télécharger portrait.png' });
  await download.waitFor();
  await poll(() => imagesDrawn(page, '.files .file-thumb')).toEqual([true]);
  const preview = await page.locator('.files .file-thumb').getAttribute('src');
  expect(preview).toMatch(/\/preview\?.*X-Amz-Signature=/);
  const original = await page.locator('.files a.file-open').getAttribute('href');
  expect(original).toMatch(/\/original\?.*X-Amz-Signature=/);
  const opened = await page.request.get(original!);
  expect(opened.status()).toBe(200);
  expect(Buffer.from(await opened.body())).toEqual(PNG);
  expect(await download.getAttribute('href')).toMatch(/response-content-disposition=attachment/);
  await checkA11y(page);
});

test('a catalogue item’s gallery filled with three images through the file chooser, shown as a grid', async () => {
  const owner = await activatedCustomer('uploads-gallery');
  const page = await newPage();
  await page.setViewportSize({ width: 1280, height: 1600 });
  await loginThroughUi(page, owner.email);
  const { projectId, slug, path } = await appOf(page, 'catalogue', 'Exposants');
  const created = await page.request.post(`/api/projects/${projectId}/applications/${slug}/elements/items/records`, {
    data: { values: { name: { fr: 'Stand 12', en: 'Booth 12' } } },
  });
  const { recordId } = (await created.json()) as { recordId: string };

  await page.goto(`${path}/items/${recordId}/edit`);
  const pick = page.getByRole('button', { name: /Galerie.*Ajouter des fichiers/ });
  await pick.waitFor();
  const chooser = page.waitForEvent('filechooser');
  await pick.click();
  await (await chooser).setFiles(['salle.png', 'scene.png', 'public.png'].map((name) => ({ name, mimeType: 'image/png', buffer: PNG })));
  const chosen = page.getByRole('list', { name: 'Fichiers choisis' });
  for (const name of ['salle.png', 'scene.png', 'public.png']) await chosen.getByText(name, { exact: true }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByRole('dialog', { name: 'Fiche enregistrée' }).waitFor();

  await page.goto(`${path}/items/${recordId}/view`);
  const grid = page.locator('.files-gallery');
  await grid.waitFor();
  await poll(() => imagesDrawn(page, '.files-gallery .file-thumb')).toEqual([true, true, true]);
  for (const name of ['salle.png', 'scene.png', 'public.png']) await page.getByRole('link', { name: `Télécharger ${name}` }).waitFor();
  await checkA11y(page);
});
