/**
 * One entry per route key of functions/manifest.ts (the matrix test checks both ways).
 *
 * Each project-scoped entry says the least level the route needs, whether that level is on the project itself
 * (`project`) or on the application (`application`), how to build a valid request for a caller from the fixture
 * (`allowed`: whether that caller is expected to succeed, for routes that must act on a fresh target), and a probe that
 * reads, as the owner, the state the route would change: refusals must leave it as it was. `self` routes act on the
 * caller's own account (or need no session): they are exempt, with the reason, or run for every caller alike.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AccessLevel } from '../../../shared/projects';
import { apiClient, localDb } from '../../helpers/local-aws';
import { completeConfig, section, uniqueHost } from '../../helpers/webapps';
import { type Api, type Caller, ERROR_ROW_CSV, expectStatus, type Fixture, inviteeEmail, speaker } from './fixture';

export interface MatrixRequest {
  readonly method: string;
  readonly path: string;
  readonly body?: unknown;
}

export interface ScopedCase {
  readonly need: AccessLevel | 'owner';
  readonly scope: 'project' | 'application';
  /** Why refusals of a visible caller answer 404 instead of 403 (the target is the author's own). */
  readonly refusedAs404?: string;
  /**
   * The request links an application (a web app's configuration): run once per level the caller holds on the linked
   * one; a caller allowed on the route who cannot read it gets 400 (`expectedLinking`).
   */
  readonly links?: readonly AccessLevel[];
  request(fx: Fixture, who: Caller, allowed: boolean, link?: AccessLevel): Promise<MatrixRequest> | MatrixRequest;
  probe?(fx: Fixture): Promise<unknown>;
}
export interface SelfCase {
  readonly need: 'self';
  /** Not run: why the matrix's levels do not apply. */
  readonly exempt?: string;
  /** Run for every caller: each gets this status. */
  readonly request?: (fx: Fixture) => MatrixRequest;
  readonly status?: number;
}
export type RouteCase = ScopedCase | SelfCase;

const get = (path: string): MatrixRequest => ({ method: 'GET', path });
const read = async (api: Api, path: string) => expectStatus(await api.call('GET', path), 200, `probe ${path}`).body;

const PUBLIC = 'public: before any session (its own limits; accounts.test.ts, account-limits.test.ts)';
const UPLOAD_PAGE = 'the upload page: the link’s token is the credential, not a level (uploads.test.ts)';
const OWN_ACCOUNT = 'acts on the caller’s own account only';
const LIVE = 'live.test.ts, realtime-smoke.test.ts';

/** Probes, as the owner. */
const probes = {
  project: async (fx: Fixture) => {
    const project = await read(fx.owner.api, fx.project);
    const applications = project.applications.map((app: { applicationId: string }) => app.applicationId).sort();
    return { name: project.name, version: project.version, applications };
  },
  application: async (fx: Fixture) => {
    const app = await read(fx.owner.api, fx.app);
    const count = app.elements.find((element: { key: string }) => element.key === 'speakers')?.count;
    return { title: app.title, version: app.version, count };
  },
  form: async (fx: Fixture) => (await read(fx.owner.api, `${fx.element}/form`)).version,
  table: async (fx: Fixture) => (await read(fx.owner.api, `${fx.element}/table`)).version,
  record: async (fx: Fixture) => {
    const record = await read(fx.owner.api, `${fx.records}/${fx.recordId}`);
    return { version: record.version, lastname: record.values.lastname, versions: record.versionCount };
  },
  samples: async (fx: Fixture) => (await read(fx.owner.api, `${fx.app}/samples`)).elements,
  links: async (fx: Fixture) =>
    (await read(fx.owner.api, `${fx.records}/${fx.recordId}/upload-links`)).items.map((link: { linkId: string; state: string }) => [
      link.linkId,
      link.state,
    ]),
  grants: async (fx: Fixture) => (await read(fx.owner.api, `${fx.project}/grants`)).grants,
};

