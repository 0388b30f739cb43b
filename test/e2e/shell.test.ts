/**
 * Web shell journeys, in headless Chromium against the local stack serving `dist/web`.
 * Every page visited is checked with axe (no serious or critical violation).
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { THEMES } from '../../shared/constants';
import { checkA11y, newPage } from './harness';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Collects Content-Security-Policy violations reported in the console (the CSP is strict: script/style 'self'). */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Counts the full page loads of the main frame. */
function countLoads(page: Page): { readonly value: number } {
  const counter = { value: 0 };
  page.on('load', () => {
    counter.value += 1;
  });
  return counter;
}

test('the 404 page is headed in French and shows "Page not found: {path}" small, a long path included (390 px)', async () => {
  const page = await newPage();
  const csp = watchCsp(page);
  await page.goto('/fr/nope');
  await expect.poll(() => heading(page).textContent()).toBe('Page introuvable');
  expect(await page.getByText('Page not found: /fr/nope', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByText('Erreur 404').isVisible()).toBe(true);
  expect(await page.title()).toBe('Page introuvable · Noco');
  await checkA11y(page);

  // On a phone, a long path neither widens the page nor fills the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const long = `/fr/${'un-chemin-vraiment-tres-long/'.repeat(8)}fin`;
  await page.goto(long);
  await expect.poll(() => heading(page).textContent()).toBe('Page introuvable');
  const path = page.getByText(`Page not found: ${long}`, { exact: true });
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    h1: parseFloat(getComputedStyle(document.querySelector('main h1')!).fontSize),
    path: parseFloat(getComputedStyle(document.querySelector('.status-path')!).fontSize),
  }));
  expect(sizes.scroll).toBeLessThanOrEqual(390);
  expect(sizes.path).toBeLessThan(sizes.h1);
  expect(sizes.path).toBeLessThanOrEqual(16);
  expect((await path.boundingBox())!.height).toBeLessThan(844 / 4);
  expect((await heading(page).boundingBox())!.height).toBeLessThan(100);
  await checkA11y(page);

  await page.goto('/en/nope');
  await expect.poll(() => heading(page).textContent()).toBe('Page not found');
  expect(csp).toEqual([]);
});

test('in every theme, a danger button does not look like the primary one', async () => {
  const page = await newPage();
  await page.goto('/fr');
  await heading(page).waitFor();
  for (const theme of THEMES) {
    const looks = await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
      const look = (className: string) => {
        const button = document.createElement('button');
        button.className = className;
        button.textContent = 'x';
        document.body.append(button);
        const style = getComputedStyle(button);
        const result = `${style.backgroundColor} ${style.color} ${style.borderTopColor}`;
        button.remove();
        return result;
      };
      return { primary: look('button primary'), danger: look('button danger') };
    }, theme);
    expect(looks.danger, theme).not.toBe(looks.primary);
    expect(looks.danger.split(' rgb')[0], `${theme}: background`).not.toBe(looks.primary.split(' rgb')[0]);
  }
});

