import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import { afterRecordWrite } from './after-record-write';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { recordKeys, recordPath } from './keys';

/** `DELETE {base}/{recordId}` → 204; a category still in use → 409 CATEGORY_IN_USE (`details[0].params.count`). */
const deleteRecord = ({ to, recordId }: { to: ElementRef; recordId: string }) => api.delete<void>(recordPath(to, recordId));

/** Deletes a record: it is forgotten, the element's lists and the counts of the application and the project refreshed. */
export function useDeleteRecord({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteRecord> } = {}) {
  return useApiMutation(
    deleteRecord,
    {
      before: async (client, _result, { to, recordId }) => {
        client.removeQueries({ queryKey: recordKeys.record(to, recordId) });
        await afterRecordWrite(client, to, { countChanged: true });
      },
    },
    mutationConfig,
  );
}
