/**
 * Delegation journey (issue 13), in headless Chromium against the local stack serving `dist/web`: the owner gives read
 * access by e-mail on the delegate-rights page; the other person, signed in, sees the shared project on the welcome
 * page with its level, opens it and reads its records, with no add, edit or delete action offered.
 * axe-core on every screen, and at 390 px no screen scrolls sideways.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { activatedCustomer, latestMail, loginThroughUi } from './customers';
import { checkA11y, expectNoSidewaysScroll, newPage } from './harness';

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

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
});
