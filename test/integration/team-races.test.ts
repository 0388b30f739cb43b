import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../functions/lib/auth/rate-limit';
import { delegationKeys, keys } from '../../functions/lib/db/keys';
import { apiClient, localDb, PASSWORD, signedInCustomer } from '../helpers/local-aws';
import { until } from '../helpers/until';

/**
 * The team features (my account, delegation, contact, copies) as an attacker would use them: parallel requests
 * against each versioned write and each limit of those features. Whatever the interleaving, exactly one writer of a version wins, a limit lets through exactly its number,
 * and the pairs of items that must agree (a delegation and the right it gives) agree.
 */
type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

async function item(PK: string, SK: string) {
  const db = localDb();
  return (await db.client.send(new GetCommand({ TableName: db.TableName, Key: { PK, SK }, ConsistentRead: true }))).Item;
}

async function newProject(owner: Customer, name: string) {
  const project = await owner.api.call('POST', '/api/projects', { name, languages: ['fr'], type: 'conference' });
  expect(project.status).toBe(201);
  const app = await owner.api.call('POST', `/api/projects/${project.body.projectId}/applications`, {
    kind: 'speakers',
    title: 'Intervenants',
  });
  expect(app.status).toBe(201);
  return { projectId: project.body.projectId as string, applicationId: app.body.applicationId as string };
}

describe('team features under parallel requests', () => {
  it('my details: of eight saves of one version, exactly one wins; the others answer 409', async () => {
    const ana = await signedInCustomer('race-details');
    const { version } = (await ana.api.call('GET', '/api/me')).body.customer;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        ana.api.call('PATCH', '/api/me', { firstname: `Ana ${n}`, lastname: 'López', company: '', phone: '', version }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(count(statuses, 200), JSON.stringify(statuses)).toBe(1);
    expect(count(statuses, 409)).toBe(7);
    const winner = answers.find((answer) => answer.status === 200)!.body.customer;
    expect((await ana.api.call('GET', '/api/me')).body.customer).toMatchObject({ firstname: winner.firstname, version: version + 1 });
  });

  it('my password: of six changes at once, one applies; the new password signs in, the old one no longer does', async () => {
    const ana = await signedInCustomer('race-password');
    const statuses = (
      await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          ana.api.call('PUT', '/api/me/password', { currentPassword: PASSWORD, password: `N3w-pass-${n}` }),
        ),
      )
    ).map((answer) => answer.status);
    expect(count(statuses, 204), JSON.stringify(statuses)).toBe(1);
    // The others lost the race on the account's version (409) or found the password limit spent (429): none half-applied.
    expect(count(statuses, 409) + count(statuses, 429)).toBe(5);
    // Each login from its own client address, so that failures here do not add up under one client's limit.
    const login = async (password: string) => (await apiClient().call('POST', '/api/auth/login', { email: ana.email, password })).status;
    expect(await login(PASSWORD)).toBe(401);
    const newOnes = await Promise.all(Array.from({ length: 6 }, (_, n) => login(`N3w-pass-${n}`)));
    expect(count(newOnes, 200), JSON.stringify(newOnes)).toBe(1);
  });

  it('contact: eight requests at once, exactly the hourly number accepted', async () => {
    const busy = await signedInCustomer('race-contact');
    const statuses = (
      await Promise.all(
        Array.from({ length: 8 }, (_, n) => busy.api.call('POST', '/api/contact', { subject: `Question ${n}`, message: 'Bonjour' })),
      )
    ).map((answer) => answer.status);
    expect(count(statuses, 202), JSON.stringify(statuses)).toBe(LIMITS.contactCustomer.max);
    expect(count(statuses, 429)).toBe(8 - LIMITS.contactCustomer.max);
  });

  it('delegation: six levels set at once for one address leave one delegation and a right at the same level', async () => {
    const [owner, guest] = await Promise.all([signedInCustomer('race-owner'), signedInCustomer('race-guest')]);
    const { projectId } = await newProject(owner, 'Course aux droits');
    const levels = ['read', 'write', 'full', 'read', 'write', 'full'] as const;
    const statuses = (
      await Promise.all(levels.map((level) => owner.api.call('PUT', `/api/projects/${projectId}/grants`, { email: guest.email, level })))
    ).map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      JSON.stringify(statuses),
    ).toBe(true);
    expect(count(statuses, 200)).toBeGreaterThan(0);
    const { grants } = (await owner.api.call('GET', `/api/projects/${projectId}/grants`)).body;
    expect(grants).toHaveLength(1);
    const delegation = await item(keys.project(projectId), delegationKeys.delegation(guest.email.toLowerCase()));
    const grant = await item(keys.project(projectId), keys.grant(guest.customerId));
    expect(delegation?.level).toBe(grants[0].level);
    expect(grant?.level).toBe(grants[0].level);
    // The guest's welcome page says that level too.
    const listed = (await guest.api.call('GET', '/api/projects')).body.items.find(
      (project: { projectId: string }) => project.projectId === projectId,
    );
    expect(listed?.level).toBe(grants[0].level);
  });

  it('copies: five copies of one application into one project at once all complete, each with its own title and slug', async () => {
    const owner = await signedInCustomer('race-copies');
    const { projectId, applicationId } = await newProject(owner, 'Copies simultanées');
    const started = await Promise.all(
      Array.from({ length: 5 }, () =>
        owner.api.call('POST', '/api/copies', {
          sourceProjectId: projectId,
          applicationIds: [applicationId],
          destinationProjectId: projectId,
          withRecords: false,
        }),
      ),
    );
    expect(started.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202]);
    const results = await Promise.all(
      started.map((answer) =>
        until(
          'the copy job',
          async () => {
            const job = (await owner.api.call('GET', `/api/jobs/${answer.body.jobId}`)).body;
            return job.status === 'succeeded' || job.status === 'failed' ? job : undefined;
          },
          60_000,
        ),
      ),
    );
    expect(results.map((job) => job.status)).toEqual(Array(5).fill('succeeded'));
    const copies = results.map((job) => job.result.applications[0] as { slug: string; title: string });
    // The suffixes in order of creation, whichever copy won each round: no two copies share a title, nor a slug.
    expect(copies.map((copy) => copy.title).sort()).toEqual(
      [
        'Intervenants (copie)',
        'Intervenants (copie 2)',
        'Intervenants (copie 3)',
        'Intervenants (copie 4)',
        'Intervenants (copie 5)',
      ].sort(),
    );
    expect(new Set(copies.map((copy) => copy.slug)).size).toBe(5);
    const { items: applications } = (await owner.api.call('GET', `/api/projects/${projectId}/applications`)).body;
    expect(applications).toHaveLength(6);
    const stored = applications as { title: string; slug: string }[];
    expect(new Set(stored.map((app) => app.title.toLowerCase())).size).toBe(6);
    expect(new Set(stored.map((app) => app.slug)).size).toBe(6);
  });
});
