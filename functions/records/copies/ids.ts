import { createHmac } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** What an id names in a copy: each kind has its own ids, so that an application and a record never share one. */
export type CopiedKind = 'application' | 'record' | 'upload';

/**
 * The id of the copy of `sourceId` made by the job `jobId` (DESIGN §11, "Duplication"): a ULID with the job's time and
 * a random part derived from HMAC-SHA-256(jobId, kind#sourceId), so that a replayed step writes the very same items and
 * a reference (a category, a file) is translated without a map of old to new ids.
 */
export function copyId(jobId: string, kind: CopiedKind, sourceId: string): string {
  const digest = createHmac('sha256', jobId).update(`${kind}#${sourceId}`).digest();
  let bits = 0n;
  for (const byte of digest.subarray(0, 10)) bits = (bits << 8n) | BigInt(byte);
  let random = '';
  for (let index = 0; index < 16; index++) {
    random = CROCKFORD[Number(bits & 31n)] + random;
    bits >>= 5n;
  }
  return `${jobId.slice(0, 10)}${random}`;
}
