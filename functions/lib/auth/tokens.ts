import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random 256-bit token, base64url (43 characters). Sent to the user; only its hash is stored. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** A random 6-digit code (activation). */
export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** SHA-256 of a secret, hex: what the table keeps instead of tokens and codes. */
export const hashSecret = (secret: string, context = ''): string =>
  createHash('sha256').update(context).update('\0').update(secret).digest('hex');

/** Constant-time equality of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
