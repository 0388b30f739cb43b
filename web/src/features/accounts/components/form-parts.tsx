/** The parts every account form repeats: its form-level failure and its submit button. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessageFor } from '../../../lib/error-messages';

/** The form-level failure (a code of errors.<CODE>, none when null), then what it offers (an action). */
export function FormError({ code, children }: { readonly code: string | null; readonly children?: ReactNode }) {
  const intl = useIntl();
  return code ? (
    <FormAlert>
      <p>{intl.formatMessage(errorMessageFor(code))}</p>
      {children}
    </FormAlert>
  ) : null;
}

/** The submit button, `aria-disabled` while the form is being sent, then what follows it (a link). */
export function FormActions({
  label,
  pending,
  secondary = false,
  children,
}: {
  readonly label: string;
  readonly pending: boolean;
  /** A secondary action (not the screen's main button). */
  readonly secondary?: boolean;
  readonly children?: ReactNode;
}) {
  return (
    <div className="form-actions">
      <button type="submit" className={secondary ? 'button' : 'button primary'} aria-disabled={pending || undefined}>
        {label}
      </button>
      {children}
    </div>
  );
}
