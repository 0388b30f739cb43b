import { afterEach, describe, expect, it, vi } from 'vitest';
import { testEnv } from '../../../test/helpers/api-event';

/** The session cookie's name and attributes per stage (the stage is read when the module loads). */
async function sessionsOn(stage: 'aws' | 'local') {
  vi.resetModules();
  Object.assign(
    process.env,
    testEnv({ STAGE: stage, ...(stage === 'aws' ? { ORIGIN_SECRET: 'a-long-random-origin-secret-0123456789' } : {}) }),
  );
  const { resetConfigForTests } = await import('../config');
  resetConfigForTests();
  return import('./sessions');
}

afterEach(async () => {
  process.env.STAGE = 'local';
  delete process.env.ORIGIN_SECRET;
  vi.resetModules();
});

describe('session cookie', () => {
  it('on AWS is a __Host- cookie: Secure, Path=/, no Domain', async () => {
    const { SESSION_COOKIE, sessionCookie, clearedSessionCookie } = await sessionsOn('aws');
    expect(SESSION_COOKIE).toBe('__Host-sid');
    const cookie = sessionCookie('t'.repeat(43), 60);
    expect(cookie).toBe(`__Host-sid=${'t'.repeat(43)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure`);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(clearedSessionCookie()).toMatch(/^__Host-sid=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0; Secure$/);
  });

  it('locally is plain sid (plain-http localhost cannot hold a Secure cookie)', async () => {
    const { SESSION_COOKIE, sessionCookie } = await sessionsOn('local');
    expect(SESSION_COOKIE).toBe('sid');
    expect(sessionCookie('x', 60)).toBe('sid=x; Path=/; HttpOnly; SameSite=Lax; Max-Age=60');
  });
});
