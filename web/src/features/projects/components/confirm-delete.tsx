/**
 * Delete confirmations through the shell modal (SPEC §3, §4): the modal carries the model id; its confirm
 * link targets the `trash` event (no slash), which sets the shell's current model id and reaches the screen
 * that asked, which then deletes that model.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useIntl } from 'react-intl';
import { events } from '../../../lib/events';
import { openModal } from '../../../lib/shell-store';
import { commonMessages } from '../messages';
import { ApiErrorAlert } from './form-fields';

export const TRASH_EVENT = 'trash';
/** A link without a slash and without a listener: it only closes the modal. */
export const DISMISS_EVENT = 'dismiss';

function confirmDelete(options: { title: string; text: string; confirm: string; cancel: string; modelId: string }): void {
  openModal({
    title: options.title,
    text: options.text,
    modelId: options.modelId,
    links: [
      { target: DISMISS_EVENT, title: options.cancel },
      { target: TRASH_EVENT, class: 'danger', title: options.confirm },
    ],
  });
}

/** Calls `onConfirm` when the trash confirmation of `modelId` arrives while the screen is shown. */
function useTrashConfirmation(modelId: string | undefined, onConfirm: () => void): void {
  const confirmed = useEffectEvent(onConfirm);
  useEffect(() => {
    if (modelId === undefined) return undefined;
    return events.on(TRASH_EVENT, (payload) => {
      if (payload.modelId === modelId) confirmed();
    });
  }, [modelId]);
}

export interface DeleteControlsProps {
  /** The model to delete, carried by the confirmation. */
  readonly modelId: string;
  /** What deleting means, shown before the button. */
  readonly help: string;
  /** The button's text. */
  readonly label: string;
  /** The confirmation: its title, its text and its confirm link. */
  readonly question: string;
  readonly text: string;
  readonly confirm: string;
  /** The deletion (once confirmed), then what follows it (the screen is left). */
  readonly remove: () => Promise<unknown>;
  readonly onRemoved: () => Promise<void>;
}

/** The help, the failure of the last attempt and the button that asks for the confirmation, then deletes. */
export function DeleteControls({ modelId, help, label, question, text, confirm, remove, onRemoved }: DeleteControlsProps) {
  const intl = useIntl();
  const deletion = useMutation({ mutationFn: remove, onSuccess: onRemoved });
  useTrashConfirmation(modelId, () => deletion.mutate());
  return (
    <>
      <p className="muted">{help}</p>
      <ApiErrorAlert error={deletion.error} />
      <button
        type="button"
        className="button danger"
        aria-disabled={deletion.isPending || undefined}
        onClick={() => {
          if (deletion.isPending) return;
          confirmDelete({ title: question, text, confirm, cancel: intl.formatMessage(commonMessages.cancel), modelId });
        }}
      >
        {label}
      </button>
    </>
  );
}
