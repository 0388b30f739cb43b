import { ulid } from 'ulid';
import type { UiLocale } from '../../shared/constants';
import type { CustomerView, RegisterInput } from '../../shared/schemas/accounts';
import { hashPassword, needsRehash, spendVerifyTime, verifyPassword } from '../lib/auth/passwords';
import { clientOf, pairOf, type LimitSubject, type Reservation } from '../lib/auth/rate-limit';
import { hashSecret, randomCode, randomToken, sameDigest } from '../lib/auth/tokens';
import { ttlSeconds, isExpired } from '../lib/db/keys';
import { AppError } from '../lib/errors';
import type { MailRequest } from '../lib/mail/sender';
import type { MailName } from '../lib/mail/templates';
import type * as defaultRepository from './repository';
import type { CustomerItem } from './repository';

/** SPEC/issue constants of the account life. */
export const ACTIVATION_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const ACTIVATION_MAX_TRIES = 5;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Answers that must not tell whether an account exists take at least this long. */
export const UNIFORM_ANSWER_MS = 350;

/** Who is attempting and when: the clock of the request and the client address (`request.sourceIp`). */
export interface Attempt {
  readonly now: Date;
  readonly client: string;
}

export interface AccountsDeps {
  readonly repository: typeof defaultRepository;
  readonly sendMail: <M extends MailName>(request: MailRequest<M>) => Promise<void>;
  readonly limiter: {
    reserve(limits: readonly LimitSubject[], now: Date): Promise<Reservation[]>;
    release(reservations: readonly Reservation[]): Promise<void>;
    clear(reservation: Reservation): Promise<void>;
  };
  readonly sessions: {
    createSession(customer: { customerId: string; email: string }, now: Date): Promise<{ token: string; cookie: string }>;
    revokeAllSessions(customerId: string): Promise<void>;
  };
  readonly appUrl: () => string;
  /** Waits until `ms` have passed since `startedAt` (tests pass a no-op). */
  readonly padUntil: (startedAt: number, ms: number) => Promise<void>;
  /** Issue 13 (delegation): turns the invitations of the customer's address into rights (best effort, never throws). */
  readonly claimInvitations: (customerId: string) => Promise<unknown>;
}

const loginInvalid = () => new AppError(401, 'LOGIN_INVALID', 'Invalid credentials.');
const codeInvalid = () =>
  new AppError(400, 'ACTIVATION_CODE_INVALID', 'The code is not valid.', [{ field: 'code', message: 'errors.ACTIVATION_CODE_INVALID' }]);
const resetInvalid = () => new AppError(400, 'RESET_LINK_INVALID', 'The reset link is not valid or has expired.');

export const toView = (customer: CustomerItem): CustomerView => ({
  customerId: customer.customerId,
  email: customer.email,
  firstname: customer.firstname,
  lastname: customer.lastname,
  company: customer.company,
  phone: customer.phone,
  lang: customer.lang,
});

/**
 * The limits each route reserves under, client-bound ones first (rate-limit.ts explains the order);
 * login's per-pair limit comes first of all (the service clears it after a right password).
 */
const limitsOf = {
  login: (emailLower: string, address: string): LimitSubject[] => [
    ['loginPair', pairOf(emailLower, clientOf(address))],
    ['loginClient', clientOf(address)],
    ['loginAddress', emailLower],
  ],
  mail: (emailLower: string, address: string): LimitSubject[] => [
    ['mailClient', clientOf(address)],
    ['mailAddress', emailLower],
  ],
  activate: (customerId: string, address: string): LimitSubject[] => [
    ['activateClient', clientOf(address)],
    ['activateCustomer', customerId],
  ],
  resetPassword: (customerId: string, address: string): LimitSubject[] => [
    ['resetPair', pairOf(customerId, clientOf(address))],
    ['resetClient', clientOf(address)],
  ],
};

