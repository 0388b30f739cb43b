import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, limitKey, windowOf } from '../../functions/lib/auth/rate-limit';
import { keys } from '../../functions/lib/db/keys';
import { apiClient, localDb, mailTo, PASSWORD, signedInCustomer, uniqueEmail } from '../helpers/local-aws';

/**
 * Delegation of rights on the real stack: the owner's list by e-mail address, rights applied at once to an
 * account and on activation to an invited address, the same answer either way, levels holding, mails sent.
 */
type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

async function newProject(owner: Customer, name = 'Salon partagé') {
  const project = await owner.api.call('POST', '/api/projects', { name, languages: ['fr'], type: 'conference' });
  expect(project.status).toBe(201);
  const app = await owner.api.call('POST', `/api/projects/${project.body.projectId}/applications`, {
    kind: 'catalogue',
    title: 'Exposants',
    catalogueOptions: { multipleCategories: false, subcategories: false, parentCategory: false },
  });
  expect(app.status).toBe(201);
  return { projectId: project.body.projectId as string, applicationId: app.body.applicationId as string };
}

const grantsPath = (projectId: string) => `/api/projects/${projectId}/grants`;
const categories = (projectId: string, applicationId: string) =>
  `/api/projects/${projectId}/applications/${applicationId}/elements/categories/records`;

