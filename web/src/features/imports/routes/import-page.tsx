/**
 * `…/applications/{applicationId}/{builderElement}/copypaste` (docs/product.md, "Screens and routes", "Entities"): the copy-paste import of an element's
 * records. The format explained (UTF-8, `;`, the header naming the fields by technical value, de-duplication on
 * ___email) with the element's importable columns and a ready header line; a paste area (or a .csv file read into
 * it); "Aperçu" → the server's preview (counts, separator, ignored columns, the first rows with their action and
 * errors); "Importer N fiches" → the job's progress bar → its result, and the CSV of the rows in error. Writers only:
 * a reader sees the explanation and why they cannot import.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { atLeast } from '../../../../../shared/projects';
import { Loading } from '../../../components/projects/loading';
import { ProjectHeader } from '../../../components/projects/project-header';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { elementRefOf, loadElementScreen, useElementScreen } from '../../../lib/projects/element-screen';
import { canLoad, paths } from '../../../lib/projects/route-helpers';
import { useLocale } from '../../../lib/use-locale';
import { DownloadErrors } from '../components/download-errors';
import { FailureAlert } from '../components/failure-alert';
import { FormatHelp } from '../components/format-help';
import { ImportProgress } from '../components/import-progress';
import { PasteArea } from '../components/paste-area';
import { PreviewPanel } from '../components/preview-panel';
import { importMessages as messages } from '../messages';
import { useImportSteps } from '../use-import-steps';
import '../imports.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

/** The element's screen: the project, the application and the element's configuration (its form: the importable columns). */
export async function loader(args: LoaderFunctionArgs) {
  if (!canLoad(args)) return null;
  await loadElementScreen(elementRefOf(args.params));
  return null;
}

function ImportScreen({ to }: { readonly to: ElementRef }) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const screen = useElementScreen(to);
  const steps = useImportSteps(to, locale);
  const { step } = steps;
  const elementName = screen?.elementName ?? to.element;
  useDocumentTitle(intl.formatMessage(messages.title, { element: elementName }));

  if (!screen) return <Loading />;
  const { project, application, view, languages } = screen;
  const canWrite = atLeast(application.level, 'write');
  const listPath = paths.records(locale, to.projectId, to.ref, to.element);
  const heading = intl.formatMessage(messages.title, { element: elementName });

  return (
    <div className="page projects-page imports-page">
      <ProjectHeader project={project} page={application.title} canConfigure={project.level === 'full'} />
      <header className="page-header">
        <p className="eyebrow">{elementName}</p>
        <h1>{heading}</h1>
        <nav aria-label={heading} className="records-nav">
          <ul>
            <li>
              <Link to={listPath}>{intl.formatMessage(messages.toList)}</Link>
            </li>
          </ul>
        </nav>
      </header>
      <FormatHelp form={view.form} languages={languages} locale={locale} canWrite={canWrite} onInsert={steps.insert} />
      {canWrite ? (
        step.name === 'commit' ? (
          <ImportProgress to={to} jobId={step.jobId} importId={step.preview.importId} listPath={listPath} onAgain={steps.again} />
        ) : (
          <>
            <PasteArea
              id={id}
              text={steps.text}
              pasteRef={steps.pasteRef}
              localProblem={steps.localProblem}
              busy={steps.previewing}
              onType={steps.type}
              onFile={(event) => void steps.readFile(event)}
              onPreview={steps.askPreview}
            />
            <FailureAlert failure={steps.failure} />
            {step.name === 'preview' ? (
              <PreviewPanel
                preview={step.preview}
                headingRef={steps.previewHeading}
                committing={steps.committing}
                onCommit={() => steps.startCommit(step.preview)}
                downloadErrors={step.preview.counts.error > 0 ? <DownloadErrors to={to} importId={step.preview.importId} /> : null}
              />
            ) : null}
          </>
        )
      ) : (
        <p className="notice imports-read-only">{intl.formatMessage(messages.readOnly)}</p>
      )}
    </div>
  );
}

export function Component() {
  const to = elementRefOf(useParams());
  return <ImportScreen key={`${to.projectId}/${to.ref}/${to.element}`} to={to} />;
}
