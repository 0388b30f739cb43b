import type { JobView } from '../../shared/schemas/jobs';
import { requireProject } from '../lib/access/access';
import { NotFound } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import type { JobItem } from '../lib/job-store';
import { getJob } from '../lib/job-store';
import type { JobType } from '../manifest';

/**
 * Whom a job is about, besides its starter (docs/jobs.md, "Who reads a job"): one application (`input.applicationId`,
 * read on it), its project as a whole (read on the project itself: a right on one of its applications is not enough),
 * or nobody else. A `Record` over every job type, so a new type has to say it.
 */
const JOB_SCOPE: Record<JobType, 'application' | 'project' | 'starter'> = {
  reindexElement: 'application',
  purgeApplication: 'application',
  deleteUploads: 'application',
  importRecords: 'application',
  exportRecords: 'application',
  generateSamples: 'application',
  removeSamples: 'application',
  purgeProject: 'project',
  copyApplications: 'project',
  purgeAccount: 'starter',
  deliverContact: 'starter',
};

/** Whether a caller who did not start the job may read it. */
async function mayRead(caller: Caller, job: JobItem): Promise<boolean> {
  const scope = JOB_SCOPE[job.type];
  if (scope === 'starter') return false;
  const { applicationId } = job.input;
  if (scope === 'application') {
    // An application job whose input names no application is the starter's only (never widened to the project).
    if (typeof applicationId !== 'string') return false;
    const access = await requireProject(caller, job.projectId, applicationId);
    return access.levelOn(applicationId) !== 'none';
  }
  const access = await requireProject(caller, job.projectId);
  return access.projectLevel !== 'none';
}

/** Jobs as their starters and those who may read what they are about see them. */
export const jobs = {
  /**
   * The starter reads the job (even once its project is gone: a purge outlives its project); anyone else needs read
   * on what the job is about, and otherwise gets the same 404 as for an unknown id.
   */
  async get(caller: Caller, jobId: string): Promise<JobView> {
    const job = await getJob(jobId);
    const gone = () => new NotFound('No such job.');
    if (!job) throw gone();
    if (job.ownerId !== caller.customerId) {
      const allowed = await mayRead(caller, job).catch((error: unknown) => {
        if (error instanceof NotFound) return false;
        throw error;
      });
      if (!allowed) throw gone();
    }
    return {
      jobId: job.jobId,
      type: job.type,
      status: job.status,
      progress: { done: job.progress.done, total: job.progress.total },
      ...(job.status === 'succeeded' && job.result !== undefined ? { result: job.result } : {}),
      ...(job.status === 'failed' && job.error ? { error: { code: job.error.code, message: job.error.message } } : {}),
    };
  },
};
