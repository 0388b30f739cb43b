/** `/{lang}/customer/validated/{customerId}` (public, SPEC §6): shown once the account is activated. */
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { RequireLocale } from '../../shell/components/require-locale';
import { linkMessages } from '../messages';
import { accountPaths, useLang } from '../use-lang';

const messages = defineMessages({
  title: { id: 'accounts.validated.title', defaultMessage: 'Votre compte est activé' },
  text: {
    id: 'accounts.validated.text',
    defaultMessage: 'Merci, votre adresse e-mail est confirmée. Vous pouvez maintenant vous connecter à votre espace client.',
  },
});

function ValidatedPage() {
  const intl = useIntl();
  const lang = useLang();
  useDocumentTitle(intl.formatMessage(messages.title));
  return (
    <div className="page auth-page narrow">
      <section className="card auth-card" aria-labelledby="validated-title">
        <h1 id="validated-title">{intl.formatMessage(messages.title)}</h1>
        <p>{intl.formatMessage(messages.text)}</p>
        <p>
          <Link className="button primary" to={accountPaths.login(lang)}>
            {intl.formatMessage(linkMessages.login)}
          </Link>
        </p>
      </section>
    </div>
  );
}

export function Component() {
  return (
    <RequireLocale>
      <ValidatedPage />
    </RequireLocale>
  );
}
