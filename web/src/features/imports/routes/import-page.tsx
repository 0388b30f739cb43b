/**
 * `…/applications/{applicationId}/{builderElement}/copypaste` (SPEC §2, §3): the copy-paste import of an element's
 * records. The format explained (UTF-8, `;`, the header naming the fields by technical value, de-duplication on
 * ___email) with the element's importable columns and a ready header line; a paste area (or a .csv file read into
 * it); "Aperçu" → the server's preview (counts, separator, ignored columns, the first rows with their action and
 * errors); "Importer N fiches" → the job's progress bar → its result, and the CSV of the rows in error. Writers only:
 * a reader sees the explanation and why they cannot import.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, type LoaderFunctionArgs, type Params, useParams } from 'react-router';
import * as v from 'valibot';
import { localizedText } from '../../../../../shared/localized-text';
import { atLeast } from '../../../../../shared/projects';
import { IMPORT_MAX_BYTES, type ImportPreview, type ImportResult } from '../../../../../shared/schemas/imports';
import { ElementRefInput } from '../../../../../shared/schemas/refs';
import { Loading } from '../../../components/projects/loading';
import { ProjectHeader } from '../../../components/projects/project-header';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api';
import { errorMessageFor } from '../../../lib/error-messages';
import { fieldMessageFor } from '../../../lib/field-messages';
import { useApiMutation } from '../../../lib/mutation-config';
import { tableQuery } from '../../../lib/projects/element-queries';
import { projectKeys } from '../../../lib/projects/queries';
import { applicationRefOf, canLoad, notFound, paths, projectIdOf } from '../../../lib/projects/route-helpers';
import { queryClient } from '../../../lib/query-client';
import { applicationQuery, projectQuery } from '../../../lib/projects/queries';
import { useProjectApplication } from '../../../lib/projects/use-project-application';
import { useLocale } from '../../../lib/use-locale';
import { byteSize, commitImport, errorRowsLink, type ImportTarget, importJobQuery, previewImport } from '../api';
import { FormatHelp } from '../components/format-help';
import { PreviewPanel } from '../components/preview-panel';
import { importMessages as messages } from '../messages';
import '../imports.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

function targetOf(params: Params): ImportTarget {
  const element = params.builderElement;
  if (!v.is(ElementRefInput.entries.element, element)) throw notFound();
  return { projectId: projectIdOf(params), ref: applicationRefOf(params, 'applicationId'), element };
}

/** The project, the application and the element's configuration (its form: the importable columns). */
export async function loader(args: LoaderFunctionArgs) {
  if (!canLoad(args)) return null;
  const to = targetOf(args.params);
  await Promise.all([
    queryClient.fetchQuery(projectQuery(to.projectId)),
    queryClient.fetchQuery(applicationQuery(to.projectId, to.ref)),
    queryClient.fetchQuery(tableQuery(to.projectId, to.ref, to.element)),
  ]);
  return null;
}

/** A failure to show: an API error code with its field problems, or S3's refusal of a big paste (its status). */
interface Failure {
  readonly code: string;
  readonly details: readonly { readonly field: string; readonly message: string; readonly params?: Record<string, string | number> }[];
  readonly status?: number;
}

const failureOf = (error: unknown): Failure =>
  isApiError(error) ? { code: error.code, details: error.details, status: error.status } : { code: 'INTERNAL', details: [] };

function FailureAlert({ failure }: { readonly failure: Failure | null }) {
  const intl = useIntl();
  if (!failure) return null;
  // An upload's failure carries the HTTP status: the number SPEC §8 shows.
  const text = intl.formatMessage(errorMessageFor(failure.code), { number: failure.status ?? 0 });
  return (
    <FormAlert>
      <p>{text}</p>
      {failure.details.length > 0 ? (
        <ul>
          {failure.details.map((issue, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered: its place is its identity.
            <li key={index}>{intl.formatMessage(fieldMessageFor(issue.message), issue.params)}</li>
          ))}
        </ul>
      ) : null}
    </FormAlert>
  );
}

