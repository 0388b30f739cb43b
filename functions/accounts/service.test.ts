import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountsDeps } from '../../test/helpers/fake-accounts';
import { LIMITS, windowOf } from '../lib/auth/rate-limit';
import type { AppError } from '../lib/errors';
import { ACTIVATION_CODE_TTL_MS, ACTIVATION_MAX_TRIES, RESET_TOKEN_TTL_MS } from './rules';
import { accountsService } from './service';
import { expectAppError } from '../../test/helpers/app-error';

/** The start of a 1-hour (hence of a 15-minute) limit window, so that windows do not roll over mid-test. */
const T0 = new Date('2026-11-22T08:00:00Z');
const SECOND = 1000;
const CLIENT = '198.51.100.7';
const OTHER_CLIENT = '203.0.113.9';
const at = (ms = 0, client = CLIENT) => ({ now: new Date(T0.getTime() + ms), client });
const T = at();
const registration = {
  email: 'Ana@Example.com',
  password: 'Passw0rd!',
  firstname: 'Ana',
  lastname: 'Lopez',
  company: 'Events & Co',
  phone: '',
  acceptTerms: true as const,
  lang: 'fr' as const,
};
const codeOf = (mail: { data: Record<string, string> }) => mail.data.code!;
const expectCode = (promise: Promise<unknown>, code: string, status?: number) => expectAppError(promise, { code, status });

