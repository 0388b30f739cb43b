/**
 * Delegation journey, in headless Chromium against the local stack serving `dist/web`: the owner gives read
 * access by e-mail on the delegate-rights page; the other person, signed in, sees the shared project on the welcome
 * page with its level, opens it and reads its records, with no add, edit or delete action offered. Each application's
 * column shows the level that applies there and its source: read through the project, then write through the
 * application's own right once raised (and the person can then write there); levels not above the project's are not
 * offered on an application, and a right that the project's level outweighs is said to have no effect.
 * axe-core on every screen, and at 1280 and 390 px no screen scrolls sideways. With `E2E_SHOTS` set to a folder, the
 * delegate-rights page is saved there at both widths (delegation-1280.png, delegation-390.png), to look at.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { activatedCustomer, latestMail, loginThroughUi } from './customers';
import { checkA11y, expectNoSidewaysScroll, newPage } from './harness';

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The select of one person's right on one scope, and the cell that holds it (the level that applies, the note). */
const rightOf = (page: Page, email: string, scope: string) => {
  const select = page.getByRole('combobox', { name: `Accès de ${email} sur ${scope}`, exact: true });
  const cell = page.getByRole('cell').filter({ has: select });
  return { select, effective: cell.locator('.delegation-effective'), note: cell.locator('.delegation-note') };
};
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: path.join(process.env.E2E_SHOTS, name), fullPage: true });
};

