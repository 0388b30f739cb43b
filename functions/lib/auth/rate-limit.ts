import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { Entity, item, list, number, string } from 'dynamodb-toolbox';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { TooManyRequests } from '../errors';
import { keys, ttlSeconds } from '../db/keys';
import { table } from '../db/table';
import { hashSecret } from './tokens';

/**
 * Brute-force guards: at most `max` hits per subject (an email, a customer id) within `windowMs`;
 * the hit that reaches `max` locks the subject for `lockMs`, during which every try answers 429.
 * Subjects are stored hashed. Writes are conditional on a version so concurrent hits are not lost.
 */
export interface LimitRule {
  readonly max: number;
  readonly windowMs: number;
  readonly lockMs: number;
}
const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const LIMITS = {
  /** Failed logins per email. */
  login: { max: 5, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES },
  /** Failed activation codes per customer (on top of the 5 tries of each code). */
  activate: { max: 10, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES },
  /** Requests that send mail or create accounts, per email. */
  activationCode: { max: 5, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES },
  lostPassword: { max: 5, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES },
  register: { max: 5, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES },
  /** Failed reset links per customer. */
  resetPassword: { max: 5, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, LimitRule>;
export type LimitKind = keyof typeof LIMITS;

export const RateLimitEntity = new Entity({
  name: 'RateLimit',
  table,
  timestamps: false,
  schema: item({
    subjectKey: string().key(),
    hits: list(number()),
    lockedUntil: number(),
    version: number(),
    expiresAt: number(),
  }),
  computeKey: ({ subjectKey }) => ({ PK: subjectKey, SK: subjectKey }),
});

const subjectKey = (kind: LimitKind, subject: string) => keys.rateLimit(kind, hashSecret(subject.toLowerCase(), 'rate'));

async function read(kind: LimitKind, subject: string) {
  const { Item } = await RateLimitEntity.build(GetItemCommand).key({ subjectKey: subjectKey(kind, subject) }).options({ consistent: true }).send();
  return Item;
}

/** Throws 429 while the subject is locked. */
export async function assertAllowed(kind: LimitKind, subject: string, now: Date): Promise<void> {
  const current = await read(kind, subject);
  if (current && current.lockedUntil > now.getTime()) {
    throw new TooManyRequests((current.lockedUntil - now.getTime()) / 1000);
  }
}

/** Counts one hit; the hit that reaches the maximum starts the lock. */
export async function recordHit(kind: LimitKind, subject: string, now: Date): Promise<void> {
  const rule: LimitRule = LIMITS[kind];
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await read(kind, subject);
    const since = now.getTime() - rule.windowMs;
    const hits = [...(current?.hits ?? []).filter((at) => at > since), now.getTime()].slice(-rule.max);
    const locked = hits.length >= rule.max ? now.getTime() + rule.lockMs : (current?.lockedUntil ?? 0);
    try {
      await RateLimitEntity.build(PutItemCommand)
        .item({
          subjectKey: subjectKey(kind, subject),
          hits: hits.length >= rule.max ? [] : hits,
          lockedUntil: locked,
          version: (current?.version ?? 0) + 1,
          expiresAt: ttlSeconds(new Date(Math.max(locked, now.getTime() + rule.windowMs))),
        })
        .options({ condition: current ? { attr: 'version', eq: current.version } : { attr: 'subjectKey', exists: false } })
        .send();
      return;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
}

/** Checks then counts: for requests limited whatever their outcome (mail, registration). */
export async function consume(kind: LimitKind, subject: string, now: Date): Promise<void> {
  await assertAllowed(kind, subject, now);
  await recordHit(kind, subject, now);
}

/** Forgets the subject's failures (after a successful login). */
export async function clearHits(kind: LimitKind, subject: string): Promise<void> {
  await RateLimitEntity.build(DeleteItemCommand).key({ subjectKey: subjectKey(kind, subject) }).send();
}
