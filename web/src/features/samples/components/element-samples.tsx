/**
 * One element on the sample-data screen: its name, its record and sample counts, the number of lines to create
 * (1 to 10,000, checked with the API's own rule before sending), "Générer", and "Supprimer les données d'exemple"
 * after a confirmation in the shell modal. Either starts a job whose progress shows as a progress bar (with its
 * value in words), then what it did, announced; a created batch links to the element's list.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import * as v from 'valibot';
import type { JobView } from '../../../../../shared/schemas/jobs';
import { GenerateSamplesInput, SAMPLES_MAX, SAMPLES_MIN, type SamplesResult } from '../../../../../shared/schemas/samples';
import { askConfirmation, useConfirmed } from '../../../components/ui/confirm';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { fieldMessageFor } from '../../../lib/field-messages';
import { forgetFields } from '../../../lib/forms/forget-fields';
import { useForm } from '../../../lib/forms/use-form';
import { projectKeys } from '../../../lib/projects/queries';
import { jobQuery } from '../../../lib/job-query';
import { type ApplicationRef, useGenerateSamples, useRemoveSamples } from '../api/samples';
import { samplesMessages as messages } from '../messages';

/** The confirmation event of a removal (the shell modal's link target; the model id is the element's key). */
const REMOVE_EVENT = 'removeSamples';
const DEFAULT_COUNT = '50';

type JobKind = 'generate' | 'remove';

export interface ElementSamplesProps {
  readonly to: ApplicationRef;
  readonly element: string;
  readonly name: string;
  readonly records: number;
  readonly samples: number;
  readonly canWrite: boolean;
  /** The element's list of records. */
  readonly listPath: string;
}

const finished = (job: JobView | undefined) => job?.status === 'succeeded' || job?.status === 'failed';

