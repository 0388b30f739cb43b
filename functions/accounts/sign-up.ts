import { ulid } from 'ulid';
import type { UiLocale } from '../../shared/constants';
import type { RegisterInput } from '../../shared/schemas/accounts';
import { hashPassword } from '../lib/auth/passwords';
import { randomCode, sameDigest } from '../lib/auth/tokens';
import { ttlSeconds } from '../lib/db/keys';
import type { AccountsDeps, Attempt } from './deps-types';
import { ACTIVATION_CODE_TTL_MS, ACTIVATION_MAX_TRIES, codeInvalid, limitsOf, UNIFORM_ANSWER_MS } from './rules';
import type { AccountSteps } from './steps';

/** Registration and activation: an account is created pending, with a 6-digit code mailed to its address. */
export function signUp(deps: AccountsDeps, steps: AccountSteps) {
  const { repository: repo } = deps;
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
          { codeHash: steps.codeHash(customerId, code), expiresAt: ttlSeconds(new Date(now.getTime() + ACTIVATION_CODE_TTL_MS)) },
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
          data: { firstname: input.firstname, code, link: steps.activationLink(input.lang, customerId) },
        });
      } else if (owner) {
        await steps.mailAccountExists(owner);
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
      if (!pendingHash || !sameDigest(steps.codeHash(input.customerId, input.code), pendingHash)) throw codeInvalid();
      if (!(await repo.activate(input.customerId, pendingHash, now))) throw codeInvalid();
      await deps.claimInvitations(input.customerId);
    },

    /** Always 202; a pending account gets a new code (the old one and its tries are replaced). */
    async requestActivationCode(input: { email: string; lang: UiLocale }, { now, client }: Attempt): Promise<void> {
      const startedAt = Date.now();
      const emailLower = input.email.toLowerCase();
      await deps.limiter.reserve(limitsOf.mail(emailLower, client), now);
      const customer = await repo.findCustomerByEmail(emailLower);
      if (customer?.status === 'pending') await steps.mailActivationCode(customer, input.lang, now);
      await deps.padUntil(startedAt, UNIFORM_ANSWER_MS);
    },
  };
}
