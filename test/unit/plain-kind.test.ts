/**
 * A ninth, plain kind (builder elements, no console, no site section) added to a copy of the kinds registry and its
 * catalogues (test/helpers/registry-copy.ts) runs through the server's kind-dependent paths with no other change: the
 * API's input and kind list, creation with its default elements, the stored item's schema, deletion (no live console
 * to close), sample data for its elements, and a web app linking it. test/web/plain-kind.test.tsx shows the screens.
 */
import { EntityParser } from 'dynamodb-toolbox/entity/actions/parse';
import * as v from 'valibot';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationsService } from '../../functions/applications/service';
import { ApplicationEntity } from '../../functions/lib/db/entities/applications';
import { checkValues } from '../../functions/records/values';
import { sampleSeed, sampleTag, sampleValues } from '../../functions/records/samples/generators';
import { fakeWorld, OWNER, PROJECT } from '../../functions/webapps/test-fakes';
import { type ApplicationKind, APPLICATION_KINDS, defaultElements, offersSamples } from '../../shared/kinds';
import { CreateApplicationInput } from '../../shared/schemas/projects';
import { defaultWebappConfig } from '../../shared/schemas/webapps';
import { stepIssues } from '../../shared/webapp-steps';
import { CONTENT_KINDS } from '../../shared/webapp-templates';
import { fakeApplicationsRepository } from '../helpers/fake-applications';
import { fakeProjectsStore, serveAccessFrom } from '../helpers/fake-projects';
import { loadTestConfig } from '../helpers/mocked-api';
import { PLAIN_KIND, removeRegistryCopy } from '../helpers/registry-copy';

vi.mock('../../shared/kinds', async () => (await import('../helpers/registry-copy')).copiedModule('shared/kinds.ts'));
vi.mock('../../shared/kind-elements', async () => (await import('../helpers/registry-copy')).copiedModule('shared/kind-elements.ts'));
vi.mock('../../shared/kind-texts', async () => (await import('../helpers/registry-copy')).copiedModule('shared/kind-texts.ts'));
const revoked = vi.hoisted(() => [] as string[]);
vi.mock('../../functions/lib/sockets/deps', () => ({
  liveRevocation: { applicationDeleted: async (_projectId: string, applicationId: string) => void revoked.push(applicationId) },
}));

const kind = PLAIN_KIND as ApplicationKind;
const T = new Date('2026-11-23T10:00:00Z');

afterAll(removeRegistryCopy);

describe('a plain kind added to the registry and its catalogues only', () => {
  it('is a kind of the copy, with no site section (the web app shows no section of it)', () => {
    expect(APPLICATION_KINDS.at(-1)).toBe(PLAIN_KIND);
    expect(CONTENT_KINDS).not.toContain(PLAIN_KIND);
    expect(offersSamples(kind)).toBe(true);
  });

  it('is accepted by the API input and the stored item schema', () => {
    const input = v.safeParse(CreateApplicationInput, { projectId: PROJECT, kind, title: 'Programme' });
    expect(input.issues).toBeUndefined();
    const item = {
      projectId: PROJECT,
      applicationId: '01J0000000000000000000000P',
      kind,
      slug: 'programme',
      title: 'Programme',
      description: '',
      url: '',
      elements: [],
      createdAt: T.toISOString(),
      updatedAt: T.toISOString(),
      version: 1,
    };
    expect(ApplicationEntity.build(EntityParser).parse(item).item).toMatchObject({ kind });
    // What is not a kind is refused: the copy's registry is what the item's schema reads.
    expect(() => ApplicationEntity.build(EntityParser).parse({ ...item, kind: 'agendas' })).toThrow();
  });

  describe('in the applications service', () => {
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
      service = applicationsService({ repository: fake.repo, startJob: async () => 'job-1' });
    });

    it('is listed with its elements, and created with its default elements (no catalogue options)', async () => {
      const listed = service.kinds().items.find((item) => item.kind === kind);
      expect(listed).toMatchObject({ creatable: true, name: { fr: 'Programme', en: 'Agenda' }, elements: [{ key: 'sessions' }] });
      const detail = await service.create(
        OWNER,
        {
          projectId: PROJECT,
          kind,
          title: 'Programme',
          description: '',
          url: '',
          catalogueOptions: { multipleCategories: false, subcategories: true, parentCategory: true },
        },
        T,
      );
      expect(detail.configs.map((config) => config.key)).toEqual(['sessions']);
      const stored = fake.applications.get(`${PROJECT}#${detail.applicationId}`)!;
      expect(stored).toMatchObject({ kind, counts: { sessions: 0 } });
      expect(stored).not.toHaveProperty('catalogueOptions');
    });

    it('is deleted without closing a live console', async () => {
      const { deleteApplication } = await import('../../functions/applications/handlers/delete-application');
      const detail = await service.create(OWNER, { projectId: PROJECT, kind, title: 'Programme', description: '', url: '' }, T);
      const applications = (await import('../../functions/applications/deps')).applications;
      vi.spyOn(applications, 'remove').mockImplementation((caller, projectId, ref) => service.remove(caller, projectId, ref));
      await deleteApplication.handler({
        caller: OWNER,
        input: { projectId: PROJECT, applicationId: detail.applicationId },
        request: { now: T },
      } as never);
      expect(fake.applications.has(`${PROJECT}#${detail.applicationId}`)).toBe(false);
      expect(revoked).toEqual([]);
      // An interactive module's deletion closes its console (the same path, with the registry's answer).
      const live = await service.create(OWNER, { projectId: PROJECT, kind: 'modules', title: 'Direct', description: '', url: '' }, T);
      await deleteApplication.handler({
        caller: OWNER,
        input: { projectId: PROJECT, applicationId: live.applicationId },
        request: { now: T },
      } as never);
      expect(revoked).toEqual([live.applicationId]);
    });
  });

  it('has sample data its element accepts', () => {
    const [sessions] = defaultElements(kind);
    const source = {
      elementKey: sessions!.key,
      form: sessions!.form,
      languages: ['fr', 'en'] as const,
      categories: {},
      seed: sampleSeed('job-1'),
      tag: sampleTag('job-1'),
      now: T,
    };
    const noFiles = () => 'validation.fileUnknown' as const;
    for (let n = 0; n < 20; n++) {
      const raw = sampleValues(source, n);
      expect(checkValues(source.form, source.languages, raw, noFiles).issues, JSON.stringify(raw)).toEqual([]);
    }
  });

  it('can be linked by a web app, which shows no section of it', async () => {
    const w = fakeWorld();
    const agenda = w.addApp(kind, 'Programme');
    const webapp = w.addApp('webapp', 'site');
    const target = { projectId: PROJECT, applicationId: webapp };
    const state = await w.service.get(OWNER, target);
    const linkable = state.context.applications.find((app) => app.id === agenda);
    expect(linkable?.elements.map((element) => element.key)).toEqual(['sessions']);
    const base = defaultWebappConfig(['fr', 'en']);
    const config = { ...base, main: { ...base.main, host: 'programme.example.org', links: [agenda] } };
    expect(stepIssues('main', config, state.context)).toEqual([]);
    const draft = await w.service.saveDraft(OWNER, { ...target, config, version: 0, step: 'main' }, T);
    expect(draft.config.main.links).toEqual([agenda]);
    const site = await w.service.preview(OWNER, { ...target, config, lang: 'fr', request: { type: 'site' } }, T);
    expect(site).toMatchObject({ sections: [], navigation: [] });
  });
});
