import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, expect, inject } from 'vitest';
import { launchChromium } from '../helpers/chromium';

/**
 * End-to-end helpers: Debian's Chromium driven by playwright-core against the local stack started by
 * test/setup/stack.ts. One browser per test file, one fresh context (cookies, storage) per page.
 */
let browser: Promise<Browser> | undefined;
/** What the strict CSP refused on any page of the current test: a product page never needs an exception. */
const cspViolations: string[] = [];
/** What went wrong in the pages of the current test (script errors, console errors, 5xx answers): printed when it fails. */
const diagnostics: string[] = [];

export function baseUrl(): string {
  return inject('stack').url;
}

export async function newPage(): Promise<Page> {
  browser ??= launchChromium();
  const context = await (await browser).newContext({ locale: 'fr-FR', baseURL: baseUrl() });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      cspViolations.push(`${page.url()}: ${message.text()}`);
    if (message.type() === 'error') diagnostics.push(`console error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => diagnostics.push(`page error on ${page.url()}: ${error.stack ?? error.message}`));
  page.on('requestfailed', (request) =>
    diagnostics.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) diagnostics.push(`navigated to ${frame.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) diagnostics.push(`${response.status()} for ${response.request().method()} ${response.url()}`);
  });
  return page;
}

export async function closeBrowser(): Promise<void> {
  if (!browser) return;
  const current = browser;
  browser = undefined;
  await (await current).close();
}
afterAll(closeBrowser);
afterEach((context) => {
  const reported = diagnostics.splice(0);
  if (context.task.result?.state === 'fail' && reported.length) console.error(`[e2e] what the pages reported:\n${reported.join('\n')}`);
  expect(cspViolations.splice(0), 'Content Security Policy violations').toEqual([]);
});

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Fails when the page is wider than its viewport (something would scroll sideways); `width` also checks the viewport's. */
export async function expectNoSidewaysScroll(page: Page, screen: string, width?: number): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  if (width !== undefined) expect(widths.client, screen).toBe(width);
  expect(widths.scroll, `${screen}: the page is ${widths.scroll} px wide`).toBeLessThanOrEqual(widths.client);
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation.
 * Injected through the DevTools protocol (page.evaluate), which the page's strict CSP does not block.
 */
export async function checkA11y(page: Page): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  });
  expect(violations, `axe on ${page.url()}`).toEqual([]);
}
