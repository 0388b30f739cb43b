/**
 * `…/{builderElement}/{objId}/view` (SPEC §2): a record laid out as its form (the one form renderer, read only: its
 * columns, its labels, HTML fields rendered through the sanitiser of components/ui/safe-html.tsx) under the form's
 * view title, with its version information and links to edit, copy and its history.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { localizedText } from '../../../../../shared/localized-text';
import { FormRenderer } from '../../../components/form-renderer/form-renderer';
import { Loading } from '../../../components/projects/loading';
import { paths } from '../../../lib/projects/route-helpers';
import { recordQuery } from '../api/get-record';
import type { ElementRef } from '../api/keys';
import { RecordPageFrame } from '../components/record-page-frame';
import { VersionInfo } from '../components/version-info';
import { elementRefOf, recordIdOf, recordLoader } from '../route-helpers';
import { useElement } from '../use-element';
import { fittedValues } from '../values';
import '../records.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

export const loader = recordLoader('view');

function RecordViewPage({ to, recordId }: { readonly to: ElementRef; readonly recordId: string }) {
  const screen = useElement(to);
  const { data: record } = useQuery({ ...recordQuery(to, recordId), refetchOnMount: false });
  if (!screen || !record) return <Loading />;
  const { locale, languages, form } = screen;
  return (
    <RecordPageFrame
      screen={screen}
      to={to}
      recordId={recordId}
      heading={localizedText(form.titles.view, locale, languages)}
      intro={<VersionInfo record={record} historyPath={paths.record(locale, to.projectId, to.ref, to.element, recordId, 'history')} />}
    >
      <div className="card record-view">
        <FormRenderer
          form={form}
          languages={languages}
          uiLocale={locale}
          values={fittedValues(form, languages, record.values)}
          readOnly
          categories={screen.categories}
        />
      </div>
    </RecordPageFrame>
  );
}

export function Component() {
  const params = useParams();
  const to = elementRefOf(params);
  const recordId = recordIdOf(params);
  return <RecordViewPage key={`${to.projectId}/${to.ref}/${to.element}/${recordId}`} to={to} recordId={recordId} />;
}
