/**
 * Loader of the root route. It runs before every client navigation (`shouldRevalidate: () => true`), which makes
 * it the place for two things:
 * - a pending build update turns this navigation into a full page load of its target (SPEC §4), under the
 *   reload guard; the navigation then never settles, the page is replaced;
 * - the catalogue of the target's locale is loaded (only the active one is downloaded).
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { UiLocale } from '../../../shared/constants';
import { buildUpdates } from '../lib/build-update';
import { pending } from '../lib/chunk-reload';
import { localeFromPath } from '../lib/locale-path';
import { forceFullLoad } from '../lib/reload';
import { loadCatalogue, type Messages } from './i18n';

export interface RootData {
  readonly locale: UiLocale;
  readonly messages: Messages;
}

export async function rootLoader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const url = new URL(request.url);
  if (buildUpdates.isUpdatePending() && forceFullLoad(url.href)) return pending<RootData>();
  const locale = localeFromPath(url.pathname);
  return { locale, messages: await loadCatalogue(locale, url.pathname) };
}

/** Every navigation goes through the root loader. */
export const rootShouldRevalidate = (): boolean => true;
