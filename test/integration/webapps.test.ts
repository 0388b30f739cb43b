import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { webappKeys } from '../../functions/lib/db/keys';
import type { WebappConfig, WebappState } from '../../shared/schemas/webapps';
import { apiClient, localDb, signedInCustomer, writeGrant } from '../helpers/local-aws';
import { until } from '../helpers/until';
import { completeConfig, section, uniqueHost } from '../helpers/webapps';

/**
 * The web app wizard's routes through the local gateway: draft versions, host uniqueness across customers,
 * publish, republish, roll back and offline, as the public read API sees them.
 */
type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
type Api = Customer['api'];

async function newWebapp(api: Api, projectId: string, title = 'Site') {
  const created = await api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'webapp', title });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return `/api/projects/${projectId}/applications/${created.body.applicationId}/webapp`;
}

async function state(api: Api, webapp: string): Promise<WebappState> {
  const response = await api.call('GET', webapp);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as WebappState;
}

async function save(api: Api, webapp: string, config: WebappConfig, version: number, step = 'main') {
  return api.call('PUT', `${webapp}/draft`, { config, version, step });
}

async function guardOf(host: string) {
  const db = localDb();
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.TableName, Key: { PK: webappKeys.host(host), SK: webappKeys.hostSort() } }),
  );
  return Item as { applicationId: string } | undefined;
}

const visitor = apiClient();
const publicSite = (host: string, query = '') => visitor.call('GET', `/api/public/sites/${host}${query}`);

