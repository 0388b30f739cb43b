/**
 * The form and the table of one builder element (`GET /api/projects/{projectId}/applications/{applicationId}/elements/{element}/form`
 * and `…/table`), read by the builder screens and the records screens. Keys sit under the application's
 * (`projects` › detail › project › application › ref), so that what refreshes a project refreshes them too. Always
 * the server's latest version (staleTime 0): a builder save carries the version it was based on and a stale one
 * answers 409 (the saves are features/builder/api/save-element-*.ts); the records screens lay out the form as it is now.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ElementFormView, ElementTableView } from '../../../../shared/project-views';
import { api } from '../api';
import { projectKeys } from './queries';

/** One builder element: its project, its application (id or slug, as the route names it), its key. */
export interface ElementRef {
  readonly projectId: string;
  /** The application's id or slug, as the route names it. */
  readonly ref: string;
  readonly element: string;
}

export const elementKeys = {
  form: (projectId: string, ref: string, element: string) =>
    [...projectKeys.application(projectId, ref), 'element', element, 'form'] as const,
  table: (projectId: string, ref: string, element: string) =>
    [...projectKeys.application(projectId, ref), 'element', element, 'table'] as const,
};

export const elementPath = (projectId: string, ref: string, element: string) =>
  `/projects/${encodeURIComponent(projectId)}/applications/${encodeURIComponent(ref)}/elements/${encodeURIComponent(element)}`;

/** The records of an element (`…/elements/{element}/records`), and below it their import, export and vCards. */
export const recordsPath = ({ projectId, ref, element }: ElementRef) => `${elementPath(projectId, ref, element)}/records`;

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
