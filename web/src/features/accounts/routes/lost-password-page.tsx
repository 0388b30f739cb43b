/**
 * `/{lang}/lostPassword` (public): asks for the account's address (required: "Veuillez saisir votre adresse
 * e-mail.") and always gives the same confirmation, whether an account matches or not.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FormStatus } from '../../../components/ui/form-alert';
import { RequireLocale } from '../../../components/shell/require-locale';
import { lostPassword } from '../api/lost-password';
import { FormError } from '../../../components/ui/form-error';
import { EmailField, FormActions } from '../components/form-parts';
import { StepPage } from '../components/step-page';
import { useForm } from '../../../lib/forms/use-form';
import { validate } from '../../../lib/forms/validate';
import { accountSchemas } from '../validation';
import { linkMessages } from '../messages';
import { accountPaths, useLang } from '../use-lang';
import '../accounts.css';

const messages = defineMessages({
  title: { id: 'accounts.lostPassword.title', defaultMessage: 'Mot de passe oublié' },
  lead: {
    id: 'accounts.lostPassword.lead',
    defaultMessage: "Saisissez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  },
  submit: { id: 'accounts.lostPassword.submit', defaultMessage: 'Recevoir le lien' },
  sent: {
    id: 'accounts.lostPassword.sent',
    defaultMessage:
      'Si un compte correspond à cette adresse, vous allez recevoir un e-mail avec un lien pour choisir un nouveau mot de passe. Ce lien est valable une heure.',
  },
});

function LostPasswordPage() {
  const intl = useIntl();
  const lang = useLang();
  const t = intl.formatMessage;
  const titleId = useId();
  const status = useRef<HTMLDivElement>(null);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const errors = useForm();

  function submit(event: FormEvent<HTMLFormElement>) {
    return errors.submit(
      event,
      () => validate(accountSchemas.lostPassword, { email, lang }),
      async (input) => {
        await lostPassword(input);
        setSent(true);
        requestAnimationFrame(() => status.current?.focus());
      },
    );
  }

  return (
    <StepPage title={t(messages.title)} titleId={titleId}>
      <FormStatus ref={status}>{sent ? <p>{t(messages.sent)}</p> : null}</FormStatus>
      {sent ? null : (
        <>
          <p>{t(messages.lead)}</p>
          <form ref={errors.form} className="form" aria-labelledby={titleId} noValidate onSubmit={submit} aria-busy={errors.pending}>
            <FormError code={errors.formError} />
            <EmailField value={email} onChange={setEmail} error={errors.errorText('email')} />
            <FormActions label={t(messages.submit)} pending={errors.pending} />
          </form>
        </>
      )}
      <p>
        <Link to={accountPaths.login(lang)}>{t(linkMessages.backToLogin)}</Link>
      </p>
    </StepPage>
  );
}

export function Component() {
  return (
    <RequireLocale>
      <LostPasswordPage />
    </RequireLocale>
  );
}
