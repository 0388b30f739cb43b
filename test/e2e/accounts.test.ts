/**
 * Account journeys in headless Chromium against the local stack serving `dist/web`, mail read
 * through `GET /_local/mail`. One test per journey; axe on every screen visited (no serious or critical
 * violation).
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { THEMES } from '../../shared/constants';
import { storageKeys, storagePrefix } from '../../web/src/lib/public-config';
import { uniqueEmail } from '../helpers/local-aws';
import { activatedCustomer, latestMail, loginThroughUi, PASSWORD } from './customers';
import { baseUrl, checkA11y, newPage } from './harness';

/** The browser storage keys, built as web/src/lib/storage-keys.ts builds them (same helper, same values). */
const KEYS = storageKeys(storagePrefix(process.env.VITE_STORAGE_APP, process.env.VITE_STORAGE_ENV));

const heading = (page: Page, name: string, level = 1) => page.getByRole('heading', { level, name });

/** axe in every colour theme (contrast of alerts, errors and the account menu included), back to blue. */
async function checkA11yInEveryTheme(page: Page): Promise<void> {
  const theme = page.getByRole('combobox', { name: 'Thème' });
  for (const value of THEMES) {
    await theme.selectOption(value);
    await checkA11y(page);
  }
  await theme.selectOption('blue');
}

/** The error message shown on a field, through its aria-describedby. */
async function fieldError(page: Page, form: string, label: string): Promise<string | null> {
  const control = page.getByRole('form', { name: form }).getByLabel(label, { exact: true });
  return control.evaluate((element) => {
    if (element.getAttribute('aria-invalid') !== 'true') return null;
    const ids = (element.getAttribute('aria-describedby') ?? '').split(' ');
    return ids.map((id) => document.getElementById(id)).find((node) => node?.classList.contains('field-error'))?.textContent ?? null;
  });
}

