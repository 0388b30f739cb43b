import type { JobRunner } from '../lib/jobs';
import { applications } from '../applications/deps';
import type { sampleRunners } from './samples/runners';

/**
 * The records domain's job runners that its API must not bundle (docs/jobs.md): the job worker
 * (functions/jobs/api.ts) registers them. The records API (functions/records/api.ts) never imports this module.
 */

/**
 * Sample data (issue 12): the runners bring faker's French and English locales (~540 KB, DESIGN §10), loaded on the
 * first sample job only, so that the worker's cold start does not pay for them.
 */
let samples: Promise<ReturnType<typeof sampleRunners>> | undefined;
const sampleJobs = () =>
  (samples ??= Promise.all([import('./samples/runners'), import('./bulk-save'), import('./samples/repository')]).then(
    ([{ sampleRunners: runners }, bulk, repository]) =>
      runners({
        bulk,
        repository,
        sampleCount: (projectId, applicationId, element) => applications.sampleCount(projectId, applicationId, element),
      }),
  ));

export const generateSamples: JobRunner = async (job, ctx) => (await sampleJobs()).generateSamples(job, ctx);
export const removeSamples: JobRunner = async (job, ctx) => (await sampleJobs()).removeSamples(job, ctx);
