/**
 * The account menu of the `account` layout (docs/product.md, "Screens and routes"): who is signed in, a link to the
 * welcome page, the account's screens (my details, password, delegate rights, duplicate applications, contact) and "Se
 * déconnecter". Logging out revokes the session on the server (`POST /api/auth/logout`), forgets the stored customer
 * and login date stamp, and opens the login page — even when the server cannot be reached, since the stored session
 * must not outlive the user's decision.
 */
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { NavLink, useNavigate } from 'react-router';
import type { CustomerView } from '../../../../../shared/schemas/accounts';
import { readStoredCustomer } from '../../../lib/session';
import { logout } from '../api/logout';
import { accountPaths, useLang } from '../use-lang';
import './account-menu.css';

const messages = defineMessages({
  label: { id: 'accounts.menu.label', defaultMessage: 'Mon compte' },
  signedInAs: { id: 'accounts.menu.signedInAs', defaultMessage: 'Connecté en tant que' },
  welcome: { id: 'accounts.menu.welcome', defaultMessage: 'Mon espace' },
  // The account's own screens.
  account: { id: 'accounts.menu.account', defaultMessage: 'Mes coordonnées' },
  password: { id: 'accounts.menu.password', defaultMessage: 'Mot de passe' },
  delegate: { id: 'accounts.menu.delegate', defaultMessage: 'Déléguer des droits' },
  copy: { id: 'accounts.menu.copy', defaultMessage: 'Dupliquer des applications' },
  contact: { id: 'accounts.menu.contact', defaultMessage: 'Contact' },
  logout: { id: 'accounts.menu.logout', defaultMessage: 'Se déconnecter' },
});

const displayName = (customer: Partial<CustomerView> | null): string =>
  [customer?.firstname, customer?.lastname].filter((part) => typeof part === 'string' && part !== '').join(' ') || (customer?.email ?? '');

export default function AccountMenu() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const name = displayName(readStoredCustomer<Partial<CustomerView>>());

  async function signOut() {
    if (leaving) return;
    setLeaving(true);
    await logout();
    await navigate(accountPaths.login(lang), { replace: true });
  }

  return (
    <nav className="account-menu" aria-label={intl.formatMessage(messages.label)}>
      {name ? (
        <p className="account-name">
          <span className="visually-hidden">{intl.formatMessage(messages.signedInAs)} </span>
          {name}
        </p>
      ) : null}
      <ul>
        <li>
          <NavLink to={accountPaths.welcome(lang)}>{intl.formatMessage(messages.welcome)}</NavLink>
        </li>
        {(['account', 'password', 'delegate', 'copy', 'contact'] as const).map((screen) => (
          <li key={screen}>
            <NavLink to={accountPaths[screen](lang)}>{intl.formatMessage(messages[screen])}</NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="account-logout" onClick={() => void signOut()} aria-disabled={leaving || undefined}>
            {intl.formatMessage(messages.logout)}
          </button>
        </li>
      </ul>
    </nav>
  );
}
