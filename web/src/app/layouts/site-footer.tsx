import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { APP_VERSION, BUILD_ID } from '../../lib/config';
import { localeOf, localePath } from '../../lib/locale-path';

const messages = defineMessages({
  nav: { id: 'footer.nav', defaultMessage: 'Liens utiles' },
  tagline: { id: 'footer.tagline', defaultMessage: 'Noco, la plateforme no-code de vos projets clients.' },
  policy: { id: 'footer.policy', defaultMessage: 'Politique de confidentialité' },
  terms: { id: 'footer.terms', defaultMessage: 'Conditions générales de service' },
  version: { id: 'footer.version', defaultMessage: 'Version' },
});

export function SiteFooter() {
  const intl = useIntl();
  const locale = localeOf(useLocation());
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <p>{intl.formatMessage(messages.tagline)}</p>
        <nav aria-label={intl.formatMessage(messages.nav)}>
          <ul>
            <li>
              <Link to={localePath(locale, 'policy')}>{intl.formatMessage(messages.policy)}</Link>
            </li>
            <li>
              <Link to={localePath(locale, 'terms')}>{intl.formatMessage(messages.terms)}</Link>
            </li>
          </ul>
        </nav>
        <p className="footer-version">
          {intl.formatMessage(messages.version)} {APP_VERSION} · {BUILD_ID}
        </p>
      </div>
    </footer>
  );
}