const current = async (fx: Fixture, path: string) => read(fx.owner.api, path);

/** A preview of the caller's own (an import is its author's). */
const ownPreview = async (fx: Fixture, who: Caller): Promise<string> =>
  expectStatus(await who.api.call('POST', `${fx.records}/imports`, { csv: ERROR_ROW_CSV, lang: 'en' }), 200, 'own preview').body.importId;

const P = '/api/projects/{projectId}';
const A = `${P}/applications/{applicationId}`;
const E = `${A}/elements/{element}`;
const R = `${E}/records`;
const LINKS = `${R}/{recordId}/upload-links`;

/**
 * An interactive modules application of the fixture's project (made once per fixture, by the owner) with a
 * channel and a participant; `liveFor` also gives the caller its matrix grant on it (application mode).
 */
interface LiveWorld {
  readonly applicationId: string;
  readonly live: string;
  readonly channelId: string;
  readonly participantId: string;
}
const liveWorlds = new WeakMap<Fixture, Promise<LiveWorld>>();
function liveWorld(fx: Fixture): Promise<LiveWorld> {
  let world = liveWorlds.get(fx);
  if (!world) {
    world = (async () => {
      const { api } = fx.owner;
      const app = expectStatus(await api.call('POST', `${fx.project}/applications`, { kind: 'modules', title: 'Direct' }), 201, 'modules');
      const applicationId = app.body.applicationId as string;
      const live = `${fx.project}/applications/${applicationId}/live`;
      const channel = expectStatus(await api.call('POST', `${live}/channels`, { name: 'Plénière' }), 201, 'channel');
      const joined = expectStatus(
        await apiClient().call('POST', `/api/live/${fx.projectId}/${applicationId}/tickets`, {
          channelId: channel.body.channelId,
          displayName: 'Ada',
        }),
        201,
        'participant',
      );
      return { applicationId, live, channelId: channel.body.channelId, participantId: joined.body.participant.participantId };
    })();
    liveWorlds.set(fx, world);
  }
  return world;
}
async function liveFor(fx: Fixture, who: Caller): Promise<LiveWorld> {
  const world = await liveWorld(fx);
  await fx.grantLike(who, world.applicationId);
  return world;
}
let liveItems = 0;
/** A chat message or a private message of the world's channel, written directly (a participant's socket would). */
async function liveItem(world: LiveWorld, kind: 'chat' | 'message'): Promise<string> {
  const id = `01MATRIX${Date.now().toString(36).toUpperCase().padStart(10, '0')}${(liveItems++).toString().padStart(8, '0')}`;
  const db = localDb();
  const common = {
    channelId: world.channelId,
    participantId: world.participantId,
    displayName: 'Ada',
    text: 'Bonjour',
    sentAt: new Date().toISOString(),
  };
  const Item =
    kind === 'chat'
      ? { PK: `APP#${world.applicationId}`, SK: `LIVE#CHAT#${world.channelId}#${id}`, messageId: id, ...common }
      : {
          PK: `APP#${world.applicationId}`,
          SK: `LIVE#MSG#${id}`,
          messageId: id,
          channelName: 'Plénière',
          status: 'new',
          version: 1,
          ...common,
        };
  await db.client.send(new PutCommand({ TableName: db.TableName, Item }));
  return id;
}

/**
 * Web app applications of the fixture's project (made once per fixture, by the owner), one per level of a
 * linked application: four speakers applications, on which every caller holds none, read, write and full (besides its
 * matrix grant), and a web app linking each (in step 1 and in its speakers section), with a complete draft and two
 * publications (the second live), so that every wizard request carries a link to an application of a known level.
 */
