/**
 * The error page (docs/product.md, "Errors"), the `errorElement` of the routes: the status defaults to 500 with
 * "Internal Server Error"; a 404 shows "Page Not Found".
 */
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { useDocumentTitle } from './use-document-title';
import { isApiError } from '../../lib/api';
import { errorMessageFor } from '../../lib/error-messages';
import { localeOf, localePath } from '../../lib/locale-path';
import { statusMessages } from './status-messages';

export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (isApiError(error) && error.status >= 400) return error.status;
  return 500;
}

export function ErrorPage() {
  const intl = useIntl();
  const error = useRouteError();
  const location = useLocation();
  const status = errorStatus(error);
  const heading = intl.formatMessage(status === 404 ? statusMessages.errorNotFound : statusMessages.errorInternal);
  useDocumentTitle(heading);
  const detail = isApiError(error) ? intl.formatMessage(errorMessageFor(error.code), { number: error.status }) : null;
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-code">
        {intl.formatMessage(statusMessages.statusLabel)} {status}
      </p>
      <h1 id="status-title">{heading}</h1>
      {detail ? <p>{detail}</p> : null}
      <p>{intl.formatMessage(statusMessages.errorHelp)}</p>
      <p className="status-actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {intl.formatMessage(statusMessages.reload)}
        </button>
        <Link className="button primary" to={localePath(localeOf(location))} reloadDocument>
          {intl.formatMessage(statusMessages.backHome)}
        </Link>
      </p>
    </section>
  );
}
