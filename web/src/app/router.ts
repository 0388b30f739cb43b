import { createBrowserRouter, type DataRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api';
import { loginPathFor } from '../lib/session';
import { patchRoutesOnNavigation, routes, trackNavigationTarget } from './routes';

/**
 * Where a 401 of the API leads: the login page in the language of the page being opened (or shown, when no
 * navigation is under way), returning to that page after login.
 */
export function unauthorizedTarget(router: DataRouter): string {
  const { navigation, location } = router.state;
  return loginPathFor(navigation.location ?? location);
}

/** A 401 of the API (the stored session was already cleared) navigates client-side to the login page. */
export function sendUnauthorizedToLogin(router: DataRouter): void {
  setUnauthorizedHandler(() => void router.navigate(unauthorizedTarget(router), { replace: true }));
}

/**
 * The browser router of the app, wired to the chunk-reload target and to the API client's 401 handling; the customer
 * area's pages join its table on the first navigation into the area. It takes no `instrumentations` and no hydration
 * data: the build removes react-router's code for them (web/trim-react-router.ts).
 */
export function createAppRouter(): DataRouter {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  trackNavigationTarget(router);
  sendUnauthorizedToLogin(router);
  return router;
}
