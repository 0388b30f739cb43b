/**
 * The files of a field on their way (web/src/lib/uploads/use-uploads.ts), one line each: a progress bar named after the
 * file and a cancel button while it is sent, "Vérification…" while it is checked, then the refusal reason
 * (`uploads.reason.*`) or the failure — "Erreur {number} : le fichier n'a pas pu être envoyé" (docs/product.md,
 * "Errors") with a sentence a person understands — with a retry button. Each outcome is also said once in a polite live
 * region.
 */
import { useEffect, useRef, useState } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { CLIENT_ERROR_CODES } from '../../lib/api';
import { errorMessageFor, errorMessages, isKnownErrorCode } from '../../lib/error-messages';
import { type UploadFailure, type UploadItem, UPLOAD_FAILURE_CODES } from '../../lib/uploads/upload-item';
import { formatSize } from '../../lib/uploads/format-size';
import { reasonMessages, uploadMessages } from './messages';
import './uploads.css';

/** The sentence beside the failure's number. */
function failureSentence(failure: UploadFailure): MessageDescriptor {
  switch (failure.code) {
    case CLIENT_ERROR_CODES.network:
      return uploadMessages.failedNetwork;
    case UPLOAD_FAILURE_CODES.storage:
      return uploadMessages.failedStorage;
    case UPLOAD_FAILURE_CODES.checkTimeout:
      return uploadMessages.failedTimeout;
    case 'VALIDATION_FAILED':
    case 'PAYLOAD_TOO_LARGE':
    case 'UNSUPPORTED_MEDIA_TYPE':
      return uploadMessages.failedRules;
    case 'TOO_MANY_REQUESTS':
      return uploadMessages.failedBusy;
    default:
      // The API's own message when it has one (an upload link expired, no right to write…), else a generic one.
      return isKnownErrorCode(failure.code) && failure.code !== 'INTERNAL' ? errorMessages[failure.code] : uploadMessages.failedOther;
  }
}

/** "Erreur 403 : le fichier n'a pas pu être envoyé" and its sentence. */
export function failureText(intl: IntlShape, failure: UploadFailure): [string, string] {
  return [intl.formatMessage(errorMessageFor('UPLOAD_FAILED'), { number: failure.status }), intl.formatMessage(failureSentence(failure))];
}

/** What is said once when a file reaches an outcome. */
function outcomeText(intl: IntlShape, item: UploadItem): string | undefined {
  switch (item.phase) {
    case 'ready':
      return intl.formatMessage(uploadMessages.readyNotice, { name: item.name });
    case 'rejected':
      return `${intl.formatMessage(uploadMessages.rejected, { name: item.name })} ${intl.formatMessage(reasonMessages[item.reason ?? 'typeMismatch'])}`;
    case 'failed':
      return item.failure ? `${item.name}\u00a0: ${failureText(intl, item.failure).join('. ')}` : undefined;
    case 'cancelled':
      return `${item.name}\u00a0: ${intl.formatMessage(uploadMessages.cancelled)}`;
    default:
      return undefined;
  }
}

export interface UploadListProps {
  readonly items: readonly UploadItem[];
  readonly onCancel: (key: string) => void;
  readonly onRetry: (key: string) => void;
  readonly onDismiss: (key: string) => void;
  /** Ready files are not listed (the field shows them among its files); the /_upload page may list them. */
  readonly showReady?: boolean | undefined;
}

export function UploadList({ items, onCancel, onRetry, onDismiss, showReady = false }: UploadListProps) {
  const intl = useIntl();
  const [said, setSaid] = useState('');
  const phases = useRef(new Map<string, UploadItem['phase']>());
  useEffect(() => {
    const texts: string[] = [];
    for (const item of items) {
      if (phases.current.get(item.key) !== item.phase) {
        const text = outcomeText(intl, item);
        if (text) texts.push(text);
      }
    }
    phases.current = new Map(items.map((item) => [item.key, item.phase]));
    if (texts.length > 0) setSaid(texts.join(' '));
  }, [items, intl]);

  const shown = showReady ? items : items.filter((item) => item.phase !== 'ready');
  return (
    <>
      <div role="status" className="visually-hidden">
        {said}
      </div>
      {shown.length > 0 ? (
        <ul className="uploads" aria-label={intl.formatMessage(uploadMessages.inProgress)}>
          {shown.map((item) => (
            <UploadLine key={item.key} item={item} onCancel={onCancel} onRetry={onRetry} onDismiss={onDismiss} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function UploadLine({ item, onCancel, onRetry, onDismiss }: { readonly item: UploadItem } & Omit<UploadListProps, 'items' | 'showReady'>) {
  const intl = useIntl();
  const { name, phase } = item;
  const travelling = phase === 'choosing' || phase === 'uploading' || phase === 'checking';
  const button = (label: typeof uploadMessages.cancel, action: (key: string) => void, text?: MessageDescriptor) => (
    <button type="button" className="upload-action" aria-label={intl.formatMessage(label, { name })} onClick={() => action(item.key)}>
      {text ? intl.formatMessage(text) : intl.formatMessage(label, { name })}
    </button>
  );
  return (
    <li className={`upload is-${phase}`}>
      <span className="upload-name">
        {name} <span className="muted">({formatSize(intl, item.size)})</span>
      </span>
      {phase === 'choosing' || phase === 'uploading' ? (
        <span className="upload-progress">
          <progress
            max={100}
            // No value while the file waits: an indeterminate bar.
            value={phase === 'uploading' ? item.progress : undefined}
            aria-label={intl.formatMessage(uploadMessages.progress, { name })}
          />
          <span aria-hidden="true">{phase === 'uploading' ? `${item.progress}\u00a0%` : intl.formatMessage(uploadMessages.waiting)}</span>
        </span>
      ) : null}
      {phase === 'checking' ? <span className="upload-state">{intl.formatMessage(uploadMessages.checking)}</span> : null}
      {phase === 'ready' ? <span className="upload-state">{intl.formatMessage(uploadMessages.readyNotice, { name })}</span> : null}
      {phase === 'rejected' ? (
        <span className="upload-problem">
          {intl.formatMessage(uploadMessages.rejected, { name })} {intl.formatMessage(reasonMessages[item.reason ?? 'typeMismatch'])}
        </span>
      ) : null}
      {phase === 'failed' && item.failure ? (
        <span className="upload-problem">
          {failureText(intl, item.failure).map((text) => (
            <span key={text} className="upload-problem-part">
              {text}
            </span>
          ))}
        </span>
      ) : null}
      {phase === 'cancelled' ? <span className="upload-state">{intl.formatMessage(uploadMessages.cancelled)}</span> : null}
      <span className="upload-actions">
        {travelling ? button(uploadMessages.cancel, onCancel, uploadMessages.cancelShort) : null}
        {phase === 'failed' || phase === 'cancelled' ? button(uploadMessages.retry, onRetry, uploadMessages.retryShort) : null}
        {travelling ? null : button(uploadMessages.dismiss, onDismiss, uploadMessages.dismissShort)}
      </span>
    </li>
  );
}
