import { describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../../../shared/constants';
import {
  clearSession,
  evaluateSession,
  formatLoginStamp,
  guardPath,
  hasLiveSession,
  isCustomerArea,
  isPublicPath,
  LOGIN_PATH,
  loginPathFor,
  parseLoginStamp,
  readLoginStamp,
  readStoredCustomer,
  requireSession,
  startSession,
  storeCustomer,
  writeLoginStamp,
} from './session';
import { CUSTOMER_KEY, LOGIN_DATE_KEY, THEME_KEY } from './storage-keys';

const at = (stamp: string) => () => parseLoginStamp(stamp) as Date;
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);
const loginAt = new Date(2026, 10, 15, 8, 30, 0);

describe('storage keys', () => {
  it('join the two public values and the suffixes (docs/product.md, "Entities")', () => {
    expect(CUSTOMER_KEY).toBe('nocowebCustomer');
    expect(LOGIN_DATE_KEY).toBe('nocowebLoginDate');
    expect(THEME_KEY).toBe('nocowebTheme');
  });
});

describe('public paths (docs/product.md, "Roles and permissions")', () => {
  it.each(['/', '/fr', '/en', '/fr/', '/en/', '/fr/login', '/en/login', '/fr/login/', '/en/login/'])('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/fr/policy',
    '/en/policy/',
    '/fr/terms',
    '/en/terms/',
    '/fr/lostPassword',
    '/fr/customer/validated/01JC0000000000000000000000',
    '/en/customer/resetPassword/01JC0000000000000000000000/123456',
  ])('%s is public because of its name', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/fr/customer',
    '/fr/customer/welcome',
    '/en/customer/projects/1/dashboard',
    '/de',
    '/fr/loginx',
    '/es/login',
    '/fr/customer/account',
  ])('%s needs a session', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});

describe('login date stamp', () => {
  it('is yyyyMMddHHmmss in local time', () => {
    expect(formatLoginStamp(new Date(2026, 0, 5, 7, 3, 9))).toBe('20260105070309');
    expect(formatLoginStamp(new Date(2026, 11, 31, 23, 59, 59))).toBe('20261231235959');
  });

  it('round-trips and rejects what is not a date', () => {
    expect(parseLoginStamp('20260105070309')?.getTime()).toBe(new Date(2026, 0, 5, 7, 3, 9).getTime());
    expect(parseLoginStamp('20260230120000')).toBeNull();
    expect(parseLoginStamp('2026010507030')).toBeNull();
    expect(parseLoginStamp('2026-01-05T07:03')).toBeNull();
    expect(parseLoginStamp('')).toBeNull();
  });

  it('is written and read under the LoginDate key', () => {
    expect(writeLoginStamp(loginAt)).toBe('20261115083000');
    expect(window.localStorage.getItem(LOGIN_DATE_KEY)).toBe('20261115083000');
    expect(readLoginStamp()).toBe('20261115083000');
  });
});

describe('evaluateSession', () => {
  const stamp = formatLoginStamp(loginAt);

  it('is valid at exactly 12 hours', () => {
    expect(evaluateSession('{}', stamp, plus(loginAt, SESSION_TTL_MS)).status).toBe('valid');
  });

  it('is expired at 12 hours and 1 second', () => {
    expect(evaluateSession('{}', stamp, plus(loginAt, SESSION_TTL_MS + 1000)).status).toBe('expired');
  });

  it('needs a customer, then a readable login date', () => {
    expect(evaluateSession(null, stamp, loginAt).status).toBe('anonymous');
    expect(evaluateSession('{}', null, loginAt).status).toBe('missing-login-date');
    expect(evaluateSession('{}', 'garbage', loginAt).status).toBe('missing-login-date');
  });
});

