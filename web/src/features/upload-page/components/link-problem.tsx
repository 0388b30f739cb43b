/**
 * What the upload page shows instead of its form: a missing, malformed or wrong link (UPLOAD_LINK_INVALID), an
 * expired or revoked one, too many attempts (429: wait), or a page that could not load (the catalogue's message
 * for its code, and a reload). A title, the catalogue's message, nothing else to fill in.
 */
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { statusMessages } from '../../../components/shell/status-messages';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { isApiError } from '../../../lib/api';
import { errorCodeOf, errorMessageFor } from '../../../lib/error-messages';
import { pageMessages as messages } from '../messages';

const LINK_CODES: Readonly<Record<string, MessageDescriptor | undefined>> = {
  UPLOAD_LINK_INVALID: messages.invalidTitle,
  UPLOAD_LINK_EXPIRED: messages.expiredTitle,
  UPLOAD_LINK_REVOKED: messages.revokedTitle,
};

/** `error`: why the page could not be read; null when the address carries no readable token. */
export function LinkProblem({
  error,
  onReload,
  reloading = false,
}: {
  readonly error: unknown;
  readonly onReload?: () => void;
  readonly reloading?: boolean;
}) {
  const intl = useIntl();
  // No token, or one the API does not know (whatever status it came with), is a wrong link.
  const code = error === null ? 'UPLOAD_LINK_INVALID' : errorCodeOf(error);
  const tooMany = isApiError(error) && error.status === 429;
  const linkTitle = LINK_CODES[code];
  const titleMessage: MessageDescriptor = linkTitle ?? (tooMany ? messages.tooManyTitle : messages.failedTitle);
  const title = intl.formatMessage(titleMessage);
  useDocumentTitle(title);
  return (
    <section className="status-page upload-page-problem" aria-labelledby="upload-problem-title">
      <h1 id="upload-problem-title">{title}</h1>
      <p>{intl.formatMessage(errorMessageFor(tooMany ? 'TOO_MANY_REQUESTS' : code))}</p>
      {tooMany ? <p>{intl.formatMessage(messages.tooManyText)}</p> : null}
      {linkTitle || !onReload ? null : (
        <p className="status-actions">
          <button type="button" className="button primary" aria-disabled={reloading || undefined} onClick={() => reloading || onReload()}>
            {intl.formatMessage(statusMessages.reload)}
          </button>
        </p>
      )}
    </section>
  );
}
