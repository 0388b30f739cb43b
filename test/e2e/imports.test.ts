/**
 * The copy-paste import, in headless Chromium against the local stack serving `dist/web`, on a 390 px
 * phone and with the keyboard only: paste a CSV holding new speakers, the address of an existing one (another case),
 * an address repeated in the paste and a row in error → the preview's counts, ignored column and row errors → commit
 * → the progress bar → the result → the CSV of the rows in error, downloaded and read. The records are then checked
 * through the API. axe-core on each step; nothing scrolls sideways (390 px, and the preview at 1280 px).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { RecordPage } from '../../shared/schemas/records';
import { activatedCustomer, loginThroughUi } from './customers';
import { checkA11y, expectNoSidewaysScroll, newPage } from './harness';

const poll = <T>(read: () => Promise<T>, timeout = 10_000) => expect.poll(read, { timeout });

const PASTE = [
  'firstname;lastname;___email;company;nickname',
  'Ada;Lovelace;ada@example.com;Analytical;Countess',
  'Bob;Babbage;BOB@Example.com;Difference Engines;',
  'Ada;Clone;ADA@example.com;Copycat;',
  'Dee;Dot;not-an-address;Nowhere;',
  'Eve;Newton;eve@example.com;;',
].join('\n');

/** A signed-in customer with a French and English project and a speakers application holding Bob. */
async function speakersWithBob(): Promise<{ page: Page; listPath: string; api: string }> {
  const owner = await activatedCustomer('imports');
  const page = await newPage();
  await loginThroughUi(page, owner.email);
  const created = await page.request.post('/api/projects', { data: { name: 'Salon import', languages: ['fr', 'en'], type: 'conference' } });
  expect(created.status()).toBe(201);
  const { projectId } = (await created.json()) as { projectId: string };
  const app = await page.request.post(`/api/projects/${projectId}/applications`, {
    data: { kind: 'speakers', title: 'Intervenants', description: '', url: '' },
  });
  expect(app.status()).toBe(201);
  const { slug } = (await app.json()) as { slug: string };
  const api = `/api/projects/${projectId}/applications/${slug}/elements/speakers/records`;
  const bob = await page.request.post(api, {
    data: { values: { firstname: 'Bob', lastname: 'Babbage', ___email: 'bob@example.com', company: 'Old Co' } },
  });
  expect(bob.status()).toBe(201);
  return { page, listPath: `/fr/customer/projects/${projectId}/applications/${slug}/speakers`, api };
}

