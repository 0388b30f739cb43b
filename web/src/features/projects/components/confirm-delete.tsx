/**
 * Deleting a project or an application: confirmed through the shell modal (components/ui/confirm.ts), whose
 * `trash` link reaches this screen, which then deletes that model.
 */
import { useIntl } from 'react-intl';
import { askConfirmation, TRASH_EVENT, useConfirmed } from '../../../components/ui/confirm';
import { commonMessages } from '../messages';
import { FormError } from '../../../components/ui/form-error';
import { errorCodeOf } from '../../../lib/error-messages';

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
  useConfirmed(TRASH_EVENT, (confirmed) => confirmed === modelId, onConfirm);
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
          askConfirmation({
            title: question,
            text,
            confirm,
            cancel: intl.formatMessage(commonMessages.cancel),
            modelId,
            event: TRASH_EVENT,
            danger: true,
          });
        }}
      >
        {label}
      </button>
    </>
  );
}
