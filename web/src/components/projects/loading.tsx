import { useIntl } from 'react-intl';
import { headerMessages } from './messages';

/** Shown while a query that the loader did not settle is still on its way. */
export function Loading() {
  const intl = useIntl();
  return (
    <p className="loading-text" role="status">
      {intl.formatMessage(headerMessages.loading)}
    </p>
  );
}
