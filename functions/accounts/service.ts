import { ulid } from 'ulid';
import type { UiLocale } from '../../shared/constants';
import type { CustomerView, RegisterInput } from '../../shared/schemas/accounts';
import { hashPassword, needsRehash, spendVerifyTime, verifyPassword } from '../lib/auth/passwords';
import type { LimitKind } from '../lib/auth/rate-limit';
import { hashSecret, randomCode, randomToken, sameDigest } from '../lib/auth/tokens';
import { ttlSeconds, isExpired } from '../lib/db/keys';
import { AppError, Conflict } from '../lib/errors';
import type { MailRequest } from '../lib/mail/sender';
import type { MailName } from '../lib/mail/templates';
import * as defaultRepository from './repository';

/** SPEC/issue constants of the account life. */
export const ACTIVATION_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const ACTIVATION_MAX_TRIES = 5;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Answers that must not tell whether an account exists take at least this long. */
export const UNIFORM_ANSWER_MS = 350;

export interface AccountsDeps {
  readonly repository: typeof defaultRepository;
  readonly sendMail: <M extends MailName>(request: MailRequest<M>) => Promise<void>;
  readonly limiter: {
    assertAllowed(kind: LimitKind, subject: string, now: Date): Promise<void>;
    recordHit(kind: LimitKind, subject: string, now: Date): Promise<void>;
    consume(kind: LimitKind, subject: string, now: Date): Promise<void>;
    clearHits(kind: LimitKind, subject: string): Promise<void>;
  };
  readonly sessions: {
    createSession(customer: { customerId: string; email: string }, now: Date): Promise<{ token: string; cookie: string }>;
    revokeAllSessions(customerId: string): Promise<void>;
  };
  readonly appUrl: () => string;
  /** Waits until `ms` have passed since `startedAt` (tests pass a no-op). */
  readonly padUntil: (startedAt: number, ms: number) => Promise<void>;
}

const loginInvalid = () => new AppError(401, 'LOGIN_INVALID', 'Invalid credentials.');
const codeInvalid = () =>
  new AppError(400, 'ACTIVATION_CODE_INVALID', 'The code is not valid.', [{ field: 'code', message: 'errors.ACTIVATION_CODE_INVALID' }]);
const resetInvalid = () => new AppError(400, 'RESET_LINK_INVALID', 'The reset link is not valid or has expired.');

export const toView = (customer: defaultRepository.CustomerItem): CustomerView => ({
  customerId: customer.customerId,
  email: customer.email,
  firstname: customer.firstname,
  lastname: customer.lastname,
  company: customer.company,
  phone: customer.phone,
  lang: customer.lang,
});

