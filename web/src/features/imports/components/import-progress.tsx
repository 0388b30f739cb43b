import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ImportResult } from '../../../../../shared/schemas/imports';
import { jobQuery } from '../../../lib/job-query';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { projectKeys } from '../../../lib/projects/queries';
import { importMessages as messages } from '../messages';
import { DownloadErrors } from './download-errors';
import { FailureAlert, failureOf } from './failure-alert';

/** The job's progress bar ("1 250 / 10 000"), then its result or its failure. */
export function ImportProgress({
  to,
  jobId,
  importId,
  listPath,
  onAgain,
}: {
  readonly to: ElementRef;
  readonly jobId: string;
  readonly importId: string;
  readonly listPath: string;
  readonly onAgain: () => void;
}) {
  const intl = useIntl();
  const client = useQueryClient();
  const { data: job, error } = useQuery(jobQuery(jobId));
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
