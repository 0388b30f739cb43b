import { isIPv6 } from 'node:net';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { RateLimitEntity } from '../db/entities/rate-limits';
import { keys } from '../db/keys';
import { isConditionFailure } from '../db/versioned';
import { TooManyRequests } from '../errors';
import { logger } from '../logger';
import { hashSecret } from './tokens';

/**
 * Abuse limits by reservation (docs/data-model.md, "Abuse limits").
 *
 * Each limit counts in fixed windows: one item per (kind, hashed subject, window index), whose `hits` are
 * raised by ONE conditional UpdateItem (`ADD hits :1` if `hits < max`) BEFORE the password, code or token is
 * judged. DynamoDB serialises writes to an item, so however many requests race, at most `max` of them get a
 * reservation in a window; the others answer 429 with `Retry-After` = time left in the window. Nothing is
 * read first, so there is no read-then-write gap. Any other failure of the write (throttling, an outage)
 * is thrown as is: the request fails, it is never let through unlimited.
 *
 * A request reserves under several limits, in the order given: the ones bound to the caller's client first,
 * the ones shared by everybody (an e-mail address, a customer) last, so that a client refused by its own
 * limits never spends a shared budget. When a later limit refuses, the reservations already taken by that
 * request are given back (best effort: a failed give-back only keeps the count higher).
 *
 * What a reservation counts: every attempt, judged or not. Login gives the slot back when the password was
 * right (so its limits count failures, plus attempts in flight), and forgets that client's failures on that
 * address (the per-pair window item is deleted), as the old lock-out did. Mail and activation limits keep
 * every attempt, whatever its outcome, so their 429 says nothing about whether an account exists.
 *
 * Fixed windows let a burst of up to 2 × max straddle a window boundary (a lock-out ends with its window):
 * accepted for one write per attempt and no read; the numbers below are small enough for it.
 */
export interface LimitRule {
  readonly max: number;
  readonly windowMs: number;
}
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Every limit of the API: the subject it counts per, and why its numbers. */
export const LIMITS = {
  /** Failed logins per (address, client): the strict brute-force guard ("5 failures, then 15 minutes"). */
  loginPair: { max: 5, windowMs: 15 * MINUTE },
  /** Failed logins per address from all clients (ASVS 2.2.1: at most 100 failures an hour). */
  loginAddress: { max: 100, windowMs: HOUR },
  /** Failed logins per client across addresses (credential stuffing); room for an office behind one NAT. */
  loginClient: { max: 100, windowMs: HOUR },
  /** Activation tries per customer, across codes (each code also allows only 5 tries, on its own item). */
  activateCustomer: { max: 10, windowMs: HOUR },
  /** Activation tries per client across customers. */
  activateClient: { max: 30, windowMs: HOUR },
  /** Password-reset tries per (customer, client); the 256-bit token makes guessing hopeless anyway. */
  resetPair: { max: 5, windowMs: 15 * MINUTE },
  /** Password-reset tries per client across customers. */
  resetClient: { max: 30, windowMs: HOUR },
  /** Requests that send mail (register, activation-code, lost-password) per recipient address. */
  mailAddress: { max: 5, windowMs: HOUR },
  /** Requests that send mail per client, across addresses: nobody turns the API into a mail cannon. */
  mailClient: { max: 20, windowMs: HOUR },
  /** Calls of the upload page (/_upload) per client, whatever the link: status polls of 20 files fit; guessing does not. */
  uploadLinkClient: { max: 600, windowMs: 10 * MINUTE },
  /** Files offered through one upload link (each a presigned POST), from all clients. */
  uploadLinkFiles: { max: 100, windowMs: HOUR },
  // Delegation of rights: each change of a right may mail its address; nobody turns it into an account oracle.
  /** Changes of rights (PUT …/grants) per owner: a team set up in one sitting fits. */
  delegateOwner: { max: 60, windowMs: HOUR },
  /** Changes of rights per client, across owners. */
  delegateClient: { max: 120, windowMs: HOUR },
  // My account
  /** Password checks of a signed-in customer (e-mail change, password change, deletion): a stolen session guesses little. */
  passwordCustomer: { max: 5, windowMs: 15 * MINUTE },
  /** E-mail change codes tried per customer, across codes (each code also allows only 5 tries, on its own item). */
  emailChangeCustomer: { max: 10, windowMs: HOUR },
  // Contact: each request mails the support address and the customer.
  /** Contact requests per customer: room for a follow-up or two, not a flood of the support inbox. */
  contactCustomer: { max: 5, windowMs: HOUR },
  /** Contact requests per client, across customers (several people of one office may write). */
  contactClient: { max: 20, windowMs: HOUR },
  // Interactive modules (functions/live).
  /** Console tickets per customer: a console reconnecting after drops, several tabs; not a flood. */
  liveConsoleCustomer: { max: 60, windowMs: MINUTE },
  /** Participant tickets per client: a venue's 1,000 phones behind one NAT join within 10 minutes. */
  liveJoinClient: { max: 1_200, windowMs: 10 * MINUTE },
  /** Wrong module passwords per (application, client); a right one gives its slot back. */
  livePasswordPair: { max: 20, windowMs: 15 * MINUTE },
  /** Chat messages per connection (LIVE_LIMITS.chatPerMinute). */
  liveChatConnection: { max: 10, windowMs: MINUTE },
  /** Private messages per connection (LIVE_LIMITS.messagesPerMinute). */
  liveMessageConnection: { max: 5, windowMs: MINUTE },
} as const satisfies Record<string, LimitRule>;
export type LimitKind = keyof typeof LIMITS;

