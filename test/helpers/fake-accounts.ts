import type * as repository from '../../functions/accounts/repository';
import type { AccountsDeps } from '../../functions/accounts/service';
import { LIMITS, type LimitKind } from '../../functions/lib/auth/rate-limit';
import { TooManyRequests } from '../../functions/lib/errors';
import type { MailRequest } from '../../functions/lib/mail/sender';
import type { MailName } from '../../functions/lib/mail/templates';

type Customer = repository.CustomerItem;

/** In-memory stand-ins for the accounts service's storage, mail, limits and sessions. */
export function fakeAccountsDeps() {
  const customers = new Map<string, Customer>();
  const emails = new Map<string, string>();
  const codes = new Map<string, { codeHash: string; attempts: number; expiresAt: number }>();
  const resets = new Map<string, { tokenHash: string; expiresAt: number }>();
  const mails: MailRequest<MailName>[] = [];
  const revoked: string[] = [];
  const hits = new Map<string, number[]>();
  const locks = new Map<string, number>();
  class EmailTaken extends Error {}

  const repo = {
    EmailTaken,
    getCustomer: async (id: string) => customers.get(id),
    findCustomerByEmail: async (emailLower: string) => {
      const id = emails.get(emailLower);
      return id ? customers.get(id) : undefined;
    },
    createCustomer: async (customer: Customer, activation: { codeHash: string; expiresAt: number }) => {
      if (emails.has(customer.emailLower)) throw new EmailTaken();
      customers.set(customer.customerId, { ...customer });
      emails.set(customer.emailLower, customer.customerId);
      codes.set(customer.customerId, { ...activation, attempts: 0 });
    },
    putActivationCode: async (customerId: string, codeHash: string, expiresAt: number) => {
      codes.set(customerId, { codeHash, expiresAt, attempts: 0 });
    },
    getActivationCode: async (customerId: string) => {
      const code = codes.get(customerId);
      return code && { customerId, ...code };
    },
    countWrongCode: async (customerId: string, codeHash: string) => {
      const code = codes.get(customerId);
      if (code?.codeHash === codeHash) code.attempts += 1;
    },
    activate: async (customerId: string, codeHash: string) => {
      const customer = customers.get(customerId);
      if (!customer || customer.status !== 'pending' || codes.get(customerId)?.codeHash !== codeHash) return false;
      customer.status = 'active';
      codes.delete(customerId);
      return true;
    },
    putResetToken: async (customerId: string, tokenHash: string, expiresAt: number) => {
      resets.set(customerId, { tokenHash, expiresAt });
    },
    getResetToken: async (customerId: string) => {
      const reset = resets.get(customerId);
      return reset && { customerId, ...reset };
    },
    resetPassword: async (customerId: string, tokenHash: string, passwordHash: string) => {
      if (resets.get(customerId)?.tokenHash !== tokenHash) return false;
      resets.delete(customerId);
      customers.get(customerId)!.passwordHash = passwordHash;
      return true;
    },
    updatePasswordHash: async (customerId: string, passwordHash: string) => {
      customers.get(customerId)!.passwordHash = passwordHash;
    },
  } as unknown as typeof repository;

  const limiter: AccountsDeps['limiter'] = {
    async assertAllowed(kind: LimitKind, subject: string, now: Date) {
      const until = locks.get(`${kind}:${subject}`) ?? 0;
      if (until > now.getTime()) throw new TooManyRequests((until - now.getTime()) / 1000);
    },
    async recordHit(kind: LimitKind, subject: string, now: Date) {
      const key = `${kind}:${subject}`;
      const rule = LIMITS[kind];
      const list = [...(hits.get(key) ?? []).filter((at) => at > now.getTime() - rule.windowMs), now.getTime()];
      hits.set(key, list);
      if (list.length >= rule.max) locks.set(key, now.getTime() + rule.lockMs);
    },
    async consume(kind, subject, now) {
      await limiter.assertAllowed(kind, subject, now);
      await limiter.recordHit(kind, subject, now);
    },
    async clearHits(kind, subject) {
      hits.delete(`${kind}:${subject}`);
    },
  };

  const deps: AccountsDeps = {
    repository: repo,
    sendMail: async (request) => {
      mails.push(request as unknown as MailRequest<MailName>);
    },
    limiter,
    sessions: {
      createSession: async (customer) => ({ token: `token-${customer.customerId}`, cookie: 'sid=x' }),
      revokeAllSessions: async (customerId) => {
        revoked.push(customerId);
      },
    },
    appUrl: () => 'https://app.example',
    padUntil: async () => undefined,
  };
  return { deps, customers, codes, resets, mails, revoked };
}
