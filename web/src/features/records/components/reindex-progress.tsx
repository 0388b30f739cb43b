/** The progress of a list's re-indexing job (after a change of its columns), shown above the list. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useIntl } from 'react-intl';
import { jobQuery } from '../../../lib/job-query';
import { listMessages } from '../messages';

/** The job's progress; once it has succeeded, `onDone` (the list is fetched again). */
export function ReindexProgress({ jobId, onDone }: { readonly jobId: string; readonly onDone: () => void }) {
  const intl = useIntl();
  const { data: job } = useQuery(jobQuery(jobId));
  const succeeded = job?.status === 'succeeded';
  const done = useEffectEvent(onDone);
  useEffect(() => {
    if (!succeeded) return;
    done();
    // The list may name the finished job a moment longer (the server reuses reads for a few seconds): ask again
    // until it no longer does, which unmounts this.
    const again = setInterval(done, 1_000);
    return () => clearInterval(again);
  }, [succeeded]);
  if (job?.status === 'failed') return <p className="notice">{intl.formatMessage(listMessages.reindexFailed)}</p>;
  const count = job?.progress.done ?? 0;
  const total = job?.progress.total ?? 0;
  return (
    <div className="notice records-reindex" role="status">
      <label>
        <span>{intl.formatMessage(listMessages.reindexProgress, { done: count, total })}</span>
        <progress max={Math.max(total, 1)} value={count} aria-label={intl.formatMessage(listMessages.reindexing)} />
      </label>
    </div>
  );
}
