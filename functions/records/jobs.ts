import { applications } from '../applications/deps';
import { type JobFailureHandler, type JobRunner, startJob } from '../lib/jobs';
import { getText, putText } from '../lib/storage/import-objects';
import { bulkFinish, bulkRecordId, bulkSave, elementTarget } from './bulk-save';
import { copyRunners } from './copies/run';
import { recordExports } from './exports/deps';
import { importRunner } from './imports/run';
import { releaseLock } from './imports/store';

/**
 * The records domain's job runners, wired for the general job worker: functions/jobs/api.ts registers them; the records
 * API (functions/records/api.ts) never imports this module, so that what only jobs need stays out of its bundle. The
 * sample data runners have a worker of their own (functions/jobs/samples.ts).
 */

/** `importRecords`: applies a previewed CSV paste import (functions/records/imports/run.ts). */
export const importRecords = importRunner({ elementTarget, bulkSave, bulkFinish, getText, putText, releaseLock }, bulkRecordId);

/** `exportRecords`: exports and vCards (functions/records/exports/). */
export const exportRecords: JobRunner = (job, ctx) => recordExports.run(job, ctx);

// Duplication of applications across projects (functions/records/copies/run.ts).
const copies = copyRunners({ applications, startJob });
/** `copyApplications`: new applications in the destination project, with their records and files when asked. */
export const copyApplications: JobRunner = copies.copyApplications;
/** After a failed copy: purges what it wrote of the copies it had not finished. */
export const copyFailed: JobFailureHandler = copies.copyFailed;
