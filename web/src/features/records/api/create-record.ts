import type { RecordView } from '../../../../../shared/schemas/records';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import { afterRecordWrite } from './after-record-write';
import { type ElementRef, recordsPath } from '../../../lib/projects/element-queries';

/** `POST {base}` `{ values }` → 201, the record at version 1. */
const createRecord = ({ to, values }: { to: ElementRef; values: Readonly<Record<string, unknown>> }) =>
  api.post<RecordView>(recordsPath(to), { values });

/** Adds a record: the element's lists and the counts of the application and the project are refreshed. */
export function useCreateRecord({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createRecord> } = {}) {
  return useApiMutation(
    createRecord,
    { before: (client, _record, { to }) => afterRecordWrite(client, to, { countChanged: true }) },
    mutationConfig,
  );
}
