/**
 * Server state of the builder screens: the form and the table of one builder element
 * (`GET|PUT /api/projects/{projectId}/applications/{applicationId}/elements/{element}/form` and `…/table`).
 * Keys sit under the application's (`projects` › detail › project › application › ref), so that what
 * refreshes a project refreshes them too. Both screens always read the server's latest version (staleTime 0):
 * a save carries the version it was based on and a stale one answers 409.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ElementFormView, ElementTableView } from '../../../../shared/project-views';
import type { FormConfig, TableConfig } from '../../../../shared/schemas/builder';
import { api } from '../../lib/api';
import { projectKeys } from '../../lib/projects/queries';

export const elementKeys = {
  form: (projectId: string, ref: string, element: string) =>
    [...projectKeys.application(projectId, ref), 'element', element, 'form'] as const,
  table: (projectId: string, ref: string, element: string) =>
    [...projectKeys.application(projectId, ref), 'element', element, 'table'] as const,
};

const elementPath = (projectId: string, ref: string, element: string) =>
  `/projects/${encodeURIComponent(projectId)}/applications/${encodeURIComponent(ref)}/elements/${encodeURIComponent(element)}`;

export const formQuery = (projectId: string, ref: string, element: string) =>
  queryOptions({
    queryKey: elementKeys.form(projectId, ref, element),
    queryFn: ({ signal }) => api.get<ElementFormView>(`${elementPath(projectId, ref, element)}/form`, { signal }),
    staleTime: 0,
  });

export const tableQuery = (projectId: string, ref: string, element: string) =>
  queryOptions({
    queryKey: elementKeys.table(projectId, ref, element),
    queryFn: ({ signal }) => api.get<ElementTableView>(`${elementPath(projectId, ref, element)}/table`, { signal }),
    staleTime: 0,
  });

export const builderApi = {
  saveForm: (projectId: string, ref: string, element: string, body: { form: FormConfig; version: number }) =>
    api.put<{ form: FormConfig; version: number }>(`${elementPath(projectId, ref, element)}/form`, body),
  saveTable: (projectId: string, ref: string, element: string, body: { table: TableConfig; version: number }) =>
    api.put<{ table: TableConfig; version: number }>(`${elementPath(projectId, ref, element)}/table`, body),
};

/**
 * After a save: the element's form and table share one version, so the other screen's copy is stale, and so
 * are the application's (its dashboard counts the fields).
 */
export async function afterSave(
  client: QueryClient,
  projectId: string,
  ref: string,
  element: string,
  saved: 'form' | 'table',
): Promise<void> {
  const other = saved === 'form' ? elementKeys.table(projectId, ref, element) : elementKeys.form(projectId, ref, element);
  client.removeQueries({ queryKey: other, exact: true });
  // The application's details, cached by id and by slug (5-part keys; the element screens' keys are longer).
  await client.invalidateQueries({
    queryKey: projectKeys.detail(projectId),
    predicate: (query) => query.queryKey[3] === 'application' && query.queryKey.length === 5,
  });
}
