/**
 * Route table (docs/product.md, "Screens and routes"; docs/architecture.md, "Web"): a data router, one lazy module per route, `/{lang}` prefix.
 * Every route sets `handle.layout`; the root renders the layout of the deepest match.
 * The pages of the customer area are in customer-routes.tsx, added under the route `customer` on the first
 * navigation into the area (`patchRoutesOnNavigation`): every page downloads this table first.
 */
import { createPath, type DataRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { ErrorPage } from '../components/shell/error-page';
import { lazyWithReload, setNavigationTargetSource } from '../lib/chunk-reload';
import { defaultLayout, shows, showsAlone, showsInAccount } from './layouts/route-handles';
import { BootFallback, Root, RootErrorBoundary } from './root';
import { rootLoader, rootShouldRevalidate } from './root-loader';

const notFound = lazyWithReload(() => import('../features/shell/routes/not-found-page'));

/** The id of the customer area's route, under which its pages are patched in. */
export const CUSTOMER_ROUTE_ID = 'customer';

/**
 * The table the root loader matches to find the target's catalogue sections: this one, then, once the customer
 * pages have been loaded, this one with them (react-router patches routes before it runs the loaders).
 */
let sectionsTable: RouteObject[];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: (args) => rootLoader(args, sectionsTable),
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
          // The upload page (docs/product.md, "Screens and routes"), outside `/{lang}`: its language is `?lang=` (lib/locale-path.ts).
          {
            path: '_upload',
            handle: showsAlone('uploadPage', 'uploads'),
            lazy: lazyWithReload(() => import('../features/upload-page/routes/upload-page')),
          },
          { index: true, handle: shows('index'), lazy: lazyWithReload(() => import('../features/shell/routes/index-page')) },
          { path: ':lang', handle: shows('home'), lazy: lazyWithReload(() => import('../features/shell/routes/home-page')) },
          {
            path: ':lang/policy',
            handle: shows('policy'),
            lazy: lazyWithReload(() => import('../features/shell/routes/policy-page')),
          },
          {
            path: ':lang/terms',
            handle: shows('terms'),
            lazy: lazyWithReload(() => import('../features/shell/routes/terms-page')),
          },
          // Accounts: public screens.
          { path: ':lang/login', handle: shows('accounts'), lazy: lazyWithReload(() => import('../features/accounts/routes/login-page')) },
          {
            path: ':lang/lostPassword',
            handle: shows('accounts', 'lostPassword'),
            lazy: lazyWithReload(() => import('../features/accounts/routes/lost-password-page')),
          },
          {
            id: CUSTOMER_ROUTE_ID,
            path: ':lang/customer',
            handle: showsInAccount('customer', 'accounts'),
            lazy: lazyWithReload(() => import('../features/accounts/routes/customer-layout')),
          },
          { path: '*', handle: defaultLayout, lazy: notFound },
        ],
      },
    ],
  },
];

sectionsTable = routes;

/** `table` with `pages` as the children of its customer route (a copy: `table` is left as it is). */
export function withCustomerPages(table: readonly RouteObject[], pages: RouteObject[]): RouteObject[] {
  return table.map((route): RouteObject => {
    if (route.id === CUSTOMER_ROUTE_ID) return { ...route, children: pages } as RouteObject;
    return route.children ? ({ ...route, children: withCustomerPages(route.children, pages) } as RouteObject) : route;
  });
}

const loadCustomerRoutes = lazyWithReload(() => import('./customer-routes'));

/**
 * The router's `patchRoutesOnNavigation`: a navigation whose target is in the customer area (its partial match
 * reaches the route `customer`), while that route has no pages yet, loads them and patches them in. React Router
 * calls it before the loaders of every navigation whose match has parameters (all but `/`), so the root loader
 * sees the patched pages. A chunk that fails to load reloads the target page (`lazyWithReload`).
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
  const area = matches.find((match) => match.route.id === CUSTOMER_ROUTE_ID);
  if (!area || (area.route.children?.length ?? 0) > 0) return;
  const { customerRoutes } = await loadCustomerRoutes();
  sectionsTable = withCustomerPages(routes, customerRoutes);
  patch(CUSTOMER_ROUTE_ID, customerRoutes);
};

/** A chunk that fails mid-navigation reloads the page the user was going to, not the one they leave. */
export function trackNavigationTarget(router: DataRouter): void {
  setNavigationTargetSource(() => {
    const { navigation, location } = router.state;
    return createPath(navigation.location ?? location);
  });
}
