import type { UiLocale } from '../../shared/constants';
import type { CustomerView } from '../../shared/schemas/accounts';
import { hashPassword, needsRehash, spendVerifyTime, verifyPassword } from '../lib/auth/passwords';
import { hashSecret, randomToken, sameDigest } from '../lib/auth/tokens';
import { isExpired, ttlSeconds } from '../lib/db/keys';
import { AppError } from '../lib/errors';
import type { AccountsDeps, Attempt } from './deps-types';
import { limitsOf, loginInvalid, RESET_TOKEN_TTL_MS, resetInvalid, toView, UNIFORM_ANSWER_MS } from './rules';
import type { AccountSteps } from './steps';

/** Signing in and out, the signed-in customer, and a lost password's reset by mailed link. */
export function signIn(deps: AccountsDeps, steps: AccountSteps) {
  const { repository: repo } = deps;
  return {
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
      // An account being erased fails as a wrong password would.
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
            link: steps.link(input.lang, `customer/resetPassword/${encodeURIComponent(customer.customerId)}/${encodeURIComponent(token)}`),
          },
        });
      } else if (customer?.status === 'pending') {
        await steps.mailActivationCode(customer, input.lang, now);
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
      await steps.endSessions(input.customerId, now);
    },
  };
}
