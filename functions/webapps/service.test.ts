import { describe, expect, it } from 'vitest';
import { defaultWebappConfig, type WebappConfig, type WebappContext } from '../../shared/schemas/webapps';
import { incompleteSteps, stepIssues } from '../../shared/webapp-steps';
import type { PublicSite } from '../../shared/webapp-public';
import { CONTENT_KINDS, type ContentKind, TEMPLATE_STEPS, WEBAPP_TEMPLATES, templateContentKinds } from '../../shared/webapp-templates';
import { expectAppError } from '../../test/helpers/app-error';
import { completeConfig, section } from '../../test/helpers/webapps';
import { forgetReads } from '../lib/cache/read-cache';
import type { Caller, RequestContext } from '../lib/http/route';
import { linkable } from './site-context';
import { fakeWorld, OWNER, PROJECT, STRANGER } from './test-fakes';

const expectError = (promise: Promise<unknown>, status: number, code: string) => expectAppError(promise, { status, code });
const T = new Date('2026-06-01T10:00:00.000Z');
const request = (ip = '10.0.0.1', ifNoneMatch?: string): RequestContext => ({
  requestId: 'r',
  now: T,
  sourceIp: ip,
  userAgent: '',
  cookies: {},
  safe: true,
  ...(ifNoneMatch ? { ifNoneMatch } : {}),
});

/** A world with one application of each content kind (and a second web app), and the web app under test. */
function world() {
  const w = fakeWorld();
  const ids = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, w.addApp(kind)])) as Record<ContentKind, string>;
  const webapp = w.addApp('webapp', 'site');
  const target = { projectId: PROJECT, applicationId: webapp };
  const sections: Partial<Record<ContentKind, ReturnType<typeof section>>> = {
    speakers: section('speakers', ids.speakers, { fields: ['firstname', 'lastname'] }),
    catalogue: section('catalogue', ids.catalogue, { fields: ['name'] }),
    users: section('users', ids.users, { fields: ['firstname'] }),
    sponsor: section('sponsor', ids.sponsor, { fields: ['name', 'level'], groupBy: 'level' }),
    cms: section('cms', ids.cms, { fields: ['title', 'slug'] }),
    replay: section('replay', ids.replay, { fields: ['title'] }),
    modules: section('modules', ids.modules),
  };
  const config = (template: WebappConfig['main']['template'], host: string, extra: Partial<Parameters<typeof completeConfig>[0]> = {}) =>
    completeConfig({ template, host, links: Object.values(ids), sections, ...extra });
  const context = (): WebappContext => ({
    languages: ['fr', 'en'],
    applications: [...w.apps.values()].filter((app) => app.applicationId !== webapp).map(linkable),
  });
  return { ...w, ids, webapp, target, config, context };
}

