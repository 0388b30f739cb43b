import type { RecordsDeps } from './context';
import type { linkRecords } from './link-records';
import { recordEdits } from './record-edits';
import { recordReads } from './record-reads';

/**
 * The records of builder elements (docs/api.md, "Records"): lists, reads, versioned writes, history and restore
 * (record-reads.ts, record-edits.ts). What upload links do with records is link-records.ts, the jobs over whole
 * elements record-jobs.ts: each is wired on its own (deps.ts, jobs.ts), so that a function bundles only the part it calls.
 */
export function recordsService(deps: RecordsDeps) {
  return { ...recordReads(deps), ...recordEdits(deps) };
}
/** Records as upload links reach them (the uploads domain). */
export type RecordLinks = ReturnType<typeof linkRecords>;

/** Files as records hold them: a value's stored files (the upload page), the `deleteUploads` job, published sites' signed URLs. */
export { recordFiles } from './files';
/** The one HTML allowlist, also applied by the public read API (functions/webapps). */
export { sanitizeRichText } from './values';
/** The records' raw page read (ids and values in id order, nothing parsed): other domains' read-only views use it (published sites). */
export { recordsPage as recordValuesPage } from './exports/source';
