import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { errorRowsLink } from '../api';
import { importMessages as messages } from '../messages';
import { type Failure, FailureAlert, failureOf } from './failure-alert';

/** Fetches a fresh link to the rows in error and lets the browser download the file (an attachment). */
export function DownloadErrors({ to, importId }: { readonly to: ElementRef; readonly importId: string }) {
  const intl = useIntl();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { url, fileName } = await errorRowsLink(to, importId);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileName;
      anchor.rel = 'noopener';
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="imports-errors-download">
      <button type="button" className="button" onClick={() => void download()} aria-disabled={busy || undefined}>
        {intl.formatMessage(messages.downloadErrors)}
      </button>
      <p className="muted">{intl.formatMessage(messages.downloadHint)}</p>
      <FailureAlert failure={failure} />
    </div>
  );
}