describe('guardPath', () => {
  it('lets public paths through without touching storage', () => {
    expect(guardPath('/fr/policy', at('20300101000000'))).toBeNull();
  });

  it('sends a visitor without a stored customer to /fr/login/, returning to the page asked for', () => {
    expect(LOGIN_PATH).toBe('/fr/login/');
    expect(guardPath('/fr/customer/welcome', () => loginAt)).toBe('/fr/login/?next=%2Ffr%2Fcustomer%2Fwelcome');
  });

  it('keeps the language of the page asked for, with its query and hash', () => {
    expect(guardPath({ pathname: '/en/customer/projects/P1/dashboard', search: '?tab=1', hash: '#apps' }, () => loginAt)).toBe(
      `/en/login/?next=${encodeURIComponent('/en/customer/projects/P1/dashboard?tab=1#apps')}`,
    );
  });

  it('removes the stored customer when there is no login date', () => {
    storeCustomer({ id: 'c1' });
    expect(guardPath('/fr/customer/welcome', () => loginAt)).toMatch(/^\/fr\/login\/\?next=/);
    expect(window.localStorage.getItem(CUSTOMER_KEY)).toBeNull();
  });

  it('keeps a session of exactly 12 hours', () => {
    startSession({ id: 'c1' }, loginAt);
    expect(guardPath('/en/customer/welcome', () => plus(loginAt, SESSION_TTL_MS))).toBeNull();
    expect(readStoredCustomer()).toEqual({ id: 'c1' });
  });

  it('clears a session of 12 hours and 1 second, keeping the theme', () => {
    startSession({ id: 'c1' }, loginAt);
    window.localStorage.setItem(THEME_KEY, 'green');
    expect(guardPath('/en/customer/welcome', () => plus(loginAt, SESSION_TTL_MS + 1000))).toBe(
      '/en/login/?next=%2Fen%2Fcustomer%2Fwelcome',
    );
    expect(window.localStorage.getItem(CUSTOMER_KEY)).toBeNull();
    expect(window.localStorage.getItem(LOGIN_DATE_KEY)).toBeNull();
    expect(window.localStorage.getItem(THEME_KEY)).toBe('green');
  });
});

describe('requireSession (loader helper)', () => {
  const request = (path: string) => new Request(`http://localhost${path}`);

  it('throws a redirect to the login page of the language without a session', () => {
    let thrown: unknown;
    try {
      requireSession({ request: request('/en/customer/welcome?x=1') }, () => loginAt);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/en/login/?next=%2Fen%2Fcustomer%2Fwelcome%3Fx%3D1');
  });

  it('returns null with a fresh session', () => {
    startSession({ id: 'c1' }, loginAt);
    expect(requireSession({ request: request('/fr/customer/welcome') }, () => plus(loginAt, 60_000))).toBeNull();
  });

  it('clearSession forgets customer and stamp', () => {
    startSession({ id: 'c1' }, loginAt);
    clearSession();
    expect(readStoredCustomer()).toBeNull();
    expect(readLoginStamp()).toBeNull();
  });
});

describe('the login page and its return path', () => {
  it('keeps the language of a location (fr when none is known) and returns only to guarded pages', () => {
    expect(loginPathFor({ pathname: '/en/customer/welcome' })).toBe('/en/login/?next=%2Fen%2Fcustomer%2Fwelcome');
    expect(loginPathFor({ pathname: '/de/customer/welcome' })).toBe('/fr/login/?next=%2Fde%2Fcustomer%2Fwelcome');
    expect(loginPathFor({ pathname: '/en/login' })).toBe('/en/login/');
    expect(loginPathFor({ pathname: '/en/policy' })).toBe('/en/login/');
  });
});

describe('customer area and live session', () => {
  it.each([
    ['/fr/customer', true],
    ['/en/customer/welcome', true],
    ['/fr/customer/validated/01JC0000000000000000000000', true],
    ['/de/customer/welcome', false],
    ['/fr/customers', false],
    ['/fr', false],
    ['/fr/login', false],
  ])('%s is in the customer area: %s', (path, expected) => {
    expect(isCustomerArea(path)).toBe(expected);
  });

  it('is live with a customer and a login date of at most 12 hours, and never clears anything', () => {
    expect(hasLiveSession(() => loginAt)).toBe(false);
    startSession({ id: 'c1' }, loginAt);
    expect(hasLiveSession(() => plus(loginAt, SESSION_TTL_MS))).toBe(true);
    expect(hasLiveSession(() => plus(loginAt, SESSION_TTL_MS + 1000))).toBe(false);
    expect(readStoredCustomer()).toEqual({ id: 'c1' });
  });
});
