/**
 * My account journeys, in headless Chromium against the local stack serving `dist/web`:
 * - edit my details from the account menu, by keyboard only; the change survives a reload;
 * - change my password, then log out and log in with the new one (the old one is refused); the notice is mailed;
 * axe-core on both pages, and at 390 px neither scrolls sideways (the account menu wraps).
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { activatedCustomer, latestMail, loginThroughUi, PASSWORD } from './customers';
import { checkA11y, expectNoSidewaysScroll, newPage } from './harness';

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('edit my details, by keyboard only', async () => {
  const { email } = await activatedCustomer('account-details');
  const page = await newPage();
  await page.setViewportSize({ width: 1280, height: 1000 });
  await loginThroughUi(page, email);

  await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Mes coordonnées' }).click();
  await poll(() => heading(page).textContent()).toBe('Mes coordonnées');
  const form = page.getByRole('form', { name: 'Mes informations' });
  const firstname = form.getByLabel('Prénom', { exact: true });
  await poll(() => firstname.inputValue()).toBe('Ana');
  await checkA11y(page);

  // Keyboard only: focus the first name, replace it, tab to the phone, type, tab to the button, Enter.
  await firstname.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Anaïs');
  await page.keyboard.press('Tab'); // last name
  await page.keyboard.press('Tab'); // company
  await page.keyboard.press('Tab'); // phone
  await page.keyboard.type('+33 6 12 34 56 78');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Enregistrer mes coordonnées');
  await page.keyboard.press('Enter');
  await poll(() => form.getByRole('status').textContent()).toBe('Vos coordonnées ont été enregistrées.');

  await page.reload();
  await poll(() => page.getByRole('form', { name: 'Mes informations' }).getByLabel('Prénom', { exact: true }).inputValue()).toBe('Anaïs');
  expect(await page.getByRole('form', { name: 'Mes informations' }).getByLabel('Téléphone', { exact: true }).inputValue()).toBe(
    '+33 6 12 34 56 78',
  );
  // The account menu says the new name.
  await poll(() => page.getByRole('navigation', { name: 'Mon compte' }).textContent()).toContain('Anaïs Lopez');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'account page', 390);
  await page.close();
});

test('change my password, then log out and log in with the new one', async () => {
  const { email } = await activatedCustomer('account-password');
  const page = await newPage();
  await page.setViewportSize({ width: 1280, height: 1000 });
  await loginThroughUi(page, email);

  await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Mot de passe' }).click();
  await poll(() => heading(page).textContent()).toBe('Changer mon mot de passe');
  await checkA11y(page);
  const form = page.getByRole('form', { name: 'Changer mon mot de passe' });
  await form.getByLabel('Mot de passe actuel', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('N3w-Passw0rd');
  await form.getByLabel('Confirmation du nouveau mot de passe', { exact: true }).fill('N3w-Passw0rd');
  await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await page.getByRole('status').filter({ hasText: 'Votre mot de passe a été modifié.' }).waitFor();
  expect((await latestMail(email, /mot de passe a été modifié/)).text).toContain('Ana');
  await checkA11y(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'password page', 390);
  await page.setViewportSize({ width: 1280, height: 1000 });

  await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('button', { name: 'Se déconnecter' }).click();
  await page.waitForURL(/\/fr\/login/);
  // The old password is refused, the new one opens the welcome page.
  const login = page.getByRole('form', { name: 'Connexion' });
  await login.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await login.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await poll(() => login.getByRole('alert').textContent()).toContain('Identifiants de connexion invalides');
  await loginThroughUi(page, email, 'N3w-Passw0rd');
  await page.waitForURL(/\/fr\/customer\/welcome/);
  await page.close();
});
