import { READ_CACHE_TTL_MS } from '../../functions/lib/cache/read-cache';
import { describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/db/keys';
import { apiClient, localDb, mailTo, PASSWORD, registerCustomer, uniqueEmail } from '../helpers/local-aws';

async function registerAndActivate(email = uniqueEmail()) {
  const api = apiClient();
  const { customerId, code } = await registerCustomer(api, email, { company: 'ACME', phone: '+33 1 23 45 67 89' });
  expect((await api.call('POST', '/api/auth/activate', { customerId, code })).status).toBe(200);
  return { api, email, customerId };
}

describe('accounts through the local gateway and DynamoDB Local', () => {
  it('registers, mails the code in French, activates, logs in, keeps the session, logs out', async () => {
    const email = uniqueEmail('ana');
    const api = apiClient();
    const bad = await api.call('POST', '/api/auth/register', {
      email,
      password: 'short',
      firstname: 'A',
      lastname: 'B',
      acceptTerms: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([{ field: 'password', message: 'errors.PASSWORD_FORMAT' }]);
    const noTerms = await api.call('POST', '/api/auth/register', {
      email,
      password: PASSWORD,
      firstname: 'A',
      lastname: 'B',
      acceptTerms: false,
    });
    expect(noTerms.body.error.details).toEqual([{ field: 'acceptTerms', message: 'errors.TERMS_NOT_ACCEPTED' }]);
    const noEmail = await api.call('POST', '/api/auth/register', {
      email: '  ',
      password: PASSWORD,
      firstname: 'A',
      lastname: 'B',
      acceptTerms: true,
    });
    expect(noEmail.body.error.details).toEqual([{ field: 'email', message: 'errors.EMAIL_REQUIRED' }]);
    expect(await mailTo(email)).toEqual([]);

    const { customerId, mail, code } = await registerCustomer(api, email);
    expect(mail.subject).toMatch(/^Votre code d'activation : \d{6}$/);
    expect(mail.html).toContain(`/fr/login?activate=${customerId}`);

    const wrong = await api.call('POST', '/api/auth/activate', {
      customerId,
      code: code === '123456' ? '654321' : '123456',
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: { code: 'ACTIVATION_CODE_INVALID' } } });
    expect((await api.call('POST', '/api/auth/activate', { customerId, code })).status).toBe(200);

    const login = await api.call('POST', '/api/auth/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(login.status).toBe(200);
    const setCookie = login.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^sid=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200$/);
    expect((await api.call('GET', '/api/me')).body.customer).toMatchObject({ email, firstname: 'Ana', lang: 'fr' });

    expect((await api.call('POST', '/api/auth/logout')).status).toBe(204);
    const saved = setCookie.split(';')[0]!;
    api.cookie = saved; // the revoked token no longer opens anything
    expect((await api.call('GET', '/api/me')).status).toBe(401);
  });

  it('refuses a session older than 12 hours', async () => {
    const { api, email, customerId } = await registerAndActivate();
    await api.call('POST', '/api/auth/login', { email, password: PASSWORD });
    expect((await api.call('GET', '/api/me')).status).toBe(200);
    const db = localDb();
    const [session] = await db.sessionsOf(customerId);
    await db.setExpiresAt(session!.PK, session!.SK, Math.floor(Date.now() / 1000) - 1);
    // Written behind the API's back, as another instance would: GETs see it once their reused reads expire.
    await new Promise((resolve) => setTimeout(resolve, READ_CACHE_TTL_MS));
    expect((await api.call('GET', '/api/me')).status).toBe(401);
  });

  it('refuses login before activation with a message given only after a correct password', async () => {
    const email = uniqueEmail();
    const api = apiClient();
    await api.call('POST', '/api/auth/register', { email, password: PASSWORD, firstname: 'A', lastname: 'B', acceptTerms: true });
    expect((await api.call('POST', '/api/auth/login', { email, password: 'Wrong1!pass' })).body.error.code).toBe('LOGIN_INVALID');
    expect((await api.call('POST', '/api/auth/login', { email, password: PASSWORD })).body.error.code).toBe('ACCOUNT_NOT_ACTIVATED');
    expect((await api.call('POST', '/api/auth/activation-code', { email, lang: 'en' })).status).toBe(202);
    expect((await mailTo(email))[0]!.subject).toMatch(/^Your activation code: \d{6}$/);
  });

  it('refuses the 6th failed login within 15 minutes from the same client with a translated 429', async () => {
    const { email } = await registerAndActivate();
    const api = apiClient();
    for (let i = 0; i < 5; i++) expect((await api.call('POST', '/api/auth/login', { email, password: 'Wrong1!pass' })).status).toBe(401);
    const sixth = await api.call('POST', '/api/auth/login', { email, password: PASSWORD });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('TOO_MANY_REQUESTS');
    // Until the end of the 15-minute window the failures fell in.
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(sixth.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
  });

  it('answers a register with a taken address exactly as with a free one, and mails the owner instead', async () => {
    const { email, customerId } = await registerAndActivate();
    const registration = { password: 'Other1!pass', firstname: 'Eve', lastname: 'Intruder', acceptTerms: true, lang: 'en' };
    const free = await apiClient().call('POST', '/api/auth/register', { ...registration, email: uniqueEmail('free') });
    const taken = await apiClient().call('POST', '/api/auth/register', { ...registration, email: email.toUpperCase() });
    expect(taken.status).toBe(free.status);
    expect(taken.status).toBe(201);
    expect(Object.keys(taken.body)).toEqual(Object.keys(free.body));
    expect(taken.body.customerId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(taken.body.customerId).not.toBe(customerId);
    // The id answered leads nowhere.
    const activate = await apiClient().call('POST', '/api/auth/activate', { customerId: taken.body.customerId, code: '123456' });
    expect(activate).toMatchObject({ status: 400, body: { error: { code: 'ACTIVATION_CODE_INVALID' } } });

    const [newest, ...older] = await mailTo(email);
    expect(newest!.subject).toBe("Tentative d'inscription avec votre adresse"); // the owner's language, not the intruder's
    expect(newest!.text).toContain('Bonjour Ana,');
    expect(newest!.html).toContain('/fr/login"');
    expect(newest!.html).toContain('/fr/lostPassword"');
    expect(older).toHaveLength(1); // the owner's own activation mail, no second code
    expect((await apiClient().call('POST', '/api/auth/login', { email, password: 'Other1!pass' })).status).toBe(401);
    expect((await apiClient().call('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('refuses any code for an active account as a wrong code (never 200)', async () => {
    const { customerId } = await registerAndActivate();
    const again = await apiClient().call('POST', '/api/auth/activate', { customerId, code: '000000' });
    expect(again).toMatchObject({ status: 400, body: { error: { code: 'ACTIVATION_CODE_INVALID' } } });
  });

  it('escapes what the user typed in the HTML of the mail, as rendered by the SES engine', async () => {
    const email = uniqueEmail('xss');
    const firstname = '<img src=x onerror=alert(1)>';
    const { mail } = await registerCustomer(apiClient(), email, { firstname, lastname: 'L', lang: 'en' });
    expect(mail!.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).toContain(`<a href="http://127.0.0.1:`);
    expect(mail!.text).toContain(`Hello ${firstname},`); // plain text carries it as typed
  });

  it('answers lost password the same way, in about the same time, for known and unknown emails', async () => {
    const { email } = await registerAndActivate();
    const api = apiClient();
    const timed = async (address: string) => {
      const started = performance.now();
      const response = await api.call('POST', '/api/auth/lost-password', { email: address, lang: 'fr' });
      return { ...response, ms: performance.now() - started };
    };
    const known = await timed(email);
    const unknown = await timed(uniqueEmail('nobody'));
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.body).toEqual(unknown.body);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(250);
    expect(await mailTo(email)).toHaveLength(2); // activation, then reset
  });

  it('resets a password once through the mailed link, revoking every session', async () => {
    const { email, customerId } = await registerAndActivate();
    const browser = apiClient();
    await browser.call('POST', '/api/auth/login', { email, password: PASSWORD });
    await apiClient().call('POST', '/api/auth/lost-password', { email, lang: 'fr' });
    const [mail] = await mailTo(email);
    const [, id, securityCode] = /\/fr\/customer\/resetPassword\/(\w+)\/([\w-]+)/.exec(mail!.text)!;
    expect(id).toBe(customerId);
    const anon = apiClient();
    expect((await anon.call('POST', '/api/auth/reset-password', { customerId, securityCode, password: 'N3wPassw0rd!' })).status).toBe(204);
    expect((await browser.call('GET', '/api/me')).status).toBe(401);
    expect((await anon.call('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await anon.call('POST', '/api/auth/login', { email, password: 'N3wPassw0rd!' })).status).toBe(200);
    const again = await anon.call('POST', '/api/auth/reset-password', { customerId, securityCode, password: 'Other1!pass' });
    expect(again).toMatchObject({ status: 400, body: { error: { code: 'RESET_LINK_INVALID' } } });
  });

  it('refuses a reset link older than 1 hour', async () => {
    const { email, customerId } = await registerAndActivate();
    const api = apiClient();
    await api.call('POST', '/api/auth/lost-password', { email, lang: 'en' });
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe('Reset your password');
    const securityCode = /resetPassword\/\w+\/([\w-]+)/.exec(mail!.text)![1]!;
    await localDb().setExpiresAt(keys.customer(customerId), keys.resetToken(), Math.floor(Date.now() / 1000) - 1);
    expect((await api.call('POST', '/api/auth/reset-password', { customerId, securityCode, password: 'N3wPassw0rd!' })).status).toBe(400);
  });

  it('answers malformed requests with clean 4xx and never a 5xx', async () => {
    const api = apiClient();
    const cases: Array<[string, string, unknown, Record<string, string>?]> = [
      ['POST', '/api/auth/login', '{"email":', undefined],
      ['POST', '/api/auth/login', 'email=a', { 'content-type': 'text/plain' }],
      ['POST', '/api/auth/login', '[]', undefined],
      ['POST', '/api/auth/login', { email: 42, password: null }, undefined],
      ['POST', '/api/auth/register', { email: `${'x'.repeat(300)}@a.com`, password: `${'P'.repeat(500)}1!` }, undefined],
      ['POST', '/api/auth/activate', { customerId: '../../etc', code: 'abc' }, undefined],
      ['POST', '/api/auth/reset-password', { customerId: 'x', securityCode: '', password: '' }, undefined],
      ['GET', '/api/me', undefined, { cookie: 'sid=%%%; sid=' }],
      ['GET', '/api/me', undefined, { cookie: `sid=${'a'.repeat(43)}` }],
    ];
    for (const [method, path, body, headers] of cases) {
      const response = await api.call(method, path, body, headers);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body.error.code).toMatch(/^[A-Z_]+$/);
    }
  });
});
