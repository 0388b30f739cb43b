import { purgeAccount } from '../accounts/jobs';
import { authenticateSession } from '../lib/auth/sessions';
import { createHandler } from '../lib/entry';
import {
  registerFailureHandlers,
  registerJobRunners,
  registerSchedules,
  resumeStalledJobs,
  runJobEvent,
  runScheduleEvent,
} from '../lib/jobs';
import { contact } from '../contact/deps';
import { domains } from '../manifest';
import { projects } from '../projects/deps';
import { records } from '../records/deps';
import { copyApplications, copyFailed, exportRecords, generateSamples, importRecords, removeSamples } from '../records/jobs';
import { recordFiles } from '../records/service';
import { getJob } from './handlers/get-job';

/**
 * The job worker (docs/jobs.md): answers `GET /api/jobs/{jobId}`, runs `{ job: { jobId } }` events (asynchronous
 * invocations) and `{ schedule }` events. Each job type's runner is a method of the owning domain's service.
 */
registerJobRunners({
  purgeProject: (job, ctx) => projects.purge(job, ctx),
  purgeApplication: (job, ctx) => records.purgeDeletedApplication(job, ctx),
  reindexElement: (job, ctx) => records.reindex(job, ctx),
  deleteUploads: async (job) => {
    await recordFiles.deleteRecordUploads(job.input, job.projectId);
    return 'done';
  },
  // Issue 12 (functions/records/jobs.ts): CSV import, exports and vCards, sample data.
  importRecords,
  exportRecords,
  generateSamples,
  removeSamples,
  // Issue 13 (functions/accounts/jobs.ts): GDPR erasure of an account.
  purgeAccount,
  // Issue 13 (copies, functions/records/copies/): duplication of applications across projects.
  copyApplications,
  // Issue 13 (contact): the request's mails.
  deliverContact: (job, ctx) => contact.deliver(job, ctx),
});
// Issue 13 (copies): a failed copy purges the partitions of the copies it had not finished.
registerFailureHandlers({ copyApplications: copyFailed });

const scheduled = { resumeStalledJobs: (now: Date) => resumeStalledJobs(now) };
const declared = domains.jobs.schedules.map((schedule) => schedule.name);
if (Object.keys(scheduled).sort().join() !== [...declared].sort().join()) {
  throw new Error('Domain jobs: schedules differ from functions/manifest.ts');
}
registerSchedules(scheduled);

export const handler = createHandler('jobs', {
  http: { routes: { 'GET /api/jobs/{jobId}': getJob }, options: { authenticate: authenticateSession } },
  jobs: runJobEvent,
  schedules: runScheduleEvent,
});
