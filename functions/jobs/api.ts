import { purgeAccount } from '../accounts/jobs';
import { contact } from '../contact/deps';
import { authenticateSession } from '../lib/auth/sessions';
import { createHandler } from '../lib/entry';
import { registerFailureHandlers, registerJobRunners, runJobEvent, runScheduleEvent } from '../lib/jobs';
import { projects } from '../projects/deps';
import { records } from '../records/deps';
import { copyApplications, copyFailed, exportRecords, importRecords } from '../records/jobs';
import { recordFiles } from '../uploads/service';
import { getJob } from './handlers/get-job';
import { registerWorkerSchedules, sweeperOf } from './worker';
import { jobsDomain } from '../manifest';

/**
 * The general job worker (docs/jobs.md): answers `GET /api/jobs/{jobId}` (whichever worker runs the job), runs its job
 * types' `{ job: { jobId } }` events (asynchronous invocations) and its `{ schedule }` events. Each job type's runner is
 * a method of the owning domain's service. Sample data has a worker of its own (./samples.ts).
 */
registerJobRunners('jobs', {
  purgeProject: (job, ctx) => projects.purge(job, ctx),
  purgeApplication: (job, ctx) => records.purgeDeletedApplication(job, ctx),
  reindexElement: (job, ctx) => records.reindex(job, ctx),
  deleteUploads: async (job) => {
    await recordFiles.deleteRecordUploads(job.input, job.projectId);
    return 'done';
  },
  // CSV import, exports and vCards (functions/records/jobs.ts).
  importRecords,
  exportRecords,
  // Erasure of an account (functions/accounts/jobs.ts).
  purgeAccount,
  // Duplication of applications across projects (functions/records/copies/).
  copyApplications,
  // The contact request's mails.
  deliverContact: (job, ctx) => contact.deliver(job, ctx),
});
// A failed copy purges the partitions of the copies it had not finished.
registerFailureHandlers({ copyApplications: copyFailed });
registerWorkerSchedules(jobsDomain, { resumeStalledJobs: sweeperOf('jobs') });

export const handler = createHandler(jobsDomain, {
  http: { routes: { 'GET /api/jobs/{jobId}': getJob }, options: { authenticate: authenticateSession } },
  jobs: runJobEvent,
  schedules: runScheduleEvent,
});