test('delegate read access by e-mail, then see the shared project read-only as that person', async () => {
  const [owner, guest] = await Promise.all([activatedCustomer('deleg-owner'), activatedCustomer('deleg-guest')]);

  // The owner's project, with a speakers application and one record.
  const page = await newPage();
  await page.setViewportSize({ width: 1280, height: 1000 });
  await loginThroughUi(page, owner.email);
  const created = await page.request.post('/api/projects', { data: { name: 'Salon délégué', languages: ['fr'], type: 'conference' } });
  expect(created.status()).toBe(201);
  const { projectId } = (await created.json()) as { projectId: string };
  const app = await page.request.post(`/api/projects/${projectId}/applications`, {
    data: { kind: 'speakers', title: 'Intervenants', description: '', url: '' },
  });
  expect(app.status()).toBe(201);
  const { slug } = (await app.json()) as { slug: string };
  const exhibitors = await page.request.post(`/api/projects/${projectId}/applications`, {
    data: { kind: 'catalogue', title: 'Exposants', description: '', url: '' },
  });
  expect(exhibitors.status()).toBe(201);
  const records = `/api/projects/${projectId}/applications/${slug}/elements/speakers/records`;
  const record = await page.request.post(records, {
    data: { values: { firstname: 'Ada', lastname: 'Lovelace', ___email: 'ada@example.com', company: 'Analytical' } },
  });
  expect(record.status()).toBe(201);

  // Delegate read access on the whole project.
  await page.goto('/fr/customer/delegate');
  await poll(() => heading(page).textContent()).toBe('Déléguer des droits');
  await page.getByText("Personne d'autre que vous n'a encore accès à ce projet.").waitFor();
  await checkA11y(page);
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(guest.email);
  await page.getByRole('combobox', { name: 'Accès', exact: true }).selectOption('read');
  await page.getByRole('button', { name: 'Donner accès' }).click();
  await page.getByText(`Les droits de ${guest.email} sont enregistrés`, { exact: false }).waitFor();
  await page.getByRole('rowheader', { name: guest.email }).waitFor();
  expect(await page.getByRole('combobox', { name: `Accès de ${guest.email} sur Tout le projet` }).inputValue()).toBe('read');
  // Read on the whole project: read on each application, through the project; only higher levels are offered there.
  for (const scope of ['Intervenants', 'Exposants']) {
    const right = rightOf(page, guest.email, scope);
    expect(await right.effective.textContent()).toBe('Lecture seule (via le projet)');
    expect(await right.select.inputValue()).toBe('none');
    expect(await right.select.locator('option:checked').textContent()).toBe('Niveau du projet');
    expect(await right.select.locator('option[value="read"]').isDisabled()).toBe(true);
    expect(await right.select.locator('option[value="write"]').isDisabled()).toBe(false);
    expect(await right.note.textContent()).toBe(
      "Le niveau du projet (Lecture seule) s'applique à toutes ses applications : seul un niveau supérieur peut être donné ici.",
    );
  }
  await checkA11y(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'delegate-rights page', 390);
  await checkA11y(page);

  // The delegated person is told by mail.
  expect((await latestMail(guest.email, /Salon délégué/)).text).toContain('/fr/customer/welcome');

  // As that person: the shared project on the welcome page, with its level.
  const other = await newPage();
  await other.setViewportSize({ width: 1280, height: 1000 });
  await loginThroughUi(other, guest.email);
  const row = other.getByRole('row').filter({ has: other.getByRole('link', { name: 'Salon délégué' }) });
  await row.waitFor();
  expect(await row.textContent()).toContain('Lecture seule');
  await checkA11y(other);
  await row.getByRole('link', { name: 'Salon délégué' }).click();
  await poll(() => heading(other).textContent()).toContain('Salon délégué');
  await checkA11y(other);

  // Its records, read-only: no add, edit or delete action.
  await other.goto(`/fr/customer/projects/${projectId}/applications/${slug}/speakers`);
  await poll(() => heading(other).textContent()).toBe('Liste des intervenants');
  await other.getByRole('rowheader', { name: 'Lovelace' }).waitFor();
  expect(await other.getByRole('link', { name: 'Ajouter un intervenant' }).count()).toBe(0);
  expect(await other.getByRole('button', { name: /^Supprimer/ }).count()).toBe(0);
  expect(await other.getByRole('link', { name: /^Modifier/ }).count()).toBe(0);
  await checkA11y(other);
  await other.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(other, 'shared records list', 390);
  await checkA11y(other);
  // The API agrees: a write is refused.
  const refused = await other.request.post(records, {
    data: { values: { firstname: 'Bob', lastname: 'Nope', ___email: 'bob@example.com' } },
  });
  expect(refused.status()).toBe(403);

  // The owner raises Intervenants to write: write there, from the application's own right; Exposants stays read.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/fr/customer/delegate');
  const speakersRight = rightOf(page, guest.email, 'Intervenants');
  await speakersRight.select.selectOption('write');
  await page.getByText('Modifications enregistrées.').waitFor();
  await poll(() => speakersRight.effective.textContent()).toBe("Lecture et écriture (droit propre à l'application)");
  expect(await rightOf(page, guest.email, 'Exposants').effective.textContent()).toBe('Lecture seule (via le projet)');
  await checkA11y(page);
  await expectNoSidewaysScroll(page, 'delegate-rights page', 1280);
  await shot(page, 'delegation-1280.png');
  // And it applies: the person can now write in Intervenants.
  const written = await other.request.post(records, {
    data: { values: { firstname: 'Grace', lastname: 'Hopper', ___email: 'grace@example.com' } },
  });
  expect(written.status()).toBe(201);

  // Write on the whole project too: the application's own write is outweighed, and the screen says it has no effect.
  await page.getByRole('combobox', { name: `Accès de ${guest.email} sur Tout le projet` }).selectOption('write');
  await poll(() => speakersRight.effective.textContent()).toBe('Lecture et écriture (via le projet)');
  expect(await speakersRight.note.textContent()).toBe(
    "Le droit propre à cette application (Lecture et écriture) est sans effet : le niveau du projet (Lecture et écriture) s'applique.",
  );
  expect(await speakersRight.select.locator('option[value="read"]').isDisabled()).toBe(true);
  expect(await speakersRight.select.locator('option[value="full"]').isDisabled()).toBe(false);
  await checkA11y(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'delegate-rights page', 390);
  await checkA11y(page);
  await shot(page, 'delegation-390.png');
});