/** The running job's bar, then its outcome (announced by the status region, which stays in place). */
function JobState({
  jobId,
  kind,
  name,
  listPath,
}: {
  readonly jobId: string;
  readonly kind: JobKind;
  readonly name: string;
  readonly listPath: string;
}) {
  const intl = useIntl();
  const client = useQueryClient();
  const { data: job } = useQuery(jobQuery(jobId, 500));
  const done = finished(job);
  useEffect(() => {
    // The lists and counts of the project changed: every screen shows them afresh.
    if (done) void client.invalidateQueries({ queryKey: projectKeys.all });
  }, [done, client]);
  const result = (job?.status === 'succeeded' ? job.result : undefined) as SamplesResult | undefined;
  const total = job?.progress.total ?? 0;
  const count = Math.min(job?.progress.done ?? 0, total);
  const label = intl.formatMessage(kind === 'generate' ? messages.generating : messages.removing);
  return (
    <div className="samples-job">
      {done ? null : (
        <div className="samples-progress">
          <span id={`${jobId}-label`}>{label}</span>
          <div
            role="progressbar"
            aria-labelledby={`${jobId}-label`}
            aria-valuemin={0}
            aria-valuemax={total > 0 ? total : undefined}
            aria-valuenow={total > 0 ? count : undefined}
            aria-valuetext={
              total > 0 ? intl.formatMessage(messages.progress, { done: count, total }) : intl.formatMessage(messages.waiting)
            }
            className="samples-bar"
          >
            <span className="samples-bar-fill" style={{ width: `${total > 0 ? (100 * count) / total : 0}%` }} />
          </div>
          <span className="samples-progress-text" aria-hidden="true">
            {total > 0 ? intl.formatMessage(messages.progress, { done: count, total }) : intl.formatMessage(messages.waiting)}
          </span>
        </div>
      )}
      <div role={job?.status === 'failed' ? 'alert' : 'status'} className={job?.status === 'failed' ? 'form-alert' : 'form-status'}>
        {job?.status === 'failed' ? (
          <p>{intl.formatMessage(kind === 'generate' ? messages.generateFailed : messages.removeFailed)}</p>
        ) : null}
        {result && kind === 'generate' ? (
          <p>
            {intl.formatMessage(messages.created, { count: result.created ?? 0 })}{' '}
            <Link to={listPath} aria-label={`${intl.formatMessage(messages.openList)} : ${name}`}>
              {intl.formatMessage(messages.openList)}
            </Link>
          </p>
        ) : null}
        {result && kind === 'remove' ? (
          <>
            <p>{intl.formatMessage(messages.removed, { count: result.removed ?? 0 })}</p>
            {result.kept ? <p>{intl.formatMessage(messages.kept, { count: result.kept })}</p> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

/** The count as the API's schema reads it; any problem reads as the one rule the field states (1 to 10,000). */
function checkCount(text: string) {
  const trimmed = text.trim();
  const count = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (v.is(GenerateSamplesInput.entries.count, count)) return { ok: true as const, output: count };
  return { ok: false as const, errors: { count: fieldMessageFor('validation.samplesCount') } };
}

export function ElementSamples({ to, element, name, records, samples, canWrite, listPath }: ElementSamplesProps) {
  const intl = useIntl();
  const id = useId();
  const [count, setCount] = useState(DEFAULT_COUNT);
  const [job, setJob] = useState<{ readonly id: string; readonly kind: JobKind } | null>(null);
  const form = useForm();
  const { data: current } = useQuery({ ...jobQuery(job?.id ?? '', 500), enabled: job !== null });
  const running = job !== null && !finished(current);
  const generate = useGenerateSamples({ mutationConfig: { onSuccess: ({ jobId }) => setJob({ id: jobId, kind: 'generate' }) } });
  const remove = useRemoveSamples({
    mutationConfig: {
      onSuccess: ({ jobId }) => setJob({ id: jobId, kind: 'remove' }),
      onError: (failure) => form.fail(failure),
    },
  });
  useConfirmed(
    REMOVE_EVENT,
    (modelId) => modelId === element,
    () => {
      form.clear();
      remove.mutate({ to, element });
    },
  );

  const submit = (event: FormEvent) =>
    form.submit(
      event,
      () => checkCount(count),
      (checked) => (running ? undefined : generate.mutateAsync({ to, element, count: checked })),
    );

  const askRemoval = () =>
    askConfirmation({
      title: intl.formatMessage(messages.removeTitle),
      text: intl.formatMessage(messages.removeText, { count: samples, element: name }),
      confirm: intl.formatMessage(messages.removeConfirm),
      cancel: intl.formatMessage(messages.cancel),
      modelId: element,
      event: REMOVE_EVENT,
      danger: true,
    });

  const busy = running || form.pending || remove.isPending;
  return (
    <section className="card samples-element" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Link to={listPath}>{name}</Link>
      </h2>
      <p className="muted">{intl.formatMessage(messages.counts, { records, samples })}</p>
      {canWrite ? (
        <>
          <form
            ref={form.form}
            className="samples-form"
            noValidate
            aria-label={intl.formatMessage(messages.generateFor, { element: name })}
            onSubmit={(event) => void submit(event)}
          >
            <FormError code={form.formError} />
            <TextField
              label={intl.formatMessage(messages.count)}
              description={intl.formatMessage(messages.countHint)}
              name="count"
              type="number"
              inputMode="numeric"
              min={SAMPLES_MIN}
              max={SAMPLES_MAX}
              step={1}
              value={count}
              onChange={(event) => {
                setCount(event.target.value);
                forgetFields(form, ['count']);
              }}
              error={form.errorText('count')}
              required
            />
            <div className="samples-actions">
              <button type="submit" className="button primary" aria-disabled={busy || undefined}>
                {intl.formatMessage(form.pending ? messages.starting : messages.generate)}
              </button>
              {samples > 0 || job?.kind === 'remove' ? (
                <button
                  type="button"
                  className="button danger"
                  aria-disabled={busy || samples === 0 || undefined}
                  aria-label={intl.formatMessage(messages.removeFor, { element: name })}
                  onClick={() => !busy && samples > 0 && askRemoval()}
                >
                  {intl.formatMessage(messages.remove)}
                </button>
              ) : null}
            </div>
          </form>
          {job ? <JobState key={job.id} jobId={job.id} kind={job.kind} name={name} listPath={listPath} /> : null}
        </>
      ) : null}
    </section>
  );
}
