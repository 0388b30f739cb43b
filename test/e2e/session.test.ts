/**
 * Session journeys in headless Chromium at 390 px against the local stack serving `dist/web`:
 * a login date older than 12 hours sends the next in-app click to login, in the language of the page, and login
 * returns to the page asked for; a 401 of the API during a client navigation does the same; a signed-in user
 * who opens the login page goes on; the header is signed in from the first paint of a customer page.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { storageKeys, storagePrefix } from '../../web/src/lib/public-config';
import { activatedCustomer, loginThroughUi, PASSWORD } from './customers';
import { baseUrl, checkA11y, newPage } from './harness';

/** The browser storage keys, built as web/src/lib/storage-keys.ts builds them. */
const KEYS = storageKeys(storagePrefix(process.env.VITE_STORAGE_APP, process.env.VITE_STORAGE_ENV));
const PHONE = { width: 390, height: 844 };

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

async function phonePage(): Promise<Page> {
  const page = await newPage();
  await page.setViewportSize(PHONE);
  return page;
}

/** Creates a project through the API from the page (same origin, its session cookie). */
async function createProject(page: Page, name: string): Promise<string> {
  const created = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/projects', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as { projectId: string } };
    },
    { name, languages: ['fr', 'en'], type: 'conference' },
  );
  expect(created.status).toBe(201);
  return created.json.projectId;
}

/** Moves the stored login date 12 hours and 1 minute back (local time, `yyyyMMddHHmmss`). */
async function ageLoginDate(page: Page): Promise<void> {
  await page.evaluate((key) => {
    const date = new Date(Date.now() - (12 * 60 + 1) * 60 * 1000);
    const pad = (value: number) => String(value).padStart(2, '0');
    localStorage.setItem(
      key,
      `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`,
    );
  }, KEYS.loginDate);
}

const storedSession = (page: Page) =>
  page.evaluate((keys) => [localStorage.getItem(keys.customer), localStorage.getItem(keys.loginDate)], KEYS);

/** The login page reached, with its `next` parameter. */
async function expectLoginPage(page: Page, lang: 'fr' | 'en', next: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === `/${lang}/login/`);
  expect(new URL(page.url()).searchParams.get('next')).toBe(next);
  await page.getByRole('form', { name: lang === 'en' ? 'Log in' : 'Connexion' }).waitFor();
}

async function loginInEnglish(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
}

test('a login date older than 12 hours: the next in-app click goes to /en/login/, and login returns to the page asked for', async () => {
  const { email } = await activatedCustomer('expiry');
  const page = await phonePage();
  await loginThroughUi(page, email);
  const projectId = await createProject(page, 'Salon expiry');
  await page.goto('/en/customer/welcome');
  const project = page.getByRole('link', { name: 'Salon expiry' });
  await project.waitFor();

  await ageLoginDate(page);
  await project.click();
  const asked = `/en/customer/projects/${projectId}/dashboard`;
  await expectLoginPage(page, 'en', asked);
  expect(await storedSession(page)).toEqual([null, null]);
  expect(await page.getByRole('alert').count()).toBe(0);
  await checkA11y(page);

  await loginInEnglish(page, email);
  await page.waitForURL(`**${asked}`);
  await poll(() => h1(page).textContent()).toBe('Salon expiry');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
}, 60_000);

test('a 401 of the API during a client navigation ends the session and goes to login, then back to the page asked for', async () => {
  const { email } = await activatedCustomer('unauthorized');
  const page = await phonePage();
  await loginThroughUi(page, email);
  const projectId = await createProject(page, 'Salon 401');
  await page.goto(`/en/customer/projects/${projectId}/dashboard`);
  await poll(() => h1(page).textContent()).toBe('Salon 401');

  // The server forgets the session (the same cookie logs out); the browser still holds its stored customer.
  const loggedOut = await page.evaluate(
    async () => (await fetch('/api/auth/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
  );
  expect(loggedOut).toBe(204);
  expect((await storedSession(page))[0]).not.toBeNull();

  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My area' }).click();
  await expectLoginPage(page, 'en', '/en/customer/welcome');
  expect(await storedSession(page)).toEqual([null, null]);
  await checkA11y(page);

  await loginInEnglish(page, email);
  await page.waitForURL('**/en/customer/welcome');
  await page.getByRole('link', { name: 'Salon 401' }).waitFor();
}, 60_000);

test('a signed-in user who opens the login page goes on to the welcome page, or to the page asked for; never to another site', async () => {
  const { email } = await activatedCustomer('signed-in');
  const page = await phonePage();
  await loginThroughUi(page, email);

  await page.goto('/fr/login');
  await page.waitForURL('**/fr/customer/welcome');
  await poll(() => h1(page).textContent()).toBe('Bienvenue dans votre espace');

  await page.goto(`/en/login?next=${encodeURIComponent('/en/customer/nope')}`);
  await page.waitForURL('**/en/customer/nope');
  await poll(() => h1(page).textContent()).toBe('Page not found');

  for (const next of ['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)']) {
    await page.goto(`/fr/login?next=${encodeURIComponent(next)}`);
    await page.waitForURL('**/fr/customer/welcome');
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
  }
  await checkA11y(page);
}, 60_000);

test('the header of a customer page is signed in from its first paint, even when the menu chunk is slow', async () => {
  const { email } = await activatedCustomer('header');
  const page = await phonePage();
  await loginThroughUi(page, email);

  // What the header holds when the page's heading first appears.
  await page.addInitScript(() => {
    const record = window as unknown as { firstPaint?: { menu: boolean; name: string | null } };
    new MutationObserver((_, observer) => {
      if (record.firstPaint || !document.querySelector('main h1')) return;
      record.firstPaint = {
        menu: document.querySelector('nav.account-menu') !== null,
        name: document.querySelector('.account-name')?.textContent ?? null,
      };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.route(/\/assets\/account-menu-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });

  await page.goto('/fr/customer/welcome');
  await poll(() => h1(page).textContent()).toBe('Bienvenue dans votre espace');
  const firstPaint = await page.evaluate(() => (window as unknown as { firstPaint?: unknown }).firstPaint);
  expect(firstPaint).toEqual({ menu: true, name: expect.stringContaining('Ana Lopez') });
}, 60_000);
