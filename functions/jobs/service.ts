import type { JobView } from '../../shared/schemas/jobs';
import { requireProject } from '../lib/access/access';
import { NotFound } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import { getJob } from '../lib/job-store';

/** Jobs as their starters and their project's members see them. */
export const jobs = {
  /**
   * Whoever started the job, or may see its project (any level), reads it; anyone else gets the same 404 as for
   * an unknown id. The starter keeps it after the project is gone (a purge outlives its project).
   */
  async get(caller: Caller, jobId: string): Promise<JobView> {
    const job = await getJob(jobId);
    if (!job) throw new NotFound('No such job.');
    if (job.ownerId !== caller.customerId) {
      await requireProject(caller, job.projectId).catch((error: unknown) => {
        throw error instanceof NotFound ? new NotFound('No such job.') : error;
      });
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
