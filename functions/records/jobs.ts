import { applications } from '../applications/deps';
import { type JobFailureHandler, type JobRunner, startJob } from '../lib/jobs';
import { getText, putText } from '../lib/storage/import-objects';
import { bulkFinish, bulkRecordId, bulkSave, elementTarget } from './bulk-save';
import { copyRunners } from './copies/run';
import { recordExports } from './exports/deps';
import { importRunner } from './imports/run';
import { releaseLock } from './imports/store';
import type { sampleRunners } from './samples/runners';

/**
 * The records domain's job runners (issue 12), wired for the job worker: functions/jobs/api.ts registers them; the records
 * API (functions/records/api.ts) never imports this module, so that what only jobs need stays out of its bundle.
 */

/** `importRecords`: applies a previewed CSV paste import (functions/records/imports/run.ts). */
export const importRecords = importRunner({ elementTarget, bulkSave, bulkFinish, getText, putText, releaseLock }, bulkRecordId);

/** `exportRecords`: exports and vCards (functions/records/exports/). */
export const exportRecords: JobRunner = (job, ctx) => recordExports.run(job, ctx);

/**
 * Sample data: the runners bring faker's French and English locales (~540 KB, DESIGN §10), loaded on the first sample
 * job only, so that the worker's cold start does not pay for them.
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

// Issue 13 (copies): duplication of applications across projects (functions/records/copies/run.ts).
const copies = copyRunners({ applications, startJob });
/** `copyApplications`: new applications in the destination project, with their records and files when asked. */
export const copyApplications: JobRunner = copies.copyApplications;
/** After a failed copy: purges what it wrote of the copies it had not finished. */
export const copyFailed: JobFailureHandler = copies.copyFailed;
