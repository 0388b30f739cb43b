import type { JobType } from '../manifest';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProjectsRepository, fakeProjectsStore, serveAccessFrom, type FakeProject } from '../../test/helpers/fake-projects';
import type { ApplicationSummary } from '../../shared/project-views';
import { projectsService } from './service';
import { expectAppError } from '../../test/helpers/app-error';
import { loadTestConfig } from '../../test/helpers/mocked-api';

// The purge runs as a background job: the test sees which jobs are started, not a job runner.
const startJob = vi.fn(
  async (_job: { type: JobType; ownerId: string; projectId: string; input?: Record<string, unknown> }, _now?: Date) => 'job-1',
);

const OWNER = { customerId: '01J00000000000000000000OWN', email: 'owner@example.com', sessionId: 's1' };
const GUEST = { customerId: '01J00000000000000000000GST', email: 'guest@example.com', sessionId: 's2' };
const STRANGER = { customerId: '01J00000000000000000000STR', email: 'stranger@example.com', sessionId: 's3' };
const T = new Date('2026-11-23T10:00:00Z');

const expectError = (promise: Promise<unknown>, status: number, code?: string) => expectAppError(promise, { status, code });

const project = (projectId: string, ownerId: string, name = 'Salon'): FakeProject => ({
  projectId,
  ownerId,
  name,
  languages: ['fr'],
  type: 'conference',
  status: 'active',
  createdAt: T.toISOString(),
  updatedAt: T.toISOString(),
  version: 1,
});