/** The account rules (SPEC §2, §5, §8; DESIGN §6). Storage, mail, limits and clock are injected. */
export function accountsService(deps: AccountsDeps) {
  const { repository: repo } = deps;
  const codeHash = (customerId: string, code: string) => hashSecret(code, `activation:${customerId}`);
  const link = (locale: UiLocale, path: string) => `${deps.appUrl()}/${locale}/${path}`;
  const activationLink = (locale: UiLocale, customerId: string) => link(locale, `login?activate=${encodeURIComponent(customerId)}`);

  async function mailActivationCode(customer: { customerId: string; email: string; firstname: string }, locale: UiLocale, now: Date) {
    const code = randomCode();
    await repo.putActivationCode(
      customer.customerId,
      codeHash(customer.customerId, code),
      ttlSeconds(new Date(now.getTime() + ACTIVATION_CODE_TTL_MS)),
    );
    await deps.sendMail({
      to: customer.email,
      mail: 'activation',
      locale,
      data: { firstname: customer.firstname, code, link: activationLink(locale, customer.customerId) },
    });
  }

  return {
    /**
     * Always 201 `{ customerId }`, with the same work whether the address is free or taken (password hashed,
     * one transaction, two reads, one mail): a taken address gets a mail to its owner instead, and the id
     * answered, freshly drawn, leads nowhere.
     */
    async register(input: RegisterInput, { now, client }: Attempt): Promise<{ customerId: string }> {
      const emailLower = input.email.toLowerCase();
      await deps.limiter.reserve(limitsOf.mail(emailLower, client), now);
      const customerId = ulid(now.getTime());
      const code = randomCode();
      let created = true;
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
        if (!(error instanceof repo.EmailTaken)) throw error;
        created = false;
      }
      // Read in both cases (the owner when taken, the new customer otherwise) so both cost the same.
      const owner = await repo.findCustomerByEmail(emailLower);
      if (created) {
        await deps.sendMail({
          to: input.email,
          mail: 'activation',
          locale: input.lang,
          data: { firstname: input.firstname, code, link: activationLink(input.lang, customerId) },
        });
      } else if (owner) {
        await deps.sendMail({
          to: owner.email,
          mail: 'accountExists',
          locale: owner.lang,
          data: { firstname: owner.firstname, loginLink: link(owner.lang, 'login'), lostPasswordLink: link(owner.lang, 'lostPassword') },
        });
      }
      return { customerId };
    },

    /**
     * Each try is reserved before the code is compared: under the customer's and the client's limits, then
     * on the code itself (5 tries). An active account has no code left: any code is refused as wrong.
     */
    async activate(input: { customerId: string; code: string }, { now, client }: Attempt): Promise<void> {
      await deps.limiter.reserve(limitsOf.activate(input.customerId, client), now);
      const pendingHash = await repo.reserveCodeTry(input.customerId, ACTIVATION_MAX_TRIES, now);
      if (!pendingHash || !sameDigest(codeHash(input.customerId, input.code), pendingHash)) throw codeInvalid();
      if (!(await repo.activate(input.customerId, pendingHash, now))) throw codeInvalid();
      await deps.claimInvitations(input.customerId);
    },

    /** Always 202; a pending account gets a new code (the old one and its tries are replaced). */
    async requestActivationCode(input: { email: string; lang: UiLocale }, { now, client }: Attempt): Promise<void> {
      const startedAt = Date.now();
      const emailLower = input.email.toLowerCase();
      await deps.limiter.reserve(limitsOf.mail(emailLower, client), now);
      const customer = await repo.findCustomerByEmail(emailLower);
      if (customer?.status === 'pending') await mailActivationCode(customer, input.lang, now);
      await deps.padUntil(startedAt, UNIFORM_ANSWER_MS);
    },

    /**
     * The attempt is reserved first; an unknown address costs what a known one does (two reads, one
     * argon2id verification). A right password gives the reservation back and forgets that client's
     * failures on that address.
     */
    async login(input: { email: string; password: string }, { now, client }: Attempt) {
      const emailLower = input.email.toLowerCase();
      const [pair, ...shared] = await deps.limiter.reserve(limitsOf.login(emailLower, client), now);
      const customer = await repo.findCustomerByEmail(emailLower);
      // Without a customer, the same time is spent on a hash nobody owns: the answer's delay tells nothing.
      let valid = false;
      if (customer) valid = await verifyPassword(input.password, customer.passwordHash);
      else await spendVerifyTime(input.password);
      if (!customer || !valid) throw loginInvalid();
      await Promise.all([deps.limiter.clear(pair!), deps.limiter.release(shared)]);
      // Said only after a correct password, so it reveals nothing to a guesser.
      if (customer.status !== 'active') throw new AppError(403, 'ACCOUNT_NOT_ACTIVATED', 'Activate the account first.');
      if (needsRehash(customer.passwordHash)) {
        await repo.updatePasswordHash(customer.customerId, await hashPassword(input.password), customer.version, now);
      }
      const session = await deps.sessions.createSession(customer, now);
      await deps.claimInvitations(customer.customerId); // an invitation that arrived while the account was being activated
      return { customer: toView(customer), cookie: session.cookie };
    },

    async me(customerId: string): Promise<CustomerView | undefined> {
      const customer = await repo.getCustomer(customerId);
      return customer ? toView(customer) : undefined;
    },

    /** Always 202, in about the same time whether the account exists or not. */
    async lostPassword(input: { email: string; lang: UiLocale }, { now, client }: Attempt): Promise<void> {
      const startedAt = Date.now();
      const emailLower = input.email.toLowerCase();
      await deps.limiter.reserve(limitsOf.mail(emailLower, client), now);
      const customer = await repo.findCustomerByEmail(emailLower);
      if (customer?.status === 'active') {
        const token = randomToken();
        await repo.putResetToken(customer.customerId, hashSecret(token, 'reset'), ttlSeconds(new Date(now.getTime() + RESET_TOKEN_TTL_MS)));
        await deps.sendMail({
          to: customer.email,
          mail: 'resetPassword',
          locale: input.lang,
          data: {
            firstname: customer.firstname,
            link: link(input.lang, `customer/resetPassword/${encodeURIComponent(customer.customerId)}/${encodeURIComponent(token)}`),
          },
        });
      } else if (customer?.status === 'pending') {
        await mailActivationCode(customer, input.lang, now);
      }
      await deps.padUntil(startedAt, UNIFORM_ANSWER_MS);
    },

    async resetPassword(input: { customerId: string; securityCode: string; password: string }, { now, client }: Attempt): Promise<void> {
      await deps.limiter.reserve(limitsOf.resetPassword(input.customerId, client), now);
      const pending = await repo.getResetToken(input.customerId);
      const candidate = hashSecret(input.securityCode, 'reset');
      if (!pending || isExpired(pending, now) || !sameDigest(candidate, pending.tokenHash)) throw resetInvalid();
      const passwordHash = await hashPassword(input.password);
      if (!(await repo.resetPassword(input.customerId, pending.tokenHash, passwordHash, now))) throw resetInvalid();
      await deps.sessions.revokeAllSessions(input.customerId);
    },
  };
}
