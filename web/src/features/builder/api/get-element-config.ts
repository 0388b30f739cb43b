/**
 * Server state of the builder screens: the form and the table of one builder element
 * (`GET|PUT /api/projects/{projectId}/applications/{applicationId}/elements/{element}/form` and `…/table`).
 * Keys sit under the application's (`projects` › detail › project › application › ref), so that what
 * refreshes a project refreshes them too. Both screens always read the server's latest version (staleTime 0):
 * a save carries the version it was based on and a stale one answers 409. The saves are ./save-element-*.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ElementFormView, ElementTableView } from '../../../../../shared/project-views';
import { api } from '../../../lib/api';
import { projectKeys } from '../../../lib/projects/queries';

export const elementKeys = {
  form: (projectId: string, ref: string, element: string) =>
    [...projectKeys.application(projectId, ref), 'element', element, 'form'] as const,
  table: (projectId: string, ref: string, element: string) =>
    [...projectKeys.application(projectId, ref), 'element', element, 'table'] as const,
};

export const elementPath = (projectId: string, ref: string, element: string) =>
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
