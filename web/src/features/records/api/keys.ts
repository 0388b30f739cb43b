/**
 * Server state of the records screens: the records of one builder element
 * (`/api/projects/{projectId}/applications/{applicationId}/elements/{element}/records`, docs/api.md). Keys sit under
 * the application's (`projects` › detail › project › application › ref › element › records), so that what refreshes a
 * project refreshes them too; the lists, each record and its versions below that one key, so that a write refreshes
 * them in one invalidation (./after-record-write.ts).
 */
import { type ElementRef, recordsPath } from '../../../lib/projects/element-queries';
import { projectKeys } from '../../../lib/projects/queries';

/** What a list page asks (`GET {base}?q=&sort=&order=&cursor=&limit=`); absent means the server's default. */
export interface ListParams {
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
  readonly order?: 'asc' | 'desc' | undefined;
  readonly cursor?: string | undefined;
  readonly limit?: number | undefined;
}

export const recordKeys = {
  all: ({ projectId, ref, element }: ElementRef) => [...projectKeys.application(projectId, ref), 'element', element, 'records'] as const,
  list: (to: ElementRef, params: ListParams) => [...recordKeys.all(to), 'list', params] as const,
  record: (to: ElementRef, recordId: string) => [...recordKeys.all(to), 'record', recordId] as const,
  versions: (to: ElementRef, recordId: string) => [...recordKeys.record(to, recordId), 'versions'] as const,
  /** The categories a form's fields offer (the records of its category elements), by application. */
  categories: ({ projectId, ref }: Omit<ElementRef, 'element'>) => [...projectKeys.application(projectId, ref), 'categories'] as const,
};

export const recordPath = (to: ElementRef, recordId: string) => `${recordsPath(to)}/${encodeURIComponent(recordId)}`;
