/** `/{lang}/customer/validated/{customerId}` (public, SPEC §6): shown once the account is activated. */
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { RequireLocale } from '../../shell/components/require-locale';
import { StepPage } from '../components/step-page';
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
  const titleId = useId();
  return (
    <StepPage title={intl.formatMessage(messages.title)} titleId={titleId}>
      <p>{intl.formatMessage(messages.text)}</p>
      <p>
        <Link className="button primary" to={accountPaths.login(lang)}>
          {intl.formatMessage(linkMessages.login)}
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
