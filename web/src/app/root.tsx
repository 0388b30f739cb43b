import { Outlet, useLoaderData, useLocation } from 'react-router';
import { LoaderOverlay } from '../components/shell/loader-overlay';
import { ModalHost } from '../components/shell/modal-host';
import { ErrorPage } from '../components/shell/error-page';
import { localeOf } from '../lib/locale-path';
import { cachedCatalogue } from './i18n';
import { DefaultLayout } from './layouts/default-layout';
import { useLayoutName } from './layouts/layout-name';
import { layouts } from './layouts/layouts';
import { AppProviders } from './providers';
import type { RootData } from './root-loader';

/** Root element: providers, the layout of the deepest match, the loader overlay and the modal. */
export function Root() {
  const { locale, messages } = useLoaderData() as RootData;
  const Layout = layouts[useLayoutName()];
  return (
    <AppProviders locale={locale} messages={messages}>
      <Layout>
        <Outlet />
      </Layout>
      <LoaderOverlay />
      <ModalHost />
    </AppProviders>
  );
}

/** When the root itself fails (e.g. its catalogue cannot load): the error page with what is at hand. */
export function RootErrorBoundary() {
  const locale = localeOf(useLocation());
  return (
    <AppProviders locale={locale} messages={cachedCatalogue(locale) ?? {}}>
      <DefaultLayout>
        <ErrorPage />
      </DefaultLayout>
    </AppProviders>
  );
}

/** Shown while the first page and its catalogue load. */
export function BootFallback() {
  return (
    <div className="boot" aria-hidden="true">
      <span className="spinner" />
    </div>
  );
}
