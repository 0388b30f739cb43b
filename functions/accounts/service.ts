import { ulid } from 'ulid';
import type { UiLocale } from '../../shared/constants';
import type { CustomerView, RegisterInput, UpdateMeInput } from '../../shared/schemas/accounts';
import { hashPassword, needsRehash, spendVerifyTime, verifyPassword } from '../lib/auth/passwords';
import { clientOf, pairOf, type LimitSubject, type Reservation } from '../lib/auth/rate-limit';
import { hashSecret, randomCode, randomToken, sameDigest } from '../lib/auth/tokens';
import { ttlSeconds, isExpired } from '../lib/db/keys';
import { AppError, Conflict, Unauthorized } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import { NO_PROJECT } from '../lib/jobs';
import type { MailRequest } from '../lib/mail/sender';
import type { MailName } from '../lib/mail/templates';
import type { LiveRevocation } from '../lib/sockets/revocation';
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
    /** The session a token names, revoked: its customer and token hash when there was one. */
    revokeSession(token: string | undefined): Promise<{ customerId: string; sessionId: string } | undefined>;
    revokeAllSessions(customerId: string, options?: { except?: string }): Promise<void>;
    /** Issue 13: the new address on the customer's live sessions after an e-mail change. */
    renameSessions(customerId: string, email: string): Promise<void>;
  };
  /** Issue 13: starts the `purgeAccount` job of an erasure request (functions/lib/jobs.ts). */
  readonly startJob: (
    job: { type: 'purgeAccount'; ownerId: string; projectId: string; input: Record<string, unknown> },
    now: Date,
  ) => Promise<string>;
  readonly appUrl: () => string;
  /** Waits until `ms` have passed since `startedAt` (tests pass a no-op). */
  readonly padUntil: (startedAt: number, ms: number) => Promise<void>;
  /** Issue 13 (delegation): turns the invitations of the customer's address into rights (best effort, never throws). */
  readonly claimInvitations: (customerId: string) => Promise<unknown>;
  /** The realtime domain closes the consoles of the sessions that end, before the answer (docs/realtime.md). */
  readonly live: Pick<LiveRevocation, 'sessionsEnded'>;
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
  version: customer.version,
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
  // Issue 13 (my account): a signed-in customer's password checks, and the codes of an e-mail change.
  password: (customerId: string): LimitSubject[] => [['passwordCustomer', customerId]],
  emailChange: (customerId: string, address: string): LimitSubject[] => [
    ['activateClient', clientOf(address)],
    ['emailChangeCustomer', customerId],
  ],
};