/** Path (with query) of the first app link in a mail's text. */
function linkIn(text: string): string {
  const link = /(https?:\/\/\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`no link in: ${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

const activationCode = async (email: string) => /(\d{6})/.exec((await latestMail(email, /code/i)).subject)![1]!;

/** `fetch('/api/me')` from the page, with its cookies. */
const meStatus = (page: Page) => page.evaluate(async () => (await fetch('/api/me', { credentials: 'same-origin' })).status);

test('register (bad password, then no terms, then correctly), wrong code then right code, validated page', async () => {
  const page = await newPage();
  const email = uniqueEmail('register');
  await page.goto('/fr/login');
  await heading(page, 'Votre espace client').waitFor();
  expect(await page.title()).toBe('Connexion · Noco');
  await checkA11y(page);

  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  const form = page.getByRole('form', { name: 'Créer un compte' });
  await expect.poll(() => form.getByLabel('Adresse e-mail').evaluate((input) => input === document.activeElement)).toBe(true);
  await checkA11y(page);
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe', { exact: true }).fill('password');
  await form.getByLabel('Prénom').fill('Ana');
  await form.getByLabel('Nom', { exact: true }).fill('Lopez');
  await form.getByLabel('Société').fill('ACME');
  await form.getByRole('checkbox', { name: "J'accepte les Conditions générales de service" }).check();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect.poll(() => fieldError(page, 'Créer un compte', 'Mot de passe')).toBe('Le format de votre mot de passe est incorrect');
  await checkA11y(page);

  await form.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await form.getByRole('checkbox', { name: "J'accepte les Conditions générales de service" }).uncheck();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect
    .poll(() =>
      form
        .getByRole('checkbox')
        .evaluate((box) => document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent),
    )
    .toBe('Vous devez accepter les Conditions générales de service avant de continuer.');
  expect(await fieldError(page, 'Créer un compte', 'Mot de passe')).toBeNull();

  await form.getByRole('checkbox', { name: "J'accepte les Conditions générales de service" }).check();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await heading(page, 'Activez votre compte', 2).waitFor();
  await page.getByText(`Nous avons envoyé un code à 6 chiffres à ${email}.`, { exact: false }).waitFor();
  await checkA11y(page);

  const code = await activationCode(email);
  const wrong = code === '000000' ? '111111' : '000000';
  const activation = page.getByRole('form', { name: 'Activez votre compte' });
  await activation.getByLabel("Code d'activation").fill(wrong);
  await activation.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect.poll(() => fieldError(page, 'Activez votre compte', "Code d'activation")).toBe("Ce code n'est pas valide");
  await checkA11y(page);

  await activation.getByLabel("Code d'activation").fill(code);
  await activation.getByRole('button', { name: 'Activer mon compte' }).click();
  await page.waitForURL(/\/fr\/customer\/validated\/[0-9A-Z]{26}$/);
  await heading(page, 'Votre compte est activé').waitFor();
  await checkA11y(page);

  // The validated page leads to login, whose form holds the address just activated.
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await page.waitForURL('**/fr/login');
  const login = page.getByRole('form', { name: 'Connexion' });
  expect(await login.getByLabel('Adresse e-mail').inputValue()).toBe(email);
  await expect
    .poll(() => login.getByLabel('Mot de passe', { exact: true }).evaluate((input) => input === document.activeElement))
    .toBe(true);
  await login.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL('**/fr/customer/welcome');
});

test('the validated page reached directly claims nothing, and leads to the code entry and to login', async () => {
  const page = await newPage();
  for (const id of ['anything', '01J9Z8Y7X6W5V4T3S2R1Q0P9N8']) {
    await page.goto(`/fr/customer/validated/${id}`);
    await heading(page, 'Activation du compte').waitFor();
    expect(await page.getByText('Votre compte est activé').count()).toBe(0);
    expect(await page.getByText('adresse e-mail est confirmée', { exact: false }).count()).toBe(0);
  }
  expect(await page.getByRole('link', { name: "Saisir mon code d'activation" }).getAttribute('href')).toBe(
    '/fr/login?activate=01J9Z8Y7X6W5V4T3S2R1Q0P9N8',
  );
  await checkA11y(page);
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await page.waitForURL('**/fr/login');
  await page.getByRole('form', { name: 'Connexion' }).waitFor();
});

test('register: a failed login message does not stay, an error keeps the name fields in line, the terms open the terms', async () => {
  const page = await newPage();
  await page.goto('/fr/login');
  const login = page.getByRole('form', { name: 'Connexion' });
  await login.getByLabel('Adresse e-mail').fill(uniqueEmail('nobody'));
  await login.getByLabel('Mot de passe', { exact: true }).fill('Wrong-passw0rd');
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await login.getByRole('alert').getByText('Identifiants de connexion invalides').waitFor();

  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  const form = page.getByRole('form', { name: 'Créer un compte' });
  await form.waitFor();
  await expect.poll(() => login.getByRole('alert').count()).toBe(0);

  // Only the last name is missing: the first name keeps its line and its height.
  await form.getByLabel('Prénom').fill('Ana');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect.poll(() => fieldError(page, 'Créer un compte', 'Nom')).toBe('Ce champ est obligatoire.');
  const first = (await form.getByLabel('Prénom').boundingBox())!;
  const last = (await form.getByLabel('Nom', { exact: true }).boundingBox())!;
  expect(Math.abs(first.y - last.y)).toBeLessThan(1);
  expect(Math.abs(first.height - last.height)).toBeLessThan(3);
  await checkA11y(page);

  // "Lire les Conditions générales de service" opens the terms (in a new tab), not the privacy policy.
  const link = form.getByRole('link', { name: /Lire les Conditions générales de service/ });
  expect(await link.getAttribute('href')).toBe('/fr/terms');
  const [terms] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await terms.waitForURL('**/fr/terms');
  await heading(terms, 'Conditions générales de service').waitFor();
});

test("the activation mail's link opens the code entry", async () => {
  const email = uniqueEmail('activate-link');
  const registered = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstname: 'Léa', lastname: 'Martin', acceptTerms: true, lang: 'fr' }),
  });
  expect(registered.status).toBe(201);
  const { customerId } = (await registered.json()) as { customerId: string };
  const mail = await latestMail(email, /code/i);
  const path = linkIn(mail.text);
  expect(path).toBe(`/fr/login?activate=${customerId}`);

  const page = await newPage();
  // Logging in before activating: refused, said only after the right password, with a new code on offer.
  await page.goto('/fr/login');
  const login = page.getByRole('form', { name: 'Connexion' });
  await login.getByLabel('Adresse e-mail').fill(email);
  await login.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await login.getByRole('alert').getByText("Votre compte n'est pas encore activé.", { exact: false }).waitFor();
  await checkA11y(page);
  await login.getByRole('button', { name: 'Recevoir un nouveau code' }).click();
  await login.getByRole('status').getByText("Un nouveau code d'activation vous a été envoyé par e-mail.", { exact: false }).waitFor();

  // The newest mail's link and code.
  const newest = await latestMail(email, /code/i);
  const code = /(\d{6})/.exec(newest.subject)![1]!;
  await page.goto(linkIn(newest.text));
  const activation = page.getByRole('form', { name: 'Activez votre compte' });
  await activation.waitFor();
  await checkA11y(page);
  await activation.getByLabel("Code d'activation").fill(code);
  await activation.getByRole('button', { name: 'Activer mon compte' }).click();
  await page.waitForURL(`**/fr/customer/validated/${customerId}`);
  await heading(page, 'Votre compte est activé').waitFor();
});

test('wrong then right login; a reload keeps the session; a login date older than 12 hours sends the next navigation to login', async () => {
  const { email } = await activatedCustomer('login');
  const page = await newPage();
  await page.goto('/fr/login');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe', { exact: true }).fill('Wrong-passw0rd');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  expect(await form.getByRole('alert').textContent()).toBe('Identifiants de connexion invalides');
  expect(new URL(page.url()).pathname).toBe('/fr/login');
  await checkA11yInEveryTheme(page);

  await loginThroughUi(page, email);
  const stored = await page.evaluate(
    (keys) => ({ customer: localStorage.getItem(keys.customer), stamp: localStorage.getItem(keys.loginDate) }),
    KEYS,
  );
  expect(JSON.parse(stored.customer!)).toMatchObject({ email, firstname: 'Ana', lastname: 'Lopez' });
  expect(stored.stamp).toMatch(/^\d{14}$/);
  expect(await meStatus(page)).toBe(200);

  // The account menu, in the account layout.
  const menu = page.getByRole('navigation', { name: 'Mon compte' });
  await menu.getByText('Ana Lopez').waitFor();
  await page.goto('/fr/customer/nope');
  await heading(page, 'Page introuvable').waitFor();
  await menu.getByText('Ana Lopez').waitFor();
  await checkA11yInEveryTheme(page);

  // A reload keeps the session.
  await page.goto('/fr/customer/welcome');
  await page.reload();
  await menu.getByText('Ana Lopez').waitFor();
  expect(new URL(page.url()).pathname).toBe('/fr/customer/welcome');

  // A login date stamp 12 hours and 1 minute old: the next navigation goes to login and forgets the session.
  await page.evaluate((key) => {
    const date = new Date(Date.now() - (12 * 60 + 1) * 60 * 1000);
    const pad = (value: number) => String(value).padStart(2, '0');
    const stamp = `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
    localStorage.setItem(key, stamp);
  }, KEYS.loginDate);
  await menu.getByRole('link', { name: 'Mon espace' }).click();
  await page.waitForURL((url) => url.pathname === '/fr/login/' && url.searchParams.get('next') === '/fr/customer/welcome');
  await page.getByRole('form', { name: 'Connexion' }).waitFor();
  expect(await page.evaluate((keys) => [localStorage.getItem(keys.customer), localStorage.getItem(keys.loginDate)], KEYS)).toEqual([
    null,
    null,
  ]);
});

