import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from '../../../lib/projects/queries';
import { elementKeys } from '../../../lib/projects/element-queries';

/**
 * After a save of an element's form or table: the two share one version, so the other screen's copy is stale,
 * and so are the application's details (its dashboard counts the fields).
 */
export async function afterElementSave(
  client: QueryClient,
  { projectId, ref, element }: { projectId: string; ref: string; element: string },
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