/** Issue 13: SPEC-independent constants of the account page. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_CHANGE_MAX_TRIES = 5;

const wrongPassword = (field: string) =>
  new AppError(400, 'VALIDATION_FAILED', 'The password is not right.', [{ field, message: 'validation.currentPasswordWrong' }]);
const changedElsewhere = () => new Conflict('The account changed since you loaded it.');

/** The account rules (SPEC §2, §5, §8; DESIGN §6). Storage, mail, limits and clock are injected. */
export function accountsService(deps: AccountsDeps) {
  const { repository: repo } = deps;
  const codeHash = (customerId: string, code: string) => hashSecret(code, `activation:${customerId}`);
  const link = (locale: UiLocale, path: string) => `${deps.appUrl()}/${locale}/${path}`;
  const activationLink = (locale: UiLocale, customerId: string) => link(locale, `login?activate=${encodeURIComponent(customerId)}`);

  const emailCodeHash = (customerId: string, code: string) => hashSecret(code, `email-change:${customerId}`);

  /** Revokes a customer's sessions (all, or all but `except`), and closes their consoles at once. */
  async function endSessions(customerId: string, now: Date, options: { except?: string } = {}) {
    await deps.sessions.revokeAllSessions(customerId, options);
    await deps.live.sessionsEnded(customerId, options, now);
  }

  /**
   * A signed-in customer's password, reserved under their limit before it is judged; a right one gives the slot back.
   * Only an active account (or, for a repeated erasure request, one being erased) passes.
   */
  async function checkPassword(customerId: string, password: string, field: string, now: Date, allow: { deleting?: boolean } = {}) {
    const held = await deps.limiter.reserve(limitsOf.password(customerId), now);
    const customer = await repo.getCustomer(customerId);
    const usable = customer?.status === 'active' || (allow.deleting === true && customer?.status === 'deleting');
    if (!customer || !usable) throw new Unauthorized();
    if (!(await verifyPassword(password, customer.passwordHash))) throw wrongPassword(field);
    await deps.limiter.release(held);
    return customer;
  }

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
      } else if (owner && owner.status !== 'deleting') {
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
      // An account being erased (issue 13) fails as a wrong password would.
      if (!customer || !valid || customer.status === 'deleting') throw loginInvalid();
      await Promise.all([deps.limiter.clear(pair!), deps.limiter.release(shared)]);
      // Said only after a correct password, so it reveals nothing to a guesser.
      if (customer.status !== 'active') throw new AppError(403, 'ACCOUNT_NOT_ACTIVATED', 'Activate the account first.');
      if (needsRehash(customer.passwordHash)) {
        await repo.updatePasswordHash(customer.customerId, await hashPassword(input.password), customer.version, now);
      }
      // Beside the session, not after it: an invitation that arrived while the account was being activated (GSI1 is
      // eventually consistent) costs the login no waiting.
      const [session] = await Promise.all([deps.sessions.createSession(customer, now), deps.claimInvitations(customer.customerId)]);
      return { customer: toView(customer), cookie: session.cookie };
    },

    /** Revokes the session a cookie names (any, even stale: logout is public) and closes its consoles. */
    async logout(token: string | undefined, now: Date): Promise<void> {
      const ended = await deps.sessions.revokeSession(token);
      if (ended) await deps.live.sessionsEnded(ended.customerId, { only: ended.sessionId }, now);
    },

    async me(customerId: string): Promise<CustomerView | undefined> {
      const customer = await repo.getCustomer(customerId);
      return customer && customer.status !== 'deleting' ? toView(customer) : undefined;
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
      await endSessions(input.customerId, now);
    },

    // Issue 13 (my account): details, e-mail change, password change, erasure.

    /** First name, last name, company, phone, conditional on the version the page read (stale → 409). */
    async updateMe(caller: Caller, input: UpdateMeInput, now: Date): Promise<CustomerView> {
      const { version, ...details } = input;
      try {
        return toView(await repo.updateDetails(caller.customerId, details, version, now));
      } catch (error) {
        if (error instanceof repo.StaleVersion) throw changedElsewhere();
        throw error;
      }
    },

    /**
     * Always 202. The password is checked first (reserved under the customer's limit); then the new address gets a
     * code, or, when another account holds it, its owner is told (as register does): the answer says nothing.
     */
    async requestEmailChange(caller: Caller, input: { email: string; password: string }, { now, client }: Attempt): Promise<void> {
      const startedAt = Date.now();
      const customer = await checkPassword(caller.customerId, input.password, 'password', now);
      const emailLower = input.email.toLowerCase();
      await deps.limiter.reserve(limitsOf.mail(emailLower, client), now);
      const owner = await repo.findCustomerByEmail(emailLower);
      if (owner && owner.customerId !== customer.customerId) {
        if (owner.status !== 'deleting') {
          await deps.sendMail({
            to: owner.email,
            mail: 'accountExists',
            locale: owner.lang,
            data: { firstname: owner.firstname, loginLink: link(owner.lang, 'login'), lostPasswordLink: link(owner.lang, 'lostPassword') },
          });
        }
      } else {
        const code = randomCode();
        await repo.putEmailChange({
          customerId: customer.customerId,
          email: input.email,
          emailLower,
          codeHash: emailCodeHash(customer.customerId, code),
          expiresAt: ttlSeconds(new Date(now.getTime() + EMAIL_CHANGE_TTL_MS)),
        });
        await deps.sendMail({
          to: input.email,
          mail: 'emailChangeCode',
          locale: customer.lang,
          data: { firstname: customer.firstname, code, link: link(customer.lang, 'customer/account') },
        });
      }
      await deps.padUntil(startedAt, UNIFORM_ANSWER_MS);
    },

    /**
     * The code of the pending change, each try reserved before it is judged (5 per code, and the customer's and
     * client's limits). The change, the guards and the consumed code are one transaction; then the old address is
     * told, the live sessions carry the new one, and the hook for the delegation's invitations runs.
     */
    async confirmEmailChange(caller: Caller, input: { code: string }, { now, client }: Attempt): Promise<CustomerView> {
      await deps.limiter.reserve(limitsOf.emailChange(caller.customerId, client), now);
      const change = await repo.reserveEmailChangeTry(caller.customerId, EMAIL_CHANGE_MAX_TRIES, now);
      if (!change || !sameDigest(emailCodeHash(caller.customerId, input.code), change.codeHash)) throw codeInvalid();
      const customer = await repo.getCustomer(caller.customerId);
      if (customer?.status !== 'active') throw new Unauthorized();
      // The address to tell, read before the change (a repository may hand back the very object it then updates).
      const previous = { email: customer.email, lang: customer.lang, firstname: customer.firstname };
      const outcome = await repo.confirmEmailChange(customer, change, now);
      if (outcome === 'taken') {
        throw new Conflict('The address belongs to another account.', [{ field: 'code', message: 'validation.accountEmailTaken' }]);
      }
      if (outcome === 'stale') throw changedElsewhere();
      const updated = toView({ ...customer, email: change.email, emailLower: change.emailLower, version: customer.version + 1 });
      await deps.sendMail({
        to: previous.email,
        mail: 'emailChanged',
        locale: previous.lang,
        data: { firstname: previous.firstname, email: change.email, lostPasswordLink: link(previous.lang, 'lostPassword') },
      });
      await deps.sessions.renameSessions(customer.customerId, change.email);
      await deps.claimInvitations(customer.customerId); // invitations to the address just confirmed become rights
      return updated;
    },

    /** The current password proves who asks; the new one follows SPEC §5; every other session is revoked. */
    async changePassword(caller: Caller, input: { currentPassword: string; password: string }, now: Date): Promise<void> {
      const customer = await checkPassword(caller.customerId, input.currentPassword, 'currentPassword', now);
      try {
        await repo.changePassword(customer.customerId, await hashPassword(input.password), customer.version, now);
      } catch (error) {
        if (error instanceof repo.StaleVersion) throw changedElsewhere();
        throw error;
      }
      await endSessions(customer.customerId, now, { except: caller.sessionId });
      await deps.sendMail({
        to: customer.email,
        mail: 'passwordChanged',
        locale: customer.lang,
        data: { firstname: customer.firstname, lostPasswordLink: link(customer.lang, 'lostPassword') },
      });
    },

    /**
     * GDPR erasure, part one: confirmed by the password, the account stops signing in at once (`deleting`), the
     * purge job is started, every session is revoked. A repeated request (the job could not be started) starts it again.
     */
    async requestDeletion(caller: Caller, input: { password: string }, now: Date): Promise<{ jobId: string }> {
      const customer = await checkPassword(caller.customerId, input.password, 'password', now, { deleting: true });
      if (customer.status === 'active' && !(await repo.markDeleting(customer.customerId, now))) throw changedElsewhere();
      const jobId = await deps.startJob(
        { type: 'purgeAccount', ownerId: customer.customerId, projectId: NO_PROJECT, input: { customerId: customer.customerId } },
        now,
      );
      await endSessions(customer.customerId, now);
      return { jobId };
    },
  };
}
