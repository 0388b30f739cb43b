/**
 * What the web benches share: a watcher that records each script and stylesheet a page downloads with its size in
 * gzip -9 (the unit of the budgets), and a signed-in page. Chromium itself: test/helpers/chromium.ts.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { loginThroughUi } from '../test/helpers/login-ui';

export interface Download {
  readonly path: string;
  readonly kind: 'script' | 'stylesheet';
  readonly gzip: number;
}

/** Starts recording the page's downloads; await the returned promises once the page has settled. */
export function watchDownloads(page: Page): Promise<Download>[] {
  const downloads: Promise<Download>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    downloads.push(
      response.body().then((body) => ({ path: new URL(response.url()).pathname, kind: type, gzip: gzipSync(body, { level: 9 }).length })),
    );
  });
  return downloads;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const sumGzip = (files: readonly Download[]): number => files.reduce((sum, file) => sum + file.gzip, 0);

/** A new page of a fresh context, signed in through the login screen as `email`, on the welcome page. */
export async function signedInPage(browser: Browser, baseUrl: string, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'fr-FR' });
  const page = await context.newPage();
  await loginThroughUi(page, email, password);
  return page;
}
