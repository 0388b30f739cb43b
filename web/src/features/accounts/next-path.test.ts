/** Where the login form goes after login: `?next=` only when it is a path of this site (no open redirect). */
import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/fr/customer/welcome', '/fr/customer/welcome'],
    ['/en/customer/projects/P1/dashboard?tab=2#apps', '/en/customer/projects/P1/dashboard?tab=2#apps'],
    ['/fr/customer/../customer/welcome', '/fr/customer/welcome'],
  ])('accepts the path of this site %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/fr/customer/welcome',
    'https://evil.com',
    'https://evil.com/fr/customer/welcome',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /fr/customer/welcome',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    'fr/customer/welcome',
    '/fr/login',
    '/en/login/',
    '/fr/login/?next=%2Ffr%2Flogin',
    '',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });
});