describe('projects service (fakes)', () => {
  let store: ReturnType<typeof fakeProjectsStore>;
  let fake: ReturnType<typeof fakeProjectsRepository>;
  let dynamo: ReturnType<typeof serveAccessFrom>;
  let listed: ApplicationSummary[];
  let service: ReturnType<typeof projectsService>;
  /** Projects whose sockets the service had closed (the live domain's revocation). */
  let closedProjects: string[] = [];
  const live = {
    projectDeleted: async (projectId: string) => {
      closedProjects.push(projectId);
    },
  };

  loadTestConfig();
  afterAll(() => dynamo.restore());
  beforeEach(() => {
    startJob.mockClear();
    store = fakeProjectsStore();
    dynamo?.restore();
    dynamo = serveAccessFrom(store);
    fake = fakeProjectsRepository(store);
    listed = [];
    closedProjects = [];
    service = projectsService({ repository: fake.repo, applications: { summariesFor: async () => listed }, startJob, live });
  });

  async function created(name = 'Salon', at = T) {
    return service.create(OWNER, { name, languages: ['fr', 'en'], type: 'conference' }, at);
  }

  describe('list', () => {
    it('merges owned projects and grants at the strongest level, hides `none`, newest first', async () => {
      store.projects.set('01J000000000000000000000A1', project('01J000000000000000000000A1', OWNER.customerId, 'Older'));
      store.projects.set('01J000000000000000000000B2', project('01J000000000000000000000B2', STRANGER.customerId, 'Shared'));
      store.projects.set('01J000000000000000000000C3', project('01J000000000000000000000C3', STRANGER.customerId, 'Hidden'));
      store.projects.set('01J000000000000000000000D4', project('01J000000000000000000000D4', OWNER.customerId, 'Newest'));
      // Two grants on one project (project-wide `read`, `write` on an application): the stronger one shows.
      store.grant('01J000000000000000000000B2', OWNER.customerId, 'read');
      store.grant('01J000000000000000000000B2', OWNER.customerId, 'write', '01J0000000000000000000APP1');
      store.grant('01J000000000000000000000C3', OWNER.customerId, 'none');
      // A grant given to the owner on their own project does not lower it nor take ownership away.
      store.grant('01J000000000000000000000A1', OWNER.customerId, 'read');

      const { items, count } = await service.list(OWNER);
      expect(items.map((item) => [item.name, item.level, item.isOwner])).toEqual([
        ['Newest', 'full', true],
        ['Shared', 'write', false],
        ['Older', 'full', true],
      ]);
      expect(count).toBe(3);
    });

    it('is empty for a customer with nothing', async () => {
      await created();
      expect(await service.list(STRANGER)).toEqual({ items: [], count: 0 });
    });
  });

  it('creates an active project at version 1, owned by the caller and listed for them', async () => {
    const summary = await created();
    expect(summary).toEqual({
      projectId: expect.stringMatching(/^[0-9A-Z]{26}$/),
      name: 'Salon',
      languages: ['fr', 'en'],
      type: 'conference',
      level: 'full',
      isOwner: true,
    });
    expect(store.projects.get(summary.projectId)).toMatchObject({ ownerId: OWNER.customerId, status: 'active', version: 1 });
    expect((await service.list(OWNER)).items).toEqual([summary]);
  });

  describe('get', () => {
    it('includes the applications the applications service returns for that access', async () => {
      const { projectId } = await created();
      listed = [{ applicationId: '01J0000000000000000000APP1', title: 'Speakers' } as ApplicationSummary];
      const summariesFor = vi.fn(async () => listed);
      service = projectsService({ repository: fake.repo, applications: { summariesFor }, startJob, live });
      const detail = await service.get(OWNER, projectId);
      expect(detail).toMatchObject({ projectId, name: 'Salon', level: 'full', isOwner: true, version: 1, applications: listed });
      expect(summariesFor).toHaveBeenCalledWith(expect.objectContaining({ isOwner: true, projectLevel: 'full' }));
    });

    it('shows a granted project at the grant level, and hides it (404) from a stranger', async () => {
      const { projectId } = await created();
      store.grant(projectId, GUEST.customerId, 'read');
      expect(await service.get(GUEST, projectId)).toMatchObject({ level: 'read', isOwner: false });
      await expectError(service.get(STRANGER, projectId), 404);
    });
  });

  describe('rename', () => {
    it('renames at the version the owner saw and keeps the grants’ copies in step', async () => {
      const { projectId } = await created();
      store.grant(projectId, GUEST.customerId, 'full');
      const detail = await service.update(OWNER, { projectId, name: 'Salon 2027', version: 1 }, T);
      expect(detail).toMatchObject({ name: 'Salon 2027', version: 2 });
      expect(store.grants[0]!.projectName).toBe('Salon 2027');
      expect((await service.list(GUEST)).items[0]!.name).toBe('Salon 2027');
    });

    it('is owner-only: 403 for a granted user (even `full`), 404 for a stranger; nothing changes', async () => {
      const { projectId } = await created();
      store.grant(projectId, GUEST.customerId, 'full');
      await expectError(service.update(GUEST, { projectId, name: 'Taken', version: 1 }, T), 403);
      await expectError(service.update(STRANGER, { projectId, name: 'Taken', version: 1 }, T), 404);
      expect(store.projects.get(projectId)).toMatchObject({ name: 'Salon', version: 1 });
    });

    it('answers 409 CONFLICT to a stale version and changes nothing', async () => {
      const { projectId } = await created();
      await service.update(OWNER, { projectId, name: 'First', version: 1 }, T);
      await expectError(service.update(OWNER, { projectId, name: 'Second', version: 1 }, T), 409, 'CONFLICT');
      expect(store.projects.get(projectId)).toMatchObject({ name: 'First', version: 2 });
    });
  });

  describe('delete', () => {
    it('marks the project deleted, then starts its purge once; it is gone from lists and reads', async () => {
      const { projectId } = await created();
      store.grant(projectId, GUEST.customerId, 'read');
      await service.remove(OWNER, projectId, T);
      expect(store.projects.get(projectId)!.status).toBe('deleted');
      expect(startJob).toHaveBeenCalledTimes(1);
      expect(startJob).toHaveBeenCalledWith({ type: 'purgeProject', ownerId: OWNER.customerId, projectId }, T);
      // Its sockets are closed before the answer.
      expect(closedProjects).toEqual([projectId]);
      expect((await service.list(OWNER)).items).toEqual([]);
      expect((await service.list(GUEST)).items).toEqual([]);
      await expectError(service.get(OWNER, projectId), 404);
    });

    it('does not start the purge twice when the project was already deleted meanwhile', async () => {
      const { projectId } = await created();
      // Two deletions race: both passed the access check, the second finds the project already marked.
      const { markDeleted } = fake.repo;
      const racing = projectsService({
        repository: { ...fake.repo, markDeleted: async (id, now) => (await markDeleted(id, now)) && markDeleted(id, now) },
        applications: { summariesFor: async () => [] },
        startJob,
        live,
      });
      await racing.remove(OWNER, projectId, T);
      expect(startJob).not.toHaveBeenCalled();
      // Once deleted, a second request no longer sees the project at all.
      await expectError(service.remove(OWNER, projectId, T), 404);
      expect(startJob).not.toHaveBeenCalled();
    });

    it('is owner-only: 403 for a granted user, 404 for a stranger; nothing is deleted', async () => {
      const { projectId } = await created();
      store.grant(projectId, GUEST.customerId, 'full');
      await expectError(service.remove(GUEST, projectId, T), 403);
      await expectError(service.remove(STRANGER, projectId, T), 404);
      expect(store.projects.get(projectId)!.status).toBe('active');
      expect(startJob).not.toHaveBeenCalled();
    });
  });
});
