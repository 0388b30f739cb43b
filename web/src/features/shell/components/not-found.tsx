/** The 404 page (SPEC §8): "Page not found: {path}", status 404. */
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { localeFromPath, localePath } from '../../../lib/locale-path';
import { notFoundMessage, statusMessages } from './status-messages';

const readable = (pathname: string) => {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
};

export function NotFound() {
  const intl = useIntl();
  const { pathname } = useLocation();
  useDocumentTitle(intl.formatMessage(statusMessages.notFoundTitle));
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-code">
        {intl.formatMessage(statusMessages.statusLabel)} 404
      </p>
      <h1 id="status-title">{intl.formatMessage(notFoundMessage, { path: readable(pathname) })}</h1>
      <p>{intl.formatMessage(statusMessages.notFoundHelp)}</p>
      <p>
        <Link className="button primary" to={localePath(localeFromPath(pathname))}>
          {intl.formatMessage(statusMessages.backHome)}
        </Link>
      </p>
    </section>
  );
}
