/**
 * `…/{builderElement}/{objId}/edit` (SPEC §2): a record in the one form renderer under the form's edit title, with
 * its version information (saved on, by whom, version N, the versions its history keeps); saved with the version it
 * was based on (components/record-form.tsx: the confirmation, the failures, a 409 and its reload).
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { localizedText } from '../../../../../shared/localized-text';
import { Loading } from '../../../components/projects/loading';
import { paths } from '../../../lib/projects/route-helpers';
import { recordQuery } from '../api/get-record';
import type { ElementRef } from '../api/keys';
import { RecordForm } from '../components/record-form';
import { RecordPageFrame } from '../components/record-page-frame';
import { VersionInfo } from '../components/version-info';
import { elementRefOf, recordIdOf, recordLoader } from '../route-helpers';
import { useElement } from '../use-element';
import '../records.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

export const loader = recordLoader('edit');

function RecordEditPage({ to, recordId }: { readonly to: ElementRef; readonly recordId: string }) {
  const screen = useElement(to);
  const { data: record } = useQuery({ ...recordQuery(to, recordId), refetchOnMount: false });
  if (!screen || !record) return <Loading />;
  const { locale, languages, form } = screen;
  return (
    <RecordPageFrame
      screen={screen}
      to={to}
      recordId={recordId}
      heading={localizedText(form.titles.edit, locale, languages)}
      intro={<VersionInfo record={record} historyPath={paths.record(locale, to.projectId, to.ref, to.element, recordId, 'history')} />}
    >
      <RecordForm screen={screen} to={to} record={record} />
    </RecordPageFrame>
  );
}

export function Component() {
  const params = useParams();
  const to = elementRefOf(params);
  const recordId = recordIdOf(params);
  return <RecordEditPage key={`${to.projectId}/${to.ref}/${to.element}/${recordId}`} to={to} recordId={recordId} />;
}
