import { purgeAccount } from '../accounts/jobs';
import { contact } from '../contact/deps';
import { authenticateSession } from '../lib/auth/sessions';
import { createHandler } from '../lib/entry';
import { createApi } from '../lib/http/api';
import { registerJobRunners, runJobEvent, runScheduleEvent } from '../lib/jobs';
import { jobsDomain } from '../manifest';
import { projects } from '../projects/deps';
import { getJob } from './handlers/get-job';
import { registerWorkerSchedules, sweeperOf } from './worker';

/**
 * The general job worker (docs/jobs.md): answers `GET /api/jobs/{jobId}` (whichever worker runs the job), runs the job
 * types of the projects, accounts and contact domains (`{ job: { jobId } }` events, asynchronous invocations) and sweeps
 * its own stalled jobs (`{ schedule }` events). Each runner is a method of the owning domain's service. The records
 * domain's jobs and sample data have workers of their own (./records.ts, ./samples.ts).
 */
registerJobRunners('jobs', {
  purgeProject: (job, ctx) => projects.purge(job, ctx),
  // Erasure of an account (functions/accounts/jobs.ts).
  purgeAccount,
  // The contact request's mails.
  deliverContact: (job, ctx) => contact.deliver(job, ctx),
});
registerWorkerSchedules(jobsDomain, { resumeStalledJobs: sweeperOf('jobs') });

export const handler = createHandler(jobsDomain, {
  http: createApi(jobsDomain, { 'GET /api/jobs/{jobId}': getJob }, { authenticate: authenticateSession }),
  jobs: runJobEvent,
  schedules: runScheduleEvent,
});
