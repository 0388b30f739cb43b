import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { SESSION_TTL_MS } from '../../../shared/constants';
import { readCache } from '../cache/read-cache';
import { config } from '../config';
import { deleteKeys } from '../db/batch';
import { isExpired, keys, prefixes, ttlSeconds } from '../db/keys';
import { SessionEntity } from '../db/entities/sessions';
import { table } from '../db/table';
import { serializeCookie } from '../http/cookies';
import type { Caller, RequestContext } from '../http/route';
import { hashSecret, randomToken } from './tokens';

/**
 * Sessions (docs/architecture.md, "Access"): a random 256-bit token in an HttpOnly cookie; the table keeps only its hash,
 * valid 12 hours from login, listed per customer on GSI1 so that a password reset revokes them all.
 */
export const SESSION_COOKIE = sessionCookieName(process.env.STAGE);

/**
 * On AWS the cookie takes the `__Host-` prefix: browsers keep it only if it is Secure, on
 * Path=/ and without Domain, so no sibling subdomain can plant or shadow it. Plain-http localhost cannot hold
 * a Secure cookie, hence `sid` there. The stage is read from the environment at load: it never changes within
 * a process, and on Lambda and in the local gateway the environment is set before the handlers load.
 */
export function sessionCookieName(stage: string | undefined): string {
  return stage === 'aws' ? '__Host-sid' : 'sid';
}

export interface NewSession {
  readonly token: string;
  readonly cookie: string;
}

export async function createSession(customer: { customerId: string; email: string }, now: Date): Promise<NewSession> {
  const token = randomToken();
  const tokenHash = hashSecret(token, 'session');
  const expires = new Date(now.getTime() + SESSION_TTL_MS);
  await SessionEntity.build(PutItemCommand)
    .item({
      tokenHash,
      customerId: customer.customerId,
      email: customer.email,
      createdAt: now.toISOString(),
      expiresAt: ttlSeconds(expires),
      GSI1PK: keys.customer(customer.customerId),
      GSI1SK: keys.sessionListing(now.toISOString(), tokenHash),
    })
    .options({ condition: { attr: 'tokenHash', exists: false } })
    .send();
  return { token, cookie: sessionCookie(token, SESSION_TTL_MS / 1000) };
}

export function sessionCookie(token: string, maxAgeSeconds: number): string {
  return serializeCookie(SESSION_COOKIE, token, { maxAgeSeconds, secure: config().stage === 'aws' });
}
export const clearedSessionCookie = (): string => sessionCookie('', 0);

/** Sessions found by recent GETs (functions/lib/cache/read-cache.ts: never for a write). */
const recentSessions = readCache<{ customerId: string; email: string; expiresAt: number } | undefined>();

/** The authenticator of every domain: a valid, unexpired session cookie → the caller. */
export async function authenticateSession(request: RequestContext): Promise<Caller | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const tokenHash = hashSecret(token, 'session');
  const read = async () => (await SessionEntity.build(GetItemCommand).key({ tokenHash }).options({ consistent: true }).send()).Item;
  const session = request.safe ? await recentSessions.remember(tokenHash, read, (found) => found !== undefined) : await read();
  if (!session || isExpired(session, request.now)) return null;
  return { customerId: session.customerId, email: session.email, sessionId: tokenHash };
}

/** Revokes the session a token names: its customer and token hash when there was one (its consoles close too). */
export async function revokeSession(token: string | undefined): Promise<{ customerId: string; sessionId: string } | undefined> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const tokenHash = hashSecret(token, 'session');
  const { Attributes } = await SessionEntity.build(DeleteItemCommand).key({ tokenHash }).options({ returnValues: 'ALL_OLD' }).send();
  return Attributes ? { customerId: Attributes.customerId, sessionId: tokenHash } : undefined;
}

/** Whether a session (by its token hash) still exists and has not expired: a console lives no longer than it. */
export async function sessionAlive(sessionId: string, now: Date): Promise<boolean> {
  const { Item } = await SessionEntity.build(GetItemCommand).key({ tokenHash: sessionId }).options({ consistent: true }).send();
  return Item !== undefined && !isExpired(Item, now);
}

/** The customer's sessions (their token hashes): one Query on GSI1, every page read. */
async function sessionsOf(customerId: string): Promise<string[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(SessionEntity)
    .query({ index: 'GSI1', partition: keys.customer(customerId), range: { beginsWith: prefixes.session } })
    .options({ maxPages: Number.POSITIVE_INFINITY, attributes: ['tokenHash'] })
    .send();
  return Items.map((session) => session.tokenHash);
}

/**
 * Revokes every session of a customer (password reset, account deletion): one Query on GSI1, then batch deletes.
 * `except` keeps one session (its token hash, `caller.sessionId`): the one that changed the password.
 */
export async function revokeAllSessions(customerId: string, options: { except?: string } = {}): Promise<void> {
  const doomed = (await sessionsOf(customerId)).filter((tokenHash) => tokenHash !== options.except);
  await deleteKeys(doomed.map((tokenHash) => ({ PK: keys.session(tokenHash), SK: keys.session(tokenHash) })));
}

/** The live sessions carry the customer's address; after an e-mail change they carry the new one. */
export async function renameSessions(customerId: string, email: string): Promise<void> {
  for (const tokenHash of await sessionsOf(customerId)) {
    await SessionEntity.build(UpdateItemCommand)
      .item({ tokenHash, email })
      .options({ condition: { attr: 'tokenHash', exists: true } })
      .send()
      .catch((error: unknown) => {
        if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error; // revoked meanwhile
      });
  }
}
