import type { RecordView } from '../../../../../shared/schemas/records';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import { afterRecordWrite } from './after-record-write';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { recordPath } from './keys';

/**
 * `POST {base}/{recordId}/versions/{n}/restore` `{ version: currentVersion }` → the record, the values of version n
 * saved as a new version; a stale current version → 409.
 */
const restoreVersion = ({ to, recordId, restore, current }: { to: ElementRef; recordId: string; restore: number; current: number }) =>
  api.post<RecordView>(`${recordPath(to, recordId)}/versions/${restore}/restore`, { version: current });

/** Restores a version: the record, its history and the element's lists are refreshed. */
export function useRestoreVersion({ mutationConfig }: { mutationConfig?: MutationConfig<typeof restoreVersion> } = {}) {
  return useApiMutation(
    restoreVersion,
    { before: (client, _record, { to }) => afterRecordWrite(client, to, { countChanged: false }) },
    mutationConfig,
  );
}
