import { decodeCursor, encodeCursor } from '../lib/db/cursor';
import { Validation } from '../lib/errors';

/**
 * Cursors of record lists: the shared opaque cursor (functions/lib/db/cursor.ts) naming the list it was issued
 * for (sort column, order, folded search) and where the next page starts. A cursor of another list answers 400;
 * a forged one can only point inside the list partition the caller may already read.
 */
export interface ListPosition {
  /** 1: non-empty values; 2: empty values (read second in descending order). */
  readonly phase: 1 | 2;
  /** The sort key of the last row read; absent at the start of a phase. */
  readonly after?: string;
}

interface ListIdentity {
  readonly column: string;
  readonly order: 'asc' | 'desc';
  readonly q: string;
}

export function encodeListCursor(list: ListIdentity, position: ListPosition): string {
  return encodeCursor({ c: list.column, o: list.order, q: list.q, p: position.phase, a: position.after ?? '' })!;
}

export function decodeListCursor(cursor: string | undefined, list: ListIdentity): ListPosition | undefined {
  const key = decodeCursor(cursor, { names: ['c', 'o', 'q', 'p', 'a'] });
  if (!key) return undefined;
  const { c, o, q, p, a } = key;
  if (c !== list.column || o !== list.order || q !== list.q || (p !== 1 && p !== 2) || typeof a !== 'string' || a.length > 1024) {
    throw new Validation([{ field: 'cursor', message: 'validation.cursor' }], 'This cursor was not issued for this list.');
  }
  return a === '' ? { phase: p } : { phase: p, after: a };
}
