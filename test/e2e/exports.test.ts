/**
 * Export and vCards journeys, in headless Chromium against the local stack serving `dist/web`:
 * - export chosen fields: from the list, three fields picked and reordered by keyboard, CSV; the file fetched through
 *   the download link (page.request): BOM, `;`, the header in the chosen order, a formula cell neutralised, a cell
 *   with `;` quoted, CRLF;
 * - vCards of a selection of two records: the dialog's defaults, the job, the .vcf read back by ical.js (two cards
 *   with the right FN and EMAIL);
 * - a record made as sample data is marked "Exemple" in the list (skipped while the sample-data jobs are not there);
 * axe-core on every screen, and at 390 px no screen scrolls sideways.
 */
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { activatedCustomer, loginThroughUi } from './customers';
import { checkA11y, expectNoSidewaysScroll, newPage } from './harness';

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

interface Speakers {
  readonly page: Page;
  /** `/fr/customer/projects/{projectId}/applications/{slug}/speakers` */
  readonly list: string;
  /** `/api/projects/{projectId}/applications/{slug}/elements/speakers` */
  readonly api: string;
}

const SPEAKERS = [
  // A company that a spreadsheet would read as a formula, and one holding the separator.
  { firstname: 'Ada', lastname: 'Lovelace', ___email: 'ada@example.com', company: '=SUM(A1:A3)' },
  { firstname: 'Grace', lastname: 'Hopper', ___email: 'grace@example.com', company: 'Navy; Harvard' },
  { firstname: 'Alan', lastname: 'Turing', ___email: 'alan@example.com', company: 'Bletchley' },
];

