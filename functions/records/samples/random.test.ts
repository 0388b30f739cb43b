import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';

const draws = (seeds: number[], count = 20) => {
  const random = seededRandom(...seeds);
  return Array.from({ length: count }, () => random.next());
};

describe('seeded random source', () => {
  it('gives the same draws for the same seeds, and others for other seeds', () => {
    expect(draws([123, 7])).toEqual(draws([123, 7]));
    expect(draws([123, 7])).not.toEqual(draws([123, 8]));
    expect(draws([123, 7])).not.toEqual(draws([124, 7]));
    expect(draws([123, 7])).not.toEqual(draws([7, 123]));
    // A job's seed is an unsigned 32-bit number (sampleSeed); a record's number may pass 2^31.
    expect(draws([0xffffffff, 2 ** 31])).not.toEqual(draws([0xffffffff, 2 ** 31 + 1]));
  });

  it('draws numbers in [0, 1) and integers within their bounds, each of them', () => {
    const random = seededRandom(42);
    const counts = new Map<number, number>();
    for (let index = 0; index < 6_000; index++) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const int = random.int(-2, 3);
      counts.set(int, (counts.get(int) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([-1, -2, 0, 1, 2, 3]);
    // Evenly spread: each of the 6 values about 1,000 times.
    for (const count of counts.values()) expect(Math.abs(count - 1_000)).toBeLessThan(150);
    expect(random.int(5, 5)).toBe(5);
  });

  it('picks items, and some distinct items within the asked counts', () => {
    const random = seededRandom(9);
    const items = ['a', 'b', 'c', 'd', 'e'];
    const picked = new Set(Array.from({ length: 200 }, () => random.pick(items)));
    expect([...picked].sort()).toEqual(items);
    for (let index = 0; index < 200; index++) {
      const some = random.some(items, 1, 3);
      expect(some.length).toBeGreaterThanOrEqual(1);
      expect(some.length).toBeLessThanOrEqual(3);
      expect(new Set(some).size).toBe(some.length);
      for (const item of some) expect(items).toContain(item);
    }
    expect(random.some(['x'], 1, 3)).toEqual(['x']);
    expect(random.some([], 1, 3)).toEqual([]);
  });

  it('fills digits into a pattern and draws upper-case letters', () => {
    const random = seededRandom(3);
    for (let index = 0; index < 50; index++) {
      expect(random.digits('+33 6 ## ## ## ##')).toMatch(/^\+33 6( \d{2}){4}$/);
      expect(random.letters(3)).toMatch(/^[A-Z]{3}$/);
    }
    expect(typeof random.boolean()).toBe('boolean');
  });
});
