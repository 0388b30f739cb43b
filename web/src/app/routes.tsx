/**
 * Route table (SPEC §2; DESIGN §7): a data router, one lazy module per route, `/{lang}` prefix.
 * Every route sets `handle.layout`; the root renders the layout of the deepest match.
 */
import { createPath, type DataRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '../features/shell/components/error-page';
import { lazyWithReload, setNavigationTargetSource } from '../lib/chunk-reload';
import type { RouteHandle } from './layouts/layout-name';
import { BootFallback, Root, RootErrorBoundary } from './root';
import { rootLoader, rootShouldRevalidate } from './root-loader';

const defaultLayout: RouteHandle = { layout: 'default' };
const accountLayout: RouteHandle = { layout: 'account' };

const notFound = lazyWithReload(() => import('../features/shell/routes/not-found-page'));

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    shouldRevalidate: rootShouldRevalidate,
    Component: Root,
    errorElement: <RootErrorBoundary />,
    HydrateFallback: BootFallback,
    handle: defaultLayout,
    children: [
      {
        id: 'pages',
        errorElement: <ErrorPage />,
        handle: defaultLayout,
        children: [
          { index: true, handle: defaultLayout, lazy: lazyWithReload(() => import('../features/shell/routes/index-page')) },
          { path: ':lang', handle: defaultLayout, lazy: lazyWithReload(() => import('../features/shell/routes/home-page')) },
          {
            path: ':lang/policy',
            handle: defaultLayout,
            lazy: lazyWithReload(() => import('../features/shell/routes/policy-page')),
          },
          {
            id: 'customer',
            path: ':lang/customer',
            handle: accountLayout,
            lazy: lazyWithReload(() => import('../features/accounts/routes/customer-layout')),
            children: [
              { index: true, handle: accountLayout, lazy: notFound },
              { path: '*', handle: accountLayout, lazy: notFound },
            ],
          },
          { path: '*', handle: defaultLayout, lazy: notFound },
        ],
      },
    ],
  },
];

/** A chunk that fails mid-navigation reloads the page the user was going to, not the one they leave. */
export function trackNavigationTarget(router: DataRouter): void {
  setNavigationTargetSource(() => {
    const { navigation, location } = router.state;
    return createPath(navigation.location ?? location);
  });
}
