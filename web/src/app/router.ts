import { createBrowserRouter, type DataRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api';
import { LOGIN_PATH } from '../lib/session';
import { routes, trackNavigationTarget } from './routes';

/** The browser router of the app, wired to the chunk-reload target and to the API client's 401 handling. */
export function createAppRouter(): DataRouter {
  const router = createBrowserRouter(routes);
  trackNavigationTarget(router);
  setUnauthorizedHandler(() => void router.navigate(LOGIN_PATH, { replace: true }));
  return router;
}
