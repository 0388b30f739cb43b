/**
 * `/{lang}/customer/validated/{customerId}` (public; docs/product.md, "Roles and permissions"): shown after account
 * validation. It says "Votre compte est activé" only when the activation step has just succeeded for this customer id
 * (`ValidatedState`, the router state of that navigation); the address, when known, goes on to the login form. Reached
 * any other way (a typed or shared address, a bookmark), it claims nothing: it leads to the code entry of that account
 * and to login.
 */
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import { RequireLocale } from '../../../components/shell/require-locale';
import type { LoginState } from '../components/login-form';
import { StepPage } from '../components/step-page';
import { linkMessages } from '../messages';
import { accountPaths, useLang } from '../use-lang';
import { accountSchemas, validate } from '../validation';
import '../accounts.css';

/** Router state of the navigation that follows a successful activation. */
export interface ValidatedState {
  /** The customer id just activated. */
  readonly activated: string;
  /** The account's address, when the page knew it. */
  readonly email?: string | undefined;
}

const messages = defineMessages({
  title: { id: 'accounts.validated.title', defaultMessage: 'Votre compte est activé' },
  text: {
    id: 'accounts.validated.text',
    defaultMessage: 'Merci, votre adresse e-mail est confirmée. Vous pouvez maintenant vous connecter à votre espace client.',
  },
  neutralTitle: { id: 'accounts.validated.neutralTitle', defaultMessage: 'Activation du compte' },
  neutralText: {
    id: 'accounts.validated.neutralText',
    defaultMessage:
      'Pour activer votre compte, saisissez le code à 6 chiffres reçu par e-mail. Si votre compte est déjà activé, connectez-vous.',
  },
  enterCode: { id: 'accounts.validated.enterCode', defaultMessage: "Saisir mon code d'activation" },
});

function activatedState(state: unknown, customerId: string): ValidatedState | null {
  const candidate = state as Partial<ValidatedState> | null;
  return candidate?.activated === customerId ? (candidate as ValidatedState) : null;
}

function ValidatedPage() {
  const intl = useIntl();
  const lang = useLang();
  const titleId = useId();
  const { customerId = '' } = useParams();
  const t = intl.formatMessage;
  const activated = activatedState(useLocation().state, customerId);

  if (activated) {
    const loginState: LoginState = activated.email ? { email: activated.email } : {};
    return (
      <StepPage title={t(messages.title)} titleId={titleId}>
        <p>{t(messages.text)}</p>
        <p>
          <Link className="button primary" to={accountPaths.login(lang)} state={loginState}>
            {t(linkMessages.login)}
          </Link>
        </p>
      </StepPage>
    );
  }

  const wellFormed = validate(accountSchemas.customerId, customerId).ok;
  return (
    <StepPage title={t(messages.neutralTitle)} titleId={titleId}>
      <p>{t(messages.neutralText)}</p>
      <p className="form-actions">
        {wellFormed ? (
          <Link className="button primary" to={`${accountPaths.login(lang)}?activate=${encodeURIComponent(customerId)}`}>
            {t(messages.enterCode)}
          </Link>
        ) : null}
        <Link className={wellFormed ? 'button' : 'button primary'} to={accountPaths.login(lang)}>
          {t(linkMessages.login)}
        </Link>
      </p>
    </StepPage>
  );
}

export function Component() {
  return (
    <RequireLocale>
      <ValidatedPage />
    </RequireLocale>
  );
}
