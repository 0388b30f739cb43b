import { beforeEach, describe, expect, it } from 'vitest';
import { fakeAccountsDeps } from '../../test/helpers/fake-accounts';
import { AppError } from '../lib/errors';
import { accountsService, ACTIVATION_CODE_TTL_MS, RESET_TOKEN_TTL_MS } from './service';

const T0 = new Date('2026-11-22T08:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const SECOND = 1000;
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
const expectCode = async (promise: Promise<unknown>, code: string, status?: number) => {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  if (status) expect((error as AppError).status).toBe(status);
};

describe('accounts service', () => {
  let fake: ReturnType<typeof fakeAccountsDeps>;
  let service: ReturnType<typeof accountsService>;
  beforeEach(() => {
    fake = fakeAccountsDeps();
    service = accountsService(fake.deps);
  });

  async function registered() {
    const { customerId } = await service.register(registration, T0);
    return { customerId, code: codeOf(fake.mails.at(-1)!) };
  }
  async function active() {
    const account = await registered();
    await service.activate({ customerId: account.customerId, code: account.code }, T0);
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

  it('refuses a second account for the same email, whatever its case', async () => {
    await registered();
    await expectCode(service.register({ ...registration, email: 'ANA@example.COM' }, T0), 'CONFLICT', 409);
  });

  it('activates with the right code, and refuses a wrong one', async () => {
    const { customerId, code } = await registered();
    const wrong = code === '000000' ? '000001' : '000000';
    await expectCode(service.activate({ customerId, code: wrong }, T0), 'ACTIVATION_CODE_INVALID', 400);
    await service.activate({ customerId, code }, T0);
    expect(fake.customers.get(customerId)!.status).toBe('active');
  });

  it('refuses a code older than 24 hours', async () => {
    const { customerId, code } = await registered();
    await expectCode(service.activate({ customerId, code }, later(ACTIVATION_CODE_TTL_MS + SECOND)), 'ACTIVATION_CODE_INVALID');
    expect(fake.customers.get(customerId)!.status).toBe('pending');
  });

  it('needs a new code after 5 wrong tries, and the new code works', async () => {
    const { customerId, code } = await registered();
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) await expectCode(service.activate({ customerId, code: wrong }, T0), 'ACTIVATION_CODE_INVALID');
    await expectCode(service.activate({ customerId, code }, T0), 'ACTIVATION_CODE_INVALID');
    await service.requestActivationCode({ email: 'ana@example.com', lang: 'en' }, T0);
    const fresh = codeOf(fake.mails.at(-1)!);
    expect(fake.mails.at(-1)!.locale).toBe('en');
    await service.activate({ customerId, code: fresh }, T0);
    expect(fake.customers.get(customerId)!.status).toBe('active');
  });

  it('says an account is not activated only after a correct password', async () => {
    await registered();
    await expectCode(service.login({ email: 'ana@example.com', password: 'Wrong1!xx' }, T0), 'LOGIN_INVALID', 401);
    await expectCode(service.login({ email: 'ana@example.com', password: 'Passw0rd!' }, T0), 'ACCOUNT_NOT_ACTIVATED', 403);
  });

  it('logs in an active customer, case-insensitively, and returns the public view only', async () => {
    await active();
    const result = await service.login({ email: 'ANA@example.com', password: 'Passw0rd!' }, T0);
    expect(result.customer).toEqual({
      customerId: expect.any(String),
      email: 'Ana@Example.com',
      firstname: 'Ana',
      lastname: 'Lopez',
      company: 'Events & Co',
      phone: '',
      lang: 'fr',
    });
    expect(JSON.stringify(result.customer)).not.toContain('argon2');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    await expectCode(service.login({ email: 'nobody@example.com', password: 'Passw0rd!' }, T0), 'LOGIN_INVALID', 401);
  });

  it('refuses the 6th failed login within 15 minutes with a 429, and allows again after the lock', async () => {
    await active();
    for (let i = 0; i < 5; i++) {
      await expectCode(service.login({ email: 'ana@example.com', password: 'Wrong1!xx' }, later(i * SECOND)), 'LOGIN_INVALID');
    }
    await expectCode(service.login({ email: 'ana@example.com', password: 'Passw0rd!' }, later(6 * SECOND)), 'TOO_MANY_REQUESTS', 429);
    const result = await service.login({ email: 'ana@example.com', password: 'Passw0rd!' }, later(15 * 60 * SECOND + 10 * SECOND));
    expect(result.customer.email).toBe('Ana@Example.com');
  });

  it('mails a reset link for an active account and nothing for an unknown one', async () => {
    await active();
    const before = fake.mails.length;
    await service.lostPassword({ email: 'nobody@example.com', lang: 'fr' }, T0);
    expect(fake.mails.length).toBe(before);
    await service.lostPassword({ email: 'ana@example.com', lang: 'fr' }, T0);
    expect(fake.mails.at(-1)).toMatchObject({ mail: 'resetPassword', to: 'Ana@Example.com' });
    expect(fake.mails.at(-1)!.data.link).toMatch(/^https:\/\/app\.example\/fr\/customer\/resetPassword\/\w{26}\/[\w-]{43}$/);
  });

  async function resetLink() {
    const { customerId } = await active();
    await service.lostPassword({ email: 'ana@example.com', lang: 'fr' }, T0);
    const securityCode = fake.mails.at(-1)!.data.link!.split('/').at(-1)!;
    return { customerId, securityCode };
  }

  it('resets the password once, revokes every session, and the old password stops working', async () => {
    const { customerId, securityCode } = await resetLink();
    await service.resetPassword({ customerId, securityCode, password: 'N3wPassw0rd!' }, later(RESET_TOKEN_TTL_MS - SECOND));
    expect(fake.revoked).toEqual([customerId]);
    await expectCode(service.login({ email: 'ana@example.com', password: 'Passw0rd!' }, T0), 'LOGIN_INVALID');
    expect((await service.login({ email: 'ana@example.com', password: 'N3wPassw0rd!' }, T0)).customer.customerId).toBe(customerId);
    await expectCode(service.resetPassword({ customerId, securityCode, password: 'Other1!pass' }, T0), 'RESET_LINK_INVALID', 400);
  });

  it('refuses a reset link after 1 hour + 1 second', async () => {
    const { customerId, securityCode } = await resetLink();
    await expectCode(service.resetPassword({ customerId, securityCode, password: 'N3wPassw0rd!' }, later(RESET_TOKEN_TTL_MS + SECOND)), 'RESET_LINK_INVALID');
    expect(fake.revoked).toEqual([]);
  });

  it('refuses a forged security code', async () => {
    const { customerId } = await resetLink();
    await expectCode(service.resetPassword({ customerId, securityCode: 'A'.repeat(43), password: 'N3wPassw0rd!' }, T0), 'RESET_LINK_INVALID');
  });
});
