/**
 * A seeded source of random choices for sample data (generators.ts): the same seeds give the same choices, in any
 * process, so that record `n` of a job is the same whenever it is generated. sfc32 (a small fast counter generator,
 * 128 bits of state), its state filled from the seeds by splitmix32; not for anything secret.
 */

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number;
  boolean(): boolean;
  /** One of `items` (not empty). */
  pick<T>(items: readonly T[]): T;
  /** From `min` to `max` distinct items of `items` (at most all of them), in no particular order. */
  some<T>(items: readonly T[], min: number, max: number): T[];
  /** `pattern` with each `#` replaced by a digit. */
  digits(pattern: string): string;
  /** `count` upper-case letters. */
  letters(count: number): string;
}

/** splitmix32: a well-mixed 32-bit word from a 32-bit counter. */
function splitmix32(state: number): number {
  let z = (state + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) >>> 0;
}

/** A random source seeded by `seeds` (32-bit integers each, e.g. a job's seed and a record's number). */
export function seededRandom(...seeds: readonly number[]): Random {
  let mixed = 0x2545f491;
  for (const seed of seeds) mixed = splitmix32(mixed ^ (seed >>> 0));
  let a = splitmix32(mixed);
  let b = splitmix32(a);
  let c = splitmix32(b);
  let d = 1;
  const next32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // The first outputs of a fresh state are still close to it.
  for (let index = 0; index < 12; index++) next32();

  const next = () => next32() / 0x1_0000_0000;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return {
    next,
    int,
    boolean: () => next() < 0.5,
    pick,
    some<T>(items: readonly T[], min: number, max: number): T[] {
      const pool = [...items];
      const count = Math.min(int(min, max), pool.length);
      // The first `count` steps of a Fisher–Yates shuffle.
      for (let index = 0; index < count; index++) {
        const other = int(index, pool.length - 1);
        [pool[index], pool[other]] = [pool[other]!, pool[index]!];
      }
      return pool.slice(0, count);
    },
    digits: (pattern) => pattern.replace(/#/g, () => String(int(0, 9))),
    letters: (count) => Array.from({ length: count }, () => String.fromCharCode(65 + int(0, 25))).join(''),
  };
}
