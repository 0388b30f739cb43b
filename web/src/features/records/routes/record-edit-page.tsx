/**
 * `…/{builderElement}/{objId}/edit` (SPEC §2): a record in the one form renderer under the form's edit title, with
 * its version information (saved on, by whom, version N, the versions its history keeps); saved with the version it
 * was based on (components/record-form.tsx: the confirmation, the failures, a 409 and its reload).
 */
import { localizedText } from '../../../../../shared/localized-text';
import { paths } from '../../../lib/projects/route-helpers';
import { RecordForm } from '../components/record-form';
import { RecordPageFrame } from '../components/record-page-frame';
import { VersionInfo } from '../components/version-info';
import { type RecordScreenProps, recordRoute } from '../record-route';
import { recordLoader } from '../route-helpers';
import '../records.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

export const loader = recordLoader('edit');

function RecordEdit({ screen, to, record }: RecordScreenProps) {
  const { locale, languages, form } = screen;
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
      <RecordForm screen={screen} to={to} record={record} />
    </RecordPageFrame>
  );
}

export const Component = recordRoute(RecordEdit);
