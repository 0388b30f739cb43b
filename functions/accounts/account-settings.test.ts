import { beforeEach, describe, expect, it } from 'vitest';
import { expectAppError } from '../../test/helpers/app-error';
import { fakeAccountsDeps } from '../../test/helpers/fake-accounts';
import { LIMITS } from '../lib/auth/rate-limit';
import { NO_PROJECT } from '../lib/jobs';
import { EMAIL_CHANGE_MAX_TRIES, EMAIL_CHANGE_TTL_MS } from './rules';
import { accountsService } from './service';

/** My account: details, e-mail change, password change, erasure request. */
const T0 = new Date('2026-11-22T08:00:00Z');
const CLIENT = '198.51.100.7';
const at = (ms = 0) => ({ now: new Date(T0.getTime() + ms), client: CLIENT });
const T = at();
const PASSWORD = 'Passw0rd!';
const registration = {
  email: 'Ana@Example.com',
  password: PASSWORD,
  firstname: 'Ana',
  lastname: 'Lopez',
  company: 'Events & Co',
  phone: '',
  acceptTerms: true as const,
  lang: 'fr' as const,
};

describe('accounts service: my account', () => {
  let fake: ReturnType<typeof fakeAccountsDeps>;
  let service: ReturnType<typeof accountsService>;
  beforeEach(() => {
    fake = fakeAccountsDeps();
    service = accountsService(fake.deps);
  });

  /** An active customer signed in twice: `caller` (the first session) and another session. */
  async function signedIn(input = registration) {
    const { customerId } = await service.register(input, T);
    await service.activate({ customerId, code: fake.mails.at(-1)!.data.code! }, T);
    await service.login({ email: input.email, password: input.password }, T);
    await service.login({ email: input.email, password: input.password }, T);
    const [callerToken, otherToken] = [...fake.sessions].filter(([, s]) => s.customerId === customerId).map(([token]) => token);
    return { customerId, caller: { customerId, email: input.email, sessionId: callerToken! }, otherToken: otherToken! };
  }

  describe('details', () => {
    it('saves first name, last name, company and phone with the version read, and answers the new view', async () => {
      const { caller, customerId } = await signedIn();
      const version = fake.customers.get(customerId)!.version;
      const view = await service.updateMe(
        caller,
        { firstname: 'Anna', lastname: 'López', company: '', phone: '+33 6 12 34 56 78', version },
        T.now,
      );
      expect(view).toMatchObject({ firstname: 'Anna', lastname: 'López', company: '', phone: '+33 6 12 34 56 78', version: version + 1 });
      expect(fake.customers.get(customerId)).toMatchObject({ firstname: 'Anna', version: version + 1 });
    });

    it('answers 409 CONFLICT to a stale version and changes nothing', async () => {
      const { caller, customerId } = await signedIn();
      const version = fake.customers.get(customerId)!.version;
      await service.updateMe(caller, { firstname: 'Anna', lastname: 'Lopez', company: '', phone: '', version }, T.now);
      await expectAppError(service.updateMe(caller, { firstname: 'Old', lastname: 'Tab', company: '', phone: '', version }, T.now), {
        status: 409,
        code: 'CONFLICT',
      });
      expect(fake.customers.get(customerId)!.firstname).toBe('Anna');
    });
  });

  describe('e-mail change', () => {
    it('checks the password, mails a code to the NEW address, and changes nothing before the code', async () => {
      const { caller, customerId } = await signedIn();
      await service.requestEmailChange(caller, { email: 'Ana.New@Example.com', password: PASSWORD }, T);
      const mail = fake.mails.at(-1)!;
      expect(mail).toMatchObject({ to: 'Ana.New@Example.com', mail: 'emailChangeCode', locale: 'fr' });
      expect(mail.data.code).toMatch(/^\d{6}$/);
      expect(mail.data.link).toBe('https://app.example/fr/customer/account');
      expect(fake.customers.get(customerId)!.email).toBe('Ana@Example.com');
      expect(fake.emailChanges.get(customerId)!.codeHash).not.toContain(mail.data.code);
    });

    it('refuses a wrong password as a field error, sends nothing', async () => {
      const { caller } = await signedIn();
      const before = fake.mails.length;
      const error = await expectAppError(service.requestEmailChange(caller, { email: 'new@example.com', password: 'Wrong1!xx' }, T), {
        status: 400,
      });
      expect(error.details).toEqual([{ field: 'password', message: 'validation.currentPasswordWrong' }]);
      expect(fake.mails.length).toBe(before);
    });

    it("answers a taken address like a free one and mails that address's owner instead (no oracle)", async () => {
      await signedIn({ ...registration, email: 'lea@example.com', firstname: 'Léa' });
      const { caller, customerId } = await signedIn();
      await expect(service.requestEmailChange(caller, { email: 'LEA@example.com', password: PASSWORD }, T)).resolves.toBeUndefined();
      expect(fake.mails.at(-1)).toMatchObject({ to: 'lea@example.com', mail: 'accountExists', data: { firstname: 'Léa' } });
      expect(fake.emailChanges.has(customerId)).toBe(false);
    });

    it('confirms with the code: the address changes, the old one is told, the sessions carry the new one', async () => {
      const { caller, customerId, otherToken } = await signedIn();
      await service.requestEmailChange(caller, { email: 'ana.new@example.com', password: PASSWORD }, T);
      const code = fake.mails.at(-1)!.data.code!;
      const view = await service.confirmEmailChange(caller, { code }, T);
      expect(view.email).toBe('ana.new@example.com');
      expect(fake.customers.get(customerId)).toMatchObject({ email: 'ana.new@example.com', emailLower: 'ana.new@example.com' });
      expect(fake.mails.at(-1)).toMatchObject({
        to: 'Ana@Example.com',
        mail: 'emailChanged',
        data: { email: 'ana.new@example.com', lostPasswordLink: 'https://app.example/fr/lostPassword' },
      });
      expect(fake.sessions.get(otherToken)!.email).toBe('ana.new@example.com');
      // The old address no longer logs in; the new one does.
      await expectAppError(service.login({ email: 'ana@example.com', password: PASSWORD }, T), { code: 'LOGIN_INVALID' });
      expect((await service.login({ email: 'ana.new@example.com', password: PASSWORD }, T)).customer.customerId).toBe(customerId);
    });

    it('claims the invitations of the address just confirmed', async () => {
      const { caller, customerId } = await signedIn();
      await service.requestEmailChange(caller, { email: 'ana.new@example.com', password: PASSWORD }, T);
      fake.claimed.length = 0;
      await service.confirmEmailChange(caller, { code: fake.mails.at(-1)!.data.code! }, T);
      expect(fake.claimed).toEqual([customerId]);
    });

    it('allows 5 tries per code, then refuses even the right one; and a code expires after 24 hours', async () => {
      const { caller, customerId } = await signedIn();
      await service.requestEmailChange(caller, { email: 'ana.new@example.com', password: PASSWORD }, T);
      const code = fake.mails.at(-1)!.data.code!;
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < EMAIL_CHANGE_MAX_TRIES; i++) {
        await expectAppError(service.confirmEmailChange(caller, { code: wrong }, T), { code: 'ACTIVATION_CODE_INVALID', status: 400 });
      }
      await expectAppError(service.confirmEmailChange(caller, { code }, T), { code: 'ACTIVATION_CODE_INVALID' });
      expect(fake.customers.get(customerId)!.email).toBe('Ana@Example.com');

      await service.requestEmailChange(caller, { email: 'ana.new@example.com', password: PASSWORD }, T);
      const fresh = fake.mails.at(-1)!.data.code!;
      await expectAppError(service.confirmEmailChange(caller, { code: fresh }, at(EMAIL_CHANGE_TTL_MS + 1000)), {
        code: 'ACTIVATION_CODE_INVALID',
      });
    });

    it('answers 409 when the new address was taken by someone else before the code', async () => {
      const { caller } = await signedIn();
      await service.requestEmailChange(caller, { email: 'lea@example.com', password: PASSWORD }, T);
      const code = fake.mails.at(-1)!.data.code!;
      await signedIn({ ...registration, email: 'lea@example.com', firstname: 'Léa' });
      const error = await expectAppError(service.confirmEmailChange(caller, { code }, T), { status: 409, code: 'CONFLICT' });
      expect(error.details).toEqual([{ field: 'code', message: 'validation.accountEmailTaken' }]);
    });
  });

  describe('password change', () => {
    it('stores the new password, revokes every other session but the caller, and mails a notice', async () => {
      const { caller, customerId, otherToken } = await signedIn();
      await service.changePassword(caller, { currentPassword: PASSWORD, password: 'N3w-Passw0rd' }, T.now);
      expect(fake.sessions.has(caller.sessionId)).toBe(true);
      expect(fake.sessions.has(otherToken)).toBe(false);
      // The consoles of the revoked sessions close with them; the caller's stay.
      expect(fake.consolesClosed).toEqual([{ customerId, except: caller.sessionId }]);
      expect(fake.mails.at(-1)).toMatchObject({ to: 'Ana@Example.com', mail: 'passwordChanged', locale: 'fr' });
      await expectAppError(service.login({ email: 'ana@example.com', password: PASSWORD }, T), { code: 'LOGIN_INVALID' });
      expect((await service.login({ email: 'ana@example.com', password: 'N3w-Passw0rd' }, T)).customer.customerId).toBe(customerId);
    });

    it('refuses a wrong current password as a field error on it, and changes nothing', async () => {
      const { caller, otherToken } = await signedIn();
      const error = await expectAppError(
        service.changePassword(caller, { currentPassword: 'Wrong1!xx', password: 'N3w-Passw0rd' }, T.now),
        { status: 400 },
      );
      expect(error.details).toEqual([{ field: 'currentPassword', message: 'validation.currentPasswordWrong' }]);
      expect(fake.sessions.has(otherToken)).toBe(true);
      expect(fake.consolesClosed).toEqual([]);
      expect((await service.login({ email: 'ana@example.com', password: PASSWORD }, T)).customer).toBeDefined();
    });

    it('limits password checks per customer: the 6th within 15 minutes is 429, even with the right password', async () => {
      const { caller } = await signedIn();
      for (let i = 0; i < LIMITS.passwordCustomer.max; i++) {
        await expectAppError(service.changePassword(caller, { currentPassword: 'Wrong1!xx', password: 'N3w-Passw0rd' }, T.now), {
          status: 400,
        });
      }
      await expectAppError(service.changePassword(caller, { currentPassword: PASSWORD, password: 'N3w-Passw0rd' }, T.now), {
        status: 429,
        code: 'TOO_MANY_REQUESTS',
      });
    });
  });

  describe('erasure request', () => {
    it('checks the password, marks the account deleting, starts purgeAccount and revokes every session', async () => {
      const { caller, customerId } = await signedIn();
      const { jobId } = await service.requestDeletion(caller, { password: PASSWORD }, T.now);
      expect(jobId).toBe('job-1');
      expect(fake.jobs).toEqual([{ type: 'purgeAccount', ownerId: customerId, projectId: NO_PROJECT, input: { customerId } }]);
      expect(fake.customers.get(customerId)!.status).toBe('deleting');
      expect([...fake.sessions.values()].filter((s) => s.customerId === customerId)).toEqual([]);
      expect(fake.consolesClosed).toEqual([{ customerId }]);
      // Login then fails like a wrong password; `me` knows nobody.
      await expectAppError(service.login({ email: 'ana@example.com', password: PASSWORD }, T), { code: 'LOGIN_INVALID', status: 401 });
      expect(await service.me(customerId)).toBeUndefined();
    });

    it('refuses a wrong password and keeps the account', async () => {
      const { caller, customerId } = await signedIn();
      const error = await expectAppError(service.requestDeletion(caller, { password: 'Wrong1!xx' }, T.now), { status: 400 });
      expect(error.details).toEqual([{ field: 'password', message: 'validation.currentPasswordWrong' }]);
      expect(fake.customers.get(customerId)!.status).toBe('active');
      expect(fake.jobs).toEqual([]);
    });
  });
});
