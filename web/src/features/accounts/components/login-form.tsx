/**
 * The login form (SPEC §2, §8), named "Connexion": email and password, checked with the shared LoginInput
 * schema. Failures: "Identifiants de connexion invalides" (401), the translated 429, and — said by the server
 * only after a correct password — an account not activated yet, with an offer to mail a new code.
 * Success: the customer and the login date stamp are stored (lib/session), then the welcome page opens.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { FormStatus } from '../../../components/ui/form-alert';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { errorCodeOf } from '../../../lib/error-messages';
import { startSession } from '../../../lib/session';
import { accountsApi } from '../api';
import { loadValidation, preloadValidation, useFormErrors } from '../forms';
import { fieldMessages, linkMessages, resendCodeMessage } from '../messages';
import { accountPaths, useLang } from '../use-lang';
import { FormActions, FormError } from './form-parts';

/** The form's name ("Connexion"), also the login page's document title. */
export const loginTitle = defineMessage({ id: 'accounts.login.title', defaultMessage: 'Connexion' });

const messages = defineMessages({
  codeSent: {
    id: 'accounts.login.codeSent',
    defaultMessage: "Un nouveau code d'activation vous a été envoyé par e-mail. Suivez le lien du message pour le saisir.",
  },
});

export function LoginForm() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const errors = useFormErrors();
  const t = intl.formatMessage;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // Pending at once: a second submit while the validation module loads is ignored.
    setPending(true);
    setCodeSent(false);
    try {
      const { validate, accountSchemas } = await loadValidation();
      const checked = validate(accountSchemas.login, { email, password });
      if (!checked.ok) {
        errors.reject(form.current, checked.errors);
        setPending(false);
        return;
      }
      errors.clear();
      try {
        const { customer } = await accountsApi.login(checked.output);
        startSession(customer);
        await navigate(accountPaths.welcome(lang));
      } catch (error) {
        errors.fail(error);
        setPending(false);
      }
    } catch (error) {
      errors.setFormError(errorCodeOf(error));
      setPending(false);
    }
  }

  async function sendCode() {
    if (pending) return;
    setPending(true);
    try {
      const { validate, accountSchemas } = await loadValidation();
      const checked = validate(accountSchemas.login, { email, password });
      if (!checked.ok) return;
      await accountsApi.requestActivationCode({ email: checked.output.email, lang });
      errors.setFormError(null);
      setCodeSent(true);
    } catch (error) {
      errors.setFormError(errorCodeOf(error));
    } finally {
      setPending(false);
    }
  }

  const fieldError = (name: string) => (errors.fields[name] ? t(errors.fields[name]) : undefined);

  return (
    <section className="card auth-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(loginTitle)}</h2>
      <form ref={form} className="form" aria-labelledby={titleId} noValidate onSubmit={submit} onFocus={preloadValidation} aria-busy={pending}>
        <FormError code={errors.formError}>
          {errors.formError === 'ACCOUNT_NOT_ACTIVATED' ? (
            <button type="button" className="button" onClick={() => void sendCode()}>
              {t(resendCodeMessage)}
            </button>
          ) : null}
        </FormError>
        <FormStatus>{codeSent ? <p>{t(messages.codeSent)}</p> : null}</FormStatus>
        <TextField
          label={t(fieldMessages.email)}
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError('email')}
        />
        <PasswordField
          label={t(fieldMessages.password)}
          showLabel={t(fieldMessages.showPassword)}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError('password')}
        />
        <FormActions label={t(linkMessages.login)} pending={pending}>
          <Link to={accountPaths.lostPassword(lang)}>{t(linkMessages.lostPassword)}</Link>
        </FormActions>
      </form>
    </section>
  );
}
