import type { Page } from 'playwright-core';

/**
 * Logs in through the login screen (`/fr/login`: fields "Adresse e-mail" and "Mot de passe", button "Se connecter"),
 * then waits for the welcome page. Shared by the end-to-end journeys and the browser benches (no test runner here).
 */
export async function loginThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/fr/login');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL('**/fr/customer/welcome');
}