/** Fetches a fresh link to the rows in error and lets the browser download the file (an attachment). */
function DownloadErrors({ to, importId }: { readonly to: ImportTarget; readonly importId: string }) {
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

/** The job's progress bar ("1 250 / 10 000"), then its result or its failure. */
function ImportProgress({
  to,
  jobId,
  importId,
  listPath,
  onAgain,
}: {
  readonly to: ImportTarget;
  readonly jobId: string;
  readonly importId: string;
  readonly listPath: string;
  readonly onAgain: () => void;
}) {
  const intl = useIntl();
  const client = useQueryClient();
  const { data: job, error } = useQuery(importJobQuery(jobId));
  const heading = useRef<HTMLHeadingElement>(null);
  const ended = job?.status === 'succeeded' || job?.status === 'failed';
  // The focus follows the import: to the progress (the commit button is gone), then to the result.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (!ended) return;
    // The list, its records and the element's count changed.
    void client.invalidateQueries({ queryKey: projectKeys.application(to.projectId, to.ref) });
    heading.current?.focus();
  }, [ended, client, to.projectId, to.ref]);

  if (error) return <FailureAlert failure={failureOf(error)} />;
  if (job?.status === 'succeeded') {
    const result = job.result as ImportResult;
    return (
      <section className="card imports-result" aria-labelledby="imports-result-title">
        <h2 id="imports-result-title" ref={heading} tabIndex={-1}>
          {intl.formatMessage(messages.resultTitle)}
        </h2>
        <ul className="imports-counts">
          <li className="is-create">{intl.formatMessage(messages.created, { count: result.created })}</li>
          <li className="is-update">{intl.formatMessage(messages.updated, { count: result.updated })}</li>
          <li className="is-skip">{intl.formatMessage(messages.skipped, { count: result.skipped })}</li>
          <li className="is-error">{intl.formatMessage(messages.failed, { count: result.failed })}</li>
        </ul>
        {result.failed > 0 ? <DownloadErrors to={to} importId={importId} /> : null}
        <p className="form-actions">
          <Link className="button primary" to={listPath}>
            {intl.formatMessage(messages.toList)}
          </Link>
          <button type="button" className="button" onClick={onAgain}>
            {intl.formatMessage(messages.again)}
          </button>
        </p>
      </section>
    );
  }
  if (job?.status === 'failed') {
    return (
      <section className="card imports-result" aria-labelledby="imports-result-title">
        <h2 id="imports-result-title" ref={heading} tabIndex={-1}>
          {intl.formatMessage(messages.failedTitle)}
        </h2>
        <FailureAlert failure={{ code: job.error?.code ?? 'INTERNAL', details: [] }} />
        <p className="form-actions">
          <Link className="button" to={listPath}>
            {intl.formatMessage(messages.toList)}
          </Link>
        </p>
      </section>
    );
  }
  const done = job?.progress.done ?? 0;
  const total = job?.progress.total ?? 0;
  const text = intl.formatMessage(messages.progress, { done: intl.formatNumber(done), total: intl.formatNumber(total) });
  return (
    <section className="card imports-progress" aria-labelledby="imports-progress-title" aria-busy="true">
      <h2 id="imports-progress-title" ref={heading} tabIndex={-1}>
        {intl.formatMessage(messages.importing)}
      </h2>
      <div
        className="imports-bar"
        role="progressbar"
        aria-label={intl.formatMessage(messages.progressLabel)}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <div className="imports-bar-fill" style={{ width: `${total > 0 ? Math.min(100, (done / total) * 100) : 0}%` }} />
      </div>
      <p className="imports-progress-text" aria-hidden="true">
        {text}
      </p>
    </section>
  );
}

type Step =
  | { readonly name: 'paste' }
  | { readonly name: 'preview'; readonly preview: ImportPreview }
  | { readonly name: 'commit'; readonly preview: ImportPreview; readonly jobId: string };

