/**
 * Error boundary of the project routes: a project or application the caller cannot see (the API answers
 * 404, ids of other tenants cannot be probed) or a malformed id is the app's 404 page ("Page not found:
 * {path}"); anything else is the error page.
 */
import { useRouteError } from 'react-router';
import { ErrorPage, errorStatus } from './error-page';
import { NotFound } from './not-found';

export function ProjectRouteError() {
  const error = useRouteError();
  return errorStatus(error) === 404 ? <NotFound /> : <ErrorPage />;
}
