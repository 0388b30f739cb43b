import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from '../../../lib/projects/queries';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { recordKeys } from './keys';

/**
 * After a write of a record: the element's lists, records and histories are refreshed (one key holds them all), the
 * categories the forms offer, and
 * when the count changed (a record added or deleted), the application's details and the project (both count the
 * records of each element), whether cached by the application's id or by its slug.
 */
export async function afterRecordWrite(client: QueryClient, to: ElementRef, { countChanged }: { countChanged: boolean }): Promise<void> {
  // The element's own lists, records and histories; and the categories forms offer (the element may be a category one).
  const refreshes = [
    client.invalidateQueries({ queryKey: recordKeys.all(to) }),
    client.invalidateQueries({ queryKey: recordKeys.categories(to) }),
  ];
  if (countChanged) {
    refreshes.push(
      client.invalidateQueries({ queryKey: projectKeys.detail(to.projectId), exact: true }),
      // The application's details, by id and by slug (5-part keys; the element screens' keys are longer).
      client.invalidateQueries({
        queryKey: projectKeys.detail(to.projectId),
        predicate: (query) => query.queryKey[3] === 'application' && query.queryKey.length === 5,
      }),
    );
  }
  await Promise.all(refreshes);
}
