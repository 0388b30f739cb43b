/**
 * `/{lang}/login` (public): the login form and, beside it, the register form. After registering, the
 * register form gives way to the activation step; the activation mail's link, `/{lang}/login?activate={id}`,
 * opens that step directly. The activation step is its own chunk (fetched when registering starts, or at
 * once from the mail's link): someone who comes to log in never downloads it.
 */
import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { RequireLocale } from '../../shell/components/require-locale';
import { LoginForm, loginTitle } from '../components/login-form';
import { RegisterForm } from '../components/register-form';

const messages = defineMessages({
  title: { id: 'accounts.loginPage.title', defaultMessage: 'Votre espace client' },
  lead: {
    id: 'accounts.loginPage.lead',
    defaultMessage: 'Connectez-vous pour retrouver vos projets, ou créez votre compte en quelques instants.',
  },
});

const loadActivationPanel = lazyWithReload(() => import('../components/activation-panel'));
const ActivationPanel = lazy(() => loadActivationPanel().then((module) => ({ default: module.ActivationPanel })));

type Pending = { readonly customerId: string; readonly email?: string | undefined };

function LoginPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(loginTitle));
  const [searchParams] = useSearchParams();
  const fromLink = searchParams.get('activate');
  const [registered, setRegistered] = useState<Pending | null>(null);
  const [badLink, setBadLink] = useState<string | null>(null);
  const pending: Pending | null = registered ?? (fromLink !== null && fromLink !== badLink ? { customerId: fromLink } : null);

  return (
    <div className="page auth-page">
      <header className="page-header">
        <h1>{intl.formatMessage(messages.title)}</h1>
        <p className="lead">{intl.formatMessage(messages.lead)}</p>
      </header>
      <div className="auth-grid">
        <LoginForm />
        {pending ? (
          <Suspense fallback={null}>
            <ActivationPanel
              key={pending.customerId}
              customerId={pending.customerId}
              email={pending.email}
              onInvalidCustomerId={() => setBadLink(pending.customerId)}
            />
          </Suspense>
        ) : (
          <RegisterForm onSubmitting={() => void loadActivationPanel().catch(() => undefined)} onRegistered={setRegistered} />
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
