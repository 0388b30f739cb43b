/**
 * Loader of the root route. It runs before every client navigation (`shouldRevalidate: () => true`), which makes
 * it the place for three things:
 * - a pending build update turns this navigation into a full page load of its target (docs/product.md, "States"),
 *   under the reload guard; the navigation then never settles, the page is replaced;
 * - the session guard of the customer area (docs/product.md, "States" and "Roles and permissions"): a session that
 *   expired while the page was open leads to the login page on the next click, not only on the next full load (a
 *   parent route's loader does not run again when only its child changes);
 * - the catalogue of the target's locale is loaded (only the active one is downloaded), and for the customer
 *   area the account menu, so that the header shows the signed-in state from the page's first paint.
 */
import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { UiLocale } from '../../../shared/constants';
import { buildUpdates } from '../lib/build-update';
import { pending } from '../lib/chunk-reload';
import { localeOf } from '../lib/locale-path';
import { forceFullLoad } from '../lib/reload';
import { guardPath, isCustomerArea, isPublicPath } from '../lib/session';
import { loadCatalogue, sectionsOf, type Messages } from './i18n';
import { preloadAccountMenu } from './layouts/account-layout';

export interface RootData {
  readonly locale: UiLocale;
  readonly messages: Messages;
}

/** `routes`: the route table, whose matches declare the catalogue sections of the target page. */
export async function rootLoader({ request }: LoaderFunctionArgs, routes: RouteObject[]): Promise<RootData> {
  const url = new URL(request.url);
  if (buildUpdates.isUpdatePending() && forceFullLoad(url.href)) return pending<RootData>();
  const customerArea = isCustomerArea(url.pathname);
  if (customerArea) {
    const login = guardPath(url);
    if (login !== null) throw redirect(login);
  }
  const locale = localeOf(url);
  const [messages] = await Promise.all([
    loadCatalogue(locale, sectionsOf(matchRoutes(routes, url.pathname) ?? [])),
    customerArea && !isPublicPath(url.pathname) ? preloadAccountMenu() : undefined,
  ]);
  return { locale, messages };
}

/** Every navigation goes through the root loader. */
export const rootShouldRevalidate = (): boolean => true;
