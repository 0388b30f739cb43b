/** Renders the real route table in a memory router (the customer pages patched in as in the app), for tests. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach } from 'vitest';
import { queryClient } from '../lib/query-client';
import { startSession } from '../lib/session';
import { sendUnauthorizedToLogin } from '../app/router';
import { patchRoutesOnNavigation, routes, trackNavigationTarget } from '../app/routes';

/** The app's routes, with extra page routes (e.g. one that throws) beside the real ones. */
export function routesWith(extraPages: RouteObject[]): RouteObject[] {
  const [root] = routes;
  const [pages] = root?.children ?? [];
  if (!root || !pages) throw new Error('unexpected route table');
  const withExtras = { ...pages, children: [...extraPages, ...(pages.children ?? [])] } as RouteObject;
  return [{ ...root, children: [withExtras] } as RouteObject];
}

/** Each test starts signed in (as Ana), and leaves no cached server state to the next one. */
export function signedInForEachTest(): void {
  beforeEach(() => {
    startSession({ id: 'c1', email: 'ana@example.com' });
  });
  afterEach(() => {
    queryClient.clear();
  });
}

export function renderApp(path: string, options: { extraPages?: RouteObject[] } = {}) {
  const router = createMemoryRouter(options.extraPages ? routesWith(options.extraPages) : routes, {
    initialEntries: [path],
    patchRoutesOnNavigation,
  });
  trackNavigationTarget(router);
  sendUnauthorizedToLogin(router);
  const user = userEvent.setup();
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, user };
}
