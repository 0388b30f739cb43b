/**
 * Links to the builder screens of one element: its form and its list. The visible text is short;
 * the accessible name starts with it and names the element.
 */
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../lib/projects/route-helpers';
import { useLocale } from '../../../lib/use-locale';

const messages = {
  ...defineMessages({
    form: { id: 'applications.elements.form', defaultMessage: 'Formulaire' },
    table: { id: 'applications.elements.table', defaultMessage: 'Liste' },
  }),
  formOf: defineMessage<{ element: string }>({
    id: 'applications.elements.formOf',
    defaultMessage: 'Formulaire de «\u00a0{element}\u00a0»',
  }),
  tableOf: defineMessage<{ element: string }>({ id: 'applications.elements.tableOf', defaultMessage: 'Liste de «\u00a0{element}\u00a0»' }),
};

export function ElementLinks({ projectId, slug, element, name }: { projectId: string; slug: string; element: string; name: string }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <span className="element-links">
      <Link to={paths.form(locale, projectId, slug, element)} aria-label={intl.formatMessage(messages.formOf, { element: name })}>
        {intl.formatMessage(messages.form)}
      </Link>
      <Link to={paths.table(locale, projectId, slug, element)} aria-label={intl.formatMessage(messages.tableOf, { element: name })}>
        {intl.formatMessage(messages.table)}
      </Link>
    </span>
  );
}
