import type { Context } from 'aws-lambda';
import { domains } from '../manifest';
import { authenticateSession } from '../lib/auth/sessions';
import { createApi } from '../lib/http/api';
import {
  isJobEvent,
  isScheduleEvent,
  registerJobRunners,
  registerSchedules,
  resumeStalledJobs,
  runJobEvent,
  runScheduleEvent,
} from '../lib/jobs';
import { projects } from '../projects/service';
import { getJob } from './handlers/get-job';

/**
 * The job worker (docs/jobs.md): answers `GET /api/jobs/{jobId}`, runs `{ job: { jobId } }` events (asynchronous
 * invocations) and `{ schedule }` events. Runners come from each domain's service.
 */
export const routes = {
  'GET /api/jobs/{jobId}': getJob,
} as const;

registerJobRunners({
  purgeProject: (job, ctx) => projects.purge(job, ctx),
});

const scheduled = { resumeStalledJobs: (now: Date) => resumeStalledJobs(now) };
if (
  Object.keys(scheduled).sort().join() !==
  domains.jobs.schedules
    .map((s) => s.name)
    .sort()
    .join()
) {
  throw new Error('Domain jobs: schedules differ from functions/manifest.ts');
}
registerSchedules(scheduled);

const api = createApi('jobs', routes, { authenticate: authenticateSession });

export async function handler(event: unknown, context: Context): Promise<unknown> {
  if (isJobEvent(event)) return runJobEvent(event, context);
  if (isScheduleEvent(event)) return runScheduleEvent(event, context);
  return api(event as Parameters<typeof api>[0], context);
}
