/**
 * Route table (SPEC §2; DESIGN §7): a data router, one lazy module per route, `/{lang}` prefix.
 * Every route sets `handle.layout`; the root renders the layout of the deepest match.
 */
import { createPath, type DataRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '../components/shell/error-page';
import { lazyWithReload, setNavigationTargetSource } from '../lib/chunk-reload';
import type { CatalogueSection, RouteHandle } from './layouts/layout-name';
import { BootFallback, Root, RootErrorBoundary } from './root';
import { rootLoader, rootShouldRevalidate } from './root-loader';

const defaultLayout: RouteHandle = { layout: 'default' };
const accountLayout: RouteHandle = { layout: 'account' };
/** A page in the default layout that shows the texts of `sections` (test/web/i18n.test.ts checks they suffice). */
const shows = (...sections: CatalogueSection[]): RouteHandle => ({ layout: 'default', sections });
/** A page of the customer area's own layout that shows the texts of `sections`. */
const showsInAccount = (...sections: CatalogueSection[]): RouteHandle => ({ layout: 'account', sections });
/** A page alone in its layout (no navigation) that shows the texts of `sections`. */
const showsAlone = (...sections: CatalogueSection[]): RouteHandle => ({ layout: 'bare', sections });

const notFound = lazyWithReload(() => import('../features/shell/routes/not-found-page'));

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: (args) => rootLoader(args, routes),
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
          // The upload page (SPEC §2, issue 11), outside `/{lang}`: its language is `?lang=` (lib/locale-path.ts).
          {
            path: '_upload',
            handle: showsAlone('uploadPage', 'uploads'),
            lazy: lazyWithReload(() => import('../features/upload-links/routes/upload-page')),
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
          // Accounts (issue 3): public screens.
          { path: ':lang/login', handle: shows('accounts'), lazy: lazyWithReload(() => import('../features/accounts/routes/login-page')) },
          {
            path: ':lang/lostPassword',
            handle: shows('accounts', 'lostPassword'),
            lazy: lazyWithReload(() => import('../features/accounts/routes/lost-password-page')),
          },
          {
            id: 'customer',
            path: ':lang/customer',
            handle: showsInAccount('customer', 'accounts'),
            lazy: lazyWithReload(() => import('../features/accounts/routes/customer-layout')),
            children: [
              // Accounts (issue 3): public under /customer (SPEC §6 lets them through the guard), default layout.
              {
                path: 'validated/:customerId',
                handle: defaultLayout,
                lazy: lazyWithReload(() => import('../features/accounts/routes/validated-page')),
              },
              {
                path: 'resetPassword/:customerId/:securityCode',
                handle: defaultLayout,
                lazy: lazyWithReload(() => import('../features/accounts/routes/reset-password-page')),
              },
              // Issue 13 (delegation): the owner's rights on their projects.
              {
                path: 'delegate',
                handle: showsInAccount('delegation', 'projects'),
                lazy: lazyWithReload(() => import('../features/delegation/routes/delegate-page')),
              },
              // My account (issue 13): details, e-mail, deletion; password.
              {
                path: 'account',
                handle: showsInAccount('account'),
                lazy: lazyWithReload(() => import('../features/accounts/routes/account-page')),
              },
              {
                path: 'password',
                handle: showsInAccount('account'),
                lazy: lazyWithReload(() => import('../features/accounts/routes/password-page')),
              },
              // Issue 13 (contact).
              {
                path: 'contact',
                handle: showsInAccount('contact'),
                lazy: lazyWithReload(() => import('../features/contact/routes/contact-page')),
              },
              // Projects and applications (issue 4).
              {
                path: 'welcome',
                handle: showsInAccount('projects'),
                lazy: lazyWithReload(() => import('../features/projects/routes/welcome-page')),
              },
              // Issue 13 (copies): duplication of applications across projects.
              {
                path: 'copy',
                handle: showsInAccount('projects', 'copies'),
                lazy: lazyWithReload(() => import('../features/copies/routes/copy-page')),
              },
              {
                path: 'projects/:projectId/dashboard',
                handle: showsInAccount('projects', 'applications'),
                lazy: lazyWithReload(() => import('../features/projects/routes/project-dashboard-page')),
              },
              {
                path: 'projects/:projectId/configure/apps',
                handle: showsInAccount('projects', 'applications'),
                lazy: lazyWithReload(() => import('../features/projects/routes/configure-apps-page')),
              },
              {
                path: 'projects/:projectId/configure/create',
                handle: showsInAccount('projects', 'applications'),
                lazy: lazyWithReload(() => import('../features/projects/routes/configure-create-page')),
              },
              {
                path: 'projects/:projectId/configure/:applicationSlug/description',
                handle: showsInAccount('projects', 'applications'),
                lazy: lazyWithReload(() => import('../features/projects/routes/application-description-page')),
              },
              {
                path: 'projects/:projectId/configure/:applicationSlug/success',
                handle: showsInAccount('projects', 'applications'),
                lazy: lazyWithReload(() => import('../features/projects/routes/application-success-page')),
              },
              // Builder (issue 5): the form and the list of each element.
              {
                path: 'projects/:projectId/configure/:applicationSlug/:builderElement/forms',
                handle: showsInAccount('projects', 'applications'),
                lazy: lazyWithReload(() => import('../features/builder/routes/form-builder-page')),
              },
              {
                path: 'projects/:projectId/configure/:applicationSlug/:builderElement/table',
                handle: showsInAccount('projects', 'applications'),
                lazy: lazyWithReload(() => import('../features/builder/routes/table-config-page')),
              },
              {
                path: 'projects/:projectId/applications/:applicationId',
                handle: showsInAccount('projects', 'applications'),
                lazy: lazyWithReload(() => import('../features/projects/routes/application-dashboard-page')),
              },
              // Sample data (issue 12): the fakers of an application (a static segment: it ranks before :builderElement).
              {
                path: 'projects/:projectId/applications/:applicationId/fakers',
                handle: showsInAccount('projects', 'applications', 'samples'),
                lazy: lazyWithReload(() => import('../features/samples/routes/fakers-page')),
              },
              // Records (issue 10): an element's list, add (or copy), and one record's view, edit and history.
              {
                path: 'projects/:projectId/applications/:applicationId/:builderElement',
                handle: showsInAccount('projects', 'applications', 'records', 'uploads'),
                children: [
                  // The list shows the vCards dialog (issue 12), whose texts are the exports'.
                  {
                    index: true,
                    handle: showsInAccount('exports'),
                    lazy: lazyWithReload(() => import('../features/records/routes/records-list-page')),
                  },
                  { path: 'new', lazy: lazyWithReload(() => import('../features/records/routes/record-new-page')) },
                  { path: ':objId/view', lazy: lazyWithReload(() => import('../features/records/routes/record-view-page')) },
                  { path: ':objId/edit', lazy: lazyWithReload(() => import('../features/records/routes/record-edit-page')) },
                  { path: ':objId/history', lazy: lazyWithReload(() => import('../features/records/routes/record-history-page')) },
                  // Bulk data (issue 12): the copy-paste import, the export, and one record's printable run sheet.
                  {
                    path: 'copypaste',
                    handle: showsInAccount('imports'),
                    lazy: lazyWithReload(() => import('../features/imports/routes/import-page')),
                  },
                  {
                    path: 'export',
                    handle: showsInAccount('exports'),
                    lazy: lazyWithReload(() => import('../features/exports/routes/export-page')),
                  },
                  {
                    path: ':objId/conducteur',
                    handle: showsInAccount('conductor'),
                    lazy: lazyWithReload(() => import('../features/records/conductor/conductor-page')),
                  },
                ],
              },
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
