/**
 * The 404 page (docs/product.md, "Errors"): "Page not found: {path}", status 404. The heading is in the interface
 * language ("Page introuvable"); the message of docs/product.md, "Errors", word for word, follows in small print, its
 * path allowed to wrap anywhere so that a long address does not fill a phone screen.
 */
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from './use-document-title';
import { localeFromPath, localePath } from '../../lib/locale-path';
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
  const title = intl.formatMessage(statusMessages.notFoundTitle);
  useDocumentTitle(title);
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-code">{intl.formatMessage(statusMessages.statusLabel)} 404</p>
      <h1 id="status-title">{title}</h1>
      {/* The product's message is English in every language. */}
      <p className="status-path" lang="en">
        {intl.formatMessage(notFoundMessage, { path: readable(pathname) })}
      </p>
      <p>{intl.formatMessage(statusMessages.notFoundHelp)}</p>
      <p>
        <Link className="button primary" to={localePath(localeFromPath(pathname))}>
          {intl.formatMessage(statusMessages.backHome)}
        </Link>
      </p>
    </section>
  );
}
