import type { JobType } from '../manifest';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApplicationsRepository } from '../../test/helpers/fake-applications';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { fakeProjectsStore, serveAccessFrom } from '../../test/helpers/fake-projects';
import type { FormConfig } from '../../shared/schemas/builder';
import type { AccessLevel } from '../../shared/projects';
import { ProjectGone, SlugTaken, WriteConflict } from './repository';
import { applicationsService } from './service';
import { expectAppError } from '../../test/helpers/app-error';
import { loadTestConfig } from '../../test/helpers/mocked-api';

const startJob = vi.fn(
  async (_job: { type: JobType; ownerId: string; projectId: string; input?: Record<string, unknown> }, _now?: Date) => 'job-1',
);

const OWNER = { customerId: '01J00000000000000000000OWN', email: 'owner@example.com', sessionId: 's1' };
const GUEST = { customerId: '01J00000000000000000000GST', email: 'guest@example.com', sessionId: 's2' };
const STRANGER = { customerId: '01J00000000000000000000STR', email: 'stranger@example.com', sessionId: 's3' };
const PROJECT = '01J000000000000000000000P1';
const T = new Date('2026-11-23T10:00:00Z');
const speakers = { projectId: PROJECT, kind: 'speakers' as const, title: 'Speakers', description: '', url: '' };

const expectError = (promise: Promise<unknown>, status: number, code?: string) => expectAppError(promise, { status, code });

