/**
 * `/{lang}/customer/projects/{projectId}/applications/{applicationId}/{builderElement}/export` (SPEC §2, issue 12): the
 * export of an element's records. Choose the fields (all of them in the form's order, or some in an order of one's
 * own: ./components/field-order.tsx), the records (all, the list's current search — `?q=` — or the selection the list
 * passed in the router state, with their counts where known) and the format (CSV for Excel: `;`, UTF-8 with BOM; or
 * JSON); "Exporter" starts the export job (202 `{ jobId }`), whose progress shows until the file is written; then
 * "Télécharger le fichier" asks a fresh link (valid five minutes) at each click and opens it (an attachment: the page
 * stays). Failures are said in the catalogue's words.
 */
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, type LoaderFunctionArgs, useLocation, useParams, useSearchParams } from 'react-router';
import { localizedText } from '../../../../../shared/localized-text';
import {
  EXPORT_LINK_SECONDS,
  EXPORT_MAX_IDS,
  type ExportResult,
  type ExportScope,
  exportScope,
} from '../../../../../shared/schemas/exports';
import { Ulid } from '../../../../../shared/schemas/common';
import { ElementRefInput } from '../../../../../shared/schemas/refs';
import { SEARCH_MAX_LENGTH } from '../../../../../shared/schemas/records';
import { Loading } from '../../../components/projects/loading';
import { ProjectHeader } from '../../../components/projects/project-header';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { FormAlert, FormStatus } from '../../../components/ui/form-alert';
import { JobProgress } from '../../../components/ui/job-progress';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { isApiError } from '../../../lib/api';
import { errorCodeOf, errorMessageFor } from '../../../lib/error-messages';
import { fieldMessageFor } from '../../../lib/field-messages';
import { downloads } from '../../../lib/projects/download';
import { tableQuery } from '../../../lib/projects/element-queries';
import { applicationQuery, projectQuery } from '../../../lib/projects/queries';
import { applicationRefOf, canLoad, notFound, paths, projectIdOf } from '../../../lib/projects/route-helpers';
import { useProjectApplication } from '../../../lib/projects/use-project-application';
import { queryClient } from '../../../lib/query-client';
import { useLocale } from '../../../lib/use-locale';
import { type ExportTarget, exportDownload, useStartExport } from '../api/exports';
import { jobQuery } from '../api/get-job';
import { FieldOrder, type OrderedField } from '../components/field-order';
import { exportMessages as messages } from '../messages';
import '../exports.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

function targetOf(params: Readonly<Record<string, string | undefined>>): ExportTarget {
  const element = params.builderElement;
  if (!v.is(ElementRefInput.entries.element, element)) throw notFound();
  return { projectId: projectIdOf(params), ref: applicationRefOf(params, 'applicationId'), element };
}

/** The project, the application (its counts) and the element's form. */
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

/** The selection the list hands over in the router state (`{ selection: recordIds }`); anything else is no selection. */
const HandedSelection = v.object({ selection: v.pipe(v.array(Ulid), v.minLength(1), v.maxLength(EXPORT_MAX_IDS)) });
const handedSelection = (state: unknown): readonly string[] => (v.is(HandedSelection, state) ? state.selection : []);

type ScopeKind = ExportScope['kind'];
type Format = 'csv' | 'json';

/** The export job once started: its progress, then the download (a fresh link per click). */
function ExportJob({ to, jobId, onAgain }: { readonly to: ExportTarget; readonly jobId: string; readonly onAgain: () => void }) {
  const intl = useIntl();
  const { data: job, error } = useQuery(jobQuery(jobId));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const status = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const succeeded = job?.status === 'succeeded';
  const failed = Boolean(error) || job?.status === 'failed';
  useEffect(() => {
    if (succeeded) status.current?.focus();
    if (failed) alert.current?.focus();
  }, [succeeded, failed]);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { url } = await exportDownload(to, jobId);
      downloads.open(url);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };
  const again = (
    <button type="button" className="button" onClick={onAgain}>
      {intl.formatMessage(messages.again)}
    </button>
  );
  if (failed) {
    return (
      <div className="export-job">
        <FormAlert ref={alert}>
          <p>{intl.formatMessage(messages.failed)}</p>
          <p>{intl.formatMessage(errorMessageFor(job?.error?.code ?? errorCodeOf(error)))}</p>
        </FormAlert>
        <div className="export-actions">{again}</div>
      </div>
    );
  }
  if (!succeeded) {
    return (
      <div className="export-job">
        <JobProgress label={intl.formatMessage(messages.exporting)} done={job?.progress.done ?? 0} total={job?.progress.total ?? 0} />
      </div>
    );
  }
  const result = job.result as ExportResult | undefined;
  return (
    <div className="export-job">
      <FormStatus ref={status}>
        <p>{intl.formatMessage(messages.done, { count: result?.rows ?? 0, fileName: result?.fileName ?? '' })}</p>
      </FormStatus>
      {failure ? (
        <FormAlert>
          <p>{intl.formatMessage(errorMessageFor(errorCodeOf(failure)))}</p>
        </FormAlert>
      ) : null}
      <div className="export-actions">
        <button
          type="button"
          className="button primary"
          aria-disabled={busy || undefined}
          aria-describedby={`${jobId}-hint`}
          onClick={() => void download()}
        >
          {intl.formatMessage(busy ? messages.downloading : messages.download)}
        </button>
        {again}
      </div>
      <p id={`${jobId}-hint`} className="field-description">
        {intl.formatMessage(messages.downloadHint, { minutes: Math.round(EXPORT_LINK_SECONDS / 60) })}
      </p>
    </div>
  );
}

