/**
 * The pages of the customer area (`/{lang}/customer/…`), children of the route `customer` of app/routes.tsx. They
 * are not part of the route table the browser starts with (every page downloads that one first, and the login page
 * must stay under its budget): the router adds them on the first navigation into the area (app/routes.tsx,
 * `patchRoutesOnNavigation`). Tests that read the whole tree join the two with `withCustomerPages` (routes.tsx).
 */
import type { RouteObject } from 'react-router';
import { lazyWithReload } from '../lib/chunk-reload';
import { accountLayout, defaultLayout, showsInAccount } from './layouts/route-handles';

const notFound = lazyWithReload(() => import('../features/shell/routes/not-found-page'));

export const customerRoutes: RouteObject[] = [
  // Accounts: public under /customer (docs/product.md, "Roles and permissions", lets them through the guard), default layout.
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
  // Delegation: the owner's rights on their projects.
  {
    path: 'delegate',
    handle: showsInAccount('delegation', 'projects'),
    lazy: lazyWithReload(() => import('../features/delegation/routes/delegate-page')),
  },
  // My account: details, e-mail, deletion; password.
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
  // Contact.
  {
    path: 'contact',
    handle: showsInAccount('contact'),
    lazy: lazyWithReload(() => import('../features/contact/routes/contact-page')),
  },
  // Projects and applications.
  {
    path: 'welcome',
    handle: showsInAccount('projects'),
    lazy: lazyWithReload(() => import('../features/projects/routes/welcome-page')),
  },
  // Copies: duplication of applications across projects.
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
  // Builder: the form and the list of each element.
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
  // Sample data: the fakers of an application (a static segment: it ranks before :builderElement).
  {
    path: 'projects/:projectId/applications/:applicationId/fakers',
    handle: showsInAccount('projects', 'applications', 'samples'),
    lazy: lazyWithReload(() => import('../features/samples/routes/fakers-page')),
  },
  // Console: the organiser's console of an interactive module (a static segment: it ranks before
  // :builderElement), one layout (the module's state, the console's WebSocket, the tabs) and its five tabs.
  {
    path: 'projects/:projectId/applications/:applicationId/live',
    handle: showsInAccount('projects', 'applications', 'modules'),
    lazy: lazyWithReload(() => import('../features/live/routes/live-layout')),
    children: [
      { index: true, lazy: lazyWithReload(() => import('../features/live/routes/realtime-page')) },
      { path: 'notifications', lazy: lazyWithReload(() => import('../features/live/routes/notifications-page')) },
      { path: 'chat', lazy: lazyWithReload(() => import('../features/live/routes/chat-page')) },
      { path: 'messages', lazy: lazyWithReload(() => import('../features/live/routes/messages-page')) },
      { path: 'config', lazy: lazyWithReload(() => import('../features/live/routes/config-page')) },
    ],
  },
  // Wizard: the web app wizard (a static segment: it ranks before :builderElement); `…/webapp` resumes at
  // the draft's step, `…/webapp/{step}` opens a step of the template.
  {
    path: 'projects/:projectId/applications/:applicationId/webapp',
    handle: showsInAccount('projects', 'applications', 'webapps'),
    lazy: lazyWithReload(() => import('../features/webapps/routes/wizard-page')),
  },
  {
    path: 'projects/:projectId/applications/:applicationId/webapp/:step',
    handle: showsInAccount('projects', 'applications', 'webapps'),
    lazy: lazyWithReload(() => import('../features/webapps/routes/wizard-page')),
  },
  // Records: an element's list, add (or copy), and one record's view, edit and history.
  {
    path: 'projects/:projectId/applications/:applicationId/:builderElement',
    handle: showsInAccount('projects', 'applications', 'records', 'uploads'),
    children: [
      // The list shows the vCards dialog, whose texts are the exports'.
      {
        index: true,
        handle: showsInAccount('exports'),
        lazy: lazyWithReload(() => import('../features/records/routes/records-list-page')),
      },
      { path: 'new', lazy: lazyWithReload(() => import('../features/records/routes/record-new-page')) },
      { path: ':objId/view', lazy: lazyWithReload(() => import('../features/records/routes/record-view-page')) },
      { path: ':objId/edit', lazy: lazyWithReload(() => import('../features/records/routes/record-edit-page')) },
      { path: ':objId/history', lazy: lazyWithReload(() => import('../features/records/routes/record-history-page')) },
      // Bulk data: the copy-paste import, the export, and one record's printable run sheet.
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
];
