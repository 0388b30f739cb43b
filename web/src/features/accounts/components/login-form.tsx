/**
 * The login form (docs/product.md, "Screens and routes", "Errors"), named "Connexion": email and password, checked with
 * the shared LoginInput schema. Failures: "Identifiants de connexion invalides" (401), the translated 429, and — said
 * by the server only after a correct password — an account not activated yet, with an offer to mail a new code.
 * Success: the customer and the login date stamp are stored (lib/session), then the page asked for before login opens
 * (`?next=`, a path of this site only), else the welcome page. The address may come with the navigation (`LoginState`,
 * e.g. from the account-activated page).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormStatus } from '../../../components/ui/form-alert';
import { errorCodeOf } from '../../../lib/error-messages';
import { NEXT_PARAM } from '../../../lib/session';
import { login } from '../api/login';
import { requestActivationCode } from '../api/request-activation-code';
import { useForm } from '../../../lib/forms/use-form';
import { loadNextPath, loadValidation, preloadValidation } from '../forms';
import { linkMessages, resendCodeMessage } from '../messages';
import { accountPaths, useLang } from '../use-lang';
import { FormError } from '../../../components/ui/form-error';
import { CurrentPasswordField, EmailField, FormActions } from './form-parts';

/** The form's name ("Connexion"), also the login page's document title. */
export const loginTitle = defineMessage({ id: 'accounts.login.title', defaultMessage: 'Connexion' });

const messages = defineMessages({
  codeSent: {
    id: 'accounts.login.codeSent',
    defaultMessage: "Un nouveau code d'activation vous a été envoyé par e-mail. Suivez le lien du message pour le saisir.",
  },
});

/** Router state a link to the login page may carry: the address to fill in. */
export interface LoginState {
  readonly email?: string;
}

const emailFrom = (state: unknown): string => {
  const email = (state as LoginState | null)?.email;
  return typeof email === 'string' ? email : '';
};

export interface LoginFormProps {
  /** Another step of the page is under way (registering, activating): what this form said is over. */
  readonly elsewhere?: boolean;
}

export function LoginForm({ elsewhere = false }: LoginFormProps) {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const titleId = useId();
  const passwordInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(() => emailFrom(location.state));
  const [password, setPassword] = useState('');
  // The activation code being requested (the login itself is the form's pending state).
  const [pending, setPending] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const errors = useForm();
  const t = intl.formatMessage;
  const { clear } = errors;

  // Arriving with the address (just activated): the password is what is left to type. After the frame,
  // where the layout has moved the focus to the new page's main region.
  useEffect(() => {
    if (emailFrom(location.state) === '') return;
    const frame = requestAnimationFrame(() => passwordInput.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [location.state]);
  // A failed login must not stay on screen while the user registers or activates an account.
  useEffect(() => {
    if (!elsewhere) return;
    clear();
    setCodeSent(false);
  }, [elsewhere, clear]);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (pending) return event.preventDefault();
    setCodeSent(false);
    return errors.submit(
      event,
      async () => {
        const { validate, accountSchemas } = await loadValidation();
        return validate(accountSchemas.login, { email, password });
      },
      async (input) => {
        const [, { safeNextPath }] = await Promise.all([login(input), loadNextPath()]);
        await navigate(safeNextPath(searchParams.get(NEXT_PARAM)) ?? accountPaths.welcome(lang), { replace: true });
      },
    );
  }

  async function sendCode() {
    if (pending || errors.pending) return;
    setPending(true);
    try {
      const { validate, accountSchemas } = await loadValidation();
      const checked = validate(accountSchemas.login, { email, password });
      if (!checked.ok) return;
      await requestActivationCode({ email: checked.output.email, lang });
      errors.setFormError(null);
      setCodeSent(true);
    } catch (error) {
      errors.setFormError(errorCodeOf(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="card auth-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(loginTitle)}</h2>
      <form
        ref={errors.form}
        className="form"
        aria-labelledby={titleId}
        noValidate
        onSubmit={submit}
        onFocus={preloadValidation}
        aria-busy={pending || errors.pending}
      >
        <FormError code={errors.formError}>
          {errors.formError === 'ACCOUNT_NOT_ACTIVATED' ? (
            <button type="button" className="button" onClick={() => void sendCode()}>
              {t(resendCodeMessage)}
            </button>
          ) : null}
        </FormError>
        <FormStatus>{codeSent ? <p>{t(messages.codeSent)}</p> : null}</FormStatus>
        <EmailField autoComplete="username" value={email} onChange={setEmail} error={errors.errorText('email')} />
        <CurrentPasswordField ref={passwordInput} value={password} onChange={setPassword} error={errors.errorText('password')} />
        <FormActions label={t(linkMessages.login)} pending={pending || errors.pending}>
          <Link to={accountPaths.lostPassword(lang)}>{t(linkMessages.lostPassword)}</Link>
        </FormActions>
      </form>
    </section>
  );
}
