/**
 * The latest form or table of an element, fetched again into the cache (after a 409: someone saved in between).
 * Both screens read with staleTime 0, so this is always a new fetch.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '../../../lib/mutation-config';
import { formQuery, tableQuery } from '../../../lib/projects/element-queries';
import type { ElementRef } from '../../../lib/projects/element-queries';

const reloadForm = (client: QueryClient) => (to: ElementRef) => client.fetchQuery(formQuery(to.projectId, to.ref, to.element));
const reloadTable = (client: QueryClient) => (to: ElementRef) => client.fetchQuery(tableQuery(to.projectId, to.ref, to.element));

export function useReloadElementForm({ mutationConfig }: { mutationConfig?: MutationConfig<ReturnType<typeof reloadForm>> } = {}) {
  const client = useQueryClient();
  return useMutation({ ...mutationConfig, mutationFn: reloadForm(client) });
}

export function useReloadElementTable({ mutationConfig }: { mutationConfig?: MutationConfig<ReturnType<typeof reloadTable>> } = {}) {
  const client = useQueryClient();
  return useMutation({ ...mutationConfig, mutationFn: reloadTable(client) });
}