function ImportScreen({ to }: { readonly to: ImportTarget }) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const { project, application } = useProjectApplication(to.projectId, to.ref);
  const { data: view } = useQuery({ ...tableQuery(to.projectId, to.ref, to.element), refetchOnMount: false });
  const [text, setText] = useState('');
  const [step, setStep] = useState<Step>({ name: 'paste' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [localProblem, setLocalProblem] = useState<'empty' | 'tooLarge' | 'fileUnreadable' | null>(null);
  const pasteRef = useRef<HTMLTextAreaElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const languages = view?.languages ?? project?.languages ?? [];
  const elementName = view ? localizedText(view.element.name, locale, languages) || view.element.key : to.element;
  useDocumentTitle(intl.formatMessage(messages.title, { element: elementName }));

  const preview = useApiMutation(
    (csv: string) => previewImport(to, csv, locale),
    {},
    {
      onSuccess: (result) => setStep({ name: 'preview', preview: result }),
      onError: (error) => setFailure(failureOf(error)),
    },
  );
  const commit = useApiMutation(
    (importId: string) => commitImport(to, importId),
    {},
    {
      onError: (error) => setFailure(failureOf(error)),
    },
  );

  // A new preview takes the focus (its heading): what the paste gave is read from there.
  const previewId = step.name === 'preview' ? step.preview.importId : null;
  useEffect(() => {
    if (previewId) previewHeading.current?.focus();
  }, [previewId]);
  // "Importer d'autres données" brings the focus back to an empty paste area.
  const focusPaste = useRef(false);
  useEffect(() => {
    if (step.name !== 'paste' || !focusPaste.current) return;
    focusPaste.current = false;
    pasteRef.current?.focus();
  }, [step.name]);

  if (!project || !application || !view) return <Loading />;
  const canWrite = atLeast(application.level, 'write');
  const listPath = paths.records(locale, to.projectId, to.ref, to.element);
  const heading = intl.formatMessage(messages.title, { element: elementName });

  const askPreview = () => {
    if (preview.isPending) return;
    setFailure(null);
    if (text.trim() === '') return setLocalProblem('empty');
    if (byteSize(text) > IMPORT_MAX_BYTES) return setLocalProblem('tooLarge');
    setLocalProblem(null);
    preview.mutate(text);
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) return setLocalProblem('tooLarge');
    try {
      setText(await file.text());
      setLocalProblem(null);
      setStep({ name: 'paste' });
      pasteRef.current?.focus();
    } catch {
      setLocalProblem('fileUnreadable');
    }
  };
  const startCommit = (current: ImportPreview) => {
    if (commit.isPending) return;
    setFailure(null);
    commit.mutate(current.importId, { onSuccess: ({ jobId }) => setStep({ name: 'commit', preview: current, jobId }) });
  };
  const again = () => {
    setText('');
    setStep({ name: 'paste' });
    setFailure(null);
    focusPaste.current = true;
  };
  const busy = preview.isPending;

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
      <FormatHelp
        form={view.form}
        languages={languages}
        locale={locale}
        canWrite={canWrite}
        onInsert={(line) => {
          setText(`${line}\n`);
          setStep({ name: 'paste' });
        }}
      />
      {canWrite ? (
        step.name === 'commit' ? (
          <ImportProgress to={to} jobId={step.jobId} importId={step.preview.importId} listPath={listPath} onAgain={again} />
        ) : (
          <>
            <section className="card imports-paste" aria-labelledby={`${id}-paste`} aria-busy={busy || undefined}>
              <h2 id={`${id}-paste`} className="visually-hidden">
                {intl.formatMessage(messages.pasteLabel)}
              </h2>
              <div className="field">
                <label htmlFor={`${id}-text`} className="field-label">
                  {intl.formatMessage(messages.pasteLabel)}
                </label>
                <p id={`${id}-hint`} className="field-description">
                  {intl.formatMessage(messages.pasteHint)}
                </p>
                <textarea
                  id={`${id}-text`}
                  ref={pasteRef}
                  className="input textarea imports-textarea"
                  rows={14}
                  spellCheck={false}
                  autoComplete="off"
                  value={text}
                  aria-describedby={localProblem ? `${id}-problem ${id}-hint` : `${id}-hint`}
                  aria-invalid={localProblem !== null || undefined}
                  onChange={(event) => {
                    setText(event.target.value);
                    if (step.name === 'preview') setStep({ name: 'paste' });
                  }}
                />
                {localProblem ? (
                  <p id={`${id}-problem`} className="field-error">
                    {intl.formatMessage(messages[localProblem])}
                  </p>
                ) : null}
              </div>
              <div className="form-actions imports-actions">
                <label className="button imports-file">
                  <input
                    type="file"
                    accept=".csv,.txt,text/csv,text/plain"
                    className="visually-hidden"
                    onChange={(e) => void readFile(e)}
                  />
                  <span>{intl.formatMessage(messages.chooseFile)}</span>
                </label>
                <button type="button" className="button primary" onClick={askPreview} aria-disabled={busy || undefined}>
                  {intl.formatMessage(busy ? messages.previewing : messages.preview)}
                </button>
              </div>
              {busy ? (
                <p role="status" className="muted">
                  {intl.formatMessage(messages.previewing)}
                </p>
              ) : null}
            </section>
            <FailureAlert failure={failure} />
            {step.name === 'preview' ? (
              <PreviewPanel
                preview={step.preview}
                headingRef={previewHeading}
                committing={commit.isPending}
                onCommit={() => startCommit(step.preview)}
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
  const to = targetOf(useParams());
  return <ImportScreen key={`${to.projectId}/${to.ref}/${to.element}`} to={to} />;
}
