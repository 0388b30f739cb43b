import type { ApplicationsService } from '../applications/service';
import type { LimitSubject, Reservation } from '../lib/auth/rate-limit';
import type { SocketDeps, SocketStore } from '../lib/sockets/drops';
import type * as connections from './connection-repository';
import type * as content from './content-repository';
import type * as participants from './participant-repository';

/**
 * The live storage: a module's content, its participants and tickets, the connections it writes, and what the
 * socket transport reads and deletes (deps.ts joins the four).
 */
export type LiveRepository = typeof content & typeof participants & typeof connections & SocketStore;

/** What the live services are built from (deps.ts wires the real ones; unit tests pass fakes). */
export interface LiveDeps extends SocketDeps {
  readonly repository: LiveRepository;
  /** The application a module is, and whether its project is active (the applications domain reads them). */
  readonly applications: Pick<ApplicationsService, 'header'>;
  readonly reserve: (limits: readonly LimitSubject[], now: Date) => Promise<Reservation[]>;
  readonly release: (reservations: readonly Reservation[]) => Promise<void>;
  readonly hashPassword: (password: string) => Promise<string>;
  readonly verifyPassword: (password: string, stored: string) => Promise<boolean>;
  /** Origins whose pages may open a connection (the API's allowed origins). */
  readonly allowedOrigins: () => readonly string[];
  /** ORIGIN_SECRET when configured: CloudFront adds it to the WebSocket origin request too. */
  readonly originSecret: () => string | undefined;
  /** Whether a customer may still watch a module (read level on it): the sweep drops the consoles of those who lost it. */
  readonly canWatch: (customerId: string, projectId: string, applicationId: string) => Promise<boolean>;
  /** Whether the session a console came from (its token hash) is still valid: a logout or a revocation ends it. */
  readonly sessionAlive: (sessionId: string, now: Date) => Promise<boolean>;
  /** A new ulid (time-ordered id). */
  readonly newId: (now: Date) => string;
}
