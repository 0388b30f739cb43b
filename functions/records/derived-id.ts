import { createHmac } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The id a job derives from its own id and a name: a ULID with the job's time (the first 10 characters of `jobId`)
 * and a random part of 80 bits of HMAC-SHA-256(jobId, name). Deriving it again gives the same id, so that a replayed
 * step writes the very same items: the records of a bulk write (bulk-save.ts) and the copies of a copy (copies/ids.ts).
 */
export function derivedId(jobId: string, name: string): string {
  const digest = createHmac('sha256', jobId).update(name).digest();
  let bits = 0n;
  for (const byte of digest.subarray(0, 10)) bits = (bits << 8n) | BigInt(byte);
  let random = '';
  for (let index = 0; index < 16; index++) {
    random = CROCKFORD[Number(bits & 31n)] + random;
    bits >>= 5n;
  }
  return `${jobId.slice(0, 10)}${random}`;
}
