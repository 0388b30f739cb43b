/**
 * The account menu of the `account` layout (SPEC §2): who is signed in, a link to the welcome page and
 * "Se déconnecter". Logging out revokes the session on the server (`POST /api/auth/logout`), forgets the
 * stored customer and login date stamp, and opens the login page — even when the server cannot be reached,
 * since the stored session must not outlive the user's decision.
 * Screens not built yet (my details, password, delegate rights, duplicate applications) are not linked.
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
        <li>
          <button type="button" className="account-logout" onClick={() => void signOut()} aria-disabled={leaving || undefined}>
            {intl.formatMessage(messages.logout)}
          </button>
        </li>
      </ul>
    </nav>
  );
}
