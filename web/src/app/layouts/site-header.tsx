import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../components/shell/language-switcher';
import { ThemeSelect } from '../../components/shell/theme-select';
import { localeOf, localePath } from '../../lib/locale-path';
import { readStoredCustomer } from '../../lib/session';

const messages = defineMessages({
  brandHome: { id: 'shell.brandHome', defaultMessage: "Noco, page d'accueil" },
  mainNav: { id: 'shell.mainNav', defaultMessage: 'Navigation principale' },
  home: { id: 'shell.nav.home', defaultMessage: 'Accueil' },
  policy: { id: 'shell.nav.policy', defaultMessage: 'Confidentialité' },
  account: { id: 'shell.nav.account', defaultMessage: 'Espace client' },
  settings: { id: 'shell.settings', defaultMessage: "Préférences d'affichage" },
});

export function Brand() {
  const intl = useIntl();
  const locale = localeOf(useLocation());
  return (
    <Link to={localePath(locale)} className="brand" aria-label={intl.formatMessage(messages.brandHome)}>
      <svg className="brand-mark" viewBox="0 0 32 32" width={32} height={32} aria-hidden="true" focusable="false">
        <rect x={2} y={2} width={12} height={12} rx={3} fill="currentColor" />
        <rect x={18} y={2} width={12} height={12} rx={3} fill="currentColor" opacity={0.55} />
        <rect x={2} y={18} width={12} height={12} rx={3} fill="currentColor" opacity={0.55} />
        <rect x={18} y={18} width={12} height={12} rx={6} fill="currentColor" />
      </svg>
      <span className="brand-name">Noco</span>
    </Link>
  );
}

export function MainNav() {
  const intl = useIntl();
  const locale = localeOf(useLocation());
  return (
    <nav className="main-nav" aria-label={intl.formatMessage(messages.mainNav)}>
      <ul>
        <li>
          <NavLink to={localePath(locale)} end>
            {intl.formatMessage(messages.home)}
          </NavLink>
        </li>
        <li>
          <NavLink to={localePath(locale, 'policy')}>{intl.formatMessage(messages.policy)}</NavLink>
        </li>
        <li>
          {/* Signed in: straight to the projects; otherwise to the login screen (the guard would send there anyway). */}
          <NavLink to={readStoredCustomer() ? localePath(locale, 'customer/welcome') : localePath(locale, 'login')}>
            {intl.formatMessage(messages.account)}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

/** Theme and language controls, present in every layout. */
export function DisplayControls() {
  const intl = useIntl();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of controls outside a form; a fieldset would bring form semantics and its own box.
    <div className="display-controls" role="group" aria-label={intl.formatMessage(messages.settings)}>
      <ThemeSelect />
      <LanguageSwitcher />
    </div>
  );
}

export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="site-header">
      <div className="header-inner">
        <Brand />
        {children}
        <DisplayControls />
      </div>
    </header>
  );
}
