import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { decodeUlid, encodeUlid, restOf, splitRange } from './id-ranges';

describe('id ranges', () => {
  it('encodes and decodes ULIDs', () => {
    const id = ulid();
    expect(encodeUlid(decodeUlid(id)!)).toBe(id);
    expect(encodeUlid(0n)).toBe('0'.repeat(26));
    expect(decodeUlid('not-an-id')).toBeUndefined();
  });

  it('cuts [lo, hi] in consecutive ranges that cover it exactly', () => {
    const lo = ulid(Date.UTC(2026, 0, 1));
    const hi = ulid(Date.UTC(2026, 10, 1));
    const ranges = splitRange(lo, hi, 7);
    expect(ranges).toHaveLength(7);
    expect(ranges[0]!.lo).toBe(lo);
    expect(ranges.at(-1)!.hi).toBe(hi);
    for (let i = 1; i < ranges.length; i++) expect(decodeUlid(ranges[i]!.lo)).toBe(decodeUlid(ranges[i - 1]!.hi)! + 1n);
    expect(splitRange(lo, lo, 5)).toEqual([{ lo, hi: lo }]);
    expect(splitRange('x', 'y', 5)).toEqual([{ lo: 'x', hi: 'y' }]);
  });

  it('cuts the rest of a full range in two after its last id', () => {
    const lo = encodeUlid(1000n);
    const hi = encodeUlid(2000n);
    expect(restOf({ lo, hi }, 'REC#e#x', encodeUlid(1500n))).toEqual([
      { lo, hi: encodeUlid(1750n), after: 'REC#e#x' },
      { lo: encodeUlid(1751n), hi },
    ]);
    expect(restOf({ lo, hi }, 'REC#e#x', encodeUlid(1998n))).toEqual([{ lo, hi, after: 'REC#e#x' }]);
  });
});
