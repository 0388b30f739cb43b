/**
 * The progress of a background job (an export, vCards…): a native progress bar (role progressbar) named by `label`,
 * its value as "done / total" in the UI's number format, spoken and shown; without a total yet, the bar is indeterminate
 * (the job is queued). The caller polls the job (`GET /api/jobs/{jobId}`) and says what happens next.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import './job-progress.css';

export function JobProgress({ label, done, total }: { readonly label: string; readonly done: number; readonly total: number }) {
  const intl = useIntl();
  const id = useId();
  const known = total > 0;
  const text = known ? `${intl.formatNumber(Math.min(done, total))}\u00a0/\u00a0${intl.formatNumber(total)}` : undefined;
  return (
    <div className="job-progress">
      <span id={`${id}-label`} className="job-progress-label">
        {label}
      </span>
      <progress
        aria-labelledby={`${id}-label`}
        max={known ? total : undefined}
        value={known ? Math.min(done, total) : undefined}
        aria-valuetext={text}
      />
      {text ? (
        <span className="job-progress-value" aria-hidden="true">
          {text}
        </span>
      ) : null}
    </div>
  );
}
