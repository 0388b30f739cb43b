import { derivedId } from '../derived-id';

/** What an id names in a copy: each kind has its own ids, so that an application and a record never share one. */
export type CopiedKind = 'application' | 'record' | 'upload';

/**
 * The id of the copy of `sourceId` made by the job `jobId` (docs/architecture.md, "Domain designs"): derived from
 * (jobId, kind#sourceId), so that a replayed step writes the very same items and a reference (a category, a file) is
 * translated without a map of old to new ids.
 */
export function copyId(jobId: string, kind: CopiedKind, sourceId: string): string {
  return derivedId(jobId, `${kind}#${sourceId}`);
}
