/**
 * The version information of a record (docs/product.md, "Screens and routes", "Entities"): when and by whom it was last
 * saved, its version, the versions kept.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { RecordDetail } from '../../../../../shared/schemas/records';
import { formatAuthor, formatInstant } from '../format';
import { recordMessages } from '../messages';

export function VersionInfo({ record, historyPath }: { readonly record: RecordDetail; readonly historyPath?: string }) {
  const intl = useIntl();
  const count = intl.formatMessage(recordMessages.versionsKept, { count: record.versionCount });
  return (
    <p className="record-version muted">
      <span>
        {intl.formatMessage(recordMessages.savedOn, { date: formatInstant(intl, record.updatedAt), version: record.version })}
        {record.updatedBy ? ` ${intl.formatMessage(recordMessages.savedBy, { author: formatAuthor(intl, record.updatedBy) })}` : null}
      </span>{' '}
      <span>· {historyPath ? <Link to={historyPath}>{count}</Link> : count}</span>
    </p>
  );
}
