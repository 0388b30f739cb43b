import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing: argon2id from node:crypto (Node 24), at or above the OWASP minimum
 * (19 MiB, 2 passes, parallelism 1). The parameters are stored with the hash in the PHC string format,
 * so they can be raised later (`needsRehash`) without breaking existing hashes.
 */
export const ARGON2_PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;
const SALT_BYTES = 16;

interface Params {
  memory: number;
  passes: number;
  parallelism: number;
  tagLength: number;
}

function derive(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    argon2('argon2id', { message: Buffer.from(password, 'utf8'), nonce: salt, ...params }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, params: Params = ARGON2_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, params);
  return `$argon2id$v=19$m=${params.memory},t=${params.passes},p=${params.parallelism}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

function parse(stored: string) {
  const match = PHC.exec(stored);
  if (!match) return undefined;
  const hash = Buffer.from(match[5]!, 'base64url');
  return {
    params: { memory: Number(match[1]), passes: Number(match[2]), parallelism: Number(match[3]), tagLength: hash.length },
    salt: Buffer.from(match[4]!, 'base64url'),
    hash,
  };
}

/** Constant-time comparison of a candidate with a stored PHC string. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params);
  return candidate.length === parsed.hash.length && timingSafeEqual(candidate, parsed.hash);
}

/** True when the stored hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.params.memory < ARGON2_PARAMS.memory ||
    parsed.params.passes < ARGON2_PARAMS.passes ||
    parsed.params.tagLength < ARGON2_PARAMS.tagLength
  );
}

/**
 * A stored-hash look-alike with today's parameters and random salt and tag: built without hashing (no cold
 * start cost), and verifying against it costs exactly what a real verification costs, first call included.
 */
export const DUMMY_HASH =
  `$argon2id$v=19$m=${ARGON2_PARAMS.memory},t=${ARGON2_PARAMS.passes},p=${ARGON2_PARAMS.parallelism}` +
  `$${randomBytes(SALT_BYTES).toString('base64url')}$${randomBytes(ARGON2_PARAMS.tagLength).toString('base64url')}`;

/** Verifies against the dummy hash, so that an unknown email costs the same time as a known one. */
export async function spendVerifyTime(password: string): Promise<void> {
  await verifyPassword(password, DUMMY_HASH);
}
