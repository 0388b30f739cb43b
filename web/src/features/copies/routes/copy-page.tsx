/**
 * `/{lang}/customer/copy` (docs/product.md, "Screens and routes": "Duplicate applications"): a source project and one
 * or more of its applications (those the caller has full level on), a destination project (full level), and whether the
 * records and their files come along or only the configuration. "Dupliquer" starts the copy job (202 `{ jobId }`); its
 * progress shows until the copies exist, then a link to each copy's dashboard. With no project at full level, the page
 * says so.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { atLeast } from '../../../../../shared/projects';
import type { CopyResult } from '../../../../../shared/schemas/copies';
import { Loading } from '../../../components/projects/loading';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { CheckboxGroupField } from '../../../components/ui/checkbox-group-field';
import { FormAlert, FormStatus } from '../../../components/ui/form-alert';
import { JobProgress } from '../../../components/ui/job-progress';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { SelectField } from '../../../components/ui/select-field';
import { isApiError } from '../../../lib/api';
import { errorCodeOf, errorMessageFor } from '../../../lib/error-messages';
import { fieldMessageFor } from '../../../lib/field-messages';
import { projectKeys, projectListQuery, projectQuery } from '../../../lib/projects/queries';
import { canLoad, paths } from '../../../lib/projects/route-helpers';
import { queryClient } from '../../../lib/query-client';
import { useLocale } from '../../../lib/use-locale';
import { useStartCopy } from '../api/copies';
import { jobQuery } from '../../../lib/job-query';
import { copyMessages as messages } from '../messages';
import '../copies.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

export async function loader(args: LoaderFunctionArgs) {
  if (!canLoad(args)) return null;
  await queryClient.fetchQuery(projectListQuery());
  return null;
}

/** The copy job once started: its progress, then a link to each copy. */
function CopyJob({
  jobId,
  destinationId,
  onAgain,
}: {
  readonly jobId: string;
  readonly destinationId: string;
  readonly onAgain: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const client = useQueryClient();
  const { data: job, error } = useQuery(jobQuery(jobId, 500));
  const status = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const succeeded = job?.status === 'succeeded';
  const failed = Boolean(error) || job?.status === 'failed';
  useEffect(() => {
    if (succeeded) {
      // The destination project has new applications.
      void client.invalidateQueries({ queryKey: projectKeys.all });
      status.current?.focus();
    }
    if (failed) alert.current?.focus();
  }, [succeeded, failed, client]);
  const again = (
    <button type="button" className="button" onClick={onAgain}>
      {intl.formatMessage(messages.again)}
    </button>
  );
  if (failed) {
    const code = job?.error?.code;
    const reason: MessageDescriptor =
      code === 'sourceGone'
        ? messages.sourceGone
        : code === 'destinationGone'
          ? messages.destinationGone
          : errorMessageFor(code && code !== 'failed' && code !== 'interrupted' ? code : errorCodeOf(error));
    return (
      <div className="copy-job">
        <FormAlert ref={alert}>
          <p>{intl.formatMessage(messages.failed)}</p>
          <p>{intl.formatMessage(reason)}</p>
        </FormAlert>
        <div className="copy-actions">{again}</div>
      </div>
    );
  }
  if (!succeeded) {
    return (
      <div className="copy-job">
        <JobProgress label={intl.formatMessage(messages.copying)} done={job?.progress.done ?? 0} total={job?.progress.total ?? 0} />
      </div>
    );
  }
  const result = job.result as CopyResult | undefined;
  const copies = result?.applications ?? [];
  return (
    <div className="copy-job">
      <FormStatus ref={status}>
        <p>{intl.formatMessage(messages.done, { count: copies.length })}</p>
      </FormStatus>
      <ul className="copy-links" aria-label={intl.formatMessage(messages.copiesList)}>
        {copies.map((copy) => (
          <li key={copy.applicationId}>
            <Link to={paths.application(locale, destinationId, copy.applicationId)}>
              {intl.formatMessage(messages.open, { title: copy.title || copy.slug })}
            </Link>
          </li>
        ))}
      </ul>
      <div className="copy-actions">{again}</div>
    </div>
  );
}

function CopyPage() {
  const intl = useIntl();
  const id = useId();
  const locale = useLocale();
  const heading = intl.formatMessage(messages.title);
  useDocumentTitle(heading);
  const { data: list } = useQuery(projectListQuery());
  const [sourceId, setSourceId] = useState('');
  const [applicationIds, setApplicationIds] = useState<string[]>([]);
  const [destinationId, setDestinationId] = useState('');
  const [content, setContent] = useState<'records' | 'config'>('records');
  const [missing, setMissing] = useState<{ source?: boolean; applications?: boolean; destination?: boolean }>({});
  const [started, setStarted] = useState<{ jobId: string; destinationId: string } | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const { data: source, error: sourceError } = useQuery({ ...projectQuery(sourceId), enabled: sourceId !== '' });
  const start = useStartCopy({
    mutationConfig: { onSuccess: ({ jobId }, request) => setStarted({ jobId, destinationId: request.destinationProjectId }) },
  });
  const failure = start.error;
  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);
  if (!list) return <Loading />;

  // A source: any project where some application may be copied (full level on it); a destination: full level.
  const projects = list.items;
  const destinations = projects.filter((project) => project.level === 'full');
  const copyable = (source?.applications ?? []).filter((application) => atLeast(application.level, 'full'));
  const nothing = destinations.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    const next = { source: sourceId === '', applications: applicationIds.length === 0, destination: destinationId === '' };
    setMissing(next);
    if (next.source || next.applications || next.destination) return;
    start.mutate({ sourceProjectId: sourceId, applicationIds, destinationProjectId: destinationId, withRecords: content === 'records' });
  };
  const issues = isApiError(failure) ? [...new Set(failure.details.map((issue) => issue.message))] : [];

  return (
    <div className="page projects-page copy-page">
      <header className="page-header">
        <h1>{heading}</h1>
        <p>{intl.formatMessage(messages.intro)}</p>
        <p>
          <Link to={paths.welcome(locale)}>{intl.formatMessage(messages.toWelcome)}</Link>
        </p>
      </header>
      <section className="card copy-card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="visually-hidden">
          {heading}
        </h2>
        {nothing ? (
          <p>{intl.formatMessage(messages.empty)}</p>
        ) : started ? (
          <CopyJob
            jobId={started.jobId}
            destinationId={started.destinationId}
            onAgain={() => {
              start.reset();
              setApplicationIds([]);
              setStarted(null);
            }}
          />
        ) : (
          <form className="copy-form" onSubmit={submit} noValidate>
            {failure ? (
              <FormAlert ref={alert}>
                <p>{intl.formatMessage(errorMessageFor(errorCodeOf(failure)))}</p>
                {issues.map((message) => (
                  <p key={message}>{intl.formatMessage(fieldMessageFor(message))}</p>
                ))}
              </FormAlert>
            ) : null}
            <SelectField
              label={intl.formatMessage(messages.source)}
              placeholder={intl.formatMessage(messages.chooseProject)}
              options={projects.map((project) => ({ value: project.projectId, label: project.name }))}
              value={sourceId}
              required
              error={missing.source ? intl.formatMessage(messages.missingSource) : undefined}
              onChange={(event) => {
                setSourceId(event.target.value);
                setApplicationIds([]);
                setMissing((before) => ({ ...before, source: false }));
              }}
            />
            {sourceId === '' ? null : sourceError ? (
              <p className="notice">{intl.formatMessage(errorMessageFor(errorCodeOf(sourceError)))}</p>
            ) : !source ? (
              <Loading />
            ) : copyable.length === 0 ? (
              <p className="notice">{intl.formatMessage(messages.noApplication)}</p>
            ) : (
              <CheckboxGroupField
                legend={intl.formatMessage(messages.applications)}
                name="applicationIds"
                options={copyable.map((application) => ({
                  value: application.applicationId,
                  label: application.title || application.slug,
                }))}
                value={applicationIds}
                onChange={(ids) => {
                  setApplicationIds(ids);
                  setMissing((before) => ({ ...before, applications: false }));
                }}
                required
                error={missing.applications ? intl.formatMessage(messages.missingApplications) : undefined}
              />
            )}
            <SelectField
              label={intl.formatMessage(messages.destination)}
              description={intl.formatMessage(messages.destinationHint)}
              placeholder={intl.formatMessage(messages.chooseProject)}
              options={destinations.map((project) => ({ value: project.projectId, label: project.name }))}
              value={destinationId}
              required
              error={missing.destination ? intl.formatMessage(messages.missingDestination) : undefined}
              onChange={(event) => {
                setDestinationId(event.target.value);
                setMissing((before) => ({ ...before, destination: false }));
              }}
            />
            <RadioGroupField
              legend={intl.formatMessage(messages.content)}
              options={[
                {
                  value: 'records',
                  label: intl.formatMessage(messages.withRecords),
                  description: intl.formatMessage(messages.withRecordsHint),
                },
                { value: 'config', label: intl.formatMessage(messages.configOnly) },
              ]}
              value={content}
              onChange={setContent}
            />
            <div className="copy-actions">
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
  return <CopyPage />;
}