/** Waits for a mail (the local SES engine captures them as they are sent). */
async function mailsTo(address: string, count = 1) {
  for (let tries = 0; tries < 50; tries++) {
    const mails = await mailTo(address);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return mailTo(address);
}

describe('delegation of rights through the local gateway', () => {
  let owner: Customer;
  let guest: Customer;
  beforeAll(async () => {
    [owner, guest] = await Promise.all([signedInCustomer('deleg-owner'), signedInCustomer('deleg-guest')]);
  });

  it('grants read access to an account: it sees the project with its level, reads it, cannot write; revoked → 404', async () => {
    const { projectId, applicationId } = await newProject(owner);
    const record = await owner.api.call('POST', categories(projectId, applicationId), { values: { name: { fr: 'Chaussures' } } });
    expect(record.status).toBe(201);

    const put = await owner.api.call('PUT', grantsPath(projectId), { email: guest.email.toUpperCase(), level: 'read' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual({ grants: [{ email: guest.email.toUpperCase(), level: 'read' }] });
    expect((await owner.api.call('GET', grantsPath(projectId))).body).toEqual(put.body);

    const listed = (await guest.api.call('GET', '/api/projects')).body.items;
    expect(listed).toContainEqual(expect.objectContaining({ projectId, name: 'Salon partagé', level: 'read', isOwner: false }));
    expect((await guest.api.call('GET', `/api/projects/${projectId}`)).status).toBe(200);
    expect((await guest.api.call('GET', categories(projectId, applicationId))).status).toBe(200);
    expect((await guest.api.call('POST', categories(projectId, applicationId), { values: { name: { fr: 'Bottes' } } })).status).toBe(403);
    expect((await guest.api.call('PATCH', `/api/projects/${projectId}`, { name: 'Pris', version: 1 })).status).toBe(403);

    const [received] = await mailsTo(guest.email, 2).then((mails) => mails.filter((mail) => /Salon partagé/.test(mail.subject)));
    expect(received!.text).toContain('/fr/customer/welcome');

    const revoked = await owner.api.call('PUT', grantsPath(projectId), { email: guest.email, level: 'none' });
    expect(revoked.body).toEqual({ grants: [] });
    expect((await guest.api.call('GET', `/api/projects/${projectId}`)).status).toBe(404);
    expect((await guest.api.call('GET', categories(projectId, applicationId))).status).toBe(404);
    const mails = await mailsTo(guest.email, 3);
    expect(mails.filter((mail) => /Salon partagé/.test(mail.subject))).toHaveLength(2);
  });

  it('answers an unknown address as a known one; the invited person sees the project once they register and activate', async () => {
    const { projectId } = await newProject(owner, 'Forum invité');
    const invited = uniqueEmail('deleg-invited');
    const known = await owner.api.call('PUT', grantsPath(projectId), { email: guest.email, level: 'write' });
    const unknown = await owner.api.call('PUT', grantsPath(projectId), { email: invited, level: 'write' });
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body)).toEqual(Object.keys(known.body));
    expect(unknown.body.grants).toHaveLength(2);
    const [invitation] = await mailsTo(invited);
    expect(invitation!.subject).toContain('Forum invité');
    expect(invitation!.text).toMatch(/\/fr\/login/);

    // Registers later, from another client: the activation turns the invitation into a right.
    const api = apiClient();
    const registered = await api.call('POST', '/api/auth/register', {
      email: invited,
      password: PASSWORD,
      firstname: 'Inès',
      lastname: 'Invitée',
      acceptTerms: true,
      lang: 'fr',
    });
    expect(registered.status).toBe(201);
    const activation = (await mailsTo(invited, 2)).find((mail) => /\d{6}/.test(mail.subject))!;
    const code = /(\d{6})/.exec(activation.subject)![1]!;
    expect((await api.call('POST', '/api/auth/activate', { customerId: registered.body.customerId, code })).status).toBe(200);
    expect((await api.call('POST', '/api/auth/login', { email: invited, password: PASSWORD })).status).toBe(200);
    const listed = (await api.call('GET', '/api/projects')).body.items;
    expect(listed).toContainEqual(expect.objectContaining({ projectId, level: 'write', isOwner: false }));

    // No longer an invitation: nothing left on GSI1 under the address.
    const db = localDb();
    const pending = await db.client.send(
      new QueryCommand({
        TableName: db.TableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': `INVITE#${invited.toLowerCase()}` },
      }),
    );
    expect(pending.Items).toEqual([]);
  });

  it('grants one application only: that one is readable, the project’s others are not', async () => {
    const { projectId, applicationId } = await newProject(owner, 'Par application');
    const other = await owner.api.call('POST', `/api/projects/${projectId}/applications`, {
      kind: 'catalogue',
      title: 'Sponsors privés',
      catalogueOptions: { multipleCategories: false, subcategories: false, parentCategory: false },
    });
    const put = await owner.api.call('PUT', grantsPath(projectId), { email: guest.email, level: 'read', applicationId });
    expect(put.body.grants).toEqual([{ email: guest.email, level: 'read', applicationId }]);
    expect((await guest.api.call('GET', '/api/projects')).body.items).toContainEqual(expect.objectContaining({ projectId, level: 'read' }));
    const dashboard = await guest.api.call('GET', `/api/projects/${projectId}`);
    expect(dashboard.body.applications.map((app: { applicationId: string }) => app.applicationId)).toEqual([applicationId]);
    expect((await guest.api.call('GET', categories(projectId, applicationId))).status).toBe(200);
    expect((await guest.api.call('GET', categories(projectId, other.body.applicationId))).status).toBe(404);

    const unknownApp = await owner.api.call('PUT', grantsPath(projectId), {
      email: guest.email,
      level: 'read',
      applicationId: '01J00000000000000000000000',
    });
    expect(unknownApp.status).toBe(400);
    expect(unknownApp.body.error.details).toEqual([{ field: 'applicationId', message: 'validation.unknownApplication' }]);
  });

  it('is the owner’s only (full level → 403, none → 404), refuses the owner’s own address, and is rate-limited', async () => {
    const { projectId } = await newProject(owner, 'Réservé');
    await owner.api.call('PUT', grantsPath(projectId), { email: guest.email, level: 'full' });
    expect((await guest.api.call('GET', grantsPath(projectId))).status).toBe(403);
    expect((await guest.api.call('PUT', grantsPath(projectId), { email: uniqueEmail('x'), level: 'read' })).status).toBe(403);
    const stranger = await signedInCustomer('deleg-stranger');
    expect((await stranger.api.call('GET', grantsPath(projectId))).status).toBe(404);
    expect((await stranger.api.call('PUT', grantsPath(projectId), { email: uniqueEmail('x'), level: 'read' })).status).toBe(404);

    const self = await owner.api.call('PUT', grantsPath(projectId), { email: owner.email, level: 'read' });
    expect(self.status).toBe(400);
    expect(self.body.error.details).toEqual([{ field: 'email', message: 'validation.delegateSelf' }]);
    const invalid = await owner.api.call('PUT', grantsPath(projectId), { email: 'not-an-address', level: 'owner' });
    expect(invalid.status).toBe(400);

    // The owner's window is full (as after 60 changes this hour): the next change answers 429 and changes nothing.
    const db = localDb();
    const window = windowOf('delegateOwner', new Date());
    await db.client.send(
      new PutCommand({
        TableName: db.TableName,
        Item: {
          ...limitKey('delegateOwner', owner.customerId, window.index),
          hits: LIMITS.delegateOwner.max,
          expiresAt: Math.ceil(window.endsAt / 1000),
        },
      }),
    );
    const limited = await owner.api.call('PUT', grantsPath(projectId), { email: uniqueEmail('late'), level: 'read' });
    expect(limited.status).toBe(429);
    expect((await owner.api.call('GET', grantsPath(projectId))).body.grants).toHaveLength(1);
  });

  it('removes the rights of a deleted project with it', async () => {
    const { projectId } = await newProject(owner, 'Éphémère');
    await owner.api.call('PUT', grantsPath(projectId), { email: guest.email, level: 'read' });
    expect((await owner.api.call('DELETE', `/api/projects/${projectId}`)).status).toBe(204);
    const listed = (await guest.api.call('GET', '/api/projects')).body.items.map((p: { projectId: string }) => p.projectId);
    expect(listed).not.toContain(projectId);
    const db = localDb();
    const grants = await db.client.send(
      new QueryCommand({
        TableName: db.TableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :g)',
        ExpressionAttributeValues: { ':pk': keys.project(projectId), ':g': keys.grantsOf(guest.customerId) },
        ConsistentRead: true,
      }),
    );
    expect(grants.Items).toEqual([]);
  });
});
