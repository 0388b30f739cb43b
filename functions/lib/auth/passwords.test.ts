import { describe, expect, it } from 'vitest';
import { ARGON2_PARAMS, DUMMY_HASH, hashPassword, needsRehash, spendVerifyTime, verifyPassword } from './passwords';

describe('argon2id password hashing', () => {
  it('stores the parameters with a unique salt, at or above the OWASP minimum', async () => {
    const a = await hashPassword('Passw0rd!');
    const b = await hashPassword('Passw0rd!');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$[\w-]{22}\$[\w-]{43}$/);
    const [, memory, passes] = /m=(\d+),t=(\d+)/.exec(a)!;
    expect(Number(memory)).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(passes)).toBeGreaterThanOrEqual(2);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Passw0rd!');
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Passw0rd!');
    expect(await verifyPassword('Passw0rd!', stored)).toBe(true);
    expect(await verifyPassword('passw0rd!', stored)).toBe(false);
    expect(await verifyPassword('Passw0rd!', 'not a hash')).toBe(false);
  });

  it('keeps verifying hashes made with older, weaker parameters and asks to rehash them', async () => {
    const weak = await hashPassword('Passw0rd!', { ...ARGON2_PARAMS, memory: 8192, passes: 1 });
    expect(await verifyPassword('Passw0rd!', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword('x1!aaaaa'))).toBe(false);
  });

  it("spends on an unknown address a verification with today's parameters, shaped like a real hash", async () => {
    const real = await hashPassword('Passw0rd!');
    const shape = (hash: string) => hash.replace(/\$[\w-]+\$[\w-]+$/, (tail) => tail.replace(/[\w-]/g, 'x'));
    expect(shape(DUMMY_HASH)).toBe(shape(real));
    expect(needsRehash(DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('Passw0rd!', DUMMY_HASH)).toBe(false);
    await expect(spendVerifyTime('Passw0rd!')).resolves.toBeUndefined();
  });
});
