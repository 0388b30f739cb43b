import { describe, expect, it } from 'vitest';
import { existingRecords } from './existing';

const record = (recordId: string) => ({ recordId, version: 1, values: { ___email: recordId } });

describe('existingRecords', () => {
  it('reads each page of guards as it comes and fetches only the records the paste names', async () => {
    const fetched: string[][] = [];
    const store = {
      emailGuards: async (_app: string, _element: string, onPage: (page: readonly (readonly [string, string])[]) => unknown) => {
        await onPage([
          ['a@x.org', 'RA'],
          ['b@x.org', 'RB'],
        ]);
        await onPage([['c@x.org', 'RC']]);
      },
      recordsById: async (_app: string, _element: string, ids: readonly string[]) => {
        fetched.push([...ids]);
        return ids.map(record);
      },
    };
    const existing = existingRecords(store, 'APP', 'speakers', true);
    existing.addresses(new Set(['a@x.org', 'c@x.org', 'new@x.org']));
    const found = await existing.lookup(['a@x.org', 'c@x.org', 'new@x.org']);
    expect(fetched).toEqual([['RA'], ['RC']]);
    expect([...found.entries()]).toEqual([
      ['a@x.org', record('RA')],
      ['c@x.org', record('RC')],
    ]);
  });

  it('reads nothing without ___email, and lets a preview stopped early end its reads', async () => {
    let called = false;
    const store = {
      emailGuards: async () => {
        called = true;
      },
      recordsById: async () => [],
    };
    expect((await existingRecords(store, 'APP', 'x', false).lookup([])).size).toBe(0);
    expect(called).toBe(false);
    const failing = existingRecords(
      {
        emailGuards: async (_app: string, _element: string, onPage: (page: readonly (readonly [string, string])[]) => unknown) => {
          await onPage([['a@x.org', 'RA']]);
        },
        recordsById: async () => {
          throw new Error('no table');
        },
      },
      'APP',
      'x',
      true,
    );
    failing.cancel();
    await expect(failing.lookup(['a@x.org'])).resolves.toEqual(new Map());
  });
});
