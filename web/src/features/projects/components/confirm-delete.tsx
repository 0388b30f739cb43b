/**
 * Delete confirmations through the shell modal (SPEC §3, §4): the modal carries the model id; its confirm
 * link targets the `trash` event (no slash), which sets the shell's current model id and reaches the screen
 * that asked, which then deletes that model.
 */
import { useEffect, useEffectEvent } from 'react';
import { useIntl } from 'react-intl';
import { events } from '../../../lib/events';
import { openModal } from '../../../lib/shell-store';
import { commonMessages } from '../messages';
import { FormError } from '../../../components/ui/form-error';
import { errorCodeOf } from '../../../lib/error-messages';

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
  /** The deletion's state (its mutation hook, features/projects/api/delete-*.ts), and its start once confirmed. */
  readonly deletion: { readonly isPending: boolean; readonly error: unknown };
  readonly onConfirm: () => void;
}

/** The help, the failure of the last attempt and the button that asks for the confirmation, then deletes. */
export function DeleteControls({ modelId, help, label, question, text, confirm, deletion, onConfirm }: DeleteControlsProps) {
  const intl = useIntl();
  useTrashConfirmation(modelId, onConfirm);
  return (
    <>
      <p className="muted">{help}</p>
      <FormError code={deletion.error ? errorCodeOf(deletion.error) : null} />
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