const LINK_LEVELS = ['none', 'read', 'write', 'full'] as const satisfies readonly AccessLevel[];
interface WebappWorld {
  readonly applicationId: string;
  readonly webapp: string;
}
const webappWorlds = new WeakMap<Fixture, Promise<Record<AccessLevel, WebappWorld>>>();
function webappsOf(fx: Fixture): Promise<Record<AccessLevel, WebappWorld>> {
  let worlds = webappWorlds.get(fx);
  if (!worlds) {
    worlds = (async () => {
      const { api } = fx.owner;
      const create = async (kind: string, title: string) =>
        expectStatus(await api.call('POST', `${fx.project}/applications`, { kind, title }), 201, kind).body.applicationId as string;
      // One after the other: applications of one project are created one at a time anyway (its counters).
      const made: (readonly [AccessLevel, WebappWorld])[] = [];
      for (const level of LINK_LEVELS) {
        const linked = await create('speakers', `Lié ${level}`);
        await Promise.all(fx.callers.map((who) => fx.grantAt(who, linked, level)));
        const applicationId = await create('webapp', `Site ${level}`);
        const webapp = `${fx.project}/applications/${applicationId}/webapp`;
        const config = completeConfig({
          template: 'eventSite',
          host: uniqueHost('matrix'),
          links: [linked],
          sections: { speakers: section('speakers', linked, { fields: ['lastname'] }) },
        });
        expectStatus(await api.call('PUT', `${webapp}/draft`, { config, version: 0, step: 'main' }), 200, 'webapp draft');
        expectStatus(await api.call('POST', `${webapp}/publications`, { draftVersion: 1 }), 201, 'webapp publication');
        const renamed = { ...config, identity: { ...config.identity, name: { fr: `Site ${level}` } } };
        expectStatus(await api.call('PUT', `${webapp}/draft`, { config: renamed, version: 1, step: 'main' }), 200, 'webapp draft');
        expectStatus(await api.call('POST', `${webapp}/publications`, { draftVersion: 2 }), 201, 'webapp publication');
        made.push([level, { applicationId, webapp }]);
      }
      return Object.fromEntries(made) as Record<AccessLevel, WebappWorld>;
    })();
    webappWorlds.set(fx, worlds);
  }
  return worlds;
}
/** The web app linking an application of level `link` (the caller gets its matrix grant on the web app). */
async function webappFor(fx: Fixture, who: Caller, link: AccessLevel = 'read'): Promise<WebappWorld> {
  const world = (await webappsOf(fx))[link];
  await fx.grantLike(who, world.applicationId);
  return world;
}
const webappState = async (fx: Fixture, link: AccessLevel) => current(fx, (await webappsOf(fx))[link].webapp);
/** Probes every web app of the fixture. */
const webappProbe =
  (pick: (state: { draft: { version: number }; publications: unknown[]; live: unknown }) => unknown) => async (fx: Fixture) =>
    Promise.all(LINK_LEVELS.map(async (level) => pick(await webappState(fx, level))));
const PUBLIC_SITES = 'public: the published sites’ read API, the same for everybody (public-sites.test.ts, webapps.test.ts)';