describe('web app steps: each template validates what each step owns (shared rules on real configurations)', () => {
  it.each(WEBAPP_TEMPLATES)(
    '%s: a complete configuration has no incomplete step; the defaults miss exactly the required texts',
    (template) => {
      const w = world();
      const complete = w.config(template, 'forum.example.org');
      expect(incompleteSteps(complete, w.context())).toEqual([]);
      const required = ['main', 'identity', 'home', 'practical', 'seo', 'legal'];
      expect(incompleteSteps(defaultWebappConfig(['fr', 'en'], template), w.context())).toEqual(
        TEMPLATE_STEPS[template].filter((step) => required.includes(step)),
      );
      expect(TEMPLATE_STEPS[template].length).toBe({ eventSite: 6, conference: 9, tradeShow: 8, congress: 14, hybrid: 14 }[template]);
    },
  );

  it.each(WEBAPP_TEMPLATES)('%s: each content step refuses a private field, an unlinked application and a missing title', (template) => {
    const w = world();
    for (const kind of templateContentKinds(template)) {
      const base = w.config(template, 'forum.example.org');
      const broken: WebappConfig = {
        ...base,
        main: { ...base.main, links: base.main.links.filter((id) => id !== w.ids[kind]) },
        sections: { ...base.sections, [kind]: { ...base.sections[kind], title: {} } },
      };
      const issues = stepIssues(kind, broken, w.context());
      expect(issues).toContainEqual({ field: `sections.${kind}.title`, message: 'validation.required' });
      expect(issues).toContainEqual({ field: `sections.${kind}.applicationId`, message: 'validation.linkMissing' });
      if (kind === 'modules' || kind === 'cms') continue;
      const privateKey = kind === 'catalogue' || kind === 'replay' ? undefined : kind === 'sponsor' ? 'contactName' : '___email';
      if (!privateKey) continue;
      const withPrivate = { ...base, sections: { ...base.sections, [kind]: { ...base.sections[kind], fields: [privateKey] } } };
      expect(stepIssues(kind, withPrivate, w.context())).toEqual([
        { field: `sections.${kind}.fields.0`, message: 'validation.privateField' },
      ]);
    }
  });

  it('checks the home step’s dates and call to action, and the languages against the project', () => {
    const w = world();
    const base = w.config('hybrid', 'forum.example.org');
    const home = { ...base, home: { ...base.home, startDate: '2026-06-03', endDate: '2026-06-01', ctaLabel: { fr: 'Billets' } } };
    expect(stepIssues('home', home, w.context())).toEqual([
      { field: 'home.endDate', message: 'validation.dateOrder' },
      { field: 'home.ctaTarget', message: 'validation.ctaPair' },
    ]);
    const languages = { ...base, languages: { enabled: ['fr', 'de'] as WebappConfig['languages']['enabled'], default: 'en' as const } };
    expect(stepIssues('languages', languages, w.context())).toEqual([
      { field: 'languages.enabled.1', message: 'validation.languageNotInProject' },
      { field: 'languages.default', message: 'validation.defaultLanguage' },
    ]);
  });
});