test('the terms of service, in French and English, from the footer (390 px)', async () => {
  const page = await newPage();
  const csp = watchCsp(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr');
  await heading(page).waitFor();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Conditions générales de service' }).click();
  await page.waitForURL('**/fr/terms');
  await expect.poll(() => heading(page).textContent()).toBe('Conditions générales de service');
  for (const name of [
    'Votre compte',
    'Vos contenus',
    'Usage acceptable',
    'Disponibilité',
    'Responsabilité',
    'Fin du service',
    'Droit applicable',
  ]) {
    await page.getByRole('heading', { level: 2, name }).waitFor();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkA11y(page);

  await page.getByRole('navigation', { name: "Langue de l'interface" }).getByRole('link', { name: 'English' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Terms of service');
  expect(new URL(page.url()).pathname).toBe('/en/terms');
  expect(await page.title()).toBe('Terms of service · Noco');
  await checkA11y(page);
  expect(csp).toEqual([]);
});

test('the theme choice applies at once and is kept after a reload', async () => {
  const page = await newPage();
  await page.goto('/fr');
  await heading(page).waitFor();
  const theme = page.getByRole('combobox', { name: 'Thème' });
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('blue');

  // Every theme passes axe (contrast included).
  for (const value of THEMES) {
    await theme.selectOption(value);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(value);
    await checkA11y(page);
  }

  await theme.selectOption('green');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('green');
  await page.reload();
  // Applied by /boot.js before the app starts, then shown by the control.
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('green');
  await heading(page).waitFor();
  expect(await page.getByRole('combobox', { name: 'Thème' }).inputValue()).toBe('green');
  await checkA11y(page);
});

test('switching between French and English keeps the page and changes the texts', async () => {
  const page = await newPage();
  const csp = watchCsp(page);
  await page.goto('/fr?ref=e2e#kinds');
  await expect.poll(() => heading(page).textContent()).toBe('Vos projets, vos applications, vos contenus');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  await checkA11y(page);

  await page.getByRole('navigation', { name: "Langue de l'interface" }).getByRole('link', { name: 'English' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Your projects, your applications, your content');
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}${url.hash}`).toBe('/en?ref=e2e#kinds');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(await page.title()).toBe('Home · Noco');
  await checkA11y(page);

  // The same on another page.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Privacy' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Privacy policy');
  await page.getByRole('navigation', { name: 'Interface language' }).getByRole('link', { name: 'Français' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Politique de confidentialité');
  expect(new URL(page.url()).pathname).toBe('/fr/policy');
  await checkA11y(page);

  // Spanish, Italian and German are shown, not selectable.
  const spanish = page.getByRole('link', { name: 'Español' });
  expect(await spanish.getAttribute('aria-disabled')).toBe('true');
  expect(csp).toEqual([]);
});

test('a new build makes the next navigation a full page load', async () => {
  const page = await newPage();
  const nextBuild = 'e2e-next-build';
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { buildId: nextBuild, version: '9.9.9', builtAt: new Date().toISOString() } }),
  );
  await page.route('**/builds/meta/*.json', (route) =>
    route.request().url().endsWith(`/builds/meta/${nextBuild}.json`)
      ? route.fulfill({
          json: { buildId: nextBuild, version: '9.9.9', builtAt: new Date().toISOString(), entry: 'assets/x.js', assets: [] },
        })
      : route.fulfill({ status: 404, body: 'Not Found' }),
  );
  await page.clock.install();
  // One second after idle, the client fetches latest.json (with a timestamp), then the new build's metadata. The
  // installed clock still flows with real time: listen before anything slow (axe) can let that second pass.
  const latest = page.waitForRequest((request) => /\/builds\/latest\.json\?\d+$/.test(request.url()));
  const meta = page.waitForRequest(`**/builds/meta/${nextBuild}.json`);
  await page.goto('/fr');
  await heading(page).waitFor();
  await checkA11y(page);
  await page.clock.runFor(2_000);
  await latest;
  await (await meta).response();

  // A marker set in this document disappears only if the next navigation loads a new document.
  await page.evaluate(() => {
    (window as unknown as { e2eMarker?: boolean }).e2eMarker = true;
  });
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Confidentialité' }).click();
  await page.waitForURL('**/fr/policy');
  await expect.poll(() => heading(page).textContent()).toBe('Politique de confidentialité');
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: boolean }).e2eMarker)).toBeUndefined();
  await checkA11y(page);
});

test('a failed chunk load reloads the page once, then shows the error page within 10 s', async () => {
  const page = await newPage();
  await page.route(/\/assets\/policy-page-[^/]+\.js$/, (route) => route.abort('failed'));
  const loads = countLoads(page);
  await page.goto('/fr');
  await heading(page).waitFor();
  expect(loads.value).toBe(1);

  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Confidentialité' }).click();
  // One full load of the policy page, whose chunk fails again: the guard stops there.
  await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe('Internal Server Error');
  expect(new URL(page.url()).pathname).toBe('/fr/policy');
  expect(loads.value).toBe(2);
  expect(await page.getByText('Erreur 500').isVisible()).toBe(true);
  await checkA11y(page);

  // Trying again within 10 s does not reload the page again.
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Accueil' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Vos projets, vos applications, vos contenus');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Confidentialité' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Internal Server Error');
  await page.waitForTimeout(1_000);
  expect(loads.value).toBe(2);
});
