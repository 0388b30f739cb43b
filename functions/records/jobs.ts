import { releaseLock } from './imports/store';
import { importRunner } from './imports/run';
import { getText, putText } from '../lib/storage/import-objects';
import { bulkFinish, bulkRecordId, bulkSave, elementTarget } from './bulk-save';

/**
 * The records domain's bulk job runners, wired for the job worker (functions/jobs/api.ts may import this file; the
 * records API does not: heavy runners stay out of its bundle).
 */

/** `importRecords`: applies a previewed CSV paste import (functions/records/imports/run.ts). */
export const importRecords = importRunner({ elementTarget, bulkSave, bulkFinish, getText, putText, releaseLock }, bulkRecordId);
