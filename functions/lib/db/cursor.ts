import { Validation } from '../errors';

/**
 * Opaque pagination cursors: the DynamoDB `LastEvaluatedKey` as base64url JSON. Decoding checks that the
 * cursor is a flat object of string/number values with only the expected key names, so a forged cursor
 * cannot steer a query to another partition: callers pass the keys they expect and the partition value.
 */
export type Key = Record<string, string | number>;

export function encodeCursor(key: Key | undefined): string | undefined {
  if (!key) return undefined;
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

export function decodeCursor(
  cursor: string | undefined,
  expected: { readonly names: readonly string[]; readonly partition?: { name: string; value: string } },
): Key | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const invalid = () => new Validation([{ field: 'cursor', message: 'validation.cursor' }], 'Invalid cursor.');
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor) || cursor.length > 2048) throw invalid();
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid();
  const entries = Object.entries(parsed);
  const names = new Set(expected.names);
  if (entries.length !== names.size) throw invalid();
  for (const [name, value] of entries) {
    if (!names.has(name) || (typeof value !== 'string' && typeof value !== 'number')) throw invalid();
  }
  const key = parsed as Key;
  if (expected.partition && key[expected.partition.name] !== expected.partition.value) throw invalid();
  return key;
}
