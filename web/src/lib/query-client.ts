/**
 * TanStack Query client of the app (server state). Route loaders fill it with `fetchQuery`, which reuses data
 * still fresh (staleTime) and fetches anything else before the screen shows; components read it with `useQuery`.
 * Client errors (4xx) are not retried; network and server errors are retried twice.
 */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';
import { readLoginStamp, readStoredCustomer } from './session';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (isApiError(error)) return error.status === 0 || error.status >= 500;
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient: QueryClient = createQueryClient();

let cachedFor: string | null = null;
/**
 * Server state belongs to one login: when the session changes (logout then login, maybe as someone else,
 * in the same tab), nothing cached for the previous one may show.
 */
export function scopeCacheToSession(sessionKey: string | null): void {
  if (sessionKey === cachedFor) return;
  queryClient.clear();
  cachedFor = sessionKey;
}

/**
 * Scopes the cache to the session stored in the browser. Every loader of the customer area calls it before
 * it fetches, not only the parent route: react-router calls the loaders of a navigation in parallel, each as
 * soon as its lazy module has arrived, so a child's fetch may start before the parent's loader runs. Whichever
 * runs first scopes the cache; the others find it scoped already, and never clear (cancel) a fetch under way.
 */
export function scopeCacheToStoredSession(): void {
  const customer = readStoredCustomer<{ customerId?: string }>();
  scopeCacheToSession(customer?.customerId ? `${customer.customerId}@${readLoginStamp()}` : null);
}
