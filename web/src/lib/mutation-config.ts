import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a screen may add to a mutation hook (features/<x>/api/<verb-noun>.ts): its own `onSuccess` (run after the
 * hook has updated the cache), `onError`… The call itself and its cache updates belong to the hook.
 */
export type MutationConfig<Fn extends (variables: never) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, unknown, Parameters<Fn>[0]>,
  'mutationFn'
>;
