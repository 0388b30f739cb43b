import type { CustomerView } from '../../shared/schemas/accounts';
import { randomCode, sameDigest } from '../lib/auth/tokens';
import { ttlSeconds } from '../lib/db/keys';
import { Conflict, Unauthorized } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import type { AccountsDeps, Attempt } from './deps-types';
import { changedElsewhere, codeInvalid, EMAIL_CHANGE_MAX_TRIES, EMAIL_CHANGE_TTL_MS, limitsOf, toView, UNIFORM_ANSWER_MS } from './rules';
import type { AccountSteps } from './steps';

/** A change of the account's e-mail address: asked with the password, confirmed by a code sent to the new address. */
export function emailChange(deps: AccountsDeps, steps: AccountSteps) {
  const { repository: repo } = deps;
  return {
    /**
     * Always 202. The password is checked first (reserved under the customer's limit); then the new address gets a
     * code, or, when another account holds it, its owner is told (as register does): the answer says nothing.
     */
    async requestEmailChange(caller: Caller, input: { email: string; password: string }, { now, client }: Attempt): Promise<void> {
      const startedAt = Date.now();
      const customer = await steps.checkPassword(caller.customerId, input.password, 'password', now);
      const emailLower = input.email.toLowerCase();
      await deps.limiter.reserve(limitsOf.mail(emailLower, client), now);
      const owner = await repo.findCustomerByEmail(emailLower);
      if (owner && owner.customerId !== customer.customerId) {
        await steps.mailAccountExists(owner);
      } else {
        const code = randomCode();
        await repo.putEmailChange({
          customerId: customer.customerId,
          email: input.email,
          emailLower,
          codeHash: steps.emailCodeHash(customer.customerId, code),
          expiresAt: ttlSeconds(new Date(now.getTime() + EMAIL_CHANGE_TTL_MS)),
        });
        await deps.sendMail({
          to: input.email,
          mail: 'emailChangeCode',
          locale: customer.lang,
          data: { firstname: customer.firstname, code, link: steps.link(customer.lang, 'customer/account') },
        });
      }
      await deps.padUntil(startedAt, UNIFORM_ANSWER_MS);
    },

    /**
     * The code of the pending change, each try reserved before it is judged (5 per code, and the customer's and
     * client's limits). The change, the guards and the consumed code are one transaction; then the old address is
     * told, the live sessions carry the new one, and the invitations to the new address become rights.
     */
    async confirmEmailChange(caller: Caller, input: { code: string }, { now, client }: Attempt): Promise<CustomerView> {
      await deps.limiter.reserve(limitsOf.emailChange(caller.customerId, client), now);
      const change = await repo.reserveEmailChangeTry(caller.customerId, EMAIL_CHANGE_MAX_TRIES, now);
      if (!change || !sameDigest(steps.emailCodeHash(caller.customerId, input.code), change.codeHash)) throw codeInvalid();
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
        data: { firstname: previous.firstname, email: change.email, lostPasswordLink: steps.link(previous.lang, 'lostPassword') },
      });
      await deps.sessions.renameSessions(customer.customerId, change.email);
      await deps.claimInvitations(customer.customerId); // invitations to the address just confirmed become rights
      return updated;
    },
  };
}
