/**
 * `…/{builderElement}/{objId}/edit` (docs/product.md, "Screens and routes"): a record in the one form renderer under
 * the form's edit title, with its version information (saved on, by whom, version N, the versions its history keeps);
 * saved with the version it was based on (components/record-form.tsx: the confirmation, the failures, a 409 and its
 * reload).
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localizedText } from '../../../../../shared/localized-text';
import { atLeast } from '../../../../../shared/projects';
import { paths } from '../../../lib/projects/route-helpers';
import { RecordForm } from '../components/record-form';
import { RecordPageFrame } from '../components/record-page-frame';
import { VersionInfo } from '../components/version-info';
import { formMessages } from '../messages';
import { type RecordScreenProps, recordRoute } from '../record-route';
import { recordLoader } from '../route-helpers';
import '../records.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

export const loader = recordLoader('edit');

function RecordEdit({ screen, to, record }: RecordScreenProps) {
  const intl = useIntl();
  const { locale, languages, form } = screen;
  const canWrite = atLeast(screen.application.level, 'write');
  return (
    <RecordPageFrame
      screen={screen}
      to={to}
      recordId={record.recordId}
      heading={localizedText(form.titles.edit, locale, languages)}
      intro={
        <VersionInfo record={record} historyPath={paths.record(locale, to.projectId, to.ref, to.element, record.recordId, 'history')} />
      }
    >
      {canWrite ? (
        <RecordForm screen={screen} to={to} record={record} />
      ) : (
        <div className="card">
          <p className="notice">{intl.formatMessage(formMessages.readOnly)}</p>
          <p>
            <Link to={paths.record(locale, to.projectId, to.ref, to.element, record.recordId, 'view')}>
              {intl.formatMessage(formMessages.toView)}
            </Link>
          </p>
        </div>
      )}
    </RecordPageFrame>
  );
}

export const Component = recordRoute(RecordEdit);
