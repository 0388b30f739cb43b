import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/db/keys';
import { LIMITS } from '../../functions/lib/auth/rate-limit';
import { ACTIVATION_MAX_TRIES } from '../../functions/accounts/rules';
import { apiClient, localDb, mailTo, PASSWORD, registerCustomer, uniqueEmail } from '../helpers/local-aws';

/**
 * Abuse limits on the real stack (docs/api.md, "Abuse limits"): every attempt is reserved with one conditional
 * write before it is judged, whatever the concurrency; the strict login limit is per (address, client), and
 * looser limits hold per address and per client. Each `apiClient()` connects from its own loopback address,
 * which the local gateway passes as the client address.
 */
const WRONG = 'Wrong1!pass';

async function pendingCustomer(email = uniqueEmail('limits')) {
  const { customerId, code } = await registerCustomer(apiClient(), email);
  return { email, customerId, code };
}

async function activeCustomer() {
  const customer = await pendingCustomer();
  expect((await apiClient().call('POST', '/api/auth/activate', { customerId: customer.customerId, code: customer.code })).status).toBe(200);
  return customer;
}

const statuses = (responses: Array<{ status: number }>) =>
  responses.reduce<Record<number, number>>((count, { status }) => {
    count[status] = (count[status] ?? 0) + 1;
    return count;
  }, {});

async function storedTries(customerId: string): Promise<number | undefined> {
  const db = localDb();
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.TableName, Key: { PK: keys.customer(customerId), SK: keys.activationCode() }, ConsistentRead: true }),
  );
  return Item?.attempts as number | undefined;
}

describe('abuse limits on the local stack', () => {
  it('judges at most 5 of 30 parallel wrong passwords on one account (the rest 429), and locks out no other client', async () => {
    const { email } = await activeCustomer();
    const attacker = apiClient();
    const burst = await Promise.all(Array.from({ length: 30 }, () => attacker.call('POST', '/api/auth/login', { email, password: WRONG })));
    const count = statuses(burst);
    expect(Object.keys(count).sort()).toEqual(['401', '429']);
    expect(count[401]).toBeLessThanOrEqual(LIMITS.loginPair.max);
    expect(count[401]! + count[429]!).toBe(30);
    const refused = burst.find((response) => response.status === 429)!;
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.loginPair.windowMs / 1000);
    // The attacker's client is refused even with the right password; the owner, elsewhere, logs in.
    expect((await attacker.call('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
    expect((await apiClient().call('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('a burst of 40 parallel wrong activation codes: never more tries than allowed, and the right code is refused after', async () => {
    const { customerId, code, email } = await pendingCustomer();
    const wrong = code === '000000' ? '000001' : '000000';
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => apiClient().call('POST', '/api/auth/activate', { customerId, code: wrong })),
    );
    expect(burst.every((response) => response.status === 400 || response.status === 429)).toBe(true);
    expect(statuses(burst)[400]).toBeLessThanOrEqual(LIMITS.activateCustomer.max);
    expect(await storedTries(customerId)).toBeLessThanOrEqual(ACTIVATION_MAX_TRIES);
    const right = await apiClient().call('POST', '/api/auth/activate', { customerId, code });
    expect(right.status).not.toBe(200);
    expect((await apiClient().call('POST', '/api/auth/login', { email, password: PASSWORD })).body.error.code).toBe(
      'ACCOUNT_NOT_ACTIVATED',
    );
  });

  it("reserves each code's tries atomically: 8 parallel wrong codes count exactly 5, and the right code is then a wrong one", async () => {
    const { customerId, code } = await pendingCustomer();
    const wrong = code === '999999' ? '999998' : '999999';
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => apiClient().call('POST', '/api/auth/activate', { customerId, code: wrong })),
    );
    expect(burst.map((response) => response.status)).toEqual(Array(8).fill(400));
    expect(await storedTries(customerId)).toBe(ACTIVATION_MAX_TRIES);
    const right = await apiClient().call('POST', '/api/auth/activate', { customerId, code });
    expect(right).toMatchObject({ status: 400, body: { error: { code: 'ACTIVATION_CODE_INVALID' } } });
  });

  it('per address: at most 100 failed logins an hour from all clients together, for every client', async () => {
    const { email } = await activeCustomer();
    const clients = Array.from({ length: LIMITS.loginAddress.max / LIMITS.loginPair.max }, () => apiClient());
    await Promise.all(
      clients.map(async (client) => {
        for (let i = 0; i < LIMITS.loginPair.max; i++) {
          expect((await client.call('POST', '/api/auth/login', { email, password: WRONG })).status).toBe(401);
        }
      }),
    );
    const newcomer = await apiClient().call('POST', '/api/auth/login', { email, password: PASSWORD });
    expect(newcomer).toMatchObject({ status: 429, body: { error: { code: 'TOO_MANY_REQUESTS' } } });
  });

  it('per client across addresses: mail requests and failed logins are capped for one source address, not for another', async () => {
    const spammer = apiClient();
    const other = apiClient();
    expect(spammer.source).not.toBe(other.source);

    const mails = await Promise.all(
      Array.from({ length: LIMITS.mailClient.max }, () =>
        spammer.call('POST', '/api/auth/lost-password', { email: uniqueEmail('nobody'), lang: 'fr' }),
      ),
    );
    expect(mails.map((response) => response.status)).toEqual(Array(LIMITS.mailClient.max).fill(202));
    const target = uniqueEmail('nobody');
    expect((await spammer.call('POST', '/api/auth/lost-password', { email: target, lang: 'fr' })).status).toBe(429);
    expect(
      (
        await spammer.call('POST', '/api/auth/register', {
          email: target,
          password: PASSWORD,
          firstname: 'A',
          lastname: 'B',
          acceptTerms: true,
        })
      ).status,
    ).toBe(429);
    expect((await other.call('POST', '/api/auth/lost-password', { email: target, lang: 'fr' })).status).toBe(202);

    const logins = await Promise.all(
      Array.from({ length: LIMITS.loginClient.max }, () =>
        spammer.call('POST', '/api/auth/login', { email: uniqueEmail('nobody'), password: WRONG }),
      ),
    );
    expect(logins.map((response) => response.status)).toEqual(Array(LIMITS.loginClient.max).fill(401));
    expect((await spammer.call('POST', '/api/auth/login', { email: target, password: WRONG })).status).toBe(429);
    expect((await other.call('POST', '/api/auth/login', { email: target, password: WRONG })).status).toBe(401);
  });

  it('per address: mail-sending requests are capped across clients and routes', async () => {
    const { email } = await pendingCustomer(); // 1: the registration's own mail
    for (let i = 1; i < LIMITS.mailAddress.max; i++) {
      expect((await apiClient().call('POST', '/api/auth/activation-code', { email, lang: 'fr' })).status).toBe(202);
    }
    expect(await mailTo(email)).toHaveLength(LIMITS.mailAddress.max);
    expect((await apiClient().call('POST', '/api/auth/lost-password', { email, lang: 'fr' })).status).toBe(429);
    expect(await mailTo(email)).toHaveLength(LIMITS.mailAddress.max);
  });
});
