import type { UiLocale } from '../../shared/constants';
import { verifyPassword } from '../lib/auth/passwords';
import { hashSecret, randomCode } from '../lib/auth/tokens';
import { ttlSeconds } from '../lib/db/keys';
import { Unauthorized } from '../lib/errors';
import type { AccountsDeps } from './deps-types';
import type { CustomerItem } from './repository';
import { ACTIVATION_CODE_TTL_MS, limitsOf, wrongPassword } from './rules';

/** The steps several account operations share: code hashes, links, mails, the password check, the end of sessions. */
export type AccountSteps = ReturnType<typeof accountSteps>;

export function accountSteps(deps: AccountsDeps) {
  const { repository: repo } = deps;
  const link = (locale: UiLocale, path: string) => `${deps.appUrl()}/${locale}/${path}`;
  const activationLink = (locale: UiLocale, customerId: string) => link(locale, `login?activate=${encodeURIComponent(customerId)}`);
  const codeHash = (customerId: string, code: string) => hashSecret(code, `activation:${customerId}`);

  return {
    link,
    activationLink,
    codeHash,
    emailCodeHash: (customerId: string, code: string) => hashSecret(code, `email-change:${customerId}`),

    /** Revokes a customer's sessions (all, or all but `except`), and closes their consoles at once. */
    async endSessions(customerId: string, now: Date, options: { except?: string } = {}) {
      await deps.sessions.revokeAllSessions(customerId, options);
      await deps.live.sessionsEnded(customerId, options, now);
    },

    /**
     * A signed-in customer's password, reserved under their limit before it is judged; a right one gives the slot back.
     * Only an active account (or, for a repeated erasure request, one being erased) passes.
     */
    async checkPassword(customerId: string, password: string, field: string, now: Date, allow: { deleting?: boolean } = {}) {
      const held = await deps.limiter.reserve(limitsOf.password(customerId), now);
      const customer = await repo.getCustomer(customerId);
      const usable = customer?.status === 'active' || (allow.deleting === true && customer?.status === 'deleting');
      if (!customer || !usable) throw new Unauthorized();
      if (!(await verifyPassword(password, customer.passwordHash))) throw wrongPassword(field);
      await deps.limiter.release(held);
      return customer;
    },

    /** A new activation code for a pending account (the old one and its tries are replaced), mailed with its link. */
    async mailActivationCode(customer: { customerId: string; email: string; firstname: string }, locale: UiLocale, now: Date) {
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
    },

    /** Someone gave the address of an existing account: its owner is told, in their language (never an account being erased). */
    async mailAccountExists(owner: CustomerItem) {
      if (owner.status === 'deleting') return;
      await deps.sendMail({
        to: owner.email,
        mail: 'accountExists',
        locale: owner.lang,
        data: { firstname: owner.firstname, loginLink: link(owner.lang, 'login'), lostPasswordLink: link(owner.lang, 'lostPassword') },
      });
    },
  };
}
