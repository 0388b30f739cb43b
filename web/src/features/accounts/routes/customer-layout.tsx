/**
 * `/{lang}/customer`: parent of the signed-in customer screens, in the `account` layout. It mounts the TanStack Query
 * provider for the screens below (server state lives in the customer area; keeping it here keeps TanStack Query out of
 * the initial bundle of the public pages). Its loader is the session guard (docs/product.md, "States", "Roles and
 * permissions"): no stored customer, no login date or a session older than 12 hours leads to the login page of the
 * language, without a message, returning here after login. The root loader runs the same guard on every later
 * navigation (this loader does not run again between children). Unknown children are the 404 page.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { queryClient, scopeCacheToStoredSession } from '../../../lib/query-client';
import { isUiLocale } from '../../../../../shared/constants';
import { requireSession } from '../../../lib/session';
import { RequireLocale } from '../../../components/shell/require-locale';
import '../../../styles/customer-area.css';
// The field messages of the customer area's rules (its screens all sit below this route).
import '../../../lib/forms/customer-field-messages';

export function loader(args: LoaderFunctionArgs): null {
  // `/xx/customer/...` is the 404 page, not a login redirect.
  if (!isUiLocale(args.params.lang)) return null;
  const result = requireSession(args);
  scopeCacheToStoredSession();
  return result;
}

export function Component() {
  return (
    <RequireLocale>
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </RequireLocale>
  );
}
