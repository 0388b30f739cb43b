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

/** Files as records hold them: a value's stored files (the upload page), the `deleteUploads` job, published sites' signed URLs. */
export { recordFiles } from './files';
/** The one HTML allowlist, also applied by the public read API (functions/webapps). */
export { sanitizeRichText } from './values';
/** The records' raw page read (ids and values in id order, nothing parsed): other domains' read-only views use it (published sites). */
export { recordsPage as recordValuesPage } from './exports/source';