/** A signed-in customer with a project (French, English) and a speakers application holding SPEAKERS. */
async function speakers(label: string): Promise<Speakers> {
  const owner = await activatedCustomer(label);
  const page = await newPage();
  await page.setViewportSize({ width: 1280, height: 1200 });
  await loginThroughUi(page, owner.email);
  const created = await page.request.post('/api/projects', {
    data: { name: 'Salon exports', languages: ['fr', 'en'], type: 'conference' },
  });
  expect(created.status()).toBe(201);
  const { projectId } = (await created.json()) as { projectId: string };
  const app = await page.request.post(`/api/projects/${projectId}/applications`, {
    data: { kind: 'speakers', title: 'Intervenants', description: '', url: '' },
  });
  expect(app.status()).toBe(201);
  const { slug } = (await app.json()) as { slug: string };
  const api = `/api/projects/${projectId}/applications/${slug}/elements/speakers`;
  for (const values of SPEAKERS) expect((await page.request.post(`${api}/records`, { data: { values } })).status()).toBe(201);
  return { page, list: `/fr/customer/projects/${projectId}/applications/${slug}/speakers`, api };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Presses a download button and reads the file through the link the page was given (a fresh one per press), with
 * page.request; the page itself receives an attachment and stays.
 */
async function downloadThrough(page: Page, button: ReturnType<Page['getByRole']>) {
  const [linkResponse, download] = await Promise.all([
    page.waitForResponse((response) => /\/exports\/[0-9A-Z]{26}\/download$/.test(new URL(response.url()).pathname)),
    page.waitForEvent('download'),
    button.click(),
  ]);
  expect(linkResponse.status()).toBe(200);
  const link = (await linkResponse.json()) as { url: string; fileName: string };
  expect(download.url()).toBe(link.url);
  const file = await page.request.get(link.url);
  expect(file.status()).toBe(200);
  return { link, file, body: await file.body() };
}

test('export chosen fields: three fields in an order of one’s own, as CSV for Excel', async () => {
  const { page, list } = await speakers('exports-csv');
  await page.goto(list);
  await poll(() => heading(page).textContent()).toBe('Liste des intervenants');
  await page.getByRole('rowheader', { name: 'Lovelace' }).waitFor();
  await checkA11y(page);
  await page.getByRole('link', { name: 'Exporter', exact: true }).click();
  await poll(() => heading(page).textContent()).toBe('Exporter des fiches');
  await checkA11y(page);

  // All three records (no search, no selection), every field by default; then three fields, in a new order.
  await page.getByRole('radio', { name: 'Toutes les fiches (3 fiches)' }).waitFor();
  await page.getByRole('radio', { name: /Choisir les champs et leur ordre/ }).check();
  const fields = page.getByRole('list', { name: 'Champs exportés, dans leur ordre' });
  const boxes = fields.getByRole('checkbox');
  await poll(() => boxes.count()).toBe(10);
  for (let index = 3; index < 10; index += 1) await boxes.nth(index).uncheck();
  await page.getByText('3 champs choisis sur 10').waitFor();
  await fields.getByRole('checkbox', { name: /^Nom/ }).waitFor();
  // Société (4th, unchecked) back in, then up to the top by keyboard; the focus stays on its button.
  await fields.getByRole('checkbox', { name: /^Société/ }).check();
  await fields.getByRole('checkbox', { name: /^E-mail/ }).uncheck();
  const up = fields.getByRole('button', { name: 'Monter « Société »' });
  await up.focus();
  for (const position of [3, 2, 1]) {
    await page.keyboard.press('Enter');
    await page.getByText(`« Société » est maintenant en position ${position} sur 10.`).waitFor();
  }
  expect(await up.evaluate((button) => button === document.activeElement)).toBe(true);
  await checkA11y(page);
  expect(await page.getByRole('radio', { name: /^CSV pour Excel/ }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Exporter', exact: true }).click();

  const download = page.getByRole('button', { name: 'Télécharger le fichier' });
  await download.waitFor();
  await page.getByText(/^3 fiches exportées dans .+\.csv\.$/).waitFor();
  await checkA11y(page);
  const { link, body, file } = await downloadThrough(page, download);
  expect(link.fileName).toMatch(/\.csv$/);
  expect(file.headers()['content-disposition'] ?? '').toMatch(/^attachment/);
  // UTF-8 with a BOM, `;` between cells, CRLF line ends.
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = body.toString('utf8').slice(1);
  const lines = text.split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe('company;firstname;lastname');
  expect(lines.slice(1).sort()).toEqual(["'=SUM(A1:A3);Ada;Lovelace", 'Bletchley;Alan;Turing', '"Navy; Harvard";Grace;Hopper'].sort());
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

  // Each press asks a new link.
  const again = await downloadThrough(page, download);
  expect(again.body.equals(body)).toBe(true);

  // At 390 px, the export screen does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Préparer un autre export' }).click();
  await page.getByRole('radio', { name: /Choisir les champs et leur ordre/ }).check();
  await fields.waitFor();
  await expectNoSidewaysScroll(page, 'export screen', 390);
  await checkA11y(page);
}, 180_000);

test('vCards for a selection of two records, read back by ical.js', async () => {
  const { page, list } = await speakers('exports-vcard');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(list);
  await poll(() => heading(page).textContent()).toBe('Liste des intervenants');
  await page.getByRole('checkbox', { name: 'Lovelace' }).check();
  await page.getByRole('checkbox', { name: 'Hopper' }).check();
  await page.getByText('2 sélectionnées').waitFor();
  await expectNoSidewaysScroll(page, 'list with a selection', 390);
  await checkA11y(page);
  await page.getByRole('button', { name: 'vCards' }).click();

  const dialog = page.getByRole('dialog', { name: 'Générer des vCards' });
  await dialog.waitFor();
  expect(await dialog.getByRole('radio', { name: 'Les 2 fiches sélectionnées' }).isChecked()).toBe(true);
  expect(await dialog.getByRole('combobox', { name: 'Prénom' }).inputValue()).toBe('firstname');
  expect(await dialog.getByRole('combobox', { name: 'Nom', exact: true }).inputValue()).toBe('lastname');
  expect(await dialog.getByRole('combobox', { name: 'E-mail' }).inputValue()).toBe('___email');
  await expectNoSidewaysScroll(page, 'vCards dialog', 390);
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Générer' }).click();

  const download = dialog.getByRole('button', { name: 'Télécharger' });
  await download.waitFor();
  await dialog.getByText(/^2 cartes dans .+\.vcf\.$/).waitFor();
  await checkA11y(page);
  const { link, body } = await downloadThrough(page, download);
  expect(link.fileName).toMatch(/\.vcf$/);
  const parsed = ICAL.parse(body.toString('utf8')) as unknown[];
  const cards = (Array.isArray(parsed[0]) ? (parsed as unknown[][]) : [parsed]).map((jcard) => new ICAL.Component(jcard as never));
  expect(cards).toHaveLength(2);
  const people = cards.map((card) => ({ fn: card.getFirstPropertyValue('fn'), email: card.getFirstPropertyValue('email') }));
  expect(people.sort((a, b) => String(a.fn).localeCompare(String(b.fn)))).toEqual([
    { fn: 'Ada Lovelace', email: 'ada@example.com' },
    { fn: 'Grace Hopper', email: 'grace@example.com' },
  ]);
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).first().click();
  await dialog.waitFor({ state: 'detached' });
}, 180_000);

test('a record made as sample data is marked in the list', async (context) => {
  const { page, list, api } = await speakers('exports-sample');
  const started = await page.request.post(`${api}/samples`, { data: { count: 1 } });
  // Without the sample-data jobs (the fakers) there is nothing to mark.
  if (started.status() !== 202) return context.skip();
  const { jobId } = (await started.json()) as { jobId: string };
  let status = 'queued';
  for (let attempt = 0; attempt < 100 && (status === 'queued' || status === 'running'); attempt += 1) {
    status = ((await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { status: string }).status;
    if (status === 'queued' || status === 'running') await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (status !== 'succeeded') return context.skip();
  await page.goto(list);
  await poll(() => heading(page).textContent()).toBe('Liste des intervenants');
  const marked = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByText('Exemple', { exact: true }) });
  await poll(() => marked.count()).toBe(1);
  await checkA11y(page);
}, 120_000);
