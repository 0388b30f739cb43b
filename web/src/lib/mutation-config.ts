import { type QueryClient, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * What a screen may add to a mutation hook (features/<x>/api/<verb-noun>.ts): its own `onSuccess` (run after the
 * hook has updated the cache), `onError`… The call itself and its cache updates belong to the hook.
 */
export type MutationConfig<Fn extends (variables: never) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, unknown, Parameters<Fn>[0]>,
  'mutationFn'
>;

type CacheStep<Fn extends (variables: never) => Promise<unknown>> = (
  client: QueryClient,
  result: Awaited<ReturnType<Fn>>,
  variables: Parameters<Fn>[0],
) => unknown;

/**
 * The one shape of a mutation hook: the API call, what it changes in the cache `before` the screen's own
 * `onSuccess` runs (so the screen sees fresh data), and what it changes `after` (e.g. forgetting the queries of a
 * screen the `onSuccess` has just left, which would otherwise be fetched again).
 */
export function useApiMutation<Fn extends (variables: never) => Promise<unknown>>(
  mutationFn: Fn,
  cache: { readonly before?: CacheStep<Fn>; readonly after?: CacheStep<Fn> },
  mutationConfig: MutationConfig<Fn> = {},
) {
  const client = useQueryClient();
  const { onSuccess, ...config } = mutationConfig;
  return useMutation({
    ...config,
    mutationFn: mutationFn as unknown as (variables: Parameters<Fn>[0]) => Promise<Awaited<ReturnType<Fn>>>,
    onSuccess: async (...args) => {
      await cache.before?.(client, args[0], args[1]);
      await onSuccess?.(...args);
      await cache.after?.(client, args[0], args[1]);
    },
  });
}
