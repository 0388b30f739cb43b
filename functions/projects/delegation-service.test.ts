import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProjectsStore, serveAccessFrom } from '../../test/helpers/fake-projects';
import { expectAppError } from '../../test/helpers/app-error';
import { loadTestConfig } from '../../test/helpers/mocked-api';
import type { ApplicationSummary } from '../../shared/project-views';
import type { Language } from '../../shared/constants';
import type * as Repository from './delegation-repository';
import type { DelegationItem } from './delegation-repository';
import { DELEGATION_ANSWER_MS, delegationService } from './delegation-service';

const OWNER = { customerId: '01J00000000000000000000OWN', email: 'Owner@example.com', sessionId: 's1' };
const GUEST = { customerId: '01J00000000000000000000GST', email: 'guest@example.com', sessionId: 's2' };
const STRANGER = { customerId: '01J00000000000000000000STR', email: 'stranger@example.com', sessionId: 's3' };
const P = '01J000000000000000000000P1';
const A = '01J000000000000000000000A1';
const T = new Date('2026-11-28T10:00:00Z');
const request = { now: T, sourceIp: '203.0.113.9' };

interface FakeCustomer {
  customerId: string;
  email: string;
  emailLower: string;
  firstname: string;
  lastname: string;
  lang: 'fr' | 'en';
  status: 'pending' | 'active';
}
const customer = (customerId: string, email: string, status: FakeCustomer['status'] = 'active'): FakeCustomer => ({
  customerId,
  email,
  emailLower: email.toLowerCase(),
  firstname: email.split('@')[0]!,
  lastname: 'Test',
  lang: 'en',
  status,
});

/** The delegation repository in memory: delegations by key, customers by address. */
function fakeDelegationRepository() {
  const delegations = new Map<string, DelegationItem>();
  const customers = new Map<string, FakeCustomer>();
  const reads: string[] = [];
  const key = (projectId: string, emailLower: string, applicationId?: string) => `${projectId}|${emailLower}|${applicationId ?? ''}`;
  class DelegationChanged extends Error {}
  const repo = {
    DelegationChanged,
    async listDelegations(projectId: string) {
      return [...delegations.values()].filter((item) => item.projectId === projectId);
    },
    async getDelegation(projectId: string, emailLower: string, applicationId?: string) {
      reads.push('delegation');
      return delegations.get(key(projectId, emailLower, applicationId));
    },
    async customerByEmail(emailLower: string) {
      reads.push('guard', 'customer');
      return [...customers.values()].find((candidate) => candidate.emailLower === emailLower);
    },
    async getCustomer(customerId: string) {
      reads.push('owner');
      return customers.get(customerId);
    },
    async putDelegation(
      project: { projectId: string },
      delegation: { email: string; emailLower: string; level: 'read' | 'write' | 'full'; applicationId?: string; customerId?: string },
      previous: DelegationItem | undefined,
      now: Date,
    ) {
      const { customerId, applicationId, ...rest } = delegation;
      delegations.set(key(project.projectId, delegation.emailLower, applicationId), {
        projectId: project.projectId,
        ...rest,
        ...(applicationId ? { applicationId } : {}),
        ...(customerId ? { customerId } : { GSI1PK: `INVITE#${delegation.emailLower}` }),
        createdAt: previous?.createdAt ?? now.toISOString(),
        updatedAt: now.toISOString(),
      });
    },
    async removeDelegation(previous: DelegationItem) {
      delegations.delete(key(previous.projectId, previous.emailLower, previous.applicationId));
    },
  };
  return { repo: repo as unknown as typeof Repository, delegations, customers, reads };
}