describe('applications service (fakes)', () => {
  let store: ReturnType<typeof fakeProjectsStore>;
  let fake: ReturnType<typeof fakeApplicationsRepository>;
  let dynamo: ReturnType<typeof serveAccessFrom>;
  let service: ReturnType<typeof applicationsService>;

  loadTestConfig();
  afterAll(() => dynamo.restore());
  beforeEach(() => {
    store = fakeProjectsStore();
    store.projects.set(PROJECT, {
      projectId: PROJECT,
      ownerId: OWNER.customerId,
      name: 'Salon',
      languages: ['fr', 'en'],
      type: 'conference',
      status: 'active',
      createdAt: T.toISOString(),
      updatedAt: T.toISOString(),
      version: 1,
    });
    dynamo?.restore();
    dynamo = serveAccessFrom(store);
    fake = fakeApplicationsRepository(store);
    service = applicationsService({ repository: fake.repo, startJob });
  });

  const created = (input: Partial<typeof speakers> = {}) => service.create(OWNER, { ...speakers, ...input }, T);
  const elementRef = (applicationId: string, element = 'speakers') => ({ projectId: PROJECT, applicationId, element });

  describe('create', () => {
    it('creates a web app (a creatable kind) with no builder elements', async () => {
      const detail = await service.create(OWNER, { ...speakers, kind: 'webapp', title: 'Site' }, T);
      const stored = fake.applications.get(`${PROJECT}#${detail.applicationId}`)!;
      expect(stored).toMatchObject({ kind: 'webapp', elements: [], counts: {} });
      expect(detail).toMatchObject({ kind: 'webapp', level: 'full', configs: [] });
    });

    it('creates the kind’s default elements, each at version 1 with no records, at full level', async () => {
      const detail = await created();
      const stored = fake.applications.get(`${PROJECT}#${detail.applicationId}`)!;
      expect(stored).toMatchObject({ kind: 'speakers', slug: 'speakers', version: 1, counts: { speakers: 0 } });
      expect(stored.elements.map((element) => [element.key, element.version])).toEqual([['speakers', 1]]);
      expect(detail).toMatchObject({ applicationId: stored.applicationId, slug: 'speakers', level: 'full' });
    });

    it.each<[AccessLevel, number]>([
      ['write', 403],
      ['read', 403],
    ])('needs `full` on the project: %s → %i', async (level, status) => {
      store.grant(PROJECT, GUEST.customerId, level);
      await expectError(service.create(GUEST, speakers, T), status);
      expect(fake.attempts).toEqual([]);
    });

    it('hides the project (404) from a caller with no level on it', async () => {
      await expectError(service.create(STRANGER, speakers, T), 404);
      expect(fake.attempts).toEqual([]);
    });

    it('numbers readable slugs, then picks a random suffix after two taken slugs', async () => {
      await created();
      expect((await created()).slug).toBe('speakers-2');
      // Parallel creations of the same title take the readable slug twice: the third try is random.
      fake.failNextCreate(new SlugTaken(), new SlugTaken());
      const third = await created();
      expect(fake.attempts.slice(2)).toEqual(['speakers-3', 'speakers-3', third.slug]);
      expect(third.slug).toMatch(/^speakers-[a-z0-9]{6}$/);
    });

    it('tries again after a write conflict (a parallel transaction on the project)', async () => {
      fake.failNextCreate(new WriteConflict());
      const detail = await created();
      expect(fake.attempts).toEqual(['speakers', 'speakers']);
      expect(fake.applications.has(`${PROJECT}#${detail.applicationId}`)).toBe(true);
    });

    it('answers 404 when the project is deleted during the creation', async () => {
      fake.failNextCreate(new ProjectGone());
      await expectError(created(), 404, 'NOT_FOUND');
      expect(fake.applications.size).toBe(0);
    });
  });

  describe('update and delete', () => {
    it('updates at the version the caller saw; a stale version is 409 and changes nothing', async () => {
      const { applicationId } = await created();
      const updated = await service.update(OWNER, { projectId: PROJECT, applicationId, title: 'Intervenants', version: 1 }, T);
      expect(updated).toMatchObject({ title: 'Intervenants', version: 2 });
      await expectError(service.update(OWNER, { projectId: PROJECT, applicationId, title: 'Late', version: 1 }, T), 409, 'CONFLICT');
      expect(fake.applications.get(`${PROJECT}#${applicationId}`)).toMatchObject({ title: 'Intervenants', version: 2 });
    });

    it('needs `full` on the application to update or delete: 403 below it, 404 without any level', async () => {
      const { applicationId, slug } = await created();
      const other = await created({ title: 'Others' });
      // `write` on the project, and `full` on another application only.
      store.grant(PROJECT, GUEST.customerId, 'write');
      store.grant(PROJECT, STRANGER.customerId, 'full', other.applicationId);
      await expectError(service.update(GUEST, { projectId: PROJECT, applicationId, title: 'No', version: 1 }, T), 403);
      await expectError(service.remove(GUEST, PROJECT, slug), 403);
      await expectError(service.update(STRANGER, { projectId: PROJECT, applicationId, title: 'No', version: 1 }, T), 404);
      await expectError(service.remove(STRANGER, PROJECT, applicationId), 404);
      expect(fake.applications.get(`${PROJECT}#${applicationId}`)).toMatchObject({ title: 'Speakers', version: 1 });
    });

    it('grants `full` on one application: it may be deleted by slug, then it is gone', async () => {
      const { applicationId, slug } = await created();
      store.grant(PROJECT, GUEST.customerId, 'full', applicationId);
      startJob.mockClear();
      expect(await service.remove(GUEST, PROJECT, slug)).toEqual({ applicationId, kind: 'speakers' });
      expect(fake.applications.size).toBe(0);
      // Its records go with a purge job.
      expect(startJob).toHaveBeenCalledWith({
        type: 'purgeApplication',
        ownerId: GUEST.customerId,
        projectId: PROJECT,
        input: { applicationId },
      });
      await expectError(service.get(OWNER, PROJECT, applicationId), 404);
    });
  });

  describe('lists', () => {
    it('shows each application at the caller’s level and hides those the caller has no level on', async () => {
      const first = await created();
      const second = await created({ title: 'Others' });
      store.grant(PROJECT, GUEST.customerId, 'read', second.applicationId);
      expect((await service.list(OWNER, PROJECT)).items.map((app) => app.level)).toEqual(['full', 'full']);
      const visible = (await service.list(GUEST, PROJECT)).items;
      expect(visible.map((app) => [app.applicationId, app.level])).toEqual([[second.applicationId, 'read']]);
      await expectError(service.get(GUEST, PROJECT, first.applicationId), 404);
    });
  });

  describe('element access (the records domain)', () => {
    it('lets reads reuse an allowed decision for a few seconds; writes and refusals are always read afresh', async () => {
      const { applicationId } = await created();
      const ref = elementRef(applicationId);
      const reads = () => dynamo.commandCalls(BatchGetCommand).length;
      store.grant(PROJECT, GUEST.customerId, 'write');
      const before = reads();
      await service.elementAccess(GUEST, ref, 'read', true);
      await service.elementAccess(GUEST, ref, 'read', true);
      expect(reads() - before).toBe(1);
      // Revoked on another instance: a read may still pass within the seconds, a write is refused at once.
      store.grants.splice(0);
      await service.elementAccess(GUEST, ref, 'read', true);
      await expectError(service.elementAccess(GUEST, ref, 'write', true), 404);
      await expectError(service.elementAccess(GUEST, ref, 'read'), 404);
      // A refusal is never kept: the grant given back opens at once.
      await expectError(service.elementAccess(STRANGER, ref, 'read', true), 404);
      store.grant(PROJECT, STRANGER.customerId, 'read');
      await service.elementAccess(STRANGER, ref, 'read', true);
    });
  });

  describe('element configs', () => {
    async function withSpeakers() {
      const { applicationId } = await created();
      const view = await service.getForm(OWNER, elementRef(applicationId));
      return { applicationId, form: view.form as FormConfig, version: view.version };
    }

    it('saves a form at the element’s version; a stale version is 409 and keeps the saved one', async () => {
      const { applicationId, form } = await withSpeakers();
      const fewer = { ...form, fields: form.fields.slice(0, 3) };
      expect(await service.saveForm(OWNER, { ...elementRef(applicationId), form: fewer, version: 1 }, T)).toEqual({
        form: fewer,
        version: 2,
      });
      await expectError(service.saveForm(OWNER, { ...elementRef(applicationId), form, version: 1 }, T), 409, 'CONFLICT');
      expect((await service.getForm(OWNER, elementRef(applicationId))).form.fields).toHaveLength(3);
    });

    it('keeps only the table columns of fields that still exist after a form save', async () => {
      const { applicationId, form } = await withSpeakers();
      // The default table shows lastname, firstname, company, jobTitle and ___email; drop company and jobTitle.
      const kept = form.fields.filter((field) => !['company', 'jobTitle'].includes(field.key));
      await service.saveForm(OWNER, { ...elementRef(applicationId), form: { ...form, fields: kept }, version: 1 }, T);
      expect((await service.getTable(OWNER, elementRef(applicationId))).table.columns).toEqual(['lastname', 'firstname', '___email']);
    });

    it('refuses a form against the rules (400 with details): a category field pointing to no category element', async () => {
      const { applicationId, form } = await withSpeakers();
      const bad = {
        ...form,
        fields: [...form.fields, { ...form.fields[0]!, key: 'topics', type: 'singleCategory' as const, categoryElement: 'speakers' }],
      };
      const error = await expectError(
        service.saveForm(OWNER, { ...elementRef(applicationId), form: bad as FormConfig, version: 1 }, T),
        400,
      );
      expect(error.details).toEqual([
        { field: `form.fields.${form.fields.length}.categoryElement`, message: 'validation.categoryElement' },
      ]);
      expect((await service.getForm(OWNER, elementRef(applicationId))).version).toBe(1);
    });

    it('locks the technical keys of the fields once the element has records', async () => {
      const { applicationId, form } = await withSpeakers();
      const fewer = { ...form, fields: form.fields.slice(1) };
      fake.setCount(PROJECT, applicationId, 'speakers', 1);
      expect((await service.getForm(OWNER, elementRef(applicationId))).hasRecords).toBe(true);
      const error = await expectError(service.saveForm(OWNER, { ...elementRef(applicationId), form: fewer, version: 1 }, T), 400);
      expect(error.details).toEqual([{ field: 'form.fields', message: 'validation.keyLocked' }]);
      fake.setCount(PROJECT, applicationId, 'speakers', 0);
      expect((await service.saveForm(OWNER, { ...elementRef(applicationId), form: fewer, version: 1 }, T)).version).toBe(2);
    });

    it('refuses a table with columns the form does not have (400 validation.columnsUnknown)', async () => {
      const { applicationId } = await withSpeakers();
      const { table } = await service.getTable(OWNER, elementRef(applicationId));
      const error = await expectError(
        service.saveTable(OWNER, { ...elementRef(applicationId), table: { ...table, columns: ['lastname', 'shoeSize'] }, version: 1 }, T),
        400,
      );
      expect(error.details).toEqual([{ field: 'table.columns', message: 'validation.columnsUnknown' }]);
      const saved = await service.saveTable(
        OWNER,
        { ...elementRef(applicationId), table: { ...table, columns: ['lastname'] }, version: 1 },
        T,
      );
      expect(saved.version).toBe(2);
      await expectError(service.saveTable(OWNER, { ...elementRef(applicationId), table, version: 1 }, T), 409, 'CONFLICT');
    });

    it('re-indexes the records in a job when the list columns change, and only then', async () => {
      const { applicationId } = await withSpeakers();
      fake.setCount(PROJECT, applicationId, 'speakers', 3);
      startJob.mockClear();
      const { table } = await service.getTable(OWNER, elementRef(applicationId));
      await service.saveTable(OWNER, { ...elementRef(applicationId), table: { ...table, perPage: 50 }, version: 1 }, T);
      expect(startJob).not.toHaveBeenCalled();
      await service.saveTable(
        OWNER,
        { ...elementRef(applicationId), table: { ...table, columns: ['lastname', 'company'] }, version: 2 },
        T,
      );
      expect(startJob).toHaveBeenCalledWith(
        {
          type: 'reindexElement',
          ownerId: OWNER.customerId,
          projectId: PROJECT,
          input: { applicationId, element: 'speakers', indexVersion: 3 },
        },
        T,
      );
      const app = fake.applications.get(`${PROJECT}#${applicationId}`)!;
      expect(app.elements[0]!.reindexJobId).toBe('job-1');
      await service.finishReindex(PROJECT, applicationId, 'speakers', 'job-1');
      expect(app.elements[0]!.reindexJobId).toBeUndefined();
    });

    it('reads at `read`, saves only at `full` (403), and hides the element (404) without a level', async () => {
      const { applicationId, form } = await withSpeakers();
      store.grant(PROJECT, GUEST.customerId, 'write');
      expect((await service.getForm(GUEST, elementRef(applicationId))).version).toBe(1);
      await expectError(service.saveForm(GUEST, { ...elementRef(applicationId), form, version: 1 }, T), 403);
      await expectError(service.getForm(STRANGER, elementRef(applicationId)), 404);
      await expectError(service.getForm(OWNER, elementRef(applicationId, 'unknown')), 404);
    });
  });

  // Copies: the request that starts a copy, and the copy's last step.
  describe('copies', () => {
    const OTHER = '01J000000000000000000000P2';
    const copyOf = (applicationIds: string[], destinationProjectId = OTHER) => ({
      sourceProjectId: PROJECT,
      applicationIds,
      destinationProjectId,
      withRecords: true,
    });
    beforeEach(() => {
      store.projects.set(OTHER, { ...store.projects.get(PROJECT)!, projectId: OTHER, name: 'Autre' });
      startJob.mockClear();
    });

    it('starts the copyApplications job for the owner of both projects, in the destination project', async () => {
      const { applicationId } = await created();
      expect(await service.copy(OWNER, copyOf([applicationId]), T)).toEqual({ jobId: 'job-1' });
      expect(startJob).toHaveBeenCalledWith(
        {
          type: 'copyApplications',
          ownerId: OWNER.customerId,
          projectId: OTHER,
          input: { ...copyOf([applicationId]), author: OWNER.email },
        },
        T,
      );
    });

    it('needs full on every source application and on the destination: 403 below, 404 without a level', async () => {
      const { applicationId } = await created();
      const second = await created({ title: 'Others' });
      // Full on one application only: the other one is out of reach.
      store.grant(PROJECT, GUEST.customerId, 'full', applicationId);
      store.grant(OTHER, GUEST.customerId, 'full');
      await service.copy(GUEST, copyOf([applicationId]), T);
      await expectError(service.copy(GUEST, copyOf([applicationId, second.applicationId]), T), 404);
      store.grant(PROJECT, GUEST.customerId, 'write');
      await expectError(service.copy(GUEST, copyOf([applicationId, second.applicationId]), T), 403);
      // Full on the source, write on the destination.
      store.grant(PROJECT, STRANGER.customerId, 'full');
      store.grant(OTHER, STRANGER.customerId, 'write');
      await expectError(service.copy(STRANGER, copyOf([applicationId]), T), 403);
      expect(startJob).toHaveBeenCalledTimes(1);
    });

    it('hides projects and applications the caller cannot see (404) and starts nothing', async () => {
      const { applicationId } = await created();
      await expectError(service.copy(STRANGER, copyOf([applicationId]), T), 404);
      store.grant(PROJECT, STRANGER.customerId, 'full');
      await expectError(service.copy(STRANGER, copyOf([applicationId]), T), 404); // no level on the destination
      await expectError(service.copy(OWNER, copyOf(['01J0000000000000000000NONE']), T), 404);
      expect(startJob).not.toHaveBeenCalled();
    });

    it('creates the copy with "(copie)" when the title is taken, its own slug, version 1 and the counts copied; once', async () => {
      const { applicationId } = await created();
      const source = (await fake.repo.getApplication(PROJECT, applicationId))!;
      const copyId = '01J0000000000000000000COPY';
      const copy = { applicationId: copyId, counts: { speakers: 12 }, samples: { speakers: 2 } };
      const made = await service.createCopy(PROJECT, source, copy, T);
      expect(made).toEqual({ applicationId: copyId, slug: 'speakers-copie', title: 'Speakers (copie)' });
      const stored = fake.applications.get(`${PROJECT}#${copyId}`)!;
      expect(stored).toMatchObject({ kind: 'speakers', version: 1, counts: { speakers: 12 }, samples: { speakers: 2 } });
      expect(stored.elements.map((element) => [element.key, element.version])).toEqual([['speakers', 1]]);
      // The step again (a replay): the copy is answered as it is, nothing is written twice.
      expect(await service.createCopy(PROJECT, source, copy, T)).toEqual(made);
      expect(fake.attempts).toEqual(['speakers', 'speakers-copie']);
      // Into another project whose titles differ: the title is kept.
      expect(await service.createCopy(OTHER, source, { ...copy, applicationId: '01J000000000000000000COPY2' }, T)).toMatchObject({
        slug: 'speakers',
        title: 'Speakers',
      });
    });

    it('a copy created between the reading of the titles and the write makes it try again with the next suffix', async () => {
      const { applicationId } = await created();
      const source = (await fake.repo.getApplication(PROJECT, applicationId))!;
      const copy = (id: string) => ({ applicationId: id, counts: {}, samples: {} });
      // Another copy completes after this one listed the titles but before it reads the slugs: the slug it then
      // picks is free ("speakers-copie-2") while its title ("Speakers (copie)") is the other copy's.
      const takenSlugs = fake.repo.takenSlugs;
      let racer: Promise<unknown> | undefined;
      fake.repo.takenSlugs = async (projectId: string) => {
        if (!racer) {
          racer = service.createCopy(PROJECT, source, copy('01J000000000000000000RACER'), T);
          await racer;
        }
        return takenSlugs(projectId);
      };
      const made = await service.createCopy(PROJECT, source, copy('01J0000000000000000000COPY'), T);
      expect(await racer).toEqual({ applicationId: '01J000000000000000000RACER', slug: 'speakers-copie', title: 'Speakers (copie)' });
      expect(made).toEqual({ applicationId: '01J0000000000000000000COPY', slug: 'speakers-copie-2', title: 'Speakers (copie 2)' });
      // The first attempt lost on the guard, not on its slug; the retry took the next suffix and its readable slug.
      expect(fake.attempts).toEqual(['speakers', 'speakers-copie', 'speakers-copie-2', 'speakers-copie-2']);
      // A replay of the step answers the copy as it is: one copy, one title.
      expect(await service.createCopy(PROJECT, source, copy('01J0000000000000000000COPY'), T)).toEqual(made);
      const titles = [...fake.applications.values()].map((app) => app.title).sort();
      expect(titles).toEqual(['Speakers', 'Speakers (copie 2)', 'Speakers (copie)']);
    });

    it('answers undefined when the destination project is gone', async () => {
      const { applicationId } = await created();
      const source = (await fake.repo.getApplication(PROJECT, applicationId))!;
      store.projects.get(OTHER)!.status = 'deleted';
      const copy = { applicationId: '01J0000000000000000000COPY', counts: {}, samples: {} };
      expect(await service.createCopy(OTHER, source, copy, T)).toBeUndefined();
    });
  });
});
