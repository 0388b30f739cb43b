/** The parts the account forms repeat: the e-mail address, the submit button (its failure is components/ui/form-error). */
import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../../components/ui/text-field';
import { fieldMessages } from '../messages';

/** The account's e-mail address: required, labelled, with its error. */
export function EmailField({
  value,
  onChange,
  error,
  autoComplete = 'email',
  ref,
}: {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  /** `username` where it goes with a password (sign-in), so that password managers pair them. */
  readonly autoComplete?: 'email' | 'username';
  readonly ref?: Ref<HTMLInputElement>;
}) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage(fieldMessages.email)}
      name="email"
      type="email"
      autoComplete={autoComplete}
      required
      ref={ref}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
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