/** The account rules (SPEC §2, §5, §8; DESIGN §6). Storage, mail and clock are injected. */
export function accountsService(deps: AccountsDeps) {
  const { repository: repo } = deps;
  const codeHash = (customerId: string, code: string) => hashSecret(code, `activation:${customerId}`);

  async function mailActivationCode(customer: { customerId: string; email: string; firstname: string }, locale: UiLocale, now: Date) {
    const code = randomCode();
    await repo.putActivationCode(customer.customerId, codeHash(customer.customerId, code), ttlSeconds(new Date(now.getTime() + ACTIVATION_CODE_TTL_MS)));
    await deps.sendMail({
      to: customer.email,
      mail: 'activation',
      locale,
      data: { firstname: customer.firstname, code, link: `${deps.appUrl()}/${locale}/login?activate=${customer.customerId}` },
    });
  }

  return {
    async register(input: RegisterInput, now: Date): Promise<{ customerId: string }> {
      const emailLower = input.email.toLowerCase();
      await deps.limiter.consume('register', emailLower, now);
      const customerId = ulid(now.getTime());
      const code = randomCode();
      try {
        await repo.createCustomer(
          {
            customerId,
            email: input.email,
            emailLower,
            firstname: input.firstname,
            lastname: input.lastname,
            company: input.company,
            phone: input.phone,
            lang: input.lang,
            passwordHash: await hashPassword(input.password),
            status: 'pending',
            createdAt: now.toISOString(),
            updatedAt: now.toISOString(),
            version: 1,
          },
          { codeHash: codeHash(customerId, code), expiresAt: ttlSeconds(new Date(now.getTime() + ACTIVATION_CODE_TTL_MS)) },
        );
      } catch (error) {
        if (error instanceof repo.EmailTaken) {
          throw new Conflict('Registration failed.', [{ field: 'email', message: 'errors.REGISTER_FAILED' }]);
        }
        throw error;
      }
      await deps.sendMail({
        to: input.email,
        mail: 'activation',
        locale: input.lang,
        data: { firstname: input.firstname, code, link: `${deps.appUrl()}/${input.lang}/login?activate=${customerId}` },
      });
      return { customerId };
    },

    async activate(input: { customerId: string; code: string }, now: Date): Promise<void> {
      await deps.limiter.assertAllowed('activate', input.customerId, now);
      const customer = await repo.getCustomer(input.customerId);
      if (customer?.status === 'active') return; // already done: the validated page can show again
      const pending = await repo.getActivationCode(input.customerId);
      const candidate = codeHash(input.customerId, input.code);
      const usable = customer && pending && !isExpired(pending, now) && pending.attempts < ACTIVATION_MAX_TRIES;
      if (!usable || !sameDigest(candidate, pending.codeHash)) {
        if (usable) await repo.countWrongCode(input.customerId, pending.codeHash);
        await deps.limiter.recordHit('activate', input.customerId, now);
        throw codeInvalid();
      }
      if (!(await repo.activate(input.customerId, pending.codeHash, now))) throw codeInvalid();
    },

    /** Always 202; a pending account gets a new code (the old one and its tries are replaced). */
    async requestActivationCode(input: { email: string; lang: UiLocale }, now: Date): Promise<void> {
      const startedAt = Date.now();
      await deps.limiter.consume('activationCode', input.email.toLowerCase(), now);
      const customer = await repo.findCustomerByEmail(input.email.toLowerCase());
      if (customer?.status === 'pending') await mailActivationCode(customer, input.lang, now);
      await deps.padUntil(startedAt, UNIFORM_ANSWER_MS);
    },

    async login(input: { email: string; password: string }, now: Date) {
      const emailLower = input.email.toLowerCase();
      await deps.limiter.assertAllowed('login', emailLower, now);
      const customer = await repo.findCustomerByEmail(emailLower);
      const valid = customer ? await verifyPassword(input.password, customer.passwordHash) : (await spendVerifyTime(input.password), false);
      if (!customer || !valid) {
        await deps.limiter.recordHit('login', emailLower, now);
        throw loginInvalid();
      }
      // Said only after a correct password, so it reveals nothing to a guesser.
      if (customer.status !== 'active') throw new AppError(403, 'ACCOUNT_NOT_ACTIVATED', 'Activate the account first.');
      await deps.limiter.clearHits('login', emailLower);
      if (needsRehash(customer.passwordHash)) {
        await repo.updatePasswordHash(customer.customerId, await hashPassword(input.password), customer.version, now);
      }
      const session = await deps.sessions.createSession(customer, now);
      return { customer: toView(customer), cookie: session.cookie };
    },

    async me(customerId: string): Promise<CustomerView | undefined> {
      const customer = await repo.getCustomer(customerId);
      return customer ? toView(customer) : undefined;
    },

    /** Always 202, in about the same time whether the account exists or not. */
    async lostPassword(input: { email: string; lang: UiLocale }, now: Date): Promise<void> {
      const startedAt = Date.now();
      await deps.limiter.consume('lostPassword', input.email.toLowerCase(), now);
      const customer = await repo.findCustomerByEmail(input.email.toLowerCase());
      if (customer?.status === 'active') {
        const token = randomToken();
        await repo.putResetToken(customer.customerId, hashSecret(token, 'reset'), ttlSeconds(new Date(now.getTime() + RESET_TOKEN_TTL_MS)));
        await deps.sendMail({
          to: customer.email,
          mail: 'resetPassword',
          locale: input.lang,
          data: { firstname: customer.firstname, link: `${deps.appUrl()}/${input.lang}/customer/resetPassword/${customer.customerId}/${token}` },
        });
      } else if (customer?.status === 'pending') {
        await mailActivationCode(customer, input.lang, now);
      }
      await deps.padUntil(startedAt, UNIFORM_ANSWER_MS);
    },

    async resetPassword(input: { customerId: string; securityCode: string; password: string }, now: Date): Promise<void> {
      await deps.limiter.assertAllowed('resetPassword', input.customerId, now);
      const pending = await repo.getResetToken(input.customerId);
      const candidate = hashSecret(input.securityCode, 'reset');
      if (!pending || isExpired(pending, now) || !sameDigest(candidate, pending.tokenHash)) {
        await deps.limiter.recordHit('resetPassword', input.customerId, now);
        throw resetInvalid();
      }
      const passwordHash = await hashPassword(input.password);
      if (!(await repo.resetPassword(input.customerId, pending.tokenHash, passwordHash, now))) throw resetInvalid();
      await deps.sessions.revokeAllSessions(input.customerId);
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
