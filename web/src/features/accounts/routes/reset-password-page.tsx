/**
 * `/{lang}/customer/resetPassword/{customerId}/{securityCode}` (public): the mailed link of a lost password.
 * A new password (the shared rule) and its confirmation; a used, expired or wrong link says so and leads to
 * a new request. On success every session of the account is revoked by the server: the browser forgets its
 * stored customer too, and the user logs in again.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { FormAlert, FormStatus } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api';
import { errorMessages } from '../../../lib/error-messages';
import { validationMessages } from '../../../lib/field-messages';
import { RequireLocale } from '../../../components/shell/require-locale';
import { resetPassword } from '../api/reset-password';
import { FormError } from '../../../components/ui/form-error';
import { FormActions, NewPasswordFields } from '../components/form-parts';
import { StepPage } from '../components/step-page';
import { type FieldErrors, useForm } from '../../../lib/forms/use-form';
import { validate } from '../../../lib/forms/validate';
import { accountSchemas } from '../validation';
import { linkMessages } from '../messages';
import { accountPaths, useLang } from '../use-lang';
import '../accounts.css';

const messages = defineMessages({
  title: { id: 'accounts.reset.title', defaultMessage: 'Choisir un nouveau mot de passe' },
  lead: { id: 'accounts.reset.lead', defaultMessage: 'Saisissez deux fois le nouveau mot de passe de votre compte.' },
  mismatch: { id: 'accounts.reset.mismatch', defaultMessage: 'Les deux mots de passe ne correspondent pas.' },
  submit: { id: 'accounts.reset.submit', defaultMessage: 'Enregistrer le mot de passe' },
  done: {
    id: 'accounts.reset.done',
    defaultMessage:
      'Votre mot de passe a été modifié. Par sécurité, toutes vos sessions ont été fermées : connectez-vous avec votre nouveau mot de passe.',
  },
  newLink: { id: 'accounts.reset.newLink', defaultMessage: 'Demander un nouveau lien' },
});

type State = 'form' | 'invalid' | 'done';

function ResetPasswordPage() {
  const intl = useIntl();
  const lang = useLang();
  const t = intl.formatMessage;
  const { customerId = '', securityCode = '' } = useParams();
  const titleId = useId();
  const outcome = useRef<HTMLDivElement>(null);
  const wellFormed = validate(accountSchemas.customerId, customerId).ok && validate(accountSchemas.securityCode, securityCode).ok;
  const [state, setState] = useState<State>(wellFormed ? 'form' : 'invalid');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [pending, setPending] = useState(false);
  const errors = useForm();

  const finish = (next: State) => {
    setState(next);
    requestAnimationFrame(() => outcome.current?.focus());
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = validate(accountSchemas.resetPassword, { customerId, securityCode, password });
    const fields: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (confirmation === '') fields.confirmation = validationMessages.required;
    else if (confirmation !== password) fields.confirmation = messages.mismatch;
    if (!checked.ok || Object.keys(fields).length > 0) {
      if (fields.customerId || fields.securityCode) return finish('invalid');
      errors.reject(fields);
      return;
    }
    errors.clear();
    setPending(true);
    try {
      // The server revokes every session of the account; resetPassword forgets the browser's own.
      await resetPassword(checked.output);
      finish('done');
    } catch (error) {
      setPending(false);
      if (isApiError(error) && error.code === 'RESET_LINK_INVALID') return finish('invalid');
      errors.fail(error);
    }
  }

  return (
    <StepPage title={t(messages.title)} titleId={titleId}>
      {state === 'invalid' ? (
        <FormAlert ref={outcome}>
          <p>{t(errorMessages.RESET_LINK_INVALID)}</p>
          <p>
            <Link className="button" to={accountPaths.lostPassword(lang)}>
              {t(messages.newLink)}
            </Link>
          </p>
        </FormAlert>
      ) : null}
      {state === 'done' ? (
        <FormStatus ref={outcome}>
          <p>{t(messages.done)}</p>
          <p>
            <Link className="button primary" to={accountPaths.login(lang)}>
              {t(linkMessages.login)}
            </Link>
          </p>
        </FormStatus>
      ) : null}
      {state === 'form' ? (
        <>
          <p>{t(messages.lead)}</p>
          <form ref={errors.form} className="form" aria-labelledby={titleId} noValidate onSubmit={submit} aria-busy={pending}>
            <FormError code={errors.formError} />
            <NewPasswordFields
              password={password}
              confirmation={confirmation}
              onPassword={setPassword}
              onConfirmation={setConfirmation}
              errorText={errors.errorText}
            />
            <FormActions label={t(messages.submit)} pending={pending} />
          </form>
        </>
      ) : null}
    </StepPage>
  );
}

export function Component() {
  return (
    <RequireLocale>
      <ResetPasswordPage />
    </RequireLocale>
  );
}
