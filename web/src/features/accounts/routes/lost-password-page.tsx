/**
 * `/{lang}/lostPassword` (public): asks for the account's address (required: "Veuillez saisir votre adresse
 * e-mail.") and always gives the same confirmation, whether an account matches or not.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { FormAlert, FormStatus } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { errorCodeOf, errorMessageFor } from '../../../lib/error-messages';
import { RequireLocale } from '../../shell/components/require-locale';
import { accountsApi } from '../api';
import { focusFirstInvalid, useFormErrors } from '../forms';
import { accountSchemas, apiFieldErrors, validate } from '../validation';
import { fieldMessages, linkMessages } from '../messages';
import { accountPaths, useLang } from '../use-lang';

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
  useDocumentTitle(t(messages.title));
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const errors = useFormErrors();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = validate(accountSchemas.lostPassword, { email, lang });
    if (!checked.ok) {
      errors.setFormError(null);
      errors.setFields(checked.errors);
      focusFirstInvalid(form.current);
      return;
    }
    errors.clear();
    setPending(true);
    try {
      await accountsApi.lostPassword(checked.output);
      setSent(true);
      requestAnimationFrame(() => status.current?.focus());
    } catch (error) {
      errors.setFields(apiFieldErrors(error));
      errors.setFormError(errorCodeOf(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="page auth-page narrow">
      <section className="card auth-card" aria-labelledby={titleId}>
        <h1 id={titleId}>{t(messages.title)}</h1>
        <FormStatus ref={status}>{sent ? <p>{t(messages.sent)}</p> : null}</FormStatus>
        {sent ? null : (
          <>
            <p>{t(messages.lead)}</p>
            <form ref={form} className="form" aria-labelledby={titleId} noValidate onSubmit={submit} aria-busy={pending}>
              {errors.formError ? (
                <FormAlert>
                  <p>{t(errorMessageFor(errors.formError))}</p>
                </FormAlert>
              ) : null}
              <TextField
                label={t(fieldMessages.email)}
                name="email"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={errors.fields.email ? t(errors.fields.email) : undefined}
              />
              <div className="form-actions">
                <button type="submit" className="button primary" aria-disabled={pending || undefined}>
                  {t(messages.submit)}
                </button>
              </div>
            </form>
          </>
        )}
        <p>
          <Link to={accountPaths.login(lang)}>{t(linkMessages.backToLogin)}</Link>
        </p>
      </section>
    </div>
  );
}

export function Component() {
  return (
    <RequireLocale>
      <LostPasswordPage />
    </RequireLocale>
  );
}
