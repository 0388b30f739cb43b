import { createHandler } from '../lib/entry';
import { registerFailureHandlers, registerJobRunners, runJobEvent, runScheduleEvent } from '../lib/jobs';
import { recordJobsDomain } from '../manifest';
import {
  copyApplications,
  copyFailed,
  deleteUploads,
  exportRecords,
  importRecords,
  purgeApplication,
  reindexElement,
} from '../records/jobs';
import { registerWorkerSchedules, sweeperOf } from './worker';

/**
 * The records domain's job worker (docs/jobs.md): purges of deleted applications, re-indexes, file deletions, CSV
 * imports, exports and copies of applications; it sweeps its own stalled jobs. Each job type's runner is one of the
 * records domain's job modules, wired in functions/records/jobs.ts.
 */
registerJobRunners('recordJobs', {
  purgeApplication,
  reindexElement,
  deleteUploads,
  importRecords,
  exportRecords,
  copyApplications,
});
// A failed copy purges the partitions of the copies it had not finished.
registerFailureHandlers({ copyApplications: copyFailed });
registerWorkerSchedules(recordJobsDomain, { resumeStalledRecordJobs: sweeperOf('recordJobs') });

export const handler = createHandler(recordJobsDomain, { jobs: runJobEvent, schedules: runScheduleEvent });