/** One limit to reserve under: its kind and the subject it counts (an address, a client, a pair…). */
export type LimitSubject = readonly [kind: LimitKind, subject: string];

/** A slot held in one window of one limit. */
export interface Reservation {
  readonly kind: LimitKind;
  readonly key: { readonly PK: string; readonly SK: string };
}

/**
 * The client a request is counted for: its IPv4 address, or the /64 network of an IPv6 address (one
 * subscriber usually holds a whole /64, so counting single IPv6 addresses would limit nobody).
 */
export function clientOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The subject of a per-pair limit (an address or a customer, from a client). */
export const pairOf = (subject: string, client: string): string => `${subject.toLowerCase()}\n${client}`;

/** Item key of a subject's window: subjects are stored hashed, never as typed. */
export function limitKey(kind: LimitKind, subject: string, window: number): Reservation['key'] {
  const key = keys.rateLimit(kind, `${hashSecret(subject.toLowerCase(), 'rate')}#${window}`);
  return { PK: key, SK: key };
}

/** Index and end (ms) of the window that holds `now`. */
export function windowOf(kind: LimitKind, now: Date): { index: number; endsAt: number } {
  const { windowMs } = LIMITS[kind];
  const index = Math.floor(now.getTime() / windowMs);
  return { index, endsAt: (index + 1) * windowMs };
}

async function reserveOne(kind: LimitKind, subject: string, now: Date): Promise<Reservation> {
  const { index, endsAt } = windowOf(kind, now);
  const key = limitKey(kind, subject, index);
  try {
    await RateLimitEntity.build(UpdateItemCommand)
      .item({ windowKey: key.PK, hits: $add(1), expiresAt: Math.ceil(endsAt / 1000) })
      .options({
        condition: {
          or: [
            { attr: 'hits', exists: false },
            { attr: 'hits', lt: LIMITS[kind].max },
          ],
        },
      })
      .send();
  } catch (error) {
    if (isConditionFailure(error)) throw new TooManyRequests((endsAt - now.getTime()) / 1000);
    throw error;
  }
  return { kind, key };
}

/**
 * Reserves one attempt under each limit, in order. The first full limit answers 429 (and the slots taken
 * before it are given back); a write that fails otherwise is thrown. Returns the reservations held.
 */
export async function reserve(limits: readonly LimitSubject[], now: Date): Promise<Reservation[]> {
  const held: Reservation[] = [];
  for (const [kind, subject] of limits) {
    try {
      held.push(await reserveOne(kind, subject, now));
    } catch (error) {
      await release(held);
      throw error;
    }
  }
  return held;
}

/** Gives slots back (the attempt turned out not to count). Best effort: a failure leaves the count higher. */
export async function release(reservations: readonly Reservation[]): Promise<void> {
  await Promise.all(
    reservations.map((reservation) =>
      RateLimitEntity.build(UpdateItemCommand)
        .item({ windowKey: reservation.key.PK, hits: $add(-1) })
        // Never below zero, never recreate an item the TTL already removed.
        .options({ condition: { attr: 'hits', gt: 0 } })
        .send()
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) logger.warn('could not release a rate-limit slot', { kind: reservation.kind });
        }),
    ),
  );
}

/** Forgets a window's count altogether (a client that proved it knows the password). Best effort. */
export async function clear(reservation: Reservation): Promise<void> {
  await RateLimitEntity.build(DeleteItemCommand)
    .key({ windowKey: reservation.key.PK })
    .send()
    .catch(() => logger.warn('could not clear a rate-limit window', { kind: reservation.kind }));
}