test('logout revokes the session and forgets the stored customer', async () => {
  const { email } = await activatedCustomer('logout');
  const page = await newPage();
  await loginThroughUi(page, email);
  expect(await meStatus(page)).toBe(200);

  await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('button', { name: 'Se déconnecter' }).click();
  await page.waitForURL('**/fr/login');
  await page.getByRole('form', { name: 'Connexion' }).waitFor();
  expect(await page.evaluate((keys) => [localStorage.getItem(keys.customer), localStorage.getItem(keys.loginDate)], KEYS)).toEqual([
    null,
    null,
  ]);
  expect(await meStatus(page)).toBe(401);

  // The customer area is closed again.
  await page.goto('/fr/customer/welcome');
  await page.waitForURL((url) => url.pathname === '/fr/login/');
});

test('lost password → mail → reset: the old password fails, the new one works; the same link again is refused', async () => {
  const { email } = await activatedCustomer('reset');
  const page = await newPage();
  await page.goto('/fr/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await page.waitForURL('**/fr/lostPassword');
  const request = page.getByRole('form', { name: 'Mot de passe oublié' });
  await request.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect.poll(() => fieldError(page, 'Mot de passe oublié', 'Adresse e-mail')).toBe('Veuillez saisir votre adresse e-mail.');
  await checkA11y(page);
  await request.getByLabel('Adresse e-mail').fill(email);
  await request.getByRole('button', { name: 'Recevoir le lien' }).click();
  const confirmation = page.getByRole('status').getByText('Si un compte correspond à cette adresse', { exact: false });
  await confirmation.waitFor();
  await checkA11y(page);

  // Same answer for an address without an account.
  await page.goto('/fr/lostPassword');
  await page.getByRole('form', { name: 'Mot de passe oublié' }).getByLabel('Adresse e-mail').fill(uniqueEmail('nobody'));
  await page.getByRole('form', { name: 'Mot de passe oublié' }).getByRole('button', { name: 'Recevoir le lien' }).click();
  await confirmation.waitFor();

  const link = linkIn((await latestMail(email, /mot de passe/i)).text);
  expect(link).toMatch(/^\/fr\/customer\/resetPassword\/[0-9A-Z]{26}\/[A-Za-z0-9_-]{43}$/);
  await page.goto(link);
  const reset = page.getByRole('form', { name: 'Choisir un nouveau mot de passe' });
  await reset.waitFor();
  await checkA11y(page);
  const newPassword = 'N3w-passw0rd!';
  await reset.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await reset.getByLabel('Confirmation du nouveau mot de passe', { exact: true }).fill(newPassword);
  await reset.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await page.getByRole('status').getByText('Votre mot de passe a été modifié.', { exact: false }).waitFor();
  await checkA11y(page);

  // The old password fails, the new one works.
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await page.waitForURL('**/fr/login');
  const login = page.getByRole('form', { name: 'Connexion' });
  await login.getByLabel('Adresse e-mail').fill(email);
  await login.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Se connecter' }).click();
  expect(await login.getByRole('alert').textContent()).toBe('Identifiants de connexion invalides');
  await loginThroughUi(page, email, newPassword);

  // The same link a second time is refused, with a way to ask for a new one.
  const again = await newPage();
  await again.goto(link);
  const form = again.getByRole('form', { name: 'Choisir un nouveau mot de passe' });
  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('An0ther-passw0rd');
  await form.getByLabel('Confirmation du nouveau mot de passe', { exact: true }).fill('An0ther-passw0rd');
  await form.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  const refused = again.getByRole('alert');
  await refused.getByText("Ce lien de réinitialisation n'est plus valide.", { exact: false }).waitFor();
  expect(await refused.getByRole('link', { name: 'Demander un nouveau lien' }).getAttribute('href')).toBe('/fr/lostPassword');
  await checkA11y(again);
});
