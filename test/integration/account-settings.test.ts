import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys, prefixes } from '../../functions/lib/db/keys';
import { apiClient, localDb, mailTo, PASSWORD, registerCustomer, signedInCustomer, uniqueEmail, writeGrant } from '../helpers/local-aws';

/** My account: details, e-mail change, password change and erasure through the local gateway. */

async function partitionSize(pk: string) {
  const db = localDb();
  const result = await db.client.send(
    new QueryCommand({ TableName: db.TableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk } }),
  );
  return result.Count ?? 0;
}

async function itemExists(PK: string, SK: string) {
  const db = localDb();
  return (await db.client.send(new GetCommand({ TableName: db.TableName, Key: { PK, SK }, ConsistentRead: true }))).Item !== undefined;
}

/** A second signed-in client of the same customer. */
async function secondSession(email: string, password = PASSWORD) {
  const api = apiClient();
  const login = await api.call('POST', '/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  return api;
}

describe('my account through the local gateway', () => {
  it('saves the details with their version, and answers 409 to a stale one', async () => {
    const ana = await signedInCustomer('details');
    const me = (await ana.api.call('GET', '/api/me')).body.customer;
    expect(me.version).toEqual(expect.any(Number));
    const saved = await ana.api.call('PATCH', '/api/me', {
      firstname: 'Anna',
      lastname: 'López',
      company: 'ACME',
      phone: '+33 1 23 45 67 89',
      version: me.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.customer).toMatchObject({ firstname: 'Anna', lastname: 'López', company: 'ACME', version: me.version + 1 });
    const stale = await ana.api.call('PATCH', '/api/me', {
      firstname: 'Old',
      lastname: 'Tab',
      company: '',
      phone: '',
      version: me.version,
    });
    expect(stale).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT' } } });
    expect((await ana.api.call('GET', '/api/me')).body.customer.firstname).toBe('Anna');
    const invalid = await ana.api.call('PATCH', '/api/me', { firstname: '', lastname: 'X', version: me.version + 1 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details).toEqual([{ field: 'firstname', message: 'validation.required' }]);
    expect((await apiClient().call('PATCH', '/api/me', { firstname: 'A', lastname: 'B', version: 1 })).status).toBe(401);
  });

  it('changes the e-mail address by a code sent to the new one; the old one is told and no longer logs in', async () => {
    const ana = await signedInCustomer('oldaddress');
    const other = await secondSession(ana.email);
    const newEmail = uniqueEmail('newaddress');

    const wrong = await ana.api.call('POST', '/api/me/email', { email: newEmail, password: 'Wrong1!xx' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details).toEqual([{ field: 'password', message: 'validation.currentPasswordWrong' }]);
    expect(await mailTo(newEmail)).toEqual([]);

    expect((await ana.api.call('POST', '/api/me/email', { email: newEmail, password: PASSWORD })).status).toBe(202);
    const [codeMail] = await mailTo(newEmail);
    const code = /(\d{6})/.exec(codeMail!.subject)![1]!;
    expect(codeMail!.html).toContain('/fr/customer/account');
    // Nothing changes before the code.
    expect((await ana.api.call('GET', '/api/me')).body.customer.email).toBe(ana.email);

    const confirmed = await ana.api.call('POST', '/api/me/email/confirm', { code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.customer.email).toBe(newEmail);
    // The old address is told; the other session carries the new address.
    const told = await mailTo(ana.email);
    expect(told[0]!.subject).toBe("L'adresse e-mail de votre compte a changé");
    expect(told[0]!.text).toContain(newEmail);
    expect((await other.call('GET', '/api/me')).body.customer.email).toBe(newEmail);
    // The code is used up.
    expect((await ana.api.call('POST', '/api/me/email/confirm', { code })).status).toBe(400);

    expect((await apiClient().call('POST', '/api/auth/login', { email: ana.email, password: PASSWORD })).status).toBe(401);
    expect((await apiClient().call('POST', '/api/auth/login', { email: newEmail, password: PASSWORD })).status).toBe(200);
    // The old address is free again; the new one is guarded.
    expect(await itemExists(keys.unique('email', ana.email.toLowerCase()), keys.unique('email', ana.email.toLowerCase()))).toBe(false);
    expect(await itemExists(keys.unique('email', newEmail), keys.unique('email', newEmail))).toBe(true);
  });

  it("answers a taken new address as a free one, and mails that address's owner instead", async () => {
    const lea = await signedInCustomer('taken');
    const ana = await signedInCustomer('asker');
    const before = (await mailTo(lea.email)).length;
    expect((await ana.api.call('POST', '/api/me/email', { email: lea.email, password: PASSWORD })).status).toBe(202);
    const mails = await mailTo(lea.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.subject).toBe("Tentative d'inscription avec votre adresse");
    expect(await itemExists(keys.customer(ana.customerId), keys.emailChange())).toBe(false);
  });

  it('changes the password: the other sessions are revoked, the caller stays signed in, a notice is mailed', async () => {
    const ana = await signedInCustomer('password');
    const other = await secondSession(ana.email);
    expect((await other.call('GET', '/api/me')).status).toBe(200);

    const wrong = await ana.api.call('PUT', '/api/me/password', { currentPassword: 'Wrong1!xx', password: 'N3w-Passw0rd' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details).toEqual([{ field: 'currentPassword', message: 'validation.currentPasswordWrong' }]);
    const weak = await ana.api.call('PUT', '/api/me/password', { currentPassword: PASSWORD, password: 'weak' });
    expect(weak.body.error.details).toEqual([{ field: 'password', message: 'errors.PASSWORD_FORMAT' }]);

    expect((await ana.api.call('PUT', '/api/me/password', { currentPassword: PASSWORD, password: 'N3w-Passw0rd' })).status).toBe(204);
    expect((await ana.api.call('GET', '/api/me')).status).toBe(200);
    await expect.poll(async () => (await other.call('GET', '/api/me')).status, { timeout: 5_000, interval: 250 }).toBe(401);
    expect((await localDb().sessionsOf(ana.customerId)).length).toBe(1);
    expect((await mailTo(ana.email))[0]!.subject).toBe('Votre mot de passe a été modifié');
    expect((await apiClient().call('POST', '/api/auth/login', { email: ana.email, password: PASSWORD })).status).toBe(401);
    expect((await apiClient().call('POST', '/api/auth/login', { email: ana.email, password: 'N3w-Passw0rd' })).status).toBe(200);
  });

  it('deletes the account: owned project purged, grant elsewhere gone, login fails, the address registers again', async () => {
    const ana = await signedInCustomer('erased');
    const lea = await signedInCustomer('stays');
    const owned = (await ana.api.call('POST', '/api/projects', { name: 'Mine', languages: ['fr'], type: 'conference' })).body;
    await ana.api.call('POST', `/api/projects/${owned.projectId}/applications`, { kind: 'catalogue', title: 'Catalogue' });
    const shared = (await lea.api.call('POST', '/api/projects', { name: 'Léa', languages: ['fr'], type: 'conference' })).body;
    await writeGrant(localDb(), { projectId: shared.projectId, customerId: ana.customerId, level: 'read', projectName: 'Léa' });
    const other = await secondSession(ana.email);

    const wrong = await ana.api.call('POST', '/api/me/deletion', { password: 'Wrong1!xx' });
    expect(wrong.status).toBe(400);
    expect((await ana.api.call('GET', '/api/me')).status).toBe(200);

    const deletion = await ana.api.call('POST', '/api/me/deletion', { password: PASSWORD });
    expect(deletion.status).toBe(202);
    expect(deletion.body.jobId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    // At once: no session, no login (as a wrong password), nobody else reads the job.
    expect((await other.call('GET', '/api/me')).status).toBe(401);
    const login = await apiClient().call('POST', '/api/auth/login', { email: ana.email, password: PASSWORD });
    expect(login).toMatchObject({ status: 401, body: { error: { code: 'LOGIN_INVALID' } } });
    expect((await lea.api.call('GET', `/api/jobs/${deletion.body.jobId}`)).status).toBe(404);

    // Within the job: the notice, the owned project, the grant elsewhere, then the customer.
    await expect.poll(() => partitionSize(keys.customer(ana.customerId)), { timeout: 20_000, interval: 250 }).toBe(0);
    await expect.poll(() => partitionSize(keys.project(owned.projectId)), { timeout: 15_000, interval: 250 }).toBe(0);
    expect(await itemExists(keys.project(shared.projectId), keys.grant(ana.customerId))).toBe(false);
    expect(await itemExists(keys.project(shared.projectId), prefixes.metadata)).toBe(true);
    expect((await mailTo(ana.email)).some((mail) => mail.subject === 'Votre compte est en cours de suppression')).toBe(true);

    // The address is free: it registers again, as a new account.
    const again = await registerCustomer(apiClient(), ana.email);
    expect(again.customerId).not.toBe(ana.customerId);
    expect(await itemExists(keys.customer(again.customerId), prefixes.metadata)).toBe(true);
  });
});