// Real argon2id hashes: a loaded machine (the whole suite at once) takes seconds for the rate-limit cases.
describe('accounts service', { timeout: 30_000 }, () => {
  let fake: ReturnType<typeof fakeAccountsDeps>;
  let service: ReturnType<typeof accountsService>;
  beforeEach(() => {
    fake = fakeAccountsDeps();
    service = accountsService(fake.deps);
  });

  async function registered() {
    const { customerId } = await service.register(registration, T);
    return { customerId, code: codeOf(fake.mails.at(-1)!) };
  }
  async function active() {
    const account = await registered();
    await service.activate({ customerId: account.customerId, code: account.code }, T);
    return account;
  }

  it('registers a pending customer with a hashed password and mails a 6-digit code with its link', async () => {
    const { customerId, code } = await registered();
    const customer = fake.customers.get(customerId)!;
    expect(customer).toMatchObject({ status: 'pending', emailLower: 'ana@example.com', email: 'Ana@Example.com' });
    expect(customer.passwordHash).toMatch(/^\$argon2id\$/);
    expect(code).toMatch(/^\d{6}$/);
    expect(fake.mails[0]).toMatchObject({ to: 'Ana@Example.com', mail: 'activation', locale: 'fr' });
    expect(fake.mails[0]!.data.link).toBe(`https://app.example/fr/login?activate=${customerId}`);
    expect(fake.codes.get(customerId)!.codeHash).not.toContain(code);
  });

  it('answers a taken address (whatever its case) exactly as a free one, with the same work, and mails its owner', async () => {
    const owner = await active();
    const createCustomer = vi.spyOn(fake.deps.repository, 'createCustomer');
    const findCustomerByEmail = vi.spyOn(fake.deps.repository, 'findCustomerByEmail');
    const free = await service.register({ ...registration, email: 'lea@example.com', lang: 'en' }, T);
    const taken = await service.register({ ...registration, email: 'ANA@example.COM', firstname: 'Intruder', lang: 'en' }, T);

    expect(Object.keys(taken)).toEqual(Object.keys(free));
    expect(taken.customerId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(taken.customerId).not.toBe(owner.customerId);
    expect(fake.customers.has(taken.customerId)).toBe(false); // the id leads nowhere
    await expectCode(service.activate({ customerId: taken.customerId, code: '123456' }, T), 'ACTIVATION_CODE_INVALID', 400);
    // Same work: a password hashed and one create in both paths, then the same lookup.
    expect(createCustomer.mock.calls.map(([customer]) => customer.passwordHash.slice(0, 10))).toEqual(['$argon2id$', '$argon2id$']);
    expect(findCustomerByEmail.mock.calls).toEqual([['lea@example.com'], ['ana@example.com']]);

    // The owner, not the one who typed the address, hears of it, in the owner's language, by first name.
    expect(fake.mails.at(-1)).toEqual({
      to: 'Ana@Example.com',
      mail: 'accountExists',
      locale: 'fr',
      data: { firstname: 'Ana', loginLink: 'https://app.example/fr/login', lostPasswordLink: 'https://app.example/fr/lostPassword' },
    });
    expect(fake.customers.get(owner.customerId)).toMatchObject({ firstname: 'Ana', status: 'active' });
  });

  it('refuses any code for an active account, as a wrong code (never "already done")', async () => {
    const { customerId, code } = await active();
    const wrong = code === '000000' ? '000001' : '000000';
    await expectCode(service.activate({ customerId, code: wrong }, T), 'ACTIVATION_CODE_INVALID', 400);
    await expectCode(service.activate({ customerId, code }, T), 'ACTIVATION_CODE_INVALID', 400);
  });

  it('reserves each code try before judging it: a burst never gets more than 5 tries, then the right code is refused', async () => {
    const { customerId, code } = await registered();
    const wrong = code === '000000' ? '000001' : '000000';
    const burst = await Promise.allSettled(Array.from({ length: 9 }, () => service.activate({ customerId, code: wrong }, T)));
    expect(burst.every((result) => result.status === 'rejected' && (result.reason as AppError).code === 'ACTIVATION_CODE_INVALID')).toBe(
      true,
    );
    expect(fake.codes.get(customerId)!.attempts).toBe(ACTIVATION_MAX_TRIES);
    await expectCode(service.activate({ customerId, code }, T), 'ACTIVATION_CODE_INVALID', 400);
    expect(fake.customers.get(customerId)!.status).toBe('pending');
  });

  it('limits activation tries per customer across codes, and per client across customers', async () => {
    const { customerId } = await registered();
    for (let i = 0; i < LIMITS.activateCustomer.max; i++) {
      await expectCode(service.activate({ customerId, code: '999999' }, at(0, `10.0.0.${i}`)), 'ACTIVATION_CODE_INVALID');
    }
    await expectCode(service.activate({ customerId, code: '999999' }, at(0, '10.0.1.1')), 'TOO_MANY_REQUESTS', 429);
    for (let i = 0; i < LIMITS.activateClient.max; i++) {
      await expectCode(
        service.activate({ customerId: `01J000000000000000000000${String(i).padStart(2, '0')}`, code: '999999' }, T),
        'ACTIVATION_CODE_INVALID',
      );
    }
    await expectCode(service.activate({ customerId: '01J0000000000000000000ZZZZ', code: '999999' }, T), 'TOO_MANY_REQUESTS', 429);
  });

  it('activates with the right code, and refuses a wrong one', async () => {
    const { customerId, code } = await registered();
    const wrong = code === '000000' ? '000001' : '000000';
    await expectCode(service.activate({ customerId, code: wrong }, T), 'ACTIVATION_CODE_INVALID', 400);
    await service.activate({ customerId, code }, T);
    expect(fake.customers.get(customerId)!.status).toBe('active');
  });

  it('refuses a code older than 24 hours', async () => {
    const { customerId, code } = await registered();
    await expectCode(service.activate({ customerId, code }, at(ACTIVATION_CODE_TTL_MS + SECOND)), 'ACTIVATION_CODE_INVALID');
    expect(fake.customers.get(customerId)!.status).toBe('pending');
  });

  it('needs a new code after 5 wrong tries, and the new code works', async () => {
    const { customerId, code } = await registered();
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) await expectCode(service.activate({ customerId, code: wrong }, T), 'ACTIVATION_CODE_INVALID');
    await expectCode(service.activate({ customerId, code }, T), 'ACTIVATION_CODE_INVALID');
    await service.requestActivationCode({ email: 'ana@example.com', lang: 'en' }, T);
    const fresh = codeOf(fake.mails.at(-1)!);
    expect(fake.mails.at(-1)!.locale).toBe('en');
    await service.activate({ customerId, code: fresh }, T);
    expect(fake.customers.get(customerId)!.status).toBe('active');
  });

  it('says an account is not activated only after a correct password', async () => {
    await registered();
    await expectCode(service.login({ email: 'ana@example.com', password: 'Wrong1!xx' }, T), 'LOGIN_INVALID', 401);
    await expectCode(service.login({ email: 'ana@example.com', password: 'Passw0rd!' }, T), 'ACCOUNT_NOT_ACTIVATED', 403);
  });

  it('logs in an active customer, case-insensitively, and returns the public view only', async () => {
    await active();
    const result = await service.login({ email: 'ANA@example.com', password: 'Passw0rd!' }, T);
    expect(result.customer).toEqual({
      customerId: expect.any(String),
      email: 'Ana@Example.com',
      firstname: 'Ana',
      lastname: 'Lopez',
      company: 'Events & Co',
      phone: '',
      lang: 'fr',
      version: expect.any(Number),
    });
    expect(JSON.stringify(result.customer)).not.toContain('argon2');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    await expectCode(service.login({ email: 'nobody@example.com', password: 'Passw0rd!' }, T), 'LOGIN_INVALID', 401);
  });

  it('refuses the 6th failed login within 15 minutes with a 429 until the window ends, and allows again after it', async () => {
    await active();
    for (let i = 0; i < 5; i++) {
      await expectCode(service.login({ email: 'ana@example.com', password: 'Wrong1!xx' }, at(i * SECOND)), 'LOGIN_INVALID');
    }
    const refused = await service
      .login({ email: 'ana@example.com', password: 'Passw0rd!' }, at(6 * SECOND))
      .catch((error: AppError) => error);
    expect(refused).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', headers: { 'retry-after': String(15 * 60 - 6) } });
    const result = await service.login({ email: 'ana@example.com', password: 'Passw0rd!' }, at(15 * 60 * SECOND + 10 * SECOND));
    expect(result.customer.email).toBe('Ana@Example.com');
  });

  it('locks out only the (address, client) pair: another client still logs in', async () => {
    await active();
    for (let i = 0; i < LIMITS.loginPair.max; i++) {
      await expectCode(service.login({ email: 'ana@example.com', password: 'Wrong1!xx' }, T), 'LOGIN_INVALID');
    }
    await expectCode(service.login({ email: 'ana@example.com', password: 'Passw0rd!' }, T), 'TOO_MANY_REQUESTS', 429);
    expect((await service.login({ email: 'ana@example.com', password: 'Passw0rd!' }, at(0, OTHER_CLIENT))).customer.email).toBe(
      'Ana@Example.com',
    );
  });

  it("a right password gives its slot back and forgets that client's failures on that address", async () => {
    await active();
    for (let i = 0; i < LIMITS.loginPair.max - 1; i++) {
      await expectCode(service.login({ email: 'ana@example.com', password: 'Wrong1!xx' }, T), 'LOGIN_INVALID');
    }
    await service.login({ email: 'ana@example.com', password: 'Passw0rd!' }, T);
    for (let i = 0; i < LIMITS.loginPair.max; i++) {
      await expectCode(service.login({ email: 'ana@example.com', password: 'Wrong1!xx' }, T), 'LOGIN_INVALID');
    }
    await expectCode(service.login({ email: 'ana@example.com', password: 'Wrong1!xx' }, T), 'TOO_MANY_REQUESTS');
    // The shared counters hold the failures only (the success gave its slot back).
    const { index } = windowOf('loginAddress', T.now);
    expect(fake.hits.get(`loginAddress|ana@example.com|${index}`)).toBe(2 * LIMITS.loginPair.max - 1);
  });

  it('allows at most 100 failed logins an hour on one address, from every client together', async () => {
    await active();
    const clients = Array.from({ length: LIMITS.loginAddress.max }, (_, i) => `10.1.${Math.floor(i / 250)}.${i % 250}`);
    await Promise.all(
      clients.map((client) =>
        expectCode(service.login({ email: 'ana@example.com', password: 'Wrong1!xx' }, at(0, client)), 'LOGIN_INVALID'),
      ),
    );
    await expectCode(service.login({ email: 'ana@example.com', password: 'Passw0rd!' }, at(0, OTHER_CLIENT)), 'TOO_MANY_REQUESTS', 429);
    // The refusal gave back what it had reserved under the new client's own limits.
    expect(fake.hits.get(`loginPair|ana@example.com\n${OTHER_CLIENT}|${windowOf('loginPair', T.now).index}`)).toBe(0);
    expect(fake.hits.get(`loginClient|${OTHER_CLIENT}|${windowOf('loginClient', T.now).index}`)).toBe(0);
    expect(
      (await service.login({ email: 'ana@example.com', password: 'Passw0rd!' }, at(60 * 60 * SECOND, OTHER_CLIENT))).customer,
    ).toBeDefined();
  });

  it('limits failed logins per client across addresses, without touching other clients', async () => {
    await active();
    const addresses = Array.from({ length: LIMITS.loginClient.max }, (_, i) => `nobody${i}@example.com`);
    await Promise.all(addresses.map((email) => expectCode(service.login({ email, password: 'Wrong1!xx' }, T), 'LOGIN_INVALID')));
    await expectCode(service.login({ email: 'ana@example.com', password: 'Passw0rd!' }, T), 'TOO_MANY_REQUESTS', 429);
    expect((await service.login({ email: 'ana@example.com', password: 'Passw0rd!' }, at(0, OTHER_CLIENT))).customer).toBeDefined();
  });

  it('caps mail-sending requests per address and per client, every route together', async () => {
    await registered(); // 1 mail request for ana@ from CLIENT
    await service.requestActivationCode({ email: 'ana@example.com', lang: 'fr' }, at(0, OTHER_CLIENT));
    for (let i = 2; i < LIMITS.mailAddress.max; i++)
      await service.lostPassword({ email: 'ana@example.com', lang: 'fr' }, at(0, `10.2.0.${i}`));
    const mails = fake.mails.length;
    await expectCode(service.lostPassword({ email: 'ANA@example.com', lang: 'fr' }, at(0, '10.2.1.1')), 'TOO_MANY_REQUESTS', 429);
    await expectCode(service.register({ ...registration, email: 'ana@example.com' }, at(0, '10.2.1.2')), 'TOO_MANY_REQUESTS', 429);
    expect(fake.mails.length).toBe(mails);

    // Per client: CLIENT has sent 1; the others go to addresses without accounts (counted all the same).
    for (let i = 1; i < LIMITS.mailClient.max; i++) await service.lostPassword({ email: `nobody${i}@example.com`, lang: 'fr' }, T);
    await expectCode(service.register({ ...registration, email: 'new@example.com' }, T), 'TOO_MANY_REQUESTS', 429);
    await service.register({ ...registration, email: 'new@example.com' }, at(0, OTHER_CLIENT));
    expect(fake.mails.at(-1)).toMatchObject({ to: 'new@example.com', mail: 'activation' });
  });

  it('limits reset tries per (customer, client)', async () => {
    const { customerId } = await resetLink();
    for (let i = 0; i < LIMITS.resetPair.max; i++) {
      await expectCode(
        service.resetPassword({ customerId, securityCode: 'A'.repeat(43), password: 'N3wPassw0rd!' }, T),
        'RESET_LINK_INVALID',
      );
    }
    await expectCode(
      service.resetPassword({ customerId, securityCode: 'A'.repeat(43), password: 'N3wPassw0rd!' }, T),
      'TOO_MANY_REQUESTS',
      429,
    );
  });

  it('mails a reset link for an active account and nothing for an unknown one', async () => {
    await active();
    const before = fake.mails.length;
    await service.lostPassword({ email: 'nobody@example.com', lang: 'fr' }, T);
    expect(fake.mails.length).toBe(before);
    await service.lostPassword({ email: 'ana@example.com', lang: 'fr' }, T);
    expect(fake.mails.at(-1)).toMatchObject({ mail: 'resetPassword', to: 'Ana@Example.com' });
    expect(fake.mails.at(-1)!.data.link).toMatch(/^https:\/\/app\.example\/fr\/customer\/resetPassword\/\w{26}\/[\w-]{43}$/);
  });

  async function resetLink() {
    const { customerId } = await active();
    await service.lostPassword({ email: 'ana@example.com', lang: 'fr' }, T);
    const securityCode = fake.mails.at(-1)!.data.link!.split('/').at(-1)!;
    return { customerId, securityCode };
  }

  it('resets the password once, revokes every session, and the old password stops working', async () => {
    const { customerId, securityCode } = await resetLink();
    await service.resetPassword({ customerId, securityCode, password: 'N3wPassw0rd!' }, at(RESET_TOKEN_TTL_MS - SECOND));
    expect(fake.revoked).toEqual([customerId]);
    expect(fake.consolesClosed).toEqual([{ customerId }]);
    await expectCode(service.login({ email: 'ana@example.com', password: 'Passw0rd!' }, T), 'LOGIN_INVALID');
    expect((await service.login({ email: 'ana@example.com', password: 'N3wPassw0rd!' }, T)).customer.customerId).toBe(customerId);
    await expectCode(service.resetPassword({ customerId, securityCode, password: 'Other1!pass' }, T), 'RESET_LINK_INVALID', 400);
  });

  it("logs out the session a cookie names and closes that session's consoles only; an unknown cookie closes nothing", async () => {
    const { customerId } = await active();
    await service.login({ email: 'ana@example.com', password: 'Passw0rd!' }, T);
    const token = [...fake.sessions.keys()].at(-1)!;
    await service.logout(token, T.now);
    expect(fake.sessions.has(token)).toBe(false);
    expect(fake.consolesClosed).toEqual([{ customerId, only: token }]);
    await service.logout(token, T.now);
    await service.logout(undefined, T.now);
    expect(fake.consolesClosed).toHaveLength(1);
  });

  it('refuses a reset link after 1 hour + 1 second', async () => {
    const { customerId, securityCode } = await resetLink();
    await expectCode(
      service.resetPassword({ customerId, securityCode, password: 'N3wPassw0rd!' }, at(RESET_TOKEN_TTL_MS + SECOND)),
      'RESET_LINK_INVALID',
    );
    expect(fake.revoked).toEqual([]);
  });

  it('refuses a forged security code', async () => {
    const { customerId } = await resetLink();
    await expectCode(
      service.resetPassword({ customerId, securityCode: 'A'.repeat(43), password: 'N3wPassw0rd!' }, T),
      'RESET_LINK_INVALID',
    );
  });
});
