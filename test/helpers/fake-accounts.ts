import type * as repository from '../../functions/accounts/repository';
import type { CustomerItem } from '../../functions/accounts/repository';
import type { AccountsDeps } from '../../functions/accounts/deps-types';
import { LIMITS, windowOf, type Reservation } from '../../functions/lib/auth/rate-limit';
import { TooManyRequests } from '../../functions/lib/errors';
import type { MailRequest } from '../../functions/lib/mail/sender';
import type { MailName } from '../../functions/lib/mail/templates';

type Customer = CustomerItem;

/** In-memory stand-ins for the accounts service's storage, mail, limits and sessions. */
export function fakeAccountsDeps() {
  const customers = new Map<string, Customer>();
  const emails = new Map<string, string>();
  const codes = new Map<string, { codeHash: string; attempts: number; expiresAt: number }>();
  const resets = new Map<string, { tokenHash: string; expiresAt: number }>();
  const mails: MailRequest<MailName>[] = [];
  const revoked: string[] = [];
  // My account
  const emailChanges = new Map<string, { email: string; emailLower: string; codeHash: string; attempts: number; expiresAt: number }>();
  /** Sessions by token hash (the fake's `createSession` adds one per login). */
  const sessions = new Map<string, { customerId: string; email: string }>();
  const jobs: { type: string; ownerId: string; projectId: string; input: Record<string, unknown> }[] = [];
  class StaleVersion extends Error {}
  /** Limit counters by `kind|subject|window`, as the reservations of rate-limit.ts keep them. */
  const hits = new Map<string, number>();
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
    reserveCodeTry: async (customerId: string, maxTries: number, now: Date) => {
      const code = codes.get(customerId);
      if (!code || code.attempts >= maxTries || code.expiresAt <= Math.floor(now.getTime() / 1000)) return undefined;
      code.attempts += 1;
      return code.codeHash;
    },
    activate: async (customerId: string, codeHash: string) => {
      const customer = customers.get(customerId);
      if (customer?.status !== 'pending' || codes.get(customerId)?.codeHash !== codeHash) return false;
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
    // My account
    StaleVersion,
    updateDetails: async (customerId: string, details: Partial<Customer>, version: number) => {
      const customer = customers.get(customerId);
      if (customer?.status !== 'active' || customer.version !== version) throw new StaleVersion();
      Object.assign(customer, details, { version: version + 1 });
      return { ...customer };
    },
    changePassword: async (customerId: string, passwordHash: string, version: number) => {
      const customer = customers.get(customerId);
      if (customer?.status !== 'active' || customer.version !== version) throw new StaleVersion();
      Object.assign(customer, { passwordHash, version: version + 1 });
    },
    putEmailChange: async (change: { customerId: string; email: string; emailLower: string; codeHash: string; expiresAt: number }) => {
      emailChanges.set(change.customerId, { ...change, attempts: 0 });
    },
    reserveEmailChangeTry: async (customerId: string, maxTries: number, now: Date) => {
      const change = emailChanges.get(customerId);
      if (!change || change.attempts >= maxTries || change.expiresAt <= Math.floor(now.getTime() / 1000)) return undefined;
      change.attempts += 1;
      return { customerId, ...change };
    },
    confirmEmailChange: async (
      customer: { customerId: string; emailLower: string; version: number },
      change: { email: string; emailLower: string; codeHash: string },
    ) => {
      const stored = customers.get(customer.customerId);
      const pending = emailChanges.get(customer.customerId);
      if (!stored || stored.version !== customer.version || pending?.codeHash !== change.codeHash) return 'stale';
      const holder = emails.get(change.emailLower);
      if (holder && holder !== customer.customerId) return 'taken';
      emails.delete(customer.emailLower);
      emails.set(change.emailLower, customer.customerId);
      emailChanges.delete(customer.customerId);
      Object.assign(stored, { email: change.email, emailLower: change.emailLower, version: stored.version + 1 });
      return 'done';
    },
    markDeleting: async (customerId: string) => {
      const customer = customers.get(customerId);
      if (customer?.status !== 'active') return false;
      Object.assign(customer, { status: 'deleting', version: customer.version + 1 });
      return true;
    },
  } as unknown as typeof repository;

  /** Same semantics as rate-limit.ts, in memory: fixed windows, reserve in order, give back on refusal. */
  const limiter: AccountsDeps['limiter'] = {
    async reserve(limits, now) {
      const held: Reservation[] = [];
      for (const [kind, subject] of limits) {
        const { index, endsAt } = windowOf(kind, now);
        const id = `${kind}|${subject.toLowerCase()}|${index}`;
        const count = hits.get(id) ?? 0;
        if (count >= LIMITS[kind].max) {
          await limiter.release(held);
          throw new TooManyRequests((endsAt - now.getTime()) / 1000);
        }
        hits.set(id, count + 1);
        held.push({ kind, key: { PK: id, SK: id } });
      }
      return held;
    },
    async release(reservations) {
      for (const { key } of reservations) hits.set(key.PK, Math.max(0, (hits.get(key.PK) ?? 0) - 1));
    },
    async clear(reservation) {
      hits.delete(reservation.key.PK);
    },
  };

  const claimed: string[] = [];
  /** Whose consoles the service had closed, and which sessions' (the live domain's revocation). */
  const consolesClosed: { customerId: string; only?: string; except?: string }[] = [];
  const deps: AccountsDeps = {
    repository: repo,
    sendMail: async (request) => {
      mails.push(request as unknown as MailRequest<MailName>);
    },
    limiter,
    sessions: {
      createSession: async (customer) => {
        const token = `token-${customer.customerId}-${sessions.size}`;
        sessions.set(token, { customerId: customer.customerId, email: customer.email });
        return { token, cookie: 'sid=x' };
      },
      revokeSession: async (token) => {
        const session = token ? sessions.get(token) : undefined;
        if (!token || !session) return undefined;
        sessions.delete(token);
        return { customerId: session.customerId, sessionId: token };
      },
      revokeAllSessions: async (customerId, options) => {
        revoked.push(customerId);
        for (const [token, session] of sessions) if (session.customerId === customerId && token !== options?.except) sessions.delete(token);
      },
      renameSessions: async (customerId, email) => {
        for (const session of sessions.values()) if (session.customerId === customerId) session.email = email;
      },
    },
    startJob: async (job) => {
      jobs.push(job);
      return `job-${jobs.length}`;
    },
    appUrl: () => 'https://app.example',
    padUntil: async () => undefined,
    // Who had their invitations claimed (after an activation, at a login).
    claimInvitations: async (customerId) => {
      claimed.push(customerId);
    },
    live: {
      sessionsEnded: async (customerId, ended) => {
        consolesClosed.push({ customerId, ...ended });
      },
    },
  };
  return { deps, customers, codes, resets, mails, revoked, hits, claimed, emailChanges, sessions, jobs, consolesClosed };
}
