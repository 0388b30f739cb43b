import type { LimitSubject, Reservation } from '../lib/auth/rate-limit';
import type { MailRequest } from '../lib/mail/sender';
import type { MailName } from '../lib/mail/templates';
import type { LiveRevocation } from '../lib/sockets/revocation';
import type * as defaultRepository from './repository';

/** Who is attempting and when: the clock of the request and the client address (`request.sourceIp`). */
export interface Attempt {
  readonly now: Date;
  readonly client: string;
}

/** What the accounts service is given: storage, mail, limits, sessions, jobs and clock (functions/accounts/deps.ts wires them). */
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
    /** The new address on the customer's live sessions after an e-mail change. */
    renameSessions(customerId: string, email: string): Promise<void>;
  };
  /** Starts the `purgeAccount` job of an erasure request (functions/lib/jobs.ts). */
  readonly startJob: (
    job: { type: 'purgeAccount'; ownerId: string; projectId: string; input: Record<string, unknown> },
    now: Date,
  ) => Promise<string>;
  readonly appUrl: () => string;
  /** Waits until `ms` have passed since `startedAt` (tests pass a no-op). */
  readonly padUntil: (startedAt: number, ms: number) => Promise<void>;
  /** The delegation of rights: turns the invitations of the customer's address into rights (best effort, never throws). */
  readonly claimInvitations: (customerId: string) => Promise<unknown>;
  /** The live domain closes the consoles of the sessions that end, before the answer (docs/live.md). */
  readonly live: Pick<LiveRevocation, 'sessionsEnded'>;
}
