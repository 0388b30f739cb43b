import { describe, expect, it, vi } from 'vitest';
import { forgetReads, READ_CACHE_TTL_MS, readCache } from './read-cache';

describe('readCache', () => {
  it('reuses a kept value for its seconds, then reads again', async () => {
    let now = 1_000;
    const cache = readCache<string>(() => now);
    const read = vi.fn(async () => `read at ${now}`);
    expect(await cache.remember('k', read, () => true)).toBe('read at 1000');
    now += READ_CACHE_TTL_MS - 1;
    expect(await cache.remember('k', read, () => true)).toBe('read at 1000');
    now += 1;
    expect(await cache.remember('k', read, () => true)).toBe(`read at ${1_000 + READ_CACHE_TTL_MS}`);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shares one read between concurrent misses', async () => {
    const cache = readCache<number>();
    let release: (value: number) => void = () => {};
    const read = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const both = Promise.all([cache.remember('k', read, () => true), cache.remember('k', read, () => true)]);
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(read).toHaveBeenCalledOnce();
  });

  it('never keeps a refused value or a failed read', async () => {
    const cache = readCache<string | undefined>();
    const missing = vi.fn(async () => undefined);
    await cache.remember('k', missing, (value) => value !== undefined);
    await cache.remember('k', missing, (value) => value !== undefined);
    expect(missing).toHaveBeenCalledTimes(2);
    const failing = vi.fn(async () => {
      throw new Error('throttled');
    });
    await expect(cache.remember('e', failing, () => true)).rejects.toThrow('throttled');
    await expect(cache.remember('e', failing, () => true)).rejects.toThrow('throttled');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('forgets everything at once (a state-changing request)', async () => {
    const cache = readCache<number>();
    const read = vi.fn(async () => 1);
    await cache.remember('k', read, () => true);
    forgetReads();
    await cache.remember('k', read, () => true);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