test('paste, preview, commit with its progress bar, result, error rows — at 390 px with the keyboard only', async () => {
  const { page, listPath, api } = await speakersWithBob();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${listPath}/copypaste`);
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Importer des fiches : Intervenants');
  await expectNoSidewaysScroll(page, 'import page at 390 px', 390);
  await checkA11y(page);

  /** The focused element's name as a user hears it: its label, its aria-label, else its text. */
  const focused = () =>
    page.evaluate(() => {
      const active = document.activeElement as HTMLInputElement | null;
      return (active?.labels?.[0]?.textContent?.trim() || active?.getAttribute('aria-label') || active?.textContent?.trim() || '').replace(
        /\s+/g,
        ' ',
      );
    });
  const tabTo = async (name: string) => {
    for (let step = 0; step < 80; step += 1) {
      await page.keyboard.press('Tab');
      if ((await focused()) === name) return;
    }
    throw new Error(`no focusable "${name}"`);
  };

  // "Choisir un fichier .csv" reads the file into the paste area (a BOM is the file's business, not the text's). The
  // file chooser is the browser's own dialog, set directly here; the rest of the journey is keyboard only.
  await page
    .getByLabel('Choisir un fichier .csv')
    .setInputFiles({ name: 'intervenants.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFFfirstname;lastname\r\nZoé;Zed\r\n`) });
  const area = page.getByRole('textbox', { name: 'Données à importer' });
  await poll(() => area.inputValue()).toBe('firstname;lastname\nZoé;Zed\n');
  await area.fill('');

  // Paste (the keyboard's insertText is what a paste does) and ask for the preview.
  await tabTo('Données à importer');
  await page.keyboard.insertText(PASTE);
  await tabTo('Aperçu');
  await page.keyboard.press('Enter');
  const counts = page.getByRole('list', { name: 'Bilan de l’aperçu' });
  await counts.waitFor();
  expect(await counts.getByRole('listitem').allTextContents()).toEqual([
    '2 fiches à créer',
    '1 fiche à mettre à jour',
    '1 ligne ignorée (adresse répétée, ou rien à changer)',
    '1 ligne en erreur',
  ]);
  // The focus moved to the preview, announced by its heading.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Aperçu de l’import');
  await page.getByText('nickname : aucun champ ne porte ce nom').waitFor();
  const row = (line: number) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(line), exact: true }) });
  expect(await row(2).getByText('À créer').count()).toBe(1);
  expect(await row(3).getByText('À mettre à jour').count()).toBe(1);
  expect(await row(4).getByText('Même adresse que la ligne 2, importée à sa place.').count()).toBe(1);
  expect(
    await row(5)
      .getByText(/^___email : /)
      .textContent(),
  ).toBe('___email : Saisissez une adresse e-mail valide.');
  await expectNoSidewaysScroll(page, 'import preview at 390 px', 390);
  await checkA11y(page);
  // At 1280 px the table is a table again: it scrolls inside its own region, never the page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSidewaysScroll(page, 'import preview at 1280 px', 1280);
  await checkA11y(page);
  await page.setViewportSize({ width: 390, height: 844 });

  // Commit: the progress bar shows while the job runs (watched from the start: a small import is quick).
  await page.evaluate(() => {
    const state = window as unknown as { sawProgress: string[] };
    state.sawProgress = [];
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      if (bar) state.sawProgress.push(`${bar.getAttribute('aria-valuenow')}/${bar.getAttribute('aria-valuemax')}`);
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  await tabTo('Importer 3 fiches');
  await page.keyboard.press('Enter');
  const result = page.getByRole('region', { name: 'Import terminé' });
  await result.waitFor({ timeout: 30_000 });
  expect((await page.evaluate(() => (window as unknown as { sawProgress: string[] }).sawProgress)).length).toBeGreaterThan(0);
  expect(await result.getByRole('listitem').allTextContents()).toEqual([
    '2 fiches créées',
    '1 fiche mise à jour',
    '1 ligne ignorée',
    '1 ligne en échec',
  ]);
  expect(await result.getByRole('link', { name: 'Retour à la liste' }).getAttribute('href')).toBe(listPath);
  await expectNoSidewaysScroll(page, 'import result at 390 px', 390);
  await checkA11y(page);

  // The rows in error, as a CSV to fix and paste again.
  const download = page.waitForEvent('download');
  await tabTo('Télécharger les lignes en erreur (CSV)');
  await page.keyboard.press('Enter');
  const file = await (await download).path();
  const csv = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split(/\r?\n/).filter((line) => line !== '');
  expect(lines[0]).toMatch(/^firstname;lastname;___email;company;nickname;___errors$/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/^Dee;Dot;not-an-address;Nowhere;;.*___email/);

  // The records: Ada and Eve created, Bob updated (only the pasted columns), Ada's clone skipped, Dee not written.
  const list = (await (await page.request.get(`${api}?limit=50`)).json()) as RecordPage;
  const byMail = new Map(list.items.map((item) => [String(item.values.___email).toLowerCase(), item.values]));
  expect([...byMail.keys()].sort()).toEqual(['ada@example.com', 'bob@example.com', 'eve@example.com']);
  expect(byMail.get('ada@example.com')?.lastname).toBe('Lovelace');
  expect(byMail.get('bob@example.com')?.company).toBe('Difference Engines');

  // Back to the list, with the keyboard.
  await tabTo('Retour à la liste');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${listPath}`);
}, 120_000);
