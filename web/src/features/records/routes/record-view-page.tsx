/**
 * `…/{builderElement}/{objId}/view` (docs/product.md, "Screens and routes"): a record laid out as its form (the one
 * form renderer, read only: its columns, its labels, HTML fields rendered through the sanitiser of
 * components/ui/safe-html.tsx) under the form's view title, with its version information and links to edit, copy, its
 * history and its conductor page; and, for a customer who may write, the record's upload links
 * (upload-links/upload-links-section.tsx).
 */
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localizedText } from '../../../../../shared/localized-text';
import { FormRenderer } from '../../../components/form-renderer/form-renderer';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { paths } from '../../../lib/projects/route-helpers';
import { RecordPageFrame } from '../components/record-page-frame';
import { VersionInfo } from '../components/version-info';
import { recordMessages } from '../messages';
import { type RecordScreenProps, recordRoute } from '../record-route';
import { recordLoader } from '../route-helpers';
import { fittedValues } from '../values';
import '../records.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

export const loader = recordLoader('view');

/** Its own chunk (upload-links/), which the record's loader fetches beside the record: the other screens never load it. */
const UploadLinksSection = lazy(lazyWithReload(() => import('../upload-links/upload-links-section')));

function RecordView({ screen, to, record }: RecordScreenProps) {
  const intl = useIntl();
  const { locale, languages, form } = screen;
  return (
    <RecordPageFrame
      screen={screen}
      to={to}
      recordId={record.recordId}
      heading={localizedText(form.titles.view, locale, languages)}
      intro={
        <>
          <VersionInfo record={record} historyPath={paths.record(locale, to.projectId, to.ref, to.element, record.recordId, 'history')} />
          <p className="record-conductor-link">
            <Link to={paths.record(locale, to.projectId, to.ref, to.element, record.recordId, 'conducteur')}>
              {intl.formatMessage(recordMessages.conductor)}
            </Link>
          </p>
        </>
      }
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
      <Suspense fallback={null}>
        <UploadLinksSection screen={screen} to={to} recordId={record.recordId} />
      </Suspense>
    </RecordPageFrame>
  );
}

export const Component = recordRoute(RecordView);
