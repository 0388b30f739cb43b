import { createHandler } from '../lib/entry';
import { registerFailureHandlers, registerJobRunners, runJobEvent, runScheduleEvent } from '../lib/jobs';
import { recordJobsDomain } from '../manifest';
import { records } from '../records/deps';
import { copyApplications, copyFailed, exportRecords, importRecords } from '../records/jobs';
import { recordFiles } from '../records/service';
import { registerWorkerSchedules, sweeperOf } from './worker';

/**
 * The records domain's job worker (docs/jobs.md): purges of deleted applications, re-indexes, file deletions, CSV
 * imports, exports and copies of applications; it sweeps its own stalled jobs. Each job type's runner is a method of
 * the records domain's service or one of its job modules (functions/records/jobs.ts).
 */
registerJobRunners('recordJobs', {
  purgeApplication: (job, ctx) => records.purgeDeletedApplication(job, ctx),
  reindexElement: (job, ctx) => records.reindex(job, ctx),
  deleteUploads: async (job) => {
    await recordFiles.deleteRecordUploads(job.input, job.projectId);
    return 'done';
  },
  importRecords,
  exportRecords,
  copyApplications,
});
// A failed copy purges the partitions of the copies it had not finished.
registerFailureHandlers({ copyApplications: copyFailed });
registerWorkerSchedules(recordJobsDomain, { resumeStalledRecordJobs: sweeperOf('recordJobs') });

export const handler = createHandler(recordJobsDomain, { jobs: runJobEvent, schedules: runScheduleEvent });
