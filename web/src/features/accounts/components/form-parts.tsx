/**
 * The parts the account forms repeat: the e-mail address, the account's password, a new password with its
 * confirmation, the submit button (its failure is components/ui/form-error).
 */
import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '../../../../../shared/constants';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { fieldMessages, passwordRuleMessage } from '../messages';

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

/** The account's password, as it is now (sign-in, and what proves who asks for a change): required, labelled, with its error. */
export function CurrentPasswordField({
  value,
  onChange,
  error,
  ref,
}: {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  readonly ref?: Ref<HTMLInputElement>;
}) {
  const intl = useIntl();
  return (
    <PasswordField
      label={intl.formatMessage(fieldMessages.password)}
      showLabel={intl.formatMessage(fieldMessages.showPassword)}
      name="password"
      autoComplete="current-password"
      required
      ref={ref}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/** A new password (its rule shown under it) and its confirmation, with their problems (`errorText`, by field name). */
export function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  errorText,
}: {
  readonly password: string;
  readonly confirmation: string;
  readonly onPassword: (value: string) => void;
  readonly onConfirmation: (value: string) => void;
  readonly errorText: (name: 'password' | 'confirmation') => string | undefined;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <PasswordField
        label={t(fieldMessages.newPassword)}
        showLabel={t(fieldMessages.showPassword)}
        description={t(passwordRuleMessage, { min: PASSWORD_MIN_LENGTH })}
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={errorText('password')}
      />
      <PasswordField
        label={t(fieldMessages.confirmPassword)}
        showLabel={t(fieldMessages.showPassword)}
        name="confirmation"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => onConfirmation(event.target.value)}
        error={errorText('confirmation')}
      />
    </>
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