describe('web apps service (fakes)', () => {
  it('answers the defaults, the project as context (without itself), and 404 to a stranger or for another kind', async () => {
    const w = world();
    const state = await w.service.get(OWNER, w.target);
    expect(state.draft).toMatchObject({ version: 0, step: 'main', updatedAt: null });
    expect(state.draft.config).toEqual(defaultWebappConfig(['fr', 'en']));
    expect(state.context.applications.map((app) => app.id)).not.toContain(w.webapp);
    expect(state.context.applications).toHaveLength(CONTENT_KINDS.length);
    await expectError(w.service.get(STRANGER, w.target), 404, 'NOT_FOUND');
    await expectError(w.service.get(OWNER, { projectId: PROJECT, applicationId: w.ids.speakers }), 404, 'NOT_FOUND');
  });

  it('saves by version (stale → 409), keeps the step, and refuses a step of another template', async () => {
    const w = world();
    const config = w.config('eventSite', 'a.example.org');
    const saved = await w.service.saveDraft(OWNER, { ...w.target, config, version: 0, step: 'home' }, T);
    expect(saved).toMatchObject({ version: 1, step: 'home', updatedBy: OWNER.email });
    await expectError(w.service.saveDraft(OWNER, { ...w.target, config, version: 0, step: 'main' }, T), 409, 'CONFLICT');
    await expectError(w.service.saveDraft(OWNER, { ...w.target, config, version: 1, step: 'legal' }, T), 400, 'VALIDATION_FAILED');
    expect((await w.service.get(OWNER, w.target)).draft).toMatchObject({ version: 1, step: 'home' });
  });

  it('refuses a host another web app holds (409 WEBAPP_HOST_TAKEN on main.host) and moves its own guard', async () => {
    const w = world();
    const other = w.addApp('webapp', 'other');
    const config = w.config('eventSite', 'taken.example.org');
    await w.service.saveDraft(OWNER, { projectId: PROJECT, applicationId: other, config, version: 0, step: 'main' }, T);
    const error = await expectError(
      w.service.saveDraft(OWNER, { ...w.target, config, version: 0, step: 'main' }, T),
      409,
      'WEBAPP_HOST_TAKEN',
    );
    expect(error.details).toEqual([{ field: 'main.host', message: 'errors.WEBAPP_HOST_TAKEN' }]);
    // The product's own host name is nobody's.
    await expectError(
      w.service.saveDraft(OWNER, { ...w.target, config: w.config('eventSite', 'app.example.com'), version: 0, step: 'main' }, T),
      409,
      'WEBAPP_HOST_TAKEN',
    );
    await w.service.saveDraft(OWNER, { ...w.target, config: w.config('eventSite', 'mine.example.org'), version: 0, step: 'main' }, T);
    await w.service.saveDraft(OWNER, { ...w.target, config: w.config('eventSite', 'moved.example.org'), version: 1, step: 'main' }, T);
    expect([...w.fake.guards.keys()].sort()).toEqual(['moved.example.org', 'taken.example.org']);
  });

  it('publishes (422 when incomplete, 409 when stale), republishes, rolls back and takes offline, guards following', async () => {
    const w = world();
    const incomplete = { ...w.config('conference', 'a.example.org'), seo: defaultWebappConfig(['fr']).seo };
    await w.service.saveDraft(OWNER, { ...w.target, config: incomplete, version: 0, step: 'seo' }, T);
    const refused = await expectError(w.service.publish(OWNER, { ...w.target, draftVersion: 1 }, T), 422, 'WEBAPP_INCOMPLETE');
    expect(refused.details).toEqual([
      { field: 'seo.title', message: 'validation.required' },
      { field: 'seo.description', message: 'validation.required' },
    ]);
    await w.service.saveDraft(OWNER, { ...w.target, config: w.config('conference', 'a.example.org'), version: 1, step: 'preview' }, T);
    await expectError(w.service.publish(OWNER, { ...w.target, draftVersion: 1 }, T), 409, 'CONFLICT');
    expect(await w.service.publish(OWNER, { ...w.target, draftVersion: 2 }, T)).toMatchObject({
      number: 1,
      host: 'a.example.org',
      draftVersion: 2,
    });
    // Publishing the same draft again (a double click, a retry) answers the live publication, not a copy of it.
    expect(await w.service.publish(OWNER, { ...w.target, draftVersion: 2 }, T)).toMatchObject({ number: 1, draftVersion: 2 });
    expect((await w.service.get(OWNER, w.target)).publications).toHaveLength(1);
    // A new host, republished: the old live host's guard goes.
    await w.service.saveDraft(OWNER, { ...w.target, config: w.config('conference', 'b.example.org'), version: 2, step: 'preview' }, T);
    expect([...w.fake.guards.keys()].sort()).toEqual(['a.example.org', 'b.example.org']);
    expect((await w.service.publish(OWNER, { ...w.target, draftVersion: 3 }, T)).number).toBe(2);
    expect([...w.fake.guards.keys()]).toEqual(['b.example.org']);
    // Roll back to 1 (its host again), stale current → 409, offline.
    await expectError(w.service.setLive(OWNER, { ...w.target, number: 1, current: 1 }, T), 409, 'CONFLICT');
    expect(await w.service.setLive(OWNER, { ...w.target, number: 1, current: 2 }, T)).toMatchObject({ number: 1, host: 'a.example.org' });
    expect([...w.fake.guards.keys()].sort()).toEqual(['a.example.org', 'b.example.org']);
    await expectError(w.service.setLive(OWNER, { ...w.target, number: 9, current: 1 }, T), 404, 'NOT_FOUND');
    expect(await w.service.setLive(OWNER, { ...w.target, number: null, current: 1 }, T)).toBeNull();
    expect([...w.fake.guards.keys()]).toEqual(['b.example.org']);
    const state = await w.service.get(OWNER, w.target);
    expect(state.live).toBeNull();
    expect(state.publications.map((publication) => publication.number)).toEqual([2, 1]);
  });

  it("reads a configuration stored before a content kind joined the registry with that kind's default section", async () => {
    const w = world();
    const config = w.config('hybrid', 'c.example.org');
    await w.service.saveDraft(OWNER, { ...w.target, config, version: 0, step: 'preview' }, T);
    // As stored before `replay` had a section: no entry for it.
    const { replay: _gone, ...older } = config.sections;
    const stored = w.fake.drafts.get(w.webapp)!;
    w.fake.drafts.set(w.webapp, { ...stored, config: { ...config, sections: older as typeof config.sections } });
    const read = (await w.service.get(OWNER, w.target)).draft.config;
    expect(read.sections.replay).toEqual(defaultWebappConfig(['fr', 'en']).sections.replay);
    expect(read.sections.speakers).toEqual(config.sections.speakers);
    // Published with it, and served from a publication stored without it.
    expect((await w.service.publish(OWNER, { ...w.target, draftVersion: 1 }, T)).number).toBe(1);
    const [publication] = w.fake.publications.get(w.webapp)!;
    expect(publication!.config.sections.replay).toEqual(read.sections.replay);
    w.fake.publications.set(w.webapp, [{ ...publication!, config: { ...config, sections: older as typeof config.sections } }]);
    const reply = await w.service.publicSite('c.example.org', 'fr', request());
    expect((reply.body as PublicSite).sections.map((shown) => shown.kind)).toEqual(['speakers', 'modules', 'sponsor', 'cms']);
  });

  it('needs full to write and read to preview', async () => {
    const w = world();
    w.grants.set(STRANGER.customerId, 'read');
    const config = w.config('eventSite', 'a.example.org');
    await expectError(w.service.saveDraft(STRANGER, { ...w.target, config, version: 0, step: 'main' }, T), 403, 'FORBIDDEN');
    const site = (await w.service.preview(STRANGER, { ...w.target, config, lang: 'en', request: { type: 'site' } }, T)) as PublicSite;
    expect(site).toMatchObject({ publication: 0, lang: 'en', identity: { name: 'Forum Lumière (en)' } });
  });

  it('a grant on the web app only: the context, the preview and every write know only the applications the caller may read', async () => {
    const w = world();
    const READER = STRANGER;
    const EDITOR: Caller = { customerId: '01J00000000000000000000003', email: 'editor@example.com', sessionId: 's3' };
    w.grantOn(READER, w.webapp, 'read');
    w.grantOn(EDITOR, w.webapp, 'full');
    const speakers = w.ids.speakers;
    const linking = completeConfig({
      template: 'eventSite',
      host: 'a.example.org',
      links: [speakers],
      sections: { speakers: section('speakers', speakers, { fields: ['firstname'] }) },
    });
    const unknown = [
      { field: 'main.links.0', message: 'validation.unknownApplication' },
      { field: 'sections.speakers.applicationId', message: 'validation.unknownApplication' },
    ];
    const refusedWith = async (promise: Promise<unknown>, details: unknown[]) =>
      expect((await expectError(promise, 400, 'VALIDATION_FAILED')).details).toEqual(details);

    // The owner's draft links the speakers; the reader sees the web app, not the speakers.
    await w.service.saveDraft(OWNER, { ...w.target, config: linking, version: 0, step: 'main' }, T);
    expect((await w.service.get(READER, w.target)).context.applications).toEqual([]);
    const preview = (config: WebappConfig) => ({
      ...w.target,
      config,
      lang: 'fr' as const,
      request: { type: 'records' as const, kind: 'speakers' as const, q: '', filters: {} },
    });
    await refusedWith(w.service.preview(READER, preview(linking), T), unknown);
    // An id the project does not hold gets the very same answer.
    const ghost = '01JZZZZZZZZZZZZZZZZZZZZZZZ';
    const ghostly = {
      ...linking,
      main: { ...linking.main, links: [ghost] },
      sections: { ...linking.sections, speakers: section('speakers', ghost) },
    };
    await refusedWith(w.service.preview(READER, preview(ghostly), T), unknown);

    // Full on the web app only: no draft, no publication, no set-live linking the speakers, even the owner's.
    await refusedWith(w.service.saveDraft(EDITOR, { ...w.target, config: linking, version: 1, step: 'main' }, T), unknown);
    // A section left hidden still names an application: refused on its picker.
    const hidden = {
      ...linking,
      main: { ...linking.main, links: [] },
      sections: { ...linking.sections, speakers: { ...linking.sections.speakers, enabled: false } },
    };
    await refusedWith(w.service.saveDraft(EDITOR, { ...w.target, config: hidden, version: 1, step: 'main' }, T), [unknown[1]]);
    await refusedWith(w.service.publish(EDITOR, { ...w.target, draftVersion: 1 }, T), unknown);
    expect(w.fake.publications.get(w.webapp)).toBeUndefined();
    expect((await w.service.get(OWNER, w.target)).draft.version).toBe(1);
    await w.service.publish(OWNER, { ...w.target, draftVersion: 1 }, T);
    await w.service.setLive(OWNER, { ...w.target, number: null, current: 1 }, T);
    await refusedWith(w.service.setLive(EDITOR, { ...w.target, number: 1, current: null }, T), unknown);
    expect(w.fake.lives.get(w.webapp)).toBeUndefined();
    // The same publication after a republication, and the whole project for a project reader.
    await w.service.setLive(OWNER, { ...w.target, number: 1, current: null }, T);
    // Taking a site offline publishes nothing: the web app's full level is enough.
    expect(await w.service.setLive(EDITOR, { ...w.target, number: null, current: 1 }, T)).toBeNull();

    // With read on the speakers, the same requests pass, and the context lists the speakers with their fields.
    w.grantOn(READER, speakers, 'read');
    w.grantOn(EDITOR, speakers, 'read');
    const context = (await w.service.get(READER, w.target)).context.applications;
    expect(context.map((app) => app.id)).toEqual([speakers]);
    expect(context[0]!.elements[0]!.fields.map((field) => field.key)).toContain('firstname');
    w.addRecord(speakers, 'speakers', { firstname: 'Ada', lastname: 'Lovelace' });
    expect(await w.service.preview(READER, preview(linking), T)).toMatchObject({ items: [{ values: { firstname: { text: 'Ada' } } }] });
    expect(await w.service.setLive(EDITOR, { ...w.target, number: 1, current: null }, T)).toMatchObject({ number: 1 });
    await w.service.saveDraft(EDITOR, { ...w.target, config: linking, version: 1, step: 'preview' }, T);
    expect(await w.service.publish(EDITOR, { ...w.target, draftVersion: 2 }, T)).toMatchObject({ number: 2, publishedBy: EDITOR.email });
  });

  it('serves the live publication only, through the per-client limit, with an ETag and 304', async () => {
    const w = world();
    await expectError(w.service.publicSite('a.example.org', 'fr', request()), 404, 'NOT_FOUND');
    await w.service.saveDraft(OWNER, { ...w.target, config: w.config('eventSite', 'a.example.org'), version: 0, step: 'main' }, T);
    forgetReads();
    await expectError(w.service.publicSite('a.example.org', 'fr', request()), 404, 'NOT_FOUND'); // a draft is not served
    await w.service.publish(OWNER, { ...w.target, draftVersion: 1 }, T);
    forgetReads();
    const reply = await w.service.publicSite('a.example.org', 'fr', request());
    expect(reply.options.headers).toMatchObject({ 'cache-control': 'public, max-age=60', etag: expect.stringMatching(/^"/) });
    const etag = reply.options.headers!.etag!;
    const again = await w.service.publicSite('a.example.org', 'fr', request('10.0.0.1', `W/"x", ${etag}`));
    expect(again.options.status).toBe(304);
    expect(again.body).toBeUndefined();
    w.setLimit(3);
    await expectError(w.service.publicSite('a.example.org', 'fr', request()), 429, 'TOO_MANY_REQUESTS');
    await w.service.publicSite('a.example.org', 'fr', request('10.0.0.2'));
    await w.service.setLive(OWNER, { ...w.target, number: null, current: 1 }, T);
    forgetReads();
    await expectError(w.service.publicSite('a.example.org', 'fr', request('10.0.0.3')), 404, 'NOT_FOUND');
  });
});
