/**
 * Deleting a record from the list: confirmed first in the shell modal (whose `trash` event carries the record's id),
 * then deleted; the outcome is said in the list's status region (which takes the focus), or its failure in an alert.
 */
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RecordView } from '../../../../shared/schemas/records';
import { askConfirmation, TRASH_EVENT, useConfirmed } from '../../components/ui/confirm';
import type { ElementRef } from '../../lib/projects/element-queries';
import { useDeleteRecord } from './api/delete-record';
import { listMessages } from './messages';

/** `onDeleted`: the record is gone (out of the selection, maybe back a page). */
export function useRecordDeletion(to: ElementRef, onDeleted: (recordId: string) => void) {
  const intl = useIntl();
  const [deleted, setDeleted] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const status = useRef<HTMLDivElement>(null);
  // The records asked about: id → name (the confirmation names the record, and so does the outcome).
  const asked = useRef(new Map<string, string>());

  const deletion = useDeleteRecord({
    mutationConfig: {
      onSuccess: (_result, { recordId }) => {
        onDeleted(recordId);
        setDeleted(intl.formatMessage(listMessages.deleted, { name: asked.current.get(recordId) ?? recordId }));
        status.current?.focus();
      },
      onError: (error) => setFailure(error),
    },
  });
  useConfirmed(
    TRASH_EVENT,
    (recordId) => asked.current.has(recordId),
    (recordId) => {
      setDeleted(null);
      setFailure(null);
      deletion.mutate({ to, recordId });
    },
  );

  const ask = (record: RecordView, name: string) => {
    asked.current.set(record.recordId, name);
    askConfirmation({
      title: intl.formatMessage(listMessages.deleteTitle),
      text: intl.formatMessage(listMessages.deleteText, { name }),
      confirm: intl.formatMessage(listMessages.deleteConfirm),
      cancel: intl.formatMessage(listMessages.cancel),
      modelId: record.recordId,
      event: TRASH_EVENT,
      danger: true,
    });
  };
  return { ask, deleted, failure, status };
}
