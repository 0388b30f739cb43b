/**
 * `/{lang}/login` (public): the login form and, beside it, the register form. After registering, the
 * register form gives way to the activation step; the activation mail's link, `/{lang}/login?activate={id}`,
 * opens that step directly. The activation step is its own chunk (fetched when registering starts, or at
 * once from the mail's link): someone who comes to log in never downloads it.
 * Someone already signed in has nothing to do here: the loader sends them on to the page they asked for
 * (`?next=`), else to the welcome page — except from the activation link, which is about another account.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { isUiLocale } from '../../../../../shared/constants';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { hasLiveSession, NEXT_PARAM } from '../../../lib/session';
import { RequireLocale } from '../../../components/shell/require-locale';
import { LoginForm, loginTitle } from '../components/login-form';
import { loadNextPath } from '../forms';
import { accountPaths } from '../use-lang';
import '../accounts.css';

const messages = defineMessages({
  title: { id: 'accounts.loginPage.title', defaultMessage: 'Votre espace client' },
  lead: {
    id: 'accounts.loginPage.lead',
    defaultMessage: 'Connectez-vous pour retrouver vos projets, ou créez votre compte en quelques instants.',
  },
  newTitle: { id: 'accounts.loginPage.newTitle', defaultMessage: 'Nouveau client ?' },
  newText: {
    id: 'accounts.loginPage.newText',
    defaultMessage: "Créez votre compte en quelques instants : vous recevrez un code d'activation par e-mail.",
  },
  newStart: { id: 'accounts.loginPage.newStart', defaultMessage: 'Créer mon compte' },
  // After the account page's deletion (`?deleted=1`).
  deleted: {
    id: 'accounts.loginPage.deleted',
    defaultMessage: 'Votre compte a été supprimé. Ses données sont effacées dans les minutes qui suivent ; un e-mail vous le confirme.',
  },
});

// The register form is its own chunk, fetched when asked for (or hovered): the login screen stays light.
const loadRegisterForm = lazyWithReload(() => import('../components/register-form'));
const RegisterForm = lazy(() => loadRegisterForm().then((module) => ({ default: module.RegisterForm })));
const preloadRegisterForm = () => void loadRegisterForm().catch(() => undefined);

const loadActivationPanel = lazyWithReload(() => import('../components/activation-panel'));
const ActivationPanel = lazy(() => loadActivationPanel().then((module) => ({ default: module.ActivationPanel })));

export async function loader({ request, params }: LoaderFunctionArgs): Promise<null> {
  const { lang } = params;
  const url = new URL(request.url);
  if (!isUiLocale(lang) || url.searchParams.has('activate') || !hasLiveSession()) return null;
  const { safeNextPath } = await loadNextPath();
  throw redirect(safeNextPath(url.searchParams.get(NEXT_PARAM)) ?? accountPaths.welcome(lang));
}

type Pending = { readonly customerId: string; readonly email?: string | undefined };

function LoginPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(loginTitle));
  const [searchParams] = useSearchParams();
  const fromLink = searchParams.get('activate');
  const [registered, setRegistered] = useState<Pending | null>(null);
  const [registering, setRegistering] = useState(false);
  const newCustomerId = useId();
  const [badLink, setBadLink] = useState<string | null>(null);
  const pending: Pending | null = registered ?? (fromLink !== null && fromLink !== badLink ? { customerId: fromLink } : null);

  return (
    <div className="page auth-page">
      <header className="page-header">
        <h1>{intl.formatMessage(messages.title)}</h1>
        <p className="lead">{intl.formatMessage(messages.lead)}</p>
      </header>
      {searchParams.get('deleted') === '1' ? (
        <p className="form-status" role="status">
          {intl.formatMessage(messages.deleted)}
        </p>
      ) : null}
      <div className="auth-grid">
        <LoginForm elsewhere={registering || registered !== null} />
        {pending ? (
          <Suspense fallback={null}>
            <ActivationPanel
              key={pending.customerId}
              customerId={pending.customerId}
              email={pending.email}
              onInvalidCustomerId={() => setBadLink(pending.customerId)}
            />
          </Suspense>
        ) : registering ? (
          <Suspense fallback={null}>
            <RegisterForm autoFocus onSubmitting={() => void loadActivationPanel().catch(() => undefined)} onRegistered={setRegistered} />
          </Suspense>
        ) : (
          <section className="card auth-card" aria-labelledby={newCustomerId}>
            <h2 id={newCustomerId}>{intl.formatMessage(messages.newTitle)}</h2>
            <p>{intl.formatMessage(messages.newText)}</p>
            <button
              type="button"
              className="button primary"
              onPointerEnter={preloadRegisterForm}
              onFocus={preloadRegisterForm}
              onClick={() => setRegistering(true)}
            >
              {intl.formatMessage(messages.newStart)}
            </button>
          </section>
        )}
      </div>
    </div>
  );
}

export function Component() {
  return (
    <RequireLocale>
      <LoginPage />
    </RequireLocale>
  );
}