function ExportPage({ to }: { readonly to: ExportTarget }) {
  const intl = useIntl();
  const id = useId();
  const locale = useLocale();
  const location = useLocation();
  const [search] = useSearchParams();
  const { project, application } = useProjectApplication(to.projectId, to.ref);
  const { data: view } = useQuery({ ...tableQuery(to.projectId, to.ref, to.element), refetchOnMount: false });
  const query = (search.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const selection = handedSelection(location.state);
  const scopes: ScopeKind[] = [...(selection.length > 0 ? ['selection' as const] : []), ...(query ? ['search' as const] : []), 'all'];
  const [scope, setScope] = useState<ScopeKind>(scopes[0] ?? 'all');
  const [fieldsMode, setFieldsMode] = useState<'all' | 'some'>('all');
  const [ordered, setOrdered] = useState<readonly OrderedField[] | null>(null);
  const [format, setFormat] = useState<Format>('csv');
  const [noField, setNoField] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const start = useStartExport({ mutationConfig: { onSuccess: ({ jobId: started }) => setJobId(started) } });
  const languages = view?.languages ?? project?.languages ?? [];
  const elementName = view ? localizedText(view.element.name, locale, languages) || view.element.key : '';
  useDocumentTitle(`${intl.formatMessage(messages.title)} · ${elementName}`);
  const failure = start.error;
  useEffect(() => {
    if (failure || noField) alert.current?.focus();
  }, [failure, noField]);
  if (!project || !application || !view) return <Loading />;

  const count = application.configs.find((config) => config.key === to.element)?.count ?? 0;
  const fields: readonly OrderedField[] =
    ordered ??
    view.form.fields.map((field) => ({ key: field.key, label: localizedText(field.label, locale, languages) || field.key, checked: true }));
  const scopeLabel = (kind: ScopeKind) =>
    kind === 'selection'
      ? intl.formatMessage(messages.scopeSelection, { count: selection.length })
      : kind === 'search'
        ? intl.formatMessage(messages.scopeSearch, { query })
        : intl.formatMessage(messages.scopeAll, { count });
  const records = () => exportScope(scope, selection, query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    const chosen = fields.filter((field) => field.checked).map((field) => field.key);
    if (fieldsMode === 'some' && chosen.length === 0) {
      setNoField(true);
      return;
    }
    setNoField(false);
    start.mutate({ to, request: { format, records: records(), ...(fieldsMode === 'some' ? { fields: chosen } : {}) } });
  };
  const issues = isApiError(failure) ? [...new Set(failure.details.map((issue) => issue.message))] : [];
  const listPath = paths.records(locale, to.projectId, to.ref, to.element);

  return (
    <div className="page projects-page export-page">
      <ProjectHeader project={project} page={application.title} canConfigure={project.level === 'full'} />
      <header className="page-header">
        <p className="eyebrow">{elementName}</p>
        <h1>{intl.formatMessage(messages.title)}</h1>
        <p>{intl.formatMessage(messages.intro)}</p>
        <nav aria-label={intl.formatMessage(messages.screens)} className="export-nav">
          <Link to={{ pathname: listPath }}>{intl.formatMessage(messages.toList)}</Link>
        </nav>
      </header>
      <section className="card export-card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="visually-hidden">
          {intl.formatMessage(messages.title)}
        </h2>
        {jobId ? (
          <ExportJob
            to={to}
            jobId={jobId}
            onAgain={() => {
              start.reset();
              setJobId(null);
            }}
          />
        ) : (
          <form className="export-form" onSubmit={submit} noValidate>
            {noField || failure ? (
              <FormAlert ref={alert}>
                {noField ? <p>{intl.formatMessage(messages.noField)}</p> : null}
                {failure ? <p>{intl.formatMessage(errorMessageFor(errorCodeOf(failure)))}</p> : null}
                {issues.map((message) => (
                  <p key={message}>{intl.formatMessage(fieldMessageFor(message))}</p>
                ))}
              </FormAlert>
            ) : null}
            <div className="export-fieldset">
              <RadioGroupField
                legend={intl.formatMessage(messages.fields)}
                options={[
                  { value: 'all', label: intl.formatMessage(messages.fieldsAll) },
                  { value: 'some', label: intl.formatMessage(messages.fieldsSome), description: intl.formatMessage(messages.fieldsHint) },
                ]}
                value={fieldsMode}
                onChange={setFieldsMode}
              />
              {fieldsMode === 'some' ? <FieldOrder id={`${id}-fields`} fields={fields} onChange={setOrdered} invalid={noField} /> : null}
            </div>
            <RadioGroupField
              legend={intl.formatMessage(messages.records)}
              options={scopes.map((kind) => ({ value: kind, label: scopeLabel(kind) }))}
              value={scope}
              onChange={setScope}
            />
            <RadioGroupField
              legend={intl.formatMessage(messages.format)}
              options={[
                { value: 'csv', label: intl.formatMessage(messages.csv), description: intl.formatMessage(messages.csvHint) },
                { value: 'json', label: intl.formatMessage(messages.json), description: intl.formatMessage(messages.jsonHint) },
              ]}
              value={format}
              onChange={setFormat}
            />
            <div className="export-actions">
              <button type="submit" className="button primary" aria-disabled={start.isPending || undefined}>
                {intl.formatMessage(messages.submit)}
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}

export function Component() {
  const to = targetOf(useParams());
  return <ExportPage key={`${to.projectId}/${to.ref}/${to.element}`} to={to} />;
}
