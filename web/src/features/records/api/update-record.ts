import type { RecordDetail, RecordView } from '../../../../../shared/schemas/records';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import { afterRecordWrite } from './after-record-write';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { recordKeys, recordPath } from './keys';

/** `PUT {base}/{recordId}` `{ values, version }` → the record at version + 1; a stale `version` → 409 CONFLICT. */
const updateRecord = ({
  to,
  recordId,
  values,
  version,
}: {
  to: ElementRef;
  recordId: string;
  values: Readonly<Record<string, unknown>>;
  version: number;
}) => api.put<RecordView>(recordPath(to, recordId), { values, version });

/**
 * Saves a record: its cached copy takes the answer at once (the screen shows the new version), then the element's
 * lists, the record (who saved it, how many versions) and its history are fetched again.
 */
export function useUpdateRecord({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateRecord> } = {}) {
  return useApiMutation(
    updateRecord,
    {
      before: async (client, record, { to, recordId }) => {
        client.setQueryData(recordKeys.record(to, recordId), (old: RecordDetail | undefined) => (old ? { ...old, ...record } : old));
        await afterRecordWrite(client, to, { countChanged: false });
      },
    },
    mutationConfig,
  );
}