export const ROUTE_CASES: Readonly<Record<string, RouteCase>> = {
  // ——— platform, accounts, realtime: not project-scoped ———
  'GET /api/health': { need: 'self', request: () => get('/api/health'), status: 200 },
  'POST /api/auth/register': { need: 'self', exempt: PUBLIC },
  'POST /api/auth/activate': { need: 'self', exempt: PUBLIC },
  'POST /api/auth/activation-code': { need: 'self', exempt: PUBLIC },
  'POST /api/auth/login': { need: 'self', exempt: PUBLIC },
  'GET /api/me': { need: 'self', request: () => get('/api/me'), status: 200 },
  'POST /api/auth/logout': { need: 'self', exempt: `${OWN_ACCOUNT} (and would end the matrix callers’ sessions)` },
  'POST /api/auth/lost-password': { need: 'self', exempt: PUBLIC },
  'POST /api/auth/reset-password': { need: 'self', exempt: PUBLIC },
  // A console ticket needs the read level on a modules application.
  'POST /api/realtime/tickets': {
    need: 'read',
    scope: 'application',
    request: async (fx, who) => {
      const { applicationId } = await liveFor(fx, who);
      return { method: 'POST', path: '/api/realtime/tickets', body: { projectId: fx.projectId, applicationId } };
    },
  },
  'GET /api/application-kinds': { need: 'self', request: () => get('/api/application-kinds'), status: 200 },
  'GET /api/live/{projectId}/{applicationId}': { need: 'self', exempt: `public: the participant page's card of a module (${LIVE})` },
  'POST /api/live/{projectId}/{applicationId}/tickets': {
    need: 'self',
    exempt: `public: a participant's ticket, its own limits (${LIVE})`,
  },

  // ——— projects ———
  'GET /api/projects': { need: 'self', request: () => get('/api/projects'), status: 200 },
  'POST /api/projects': { need: 'self', exempt: `${OWN_ACCOUNT}: creates the caller’s own project (projects.test.ts)` },
  [`GET ${P}`]: { need: 'read', scope: 'project', request: (fx) => get(fx.project) },
  [`PATCH ${P}`]: {
    need: 'owner',
    scope: 'project',
    request: async (fx) => ({
      method: 'PATCH',
      path: fx.project,
      body: { name: fx.projectName, version: (await current(fx, fx.project)).version },
    }),
    probe: probes.project,
  },
  [`DELETE ${P}`]: {
    need: 'owner',
    scope: 'project',
    // The owner deletes a project of its own made for it; refusals aim at the fixture's.
    request: async (fx, _who, allowed) => {
      if (!allowed) return { method: 'DELETE', path: fx.project };
      const spare = expectStatus(
        await fx.owner.api.call('POST', '/api/projects', { name: 'Jetable', languages: ['fr'], type: 'conference' }),
        201,
        'spare project',
      );
      return { method: 'DELETE', path: `/api/projects/${spare.body.projectId}` };
    },
    probe: probes.project,
  },

  // ——— applications ———
  [`GET ${P}/applications`]: { need: 'read', scope: 'project', request: (fx) => get(`${fx.project}/applications`) },
  [`POST ${P}/applications`]: {
    need: 'full',
    scope: 'project',
    request: (fx) => ({ method: 'POST', path: `${fx.project}/applications`, body: { kind: 'speakers', title: 'Ajoutée' } }),
    probe: probes.project,
  },
  [`GET ${A}`]: { need: 'read', scope: 'application', request: (fx) => get(fx.app) },
  [`PATCH ${A}`]: {
    need: 'full',
    scope: 'application',
    request: async (fx) => ({
      method: 'PATCH',
      path: fx.app,
      body: { title: 'Intervenants', version: (await current(fx, fx.app)).version },
    }),
    probe: probes.application,
  },
  [`DELETE ${A}`]: {
    need: 'full',
    scope: 'application',
    request: async (fx, who, allowed) => {
      if (!allowed) return { method: 'DELETE', path: fx.app };
      const spare = expectStatus(
        await fx.owner.api.call('POST', `${fx.project}/applications`, { kind: 'speakers', title: 'Jetable' }),
        201,
        'spare application',
      );
      await fx.grantLike(who, spare.body.applicationId);
      return { method: 'DELETE', path: `${fx.project}/applications/${spare.body.applicationId}` };
    },
    probe: probes.project,
  },
  [`GET ${E}/form`]: { need: 'read', scope: 'application', request: (fx) => get(`${fx.element}/form`) },
  [`PUT ${E}/form`]: {
    need: 'full',
    scope: 'application',
    request: async (fx) => {
      const { form, version } = await current(fx, `${fx.element}/form`);
      return { method: 'PUT', path: `${fx.element}/form`, body: { form, version } };
    },
    probe: probes.form,
  },
  [`GET ${E}/table`]: { need: 'read', scope: 'application', request: (fx) => get(`${fx.element}/table`) },
  [`PUT ${E}/table`]: {
    need: 'full',
    scope: 'application',
    request: async (fx) => {
      const { table, version } = await current(fx, `${fx.element}/table`);
      return { method: 'PUT', path: `${fx.element}/table`, body: { table, version } };
    },
    probe: probes.table,
  },

  // ——— records ———
  [`GET ${R}`]: { need: 'read', scope: 'application', request: (fx) => get(fx.records) },
  [`POST ${R}`]: {
    need: 'write',
    scope: 'application',
    request: (fx) => ({ method: 'POST', path: fx.records, body: { values: speaker('Nouveau') } }),
    probe: probes.application,
  },
  [`GET ${R}/{recordId}`]: { need: 'read', scope: 'application', request: (fx) => get(`${fx.records}/${fx.recordId}`) },
  [`PUT ${R}/{recordId}`]: {
    need: 'write',
    scope: 'application',
    request: async (fx) => {
      const record = await current(fx, `${fx.records}/${fx.recordId}`);
      return { method: 'PUT', path: `${fx.records}/${fx.recordId}`, body: { values: record.values, version: record.version } };
    },
    probe: probes.record,
  },
  [`DELETE ${R}/{recordId}`]: {
    need: 'write',
    scope: 'application',
    request: async (fx, _who, allowed) => {
      if (!allowed) return { method: 'DELETE', path: `${fx.records}/${fx.recordId}` };
      const spare = expectStatus(await fx.owner.api.call('POST', fx.records, { values: speaker('Jetable') }), 201, 'spare record');
      return { method: 'DELETE', path: `${fx.records}/${spare.body.recordId}` };
    },
    probe: probes.record,
  },
  [`GET ${R}/{recordId}/versions`]: { need: 'read', scope: 'application', request: (fx) => get(`${fx.records}/${fx.recordId}/versions`) },
  [`POST ${R}/{recordId}/versions/{versionNumber}/restore`]: {
    need: 'write',
    scope: 'application',
    request: async (fx) => ({
      method: 'POST',
      path: `${fx.records}/${fx.recordId}/versions/1/restore`,
      body: { version: (await current(fx, `${fx.records}/${fx.recordId}`)).version },
    }),
    probe: probes.record,
  },
  [`POST ${R}/exports`]: {
    need: 'read',
    scope: 'application',
    request: (fx) => ({ method: 'POST', path: `${fx.records}/exports`, body: { format: 'csv', records: { kind: 'all' } } }),
  },
  [`GET ${R}/exports/{jobId}/download`]: {
    need: 'read',
    scope: 'application',
    request: (fx) => get(`${fx.records}/exports/${fx.exportJobId}/download`),
  },
  [`POST ${E}/samples`]: {
    need: 'write',
    scope: 'application',
    request: (fx) => ({ method: 'POST', path: `${fx.element}/samples`, body: { count: 1 } }),
    probe: probes.samples,
  },
  [`DELETE ${E}/samples`]: {
    need: 'write',
    scope: 'application',
    request: (fx) => ({ method: 'DELETE', path: `${fx.element}/samples` }),
    probe: probes.samples,
  },
  [`GET ${A}/samples`]: { need: 'read', scope: 'application', request: (fx) => get(`${fx.app}/samples`) },

  // ——— imports ———
  [`POST ${R}/imports`]: {
    need: 'write',
    scope: 'application',
    request: (fx) => ({ method: 'POST', path: `${fx.records}/imports`, body: { csv: ERROR_ROW_CSV, lang: 'en' } }),
  },
  [`POST ${R}/imports/sources`]: {
    need: 'write',
    scope: 'application',
    request: (fx) => ({ method: 'POST', path: `${fx.records}/imports/sources`, body: { size: 64 } }),
  },
  [`POST ${R}/imports/{importId}/commit`]: {
    need: 'write',
    scope: 'application',
    // An import is its author's: an allowed caller commits a preview of its own; refusals aim at the owner's.
    request: async (fx, who, allowed) => {
      let importId = fx.importId;
      if (allowed && who.level !== 'owner') {
        importId = await ownPreview(fx, who);
      }
      return { method: 'POST', path: `${fx.records}/imports/${importId}/commit`, body: {} };
    },
    probe: probes.application,
  },
  [`GET ${R}/imports/{importId}/errors`]: {
    need: 'write',
    scope: 'application',
    // The route checks read, then finds the import among the caller's own: a reader (who cannot preview) has none.
    refusedAs404: 'a reader gets the 404 of an unknown import',
    request: async (fx, who, allowed) => {
      let importId = fx.importId;
      if (allowed && who.level !== 'owner') {
        importId = await ownPreview(fx, who);
      }
      return get(`${fx.records}/imports/${importId}/errors`);
    },
  },

  // ——— uploads ———
  [`POST ${A}/uploads`]: {
    need: 'write',
    scope: 'application',
    request: (fx) => ({
      method: 'POST',
      path: `${fx.app}/uploads`,
      body: { element: 'speakers', field: 'photo', name: 'b.png', type: 'image/png', size: 100 },
    }),
  },
  [`GET ${A}/uploads/{uploadId}`]: { need: 'read', scope: 'application', request: (fx) => get(`${fx.app}/uploads/${fx.uploadId}`) },
  [`GET ${LINKS}`]: { need: 'write', scope: 'application', request: (fx) => get(`${fx.records}/${fx.recordId}/upload-links`) },
  [`POST ${LINKS}`]: {
    need: 'write',
    scope: 'application',
    request: (fx) => ({
      method: 'POST',
      path: `${fx.records}/${fx.recordId}/upload-links`,
      body: { fields: ['photo'], days: 7, language: 'fr', email: '', message: '' },
    }),
    probe: probes.links,
  },
  [`DELETE ${LINKS}/{linkId}`]: {
    need: 'write',
    scope: 'application',
    request: async (fx, _who, allowed) => {
      if (!allowed) return { method: 'DELETE', path: `${fx.records}/${fx.recordId}/upload-links/${fx.linkId}` };
      const spare = expectStatus(
        await fx.owner.api.call('POST', `${fx.records}/${fx.recordId}/upload-links`, {
          fields: ['photo'],
          days: 7,
          language: 'fr',
          email: '',
          message: '',
        }),
        201,
        'spare link',
      );
      return { method: 'DELETE', path: `${fx.records}/${fx.recordId}/upload-links/${spare.body.link.linkId}` };
    },
    probe: probes.links,
  },
  'GET /api/upload-link': { need: 'self', exempt: UPLOAD_PAGE },
  'POST /api/upload-link/uploads': { need: 'self', exempt: UPLOAD_PAGE },
  'GET /api/upload-link/uploads/{uploadId}': { need: 'self', exempt: UPLOAD_PAGE },
  'POST /api/upload-link/uploads/{uploadId}/attach': { need: 'self', exempt: UPLOAD_PAGE },

  // ——— jobs ———
  'GET /api/jobs/{jobId}': { need: 'read', scope: 'project', request: (fx) => get(`/api/jobs/${fx.exportJobId}`) },

  // ——— team features: contact, my account, delegation, copies ———
  'POST /api/contact': {
    need: 'read',
    scope: 'project',
    request: (fx) => ({ method: 'POST', path: '/api/contact', body: { subject: 'Matrice', message: 'Bonjour', projectId: fx.projectId } }),
  },
  'PATCH /api/me': { need: 'self', exempt: OWN_ACCOUNT },
  'POST /api/me/email': { need: 'self', exempt: OWN_ACCOUNT },
  'POST /api/me/email/confirm': { need: 'self', exempt: OWN_ACCOUNT },
  'PUT /api/me/password': { need: 'self', exempt: OWN_ACCOUNT },
  'POST /api/me/deletion': { need: 'self', exempt: `${OWN_ACCOUNT} (and would delete the matrix’s callers)` },
  [`GET ${P}/grants`]: { need: 'owner', scope: 'project', request: (fx) => get(`${fx.project}/grants`) },
  [`PUT ${P}/grants`]: {
    need: 'owner',
    scope: 'project',
    request: (fx) => ({ method: 'PUT', path: `${fx.project}/grants`, body: { email: inviteeEmail(), level: 'read' } }),
    probe: probes.grants,
  },
  'POST /api/copies': {
    need: 'full',
    // Full on the source applications and on the destination project: an application grant never opens the latter.
    scope: 'project',
    request: (fx) => ({
      method: 'POST',
      path: '/api/copies',
      body: { sourceProjectId: fx.projectId, applicationIds: [fx.applicationId], destinationProjectId: fx.projectId, withRecords: false },
    }),
    probe: probes.project,
  },

  // ——— the interactive modules' console, on a modules application of the project ———
  [`GET ${A}/live`]: { need: 'read', scope: 'application', request: async (fx, who) => get((await liveFor(fx, who)).live) },
  [`PUT ${A}/live/config`]: {
    need: 'write',
    scope: 'application',
    request: async (fx, who) => {
      const { live } = await liveFor(fx, who);
      const { config } = await current(fx, live);
      const body = {
        notificationVisible: true,
        chatVisible: true,
        autoDeleteConnection: true,
        pong: 30,
        logMinute: 1,
        version: config.version,
      };
      return { method: 'PUT', path: `${live}/config`, body };
    },
    probe: async (fx) => (await current(fx, (await liveWorld(fx)).live)).config.version,
  },
  [`POST ${A}/live/channels`]: {
    need: 'write',
    scope: 'application',
    request: async (fx, who) => ({ method: 'POST', path: `${(await liveFor(fx, who)).live}/channels`, body: { name: 'Salle' } }),
    probe: async (fx) => (await current(fx, (await liveWorld(fx)).live)).channels.length,
  },
  [`PATCH ${A}/live/channels/{channelId}`]: {
    need: 'write',
    scope: 'application',
    request: async (fx, who) => {
      const { live, channelId } = await liveFor(fx, who);
      const channel = (await current(fx, live)).channels.find((c: { channelId: string }) => c.channelId === channelId);
      return { method: 'PATCH', path: `${live}/channels/${channelId}`, body: { name: 'Plénière', version: channel.version } };
    },
  },
  [`GET ${A}/live/channels/{channelId}/samples`]: {
    need: 'read',
    scope: 'application',
    request: async (fx, who) => {
      const { live, channelId } = await liveFor(fx, who);
      return get(`${live}/channels/${channelId}/samples?hours=6`);
    },
  },
  [`GET ${A}/live/channels/{channelId}/notifications`]: {
    need: 'read',
    scope: 'application',
    request: async (fx, who) => {
      const { live, channelId } = await liveFor(fx, who);
      return get(`${live}/channels/${channelId}/notifications`);
    },
  },
  [`POST ${A}/live/channels/{channelId}/notifications`]: {
    need: 'write',
    scope: 'application',
    request: async (fx, who) => {
      const { live, channelId } = await liveFor(fx, who);
      return { method: 'POST', path: `${live}/channels/${channelId}/notifications`, body: { text: 'Pause' } };
    },
    probe: async (fx) => {
      const { live, channelId } = await liveWorld(fx);
      return (await current(fx, `${live}/channels/${channelId}/notifications`)).items.length;
    },
  },
  [`GET ${A}/live/channels/{channelId}/chat`]: {
    need: 'read',
    scope: 'application',
    request: async (fx, who) => {
      const { live, channelId } = await liveFor(fx, who);
      return get(`${live}/channels/${channelId}/chat`);
    },
  },
  [`DELETE ${A}/live/channels/{channelId}/chat/{messageId}`]: {
    need: 'write',
    scope: 'application',
    // Each caller deletes a message of its own making (a deleted one answers 404).
    request: async (fx, who) => {
      const world = await liveFor(fx, who);
      const messageId = await liveItem(world, 'chat');
      return { method: 'DELETE', path: `${world.live}/channels/${world.channelId}/chat/${messageId}` };
    },
  },
  [`PUT ${A}/live/participants/{participantId}/status`]: {
    need: 'write',
    scope: 'application',
    request: async (fx, who) => {
      const { live, participantId } = await liveFor(fx, who);
      return { method: 'PUT', path: `${live}/participants/${participantId}/status`, body: { status: 'active' } };
    },
  },
  [`GET ${A}/live/messages`]: {
    need: 'read',
    scope: 'application',
    request: async (fx, who) => get(`${(await liveFor(fx, who)).live}/messages`),
  },
  [`PATCH ${A}/live/messages/{messageId}`]: {
    need: 'write',
    scope: 'application',
    request: async (fx, who) => {
      const world = await liveFor(fx, who);
      const messageId = await liveItem(world, 'message');
      return { method: 'PATCH', path: `${world.live}/messages/${messageId}`, body: { status: 'read', version: 1 } };
    },
  },

  // ——— the web app wizard, on a web app application of the project ———
  [`GET ${A}/webapp`]: { need: 'read', scope: 'application', request: async (fx, who) => get((await webappFor(fx, who)).webapp) },
  // The draft, publication, set-live and preview requests link an application of each level (their web app's).
  [`PUT ${A}/webapp/draft`]: {
    need: 'full',
    scope: 'application',
    links: LINK_LEVELS,
    request: async (fx, who, _allowed, link) => {
      const { webapp } = await webappFor(fx, who, link);
      const { draft } = await webappState(fx, link!);
      return { method: 'PUT', path: `${webapp}/draft`, body: { config: draft.config, version: draft.version, step: 'identity' } };
    },
    probe: webappProbe((state) => state.draft.version),
  },
  [`POST ${A}/webapp/publications`]: {
    need: 'full',
    scope: 'application',
    links: LINK_LEVELS,
    request: async (fx, who, _allowed, link) => {
      const { webapp } = await webappFor(fx, who, link);
      const { draft } = await webappState(fx, link!);
      return { method: 'POST', path: `${webapp}/publications`, body: { draftVersion: draft.version } };
    },
    probe: webappProbe((state) => state.publications.length),
  },
  [`PUT ${A}/webapp/live`]: {
    need: 'full',
    scope: 'application',
    links: LINK_LEVELS,
    request: async (fx, who, _allowed, link) => {
      const { webapp } = await webappFor(fx, who, link);
      const { live, publications } = await webappState(fx, link!);
      // Another publication than the live one (each web app has two or more): serving it again is a publication.
      const number = publications.find((publication: { number: number }) => publication.number !== live?.number)?.number;
      return { method: 'PUT', path: `${webapp}/live`, body: { number, current: live?.number ?? null } };
    },
    probe: webappProbe((state) => state.live),
  },
  [`POST ${A}/webapp/preview`]: {
    need: 'read',
    scope: 'application',
    links: LINK_LEVELS,
    request: async (fx, who, _allowed, link) => {
      const { webapp } = await webappFor(fx, who, link);
      const { draft } = await webappState(fx, link!);
      return { method: 'POST', path: `${webapp}/preview`, body: { config: draft.config, lang: 'fr', request: { type: 'site' } } };
    },
  },
  'GET /api/public/sites/{host}': { need: 'self', exempt: PUBLIC_SITES },
  'GET /api/public/sites/{host}/sections/{kind}/records': { need: 'self', exempt: PUBLIC_SITES },
  'GET /api/public/sites/{host}/sections/{kind}/records/{recordId}': { need: 'self', exempt: PUBLIC_SITES },
  'GET /api/public/sites/{host}/pages/{slug}': { need: 'self', exempt: PUBLIC_SITES },
  'GET /api/public/sites/{host}/files/{kind}/{recordId}/{field}/{index}': { need: 'self', exempt: PUBLIC_SITES },
};

/** Destructive routes run last (their allowed callers act on spare targets, but a bug must not break the others). */
export const runsLast = (route: string) => route.startsWith('DELETE ');