describe('delegation service (fakes)', () => {
  let store: ReturnType<typeof fakeProjectsStore>;
  let dynamo: ReturnType<typeof serveAccessFrom>;
  let fake: ReturnType<typeof fakeDelegationRepository>;
  let mails: Array<{ to: string; mail: string; locale: string; data: Record<string, string> }>;
  let reserved: unknown[];
  let padded: number[];
  /** Whose consoles were re-checked on which project (the live domain's revocation). */
  let rechecked: string[];
  let applications: ApplicationSummary[];
  let service: ReturnType<typeof delegationService>;

  loadTestConfig();
  afterAll(() => dynamo.restore());
  beforeEach(() => {
    store = fakeProjectsStore();
    store.projects.set(P, {
      projectId: P,
      ownerId: OWNER.customerId,
      name: 'Salon',
      languages: ['fr'] as Language[],
      type: 'conference',
      status: 'active',
      createdAt: T.toISOString(),
      updatedAt: T.toISOString(),
      version: 1,
    });
    dynamo?.restore();
    dynamo = serveAccessFrom(store);
    fake = fakeDelegationRepository();
    fake.customers.set(OWNER.customerId, { ...customer(OWNER.customerId, OWNER.email), lang: 'fr', firstname: 'Olga', lastname: 'Owner' });
    fake.customers.set(GUEST.customerId, customer(GUEST.customerId, GUEST.email));
    mails = [];
    reserved = [];
    padded = [];
    rechecked = [];
    applications = [
      {
        applicationId: A,
        slug: 'inscriptions',
        kind: 'catalogue',
        title: 'Inscriptions',
        description: '',
        url: '',
        level: 'full',
        elements: [],
      },
    ];
    service = delegationService({
      repository: fake.repo,
      applications: { summariesFor: async () => applications },
      reserve: vi.fn(async (limits: readonly unknown[]) => {
        reserved.push(...limits);
        return [];
      }) as never,
      sendMail: (async (request: (typeof mails)[number]) => {
        mails.push(request);
      }) as never,
      appUrl: () => 'https://app.example',
      padUntil: async (_startedAt, ms) => {
        padded.push(ms);
      },
      live: {
        rightsChanged: async (customerId, projectId) => {
          rechecked.push(`${customerId}@${projectId}`);
        },
      },
    });
  });

  it('is the owner’s only: full level → 403, no level → 404, on both routes', async () => {
    store.grant(P, GUEST.customerId, 'full');
    await expectAppError(service.list(GUEST, P), { status: 403 });
    await expectAppError(service.put(GUEST, { projectId: P, email: 'x@example.com', level: 'read' }, request), { status: 403 });
    await expectAppError(service.list(STRANGER, P), { status: 404 });
    await expectAppError(service.put(STRANGER, { projectId: P, email: 'x@example.com', level: 'read' }, request), { status: 404 });
    expect(fake.delegations.size).toBe(0);
    expect(reserved).toEqual([]);
  });

  it('reserves under the client’s and the owner’s limits', async () => {
    await service.put(OWNER, { projectId: P, email: 'guest@example.com', level: 'read' }, request);
    expect(reserved).toEqual([
      ['delegateClient', '203.0.113.9'],
      ['delegateOwner', OWNER.customerId],
    ]);
  });

  it('refuses the owner’s own address and an application of another project (field errors)', async () => {
    const self = await expectAppError(service.put(OWNER, { projectId: P, email: 'owner@EXAMPLE.com', level: 'read' }, request), {
      status: 400,
    });
    expect(self.details).toEqual([{ field: 'email', message: 'validation.delegateSelf' }]);
    const other = await expectAppError(
      service.put(OWNER, { projectId: P, email: 'guest@example.com', level: 'read', applicationId: '01J000000000000000000000Z9' }, request),
      { status: 400 },
    );
    expect(other.details).toEqual([{ field: 'applicationId', message: 'validation.unknownApplication' }]);
    expect(fake.delegations.size).toBe(0);
    expect(mails).toEqual([]);
  });

  it('answers the same, with the same reads and one mail, whether the address has an account or not', async () => {
    const known = await service.put(OWNER, { projectId: P, email: 'Guest@example.com', level: 'read' }, request);
    const readsKnown = [...fake.reads];
    fake.reads.length = 0;
    const unknown = await service.put(OWNER, { projectId: P, email: 'nobody@example.com', level: 'read' }, request);
    expect(fake.reads).toEqual(readsKnown);
    expect(padded).toEqual([DELEGATION_ANSWER_MS, DELEGATION_ANSWER_MS]);
    expect(Object.keys(known)).toEqual(Object.keys(unknown));
    expect(unknown.grants).toEqual([
      { email: 'Guest@example.com', level: 'read' },
      { email: 'nobody@example.com', level: 'read' },
    ]);
    // The account holder gets the right at once; the other address an invitation, pending.
    expect(fake.delegations.get(`${P}|guest@example.com|`)).toMatchObject({ customerId: GUEST.customerId });
    expect(fake.delegations.get(`${P}|nobody@example.com|`)).toMatchObject({ GSI1PK: 'INVITE#nobody@example.com' });
    expect(fake.delegations.get(`${P}|nobody@example.com|`)).not.toHaveProperty('customerId');
    expect(mails.map(({ to, mail, locale }) => ({ to, mail, locale }))).toEqual([
      { to: 'guest@example.com', mail: 'grantReceived', locale: 'en' },
      // In the inviter's language.
      { to: 'nobody@example.com', mail: 'invitation', locale: 'fr' },
    ]);
    const welcome = 'https://app.example/en/customer/welcome';
    expect(mails[0]!.data).toMatchObject({ sender: 'Olga Owner', project: 'Salon', level: 'read', link: welcome });
    const login = 'https://app.example/fr/login';
    expect(mails[1]!.data).toMatchObject({ sender: 'Olga Owner', project: 'Salon', level: 'lecture', link: login });
  });

  it('treats an account not yet activated as no account (an invitation, claimed at activation)', async () => {
    fake.customers.set('01J00000000000000000000PND', customer('01J00000000000000000000PND', 'pending@example.com', 'pending'));
    await service.put(OWNER, { projectId: P, email: 'pending@example.com', level: 'write' }, request);
    expect(fake.delegations.get(`${P}|pending@example.com|`)).not.toHaveProperty('customerId');
    expect(mails.map((mail) => mail.mail)).toEqual(['invitation']);
  });

  it('keeps project and application rights apart, sorted by address then scope, and names the application in the mail', async () => {
    await service.put(OWNER, { projectId: P, email: 'guest@example.com', level: 'write', applicationId: A }, request);
    const { grants } = await service.put(OWNER, { projectId: P, email: 'guest@example.com', level: 'read' }, request);
    expect(grants).toEqual([
      { email: 'guest@example.com', level: 'read' },
      { email: 'guest@example.com', level: 'write', applicationId: A },
    ]);
    expect(mails[0]!.data.project).toBe('Inscriptions (Salon)');
    expect(await service.list(OWNER, P)).toEqual({ grants });
  });

  it('a level change keeps the delegation; none removes it, telling an account holder, not an invited address', async () => {
    await service.put(OWNER, { projectId: P, email: 'guest@example.com', level: 'read' }, request);
    const later = new Date(T.getTime() + 60_000);
    await service.put(OWNER, { projectId: P, email: 'guest@example.com', level: 'full' }, { ...request, now: later });
    expect(fake.delegations.get(`${P}|guest@example.com|`)).toMatchObject({
      level: 'full',
      createdAt: T.toISOString(),
      updatedAt: later.toISOString(),
    });
    await service.put(OWNER, { projectId: P, email: 'nobody@example.com', level: 'read' }, request);
    // Each change of an account holder's right re-checks its consoles there; an invited address has none.
    expect(rechecked).toEqual([`${GUEST.customerId}@${P}`, `${GUEST.customerId}@${P}`]);
    mails.length = 0;
    padded.length = 0;
    expect((await service.put(OWNER, { projectId: P, email: 'guest@example.com', level: 'none' }, request)).grants).toEqual([
      { email: 'nobody@example.com', level: 'read' },
    ]);
    expect((await service.put(OWNER, { projectId: P, email: 'nobody@example.com', level: 'none' }, request)).grants).toEqual([]);
    expect(mails.map(({ to, mail }) => ({ to, mail }))).toEqual([{ to: 'guest@example.com', mail: 'grantRevoked' }]);
    expect(padded).toEqual([DELEGATION_ANSWER_MS, DELEGATION_ANSWER_MS]);
    expect(rechecked).toHaveLength(3);
    // Removing what does not exist is no error, and sends nothing.
    expect((await service.put(OWNER, { projectId: P, email: 'guest@example.com', level: 'none' }, request)).grants).toEqual([]);
    expect(mails).toHaveLength(1);
  });

  it('answers 409 when the rights changed meanwhile', async () => {
    (fake.repo as { putDelegation: unknown }).putDelegation = async () => {
      throw new fake.repo.DelegationChanged();
    };
    await expectAppError(service.put(OWNER, { projectId: P, email: 'guest@example.com', level: 'read' }, request), {
      status: 409,
      code: 'CONFLICT',
    });
  });
});
