import type { Language } from '../../shared/constants';
import type { FormConfig, TableConfig } from '../../shared/schemas/builder';
import { isUlid } from '../../shared/schemas/common';
import { type JobContext, JobFailure } from '../lib/jobs';
import type { ApplicationsService } from '../applications/service';
import type * as Purge from '../lib/db/purge';
import { rowsOf } from './list-index';
import type { StoredRecord } from './record-items';
import type * as Repository from './repository';

/** Records read per page of a re-index. */
const REINDEX_PAGE = 25;
/** Attempts to re-index one record that keeps being saved meanwhile (its save then wrote its rows). */
const REINDEX_ATTEMPTS = 5;

/** The records domain's jobs on whole elements and applications: the re-index and the purge of a deleted application. */
export function recordJobs({
  repository,
  applications,
}: {
  readonly repository: Pick<typeof Repository, 'getRecord' | 'recordsPage' | 'reindexRecord'> &
    Pick<typeof Purge, 'removeApplicationRights' | 'purgeApplicationRecords'>;
  /** Applications as stored (no caller): the element's configuration, the end of its re-index, whether one still exists. */
  readonly applications: Pick<ApplicationsService, 'elementConfig' | 'finishReindex' | 'exists'>;
}) {
  async function reindexOne(
    first: StoredRecord,
    config: { form: FormConfig; table: TableConfig; version: number; languages: readonly Language[] },
    target: number,
  ) {
    let record: StoredRecord | undefined = first;
    for (let attempt = 0; record && record.indexedFor < target && attempt < REINDEX_ATTEMPTS; attempt++) {
      const rows = rowsOf(record, config.form, config.table, config.languages);
      if (await repository.reindexRecord(record, rows, config.version)) return;
      record = await repository.getRecord(record.applicationId, record.elementKey, record.recordId);
    }
  }

  return {
    /**
     * The re-index job's runner: rewrites every record's rows for the element's current list configuration. Records
     * saved since the configuration changed are already indexed for it (their save wrote the rows) and are skipped.
     */
    async reindex(
      job: { jobId: string; projectId: string; input: Record<string, unknown> },
      ctx: JobContext,
    ): Promise<'done' | 'continue'> {
      const applicationId = String(job.input.applicationId ?? '');
      const elementKey = String(job.input.element ?? '');
      const config = await applications.elementConfig(job.projectId, applicationId, elementKey);
      if (!config) throw new JobFailure('elementGone', 'The element no longer exists.');
      const target = Number(job.input.indexVersion ?? config.version);
      let after = typeof ctx.checkpoint?.after === 'string' ? ctx.checkpoint.after : undefined;
      let done = Number(ctx.checkpoint?.done ?? 0);
      const total = config.count;
      while (ctx.remainingMs() > 5_000) {
        const page = await repository.recordsPage(applicationId, elementKey, after, REINDEX_PAGE);
        for (const record of page.items) {
          await reindexOne(record, config, target);
          done++;
        }
        after = page.next;
        await ctx.progress(Math.min(done, total), Math.max(total, done), after ? { after, done } : { done });
        if (!after) {
          await applications.finishReindex(job.projectId, applicationId, elementKey, job.jobId);
          ctx.setResult({ records: done });
          return 'done';
        }
      }
      return 'continue';
    },

    /** The runner of `purgeApplication`: a deleted application's records, rows, versions and guards. */
    async purgeDeletedApplication(
      job: { projectId: string; input: Record<string, unknown> },
      ctx: JobContext,
    ): Promise<'done' | 'continue'> {
      const applicationId = String(job.input.applicationId ?? '');
      if (!isUlid(applicationId)) throw new JobFailure('invalidInput', 'This job names no valid application.');
      // Never purge an application in use, whatever started the job.
      if (await applications.exists(job.projectId, applicationId))
        throw new JobFailure('applicationActive', 'Only a deleted application is purged.');
      await repository.removeApplicationRights(job.projectId, applicationId);
      return repository.purgeApplicationRecords(job.projectId, applicationId, ctx.remainingMs);
    },
  };
}
