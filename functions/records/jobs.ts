import { applicationCopies, applicationReads } from '../applications/deps';
import { purgeApplicationRecords, removeApplicationRights } from '../lib/db/purge';
import { type JobFailureHandler, type JobRunner, startJob } from '../lib/jobs';
import * as objects from '../lib/storage/bulk-objects';
import { getText, putText } from '../lib/storage/import-objects';
import { bulkDelete, bulkFinish, bulkRecordId, bulkSave, elementTarget } from './bulk-save';
import { copyRunners } from './copies/run';
import { exportRunner } from './exports/run';
import * as source from './exports/source';
import { recordFiles } from './files';
import { importRunner } from './imports/run';
import { releaseLock } from './imports/store';
import { recordJobs } from './record-jobs';
import { getRecord, queryRows, recordsPage, reindexRecord } from './repository';
import { firstRecordIds, samplePage } from './samples/repository';
import { sampleRunners } from './samples/runners';

/**
 * The records domain's job runners, wired for the job workers: the records one (functions/jobs/records.ts) and the sample
 * data one (functions/jobs/samples.ts) register them; the records API (functions/records/api.ts) never imports this
 * module, so that what only jobs need stays out of its bundle. Pure builds, each runner a function of its own: a worker
 * bundles only the runners it registers, and the sample data worker alone takes the sample generators. Jobs act without a caller: they
 * read applications as stored (functions/applications/stored.ts).
 */

// The jobs over whole elements and applications (./record-jobs.ts).
const elementJobs = /* @__PURE__ */ recordJobs({
  repository: { getRecord, recordsPage, reindexRecord, removeApplicationRights, purgeApplicationRecords },
  applications: applicationReads,
});
/** `purgeApplication`: a deleted application's records, rows, versions and guards. */
export const purgeApplication: JobRunner = (job, ctx) => elementJobs.purgeDeletedApplication(job, ctx);
/** `reindexElement`: every record's list rows rewritten for the element's current list configuration. */
export const reindexElement: JobRunner = (job, ctx) => elementJobs.reindex(job, ctx);

/** `deleteUploads`: the files a save dropped, or a deleted record held (./files.ts). */
export const deleteUploads: JobRunner = async (job) => {
  await recordFiles.deleteRecordUploads(job.input, job.projectId);
  return 'done';
};

/** `importRecords`: applies a previewed CSV paste import (functions/records/imports/run.ts). */
export const importRecords = /* @__PURE__ */ importRunner(
  { elementTarget, bulkSave, bulkFinish, getText, putText, releaseLock },
  bulkRecordId,
);

/** `exportRecords`: exports and vCards (functions/records/exports/run.ts). */
export const exportRecords: JobRunner = /* @__PURE__ */ exportRunner({
  applications: applicationReads,
  repository: { queryRows },
  source,
  objects,
});

// Duplication of applications across projects (functions/records/copies/run.ts).
const copies = /* @__PURE__ */ copyRunners({ applications: applicationReads, copies: applicationCopies, startJob });
/** `copyApplications`: new applications in the destination project, with their records and files when asked. */
export const copyApplications: JobRunner = (job, ctx) => copies.copyApplications(job, ctx);
/** After a failed copy: purges what it wrote of the copies it had not finished. */
export const copyFailed: JobFailureHandler = (job) => copies.copyFailed(job);

// Sample data (functions/records/samples/runners.ts), which brings the generators and their vocabulary tables.
const samples = /* @__PURE__ */ sampleRunners({
  bulk: { bulkSave, bulkFinish, bulkDelete, bulkRecordId, elementTarget },
  repository: { firstRecordIds, samplePage },
  sampleCount: (projectId, applicationId, element) => applicationReads.sampleCount(projectId, applicationId, element),
});
/** `generateSamples`: sample records of an element (and sample categories first when its category elements have none). */
export const generateSamples: JobRunner = (job, ctx) => samples.generateSamples(job, ctx);
/** `removeSamples`: an element's sample records, but those still used as categories. */
export const removeSamples: JobRunner = (job, ctx) => samples.removeSamples(job, ctx);
