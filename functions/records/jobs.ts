import type { JobRunner } from '../lib/jobs';
import { recordExports } from './exports/deps';

/**
 * The records domain's job runners that only the job worker loads (functions/jobs/api.ts): they may pull modules the
 * records API does not need.
 */

// Issue 12: exports and vCards.
export const exportRecords: JobRunner = (job, ctx) => recordExports.run(job, ctx);
