/**
 * Ranges of record ids (ULIDs), so that an export reads an element's records several Queries at a time and still
 * writes them in id order: the ids between the first and the last are cut in ranges of equal width, and a range whose
 * page comes back full is cut again after it (records made in one burst share a time prefix: the cuts follow them).
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export interface IdRange {
  /** First id of the range (included). */
  readonly lo: string;
  /** Last id of the range (included). */
  readonly hi: string;
  /** The sort key of the last record read in the range (its next page starts after it). */
  readonly after?: string;
}

export function decodeUlid(id: string): bigint | undefined {
  if (!ULID.test(id)) return undefined;
  let value = 0n;
  for (const char of id) value = value * 32n + BigInt(ALPHABET.indexOf(char));
  return value;
}

export function encodeUlid(value: bigint): string {
  let text = '';
  for (let rest = value; text.length < 26; rest /= 32n) text = ALPHABET[Number(rest % 32n)]! + text;
  return text;
}

/** `[lo, hi]` cut in at most `parts` consecutive ranges of equal width (one range when the ids are not ULIDs). */
export function splitRange(lo: string, hi: string, parts: number): IdRange[] {
  const from = decodeUlid(lo);
  const to = decodeUlid(hi);
  if (from === undefined || to === undefined || to <= from || parts <= 1) return [{ lo, hi }];
  const width = (to - from + 1n) / BigInt(parts) || 1n;
  const ranges: IdRange[] = [];
  for (let start = from; start <= to; start += width) {
    const end: bigint = start + width - 1n >= to || ranges.length === parts - 1 ? to : start + width - 1n;
    ranges.push({ lo: encodeUlid(start), hi: encodeUlid(end) });
    if (end === to) break;
  }
  return ranges;
}

/** The rest of a range after `lastId` (its page was full), in two halves when there is room between them. */
export function restOf(range: IdRange, after: string, lastId: string): IdRange[] {
  const last = decodeUlid(lastId);
  const to = decodeUlid(range.hi);
  if (last === undefined || to === undefined || to - last < 4n) return [{ ...range, after }];
  const mid = last + (to - last) / 2n;
  return [
    { lo: range.lo, hi: encodeUlid(mid), after },
    { lo: encodeUlid(mid + 1n), hi: range.hi },
  ];
}
