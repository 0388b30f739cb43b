import type { ElementTableView } from '../../../../../shared/project-views';
import type { TableConfig } from '../../../../../shared/schemas/builder';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import { elementKeys, elementPath } from '../../../lib/projects/element-queries';
import { afterElementSave } from './after-element-save';
import type { ElementRef } from '../../../lib/projects/element-queries';

/** `PUT /api/projects/{projectId}/applications/{applicationId}/elements/{element}/table`, with the version it was based on. */
const saveElementTable = ({ projectId, ref, element, body }: ElementRef & { body: { table: TableConfig; version: number } }) =>
  api.put<{ table: TableConfig; version: number }>(`${elementPath(projectId, ref, element)}/table`, body);

/**
 * Saves an element's table: the screen's `onSuccess` runs first (its state follows the saved table), then the
 * cached table takes the answer and what depends on it is refreshed (./after-element-save.ts).
 */
export function useSaveElementTable({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveElementTable> } = {}) {
  return useApiMutation(
    saveElementTable,
    {
      after: async (client, result, sent) => {
        client.setQueryData(elementKeys.table(sent.projectId, sent.ref, sent.element), (old: ElementTableView | undefined) =>
          old ? { ...old, table: result.table, version: result.version } : old,
        );
        await afterElementSave(client, sent, 'table');
      },
    },
    mutationConfig,
  );
}
