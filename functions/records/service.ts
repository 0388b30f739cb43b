import type { RecordsDeps } from './context';
import { linkRecords } from './link-records';
import { recordEdits } from './record-edits';
import { recordJobs } from './record-jobs';
import { recordReads } from './record-reads';

/**
 * The records of builder elements (docs/api.md, "Records"): lists, reads, versioned writes, history and restore
 * (record-reads.ts, record-edits.ts), what upload links do with records (link-records.ts), and the jobs over whole
 * elements (record-jobs.ts).
 */
export function recordsService(deps: RecordsDeps) {
  return { ...recordReads(deps), ...recordEdits(deps), ...linkRecords(deps), ...recordJobs(deps) };
}
export type RecordsService = ReturnType<typeof recordsService>;

/** Files as records hold them: the `deleteUploads` job's runner, and the signed URLs of published sites. */
export { recordFiles } from './files';
/** What an upload id stands for in a save (files.ts builds it). */
export type { FileResolver } from './values';
/** The one HTML allowlist, also applied by the public read API (functions/webapps). */
export { sanitizeRichText } from './values';
/** The records' raw page read (ids and values in id order, nothing parsed): other domains' read-only views use it (published sites). */
export { recordsPage as recordValuesPage } from './exports/source';