describe('web apps: the wizard, publication and the live site', () => {
  let owner: Customer;
  let rival: Customer;
  let projectId: string;
  let speakersId: string;
  let webapp: string;
  let rivalWebapp: string;

  beforeAll(async () => {
    [owner, rival] = await Promise.all([signedInCustomer('webapps'), signedInCustomer('webapps-rival')]);
    projectId = (await owner.api.call('POST', '/api/projects', { name: 'Forum', languages: ['fr', 'en'], type: 'conference' })).body
      .projectId;
    const speakers = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Intervenants' });
    speakersId = speakers.body.applicationId;
    const records = `/api/projects/${projectId}/applications/${speakersId}/elements/speakers/records`;
    for (const lastname of ['Curie', 'Ampère']) {
      const created = await owner.api.call('POST', records, {
        values: {
          firstname: 'Ana',
          lastname,
          ___email: `${lastname.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@private.example.com`,
          jobTitle: { fr: 'Physicienne', en: 'Physicist' },
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    webapp = await newWebapp(owner.api, projectId);
    const rivalProject = (await rival.api.call('POST', '/api/projects', { name: 'Rival', languages: ['fr'], type: 'conference' })).body
      .projectId;
    rivalWebapp = await newWebapp(rival.api, rivalProject);
  });

  it('answers the defaults before any save, with the project as context, and 404 to a stranger or for another kind', async () => {
    const first = await state(owner.api, webapp);
    expect(first.draft.version).toBe(0);
    expect(first.draft.config.languages.enabled).toEqual(['fr', 'en']);
    expect(first.live).toBeNull();
    expect(first.publications).toEqual([]);
    expect(first.context.languages).toEqual(['fr', 'en']);
    expect(first.context.applications.map((app) => app.id)).toEqual([speakersId]);
    const fields = first.context.applications[0]!.elements[0]!.fields;
    expect(fields.find((field) => field.key === '___email')?.visibility).toBe('private');
    expect((await rival.api.call('GET', webapp)).status).toBe(404);
    expect((await owner.api.call('GET', `/api/projects/${projectId}/applications/${speakersId}/webapp`)).status).toBe(404);
  });

  it('saves drafts by version: of two saves of the same version in parallel, one wins and the other is a 409', async () => {
    const host = uniqueHost('draft');
    const config = completeConfig({ template: 'eventSite', host, links: [] });
    const first = await save(owner.api, webapp, config, 0);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toBe(1);
    const raced = await Promise.all([
      save(owner.api, webapp, { ...config, identity: { ...config.identity, name: { fr: 'A' } } }, 1, 'identity'),
      save(owner.api, webapp, { ...config, identity: { ...config.identity, name: { fr: 'B' } } }, 1, 'home'),
    ]);
    expect(raced.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(raced.find((response) => response.status === 409)!.body.error.code).toBe('CONFLICT');
    const after = await state(owner.api, webapp);
    expect(after.draft.version).toBe(2);
    // Leave and resume: the step of the save that won.
    expect(after.draft.step).toBe(raced[0]!.status === 200 ? 'identity' : 'home');
    // A step of another template is refused.
    expect((await save(owner.api, webapp, config, 2, 'legal')).status).toBe(400);
  });

  it('holds a host for one web app across customers, even when both claim it at once', async () => {
    const host = uniqueHost('race');
    const mine = await state(owner.api, webapp);
    const theirs = await state(rival.api, rivalWebapp);
    const [a, b] = await Promise.all([
      save(owner.api, webapp, { ...mine.draft.config, main: { ...mine.draft.config.main, host } }, mine.draft.version),
      save(rival.api, rivalWebapp, { ...theirs.draft.config, main: { ...theirs.draft.config.main, host } }, theirs.draft.version),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.error.code).toBe('WEBAPP_HOST_TAKEN');
    expect(loser.body.error.details).toEqual([{ field: 'main.host', message: 'errors.WEBAPP_HOST_TAKEN' }]);
    // Whoever won, the owner ends up on a host of its own; the guard follows the draft (the old host is released).
    if (a.status !== 200) {
      const again = await state(owner.api, webapp);
      const other = uniqueHost('mine');
      expect(
        (await save(owner.api, webapp, { ...again.draft.config, main: { ...again.draft.config.main, host: other } }, again.draft.version))
          .status,
      ).toBe(200);
    }
    const now = await state(owner.api, webapp);
    expect((await guardOf(now.draft.config.main.host))?.applicationId).toBe(webapp.split('/')[5]);
    expect(await guardOf(mine.draft.config.main.host)).toBeUndefined();
  });

  it('publishes, republishes, rolls back and takes offline, as the public API serves it', async () => {
    let current = await state(owner.api, webapp);
    // Incomplete: the practical step lacks its address (422 with the step's issues).
    const incomplete = { ...current.draft.config, practical: { ...current.draft.config.practical, address: {} } };
    const saved = await save(owner.api, webapp, incomplete, current.draft.version);
    expect(saved.status).toBe(200);
    const refused = await owner.api.call('POST', `${webapp}/publications`, { draftVersion: saved.body.version });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('WEBAPP_INCOMPLETE');
    expect(refused.body.error.details).toContainEqual({ field: 'practical.address', message: 'validation.required' });

    const host = uniqueHost('live');
    const config = completeConfig({
      template: 'eventSite',
      host,
      links: [speakersId],
      sections: {
        speakers: section('speakers', speakersId, {
          fields: ['firstname', 'lastname', 'jobTitle'],
          sort: { field: 'lastname', direction: 'asc' },
        }),
      },
      heroTitle: 'Première',
    });
    const v = (await save(owner.api, webapp, config, saved.body.version)).body.version as number;
    expect((await publicSite(host)).status).toBe(404); // a draft is not served
    expect((await owner.api.call('POST', `${webapp}/publications`, { draftVersion: v - 1 })).status).toBe(409);
    const first = await owner.api.call('POST', `${webapp}/publications`, { draftVersion: v });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ number: 1, host, template: 'eventSite', draftVersion: v });

    const site = await publicSite(host, '?lang=en');
    expect(site.status).toBe(200);
    expect(site.body).toMatchObject({ host, lang: 'en', publication: 1, home: { heroTitle: 'Première (en)' } });
    expect(site.headers.get('cache-control')).toBe('public, max-age=60');
    const list = await visitor.call('GET', `/api/public/sites/${host}/sections/speakers/records?lang=en`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: { values: { lastname: { text: string } } }) => item.values.lastname.text)).toEqual([
      'Ampère',
      'Curie',
    ]);
    expect(list.body.items[0].values.jobTitle).toEqual({ type: 'text', text: 'Physicist' });
    expect(JSON.stringify(list.body)).not.toContain('private.example.com');

    // Republish a changed draft: publication 2 is served.
    const second = await save(
      owner.api,
      webapp,
      completeConfig({ ...{ template: 'eventSite', host, links: [] }, heroTitle: 'Seconde' }),
      v,
    );
    const published = await owner.api.call('POST', `${webapp}/publications`, { draftVersion: second.body.version });
    expect(published.body.number).toBe(2);
    expect((await publicSite(host)).body).toMatchObject({ publication: 2, home: { heroTitle: 'Seconde' }, sections: [] });

    // Roll back to 1 (a stale `current` is a 409), then forward again, then offline.
    expect((await owner.api.call('PUT', `${webapp}/live`, { number: 1, current: 1 })).status).toBe(409);
    const back = await owner.api.call('PUT', `${webapp}/live`, { number: 1, current: 2 });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ number: 1, host });
    expect((await publicSite(host)).body).toMatchObject({ publication: 1, home: { heroTitle: 'Première' } });
    expect((await owner.api.call('PUT', `${webapp}/live`, { number: 2, current: 1 })).body.number).toBe(2);
    current = await state(owner.api, webapp);
    expect(current.publications.map((publication) => publication.number)).toEqual([2, 1]);
    expect(current.live?.number).toBe(2);
    const offline = await owner.api.call('PUT', `${webapp}/live`, { number: null, current: 2 });
    expect(offline.status).toBe(200);
    expect(offline.body).toBeNull();
    const gone = await publicSite(host);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('NOT_FOUND');
    expect((await owner.api.call('PUT', `${webapp}/live`, { number: 1, current: null })).status).toBe(200);
    expect((await publicSite(host)).body.publication).toBe(1);
  });

  it('keeps serving the live host while the draft moves to another, and frees it once the new host is published', async () => {
    const current = await state(owner.api, webapp);
    const liveHost = current.live!.host;
    const next = uniqueHost('moved');
    const moved = await save(
      owner.api,
      webapp,
      { ...current.draft.config, main: { ...current.draft.config.main, host: next } },
      current.draft.version,
    );
    expect(moved.status).toBe(200);
    expect((await publicSite(liveHost)).status).toBe(200);
    // The live host stays this application's: nobody else can claim it.
    const theirs = await state(rival.api, rivalWebapp);
    const claim = await save(
      rival.api,
      rivalWebapp,
      { ...theirs.draft.config, main: { ...theirs.draft.config.main, host: liveHost } },
      theirs.draft.version,
    );
    expect(claim.status).toBe(409);
    expect((await owner.api.call('POST', `${webapp}/publications`, { draftVersion: moved.body.version })).status).toBe(201);
    expect((await publicSite(next)).status).toBe(200);
    expect((await publicSite(liveHost)).status).toBe(404);
    expect(await guardOf(liveHost)).toBeUndefined();
    // Rolling back to a publication of the old host takes its guard again.
    const after = await state(owner.api, webapp);
    const older = after.publications.find((publication) => publication.host === liveHost)!;
    expect((await owner.api.call('PUT', `${webapp}/live`, { number: older.number, current: after.live!.number })).status).toBe(200);
    expect((await publicSite(liveHost)).status).toBe(200);
    expect((await guardOf(liveHost))?.applicationId).toBe(webapp.split('/')[5]);
  });

  it('previews an unsaved configuration with the public answers (read level)', async () => {
    const current = await state(owner.api, webapp);
    const config = completeConfig({
      template: 'eventSite',
      host: current.draft.config.main.host,
      links: [speakersId],
      sections: { speakers: section('speakers', speakersId, { fields: ['lastname'] }) },
      heroTitle: 'Aperçu',
    });
    const site = await owner.api.call('POST', `${webapp}/preview`, { config, lang: 'fr', request: { type: 'site' } });
    expect(site.status, JSON.stringify(site.body)).toBe(200);
    expect(site.body).toMatchObject({ publication: 0, home: { heroTitle: 'Aperçu' } });
    expect(site.headers.get('cache-control')).toBe('no-store');
    const records = await owner.api.call('POST', `${webapp}/preview`, {
      config,
      lang: 'fr',
      request: { type: 'records', kind: 'speakers' },
    });
    expect(records.status).toBe(200);
    expect(records.body.items).toHaveLength(2);
    expect((await rival.api.call('POST', `${webapp}/preview`, { config, lang: 'fr', request: { type: 'site' } })).status).toBe(404);
  });

  it('releases the host guards when the web app is deleted', async () => {
    const other = await newWebapp(owner.api, projectId, 'Éphémère');
    const host = uniqueHost('deleted');
    expect((await save(owner.api, other, completeConfig({ template: 'eventSite', host, links: [] }), 0)).status).toBe(200);
    expect((await owner.api.call('POST', `${other}/publications`, { draftVersion: 1 })).status).toBe(201);
    expect((await publicSite(host)).status).toBe(200);
    const appPath = other.replace(/\/webapp$/, '');
    expect((await owner.api.call('DELETE', appPath)).status).toBe(204);
    expect((await publicSite(host)).status).toBe(404);
    await expect.poll(() => guardOf(host), { timeout: 15_000, interval: 300 }).toBeUndefined();
  });

  it('releases the host guards when the whole project is deleted (its purge job)', async () => {
    const project = (await owner.api.call('POST', '/api/projects', { name: 'Éphémère', languages: ['fr'], type: 'conference' })).body
      .projectId as string;
    const site = await newWebapp(owner.api, project);
    const host = uniqueHost('project');
    const config = completeConfig({ template: 'eventSite', host, links: [], languages: ['fr'] });
    expect((await save(owner.api, site, config, 0)).status).toBe(200);
    expect((await owner.api.call('POST', `${site}/publications`, { draftVersion: 1 })).status).toBe(201);
    expect((await publicSite(host)).status).toBe(200);
    expect((await owner.api.call('DELETE', `/api/projects/${project}`)).status).toBe(204);
    expect((await publicSite(host)).status).toBe(404);
    await expect.poll(() => guardOf(host), { timeout: 15_000, interval: 300 }).toBeUndefined();
  });

  it('copies a web app without its draft, publications or host (a host is unique platform-wide)', async () => {
    const current = await state(owner.api, webapp);
    expect(current.draft.version).toBeGreaterThan(0);
    const started = await owner.api.call('POST', '/api/copies', {
      sourceProjectId: projectId,
      applicationIds: [webapp.split('/')[5]],
      destinationProjectId: projectId,
      withRecords: true,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const job = await until('the copy', async () => {
      const read = await owner.api.call('GET', `/api/jobs/${started.body.jobId}`);
      return read.body.status === 'succeeded' || read.body.status === 'failed' ? read.body : undefined;
    });
    expect(job.status).toBe('succeeded');
    const copyId = job.result.applications[0].applicationId as string;
    const copy = await state(owner.api, `/api/projects/${projectId}/applications/${copyId}/webapp`);
    expect(copy.draft.version).toBe(0);
    expect(copy.draft.config.main.host).toBe('');
    expect(copy.publications).toEqual([]);
    expect(copy.live).toBeNull();
  });
});

describe('web apps: a grant on a web app reaches that web app, not the applications of the project', () => {
  let owner: Customer;
  /** Read on web app A only. */
  let reader: Customer;
  /** Full on web app B only. */
  let editor: Customer;
  /** Full on web app B and read on the speakers: application grants that open both. */
  let trusted: Customer;
  let speakersId: string;
  let siteA: string;
  let siteB: string;
  const host = uniqueHost('trust');
  const ghost = '01JZZZZZZZZZZZZZZZZZZZZZZZ';
  const linking = (id: string) =>
    completeConfig({ template: 'eventSite', host, links: [id], sections: { speakers: section('speakers', id, { fields: ['lastname'] }) } });
  const unknown = [
    { field: 'main.links.0', message: 'validation.unknownApplication' },
    { field: 'sections.speakers.applicationId', message: 'validation.unknownApplication' },
  ];
  const expectUnknown = (response: { status: number; body: { error?: { code: string; details: unknown } } }) => {
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: unknown });
  };
  const records = () => visitor.call('GET', `/api/public/sites/${host}/sections/speakers/records`);

  beforeAll(async () => {
    [owner, reader, editor, trusted] = await Promise.all([
      signedInCustomer('trust-owner'),
      signedInCustomer('trust-reader'),
      signedInCustomer('trust-editor'),
      signedInCustomer('trust-trusted'),
    ]);
    const projectName = 'Confiance';
    const projectId = (await owner.api.call('POST', '/api/projects', { name: projectName, languages: ['fr', 'en'], type: 'conference' }))
      .body.projectId as string;
    const speakers = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Intervenants' });
    speakersId = speakers.body.applicationId;
    const created = await owner.api.call('POST', `/api/projects/${projectId}/applications/${speakersId}/elements/speakers/records`, {
      values: { firstname: 'Marie', lastname: 'Sklodowska', ___email: `marie.${Date.now().toString(36)}@private.example.com` },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    siteA = await newWebapp(owner.api, projectId, 'Site A');
    siteB = await newWebapp(owner.api, projectId, 'Site B');
    const db = localDb();
    const grant = (who: Customer, applicationId: string, level: 'read' | 'full') =>
      writeGrant(db, { projectId, customerId: who.customerId, applicationId, level, projectName });
    const idOf = (webapp: string) => webapp.split('/')[5]!;
    await Promise.all([
      grant(reader, idOf(siteA), 'read'),
      grant(editor, idOf(siteB), 'full'),
      grant(trusted, idOf(siteB), 'full'),
      grant(trusted, speakersId, 'read'),
    ]);
    // The owner's draft of B links the speakers (version 1).
    expect((await save(owner.api, siteB, linking(speakersId), 0)).status).toBe(200);
  });

  it('a reader of one web app: the context lists none of the other applications, and a preview linking them is refused', async () => {
    const seen = await state(reader.api, siteA);
    expect(seen.context.applications).toEqual([]);
    expect(JSON.stringify(seen)).not.toContain(speakersId);
    expect(JSON.stringify(seen)).not.toContain('Intervenants');
    const preview = (config: WebappConfig) =>
      reader.api.call('POST', `${siteA}/preview`, { config, lang: 'fr', request: { type: 'records', kind: 'speakers' } });
    expectUnknown(await preview(linking(speakersId)));
    // The same answer as an id the project does not hold: it says nothing of what exists.
    expectUnknown(await preview(linking(ghost)));
  });

  it('a full delegate of another web app: no draft, publication nor set-live linking the speakers; the public API has nothing', async () => {
    expect((await state(editor.api, siteB)).context.applications).toEqual([]);
    expectUnknown(await save(editor.api, siteB, linking(speakersId), 1));
    expect((await state(owner.api, siteB)).draft.version).toBe(1);
    // The owner's draft links them: publishing it is the editor's publication, refused.
    expectUnknown(await editor.api.call('POST', `${siteB}/publications`, { draftVersion: 1 }));
    expect((await state(owner.api, siteB)).publications).toEqual([]);
    expect((await visitor.call('GET', `/api/public/sites/${host}`)).status).toBe(404);
    expect((await records()).status).toBe(404);
    // An owner's publication, taken offline: serving it again is a publication too.
    expect((await owner.api.call('POST', `${siteB}/publications`, { draftVersion: 1 })).status).toBe(201);
    expect((await owner.api.call('PUT', `${siteB}/live`, { number: null, current: 1 })).status).toBe(200);
    expectUnknown(await editor.api.call('PUT', `${siteB}/live`, { number: 1, current: null }));
    expect((await state(owner.api, siteB)).live).toBeNull();
    expect((await records()).status).toBe(404);
  });

  it('application grants on the web app and on the speakers still open the wizard to both', async () => {
    const seen = await state(trusted.api, siteB);
    expect(seen.context.applications.map((app) => app.id)).toEqual([speakersId]);
    const preview = await trusted.api.call('POST', `${siteB}/preview`, {
      config: linking(speakersId),
      lang: 'fr',
      request: { type: 'records', kind: 'speakers' },
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.items.map((item: { values: { lastname: { text: string } } }) => item.values.lastname.text)).toEqual(['Sklodowska']);
    const live = await trusted.api.call('PUT', `${siteB}/live`, { number: 1, current: null });
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect((await records()).status).toBe(200);
    const saved = await save(
      trusted.api,
      siteB,
      { ...linking(speakersId), identity: { ...linking(speakersId).identity, name: { fr: 'B' } } },
      1,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const published = await trusted.api.call('POST', `${siteB}/publications`, { draftVersion: 2 });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    expect(published.body.number).toBe(2);
  });
});
