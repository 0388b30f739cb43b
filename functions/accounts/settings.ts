import type { CustomerView, UpdateMeInput } from '../../shared/schemas/accounts';
import { hashPassword } from '../lib/auth/passwords';
import type { Caller } from '../lib/http/route';
import { NO_PROJECT } from '../lib/jobs';
import type { AccountsDeps } from './deps-types';
import { changedElsewhere, toView } from './rules';
import type { AccountSteps } from './steps';

/** The signed-in customer's own account: their details, their password, the erasure of the account. */
export function accountSettings(deps: AccountsDeps, steps: AccountSteps) {
  const { repository: repo } = deps;
  return {
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
     * The current password proves who asks; the new one follows the password rules (docs/product.md, "Validation");
     * every other session is revoked.
     */
    async changePassword(caller: Caller, input: { currentPassword: string; password: string }, now: Date): Promise<void> {
      const customer = await steps.checkPassword(caller.customerId, input.currentPassword, 'currentPassword', now);
      try {
        await repo.changePassword(customer.customerId, await hashPassword(input.password), customer.version, now);
      } catch (error) {
        if (error instanceof repo.StaleVersion) throw changedElsewhere();
        throw error;
      }
      await steps.endSessions(customer.customerId, now, { except: caller.sessionId });
      await deps.sendMail({
        to: customer.email,
        mail: 'passwordChanged',
        locale: customer.lang,
        data: { firstname: customer.firstname, lostPasswordLink: steps.link(customer.lang, 'lostPassword') },
      });
    },

    /**
     * GDPR erasure, part one: confirmed by the password, the account stops signing in at once (`deleting`), the
     * purge job is started, every session is revoked. A repeated request (the job could not be started) starts it again.
     */
    async requestDeletion(caller: Caller, input: { password: string }, now: Date): Promise<{ jobId: string }> {
      const customer = await steps.checkPassword(caller.customerId, input.password, 'password', now, { deleting: true });
      if (customer.status === 'active' && !(await repo.markDeleting(customer.customerId, now))) throw changedElsewhere();
      const jobId = await deps.startJob(
        { type: 'purgeAccount', ownerId: customer.customerId, projectId: NO_PROJECT, input: { customerId: customer.customerId } },
        now,
      );
      await steps.endSessions(customer.customerId, now);
      return { jobId };
    },
  };
}
