import type { Language } from '../../shared/constants';
import { defaultElements } from '../../shared/kinds';
import { type AccessLevel, strongest } from '../../shared/projects';
import type { ProjectAccess } from '../lib/access/access';
import { NotFound } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import { publicRateLimiter } from './public-http';
import { type PublicReadDeps, publicReader } from './public-read';
import type { StoredApp, StoredRecordLike } from './site-context';
import type * as Repository from './repository';
import { WebappWriteRefused } from './repository';
import { webappsService } from './service';

/**
 * In-memory stand-ins of the web apps domain's ports (unit tests): a repository with the same conditions and guard
 * moves as the DynamoDB one, a project with applications and records, and the access check.
 */
export const PROJECT = '01J000000000000000000000P1';
export const OWNER: Caller = { customerId: '01J00000000000000000000001', email: 'owner@example.com', sessionId: 's' };
export const STRANGER: Caller = { customerId: '01J00000000000000000000002', email: 'x@example.com', sessionId: 's2' };

export function fakeRepository() {
  const drafts = new Map<string, Repository.StoredDraft>();
  const publications = new Map<string, Repository.StoredPublication[]>();
  const lives = new Map<string, Repository.StoredLive>();
  const guards = new Map<string, { projectId: string; applicationId: string; host: string }>();
  const moveGuards = (owner: { projectId: string; applicationId: string }, before: string[], after: string[]) => {
    const used = new Set(after.filter(Boolean));
    for (const host of used) {
      const guard = guards.get(host);
      if (guard && guard.applicationId !== owner.applicationId) throw new WebappWriteRefused('hostTaken');
    }
    for (const host of before.filter(Boolean))
      if (!used.has(host) && guards.get(host)?.applicationId === owner.applicationId) guards.delete(host);
    for (const host of used) guards.set(host, { ...owner, host });
  };
  const repo = {
    getDraft: async (applicationId: string) => drafts.get(applicationId),
    getLive: async (applicationId: string) => lives.get(applicationId),
    getPublication: async (applicationId: string, number: number) =>
      publications.get(applicationId)?.find((publication) => publication.number === number),
    listPublications: async (applicationId: string, limit: number) =>
      [...(publications.get(applicationId) ?? [])]
        .reverse()
        .slice(0, limit)
        .map(({ config: _config, ...publication }) => publication),
    getHostGuard: async (host: string) => guards.get(host),
    async saveDraft(draft: Repository.StoredDraft, expected: { version: number; host: string; live: Repository.StoredLive | undefined }) {
      if ((drafts.get(draft.applicationId)?.version ?? 0) !== expected.version) throw new WebappWriteRefused('stale');
      const liveHost = expected.live?.host ?? '';
      moveGuards(draft, [expected.host, liveHost], [draft.host, liveHost]);
      drafts.set(draft.applicationId, draft);
    },
    async setLive(change: Parameters<typeof Repository.setLive>[0]) {
      const { applicationId } = change;
      if ((lives.get(applicationId)?.number ?? null) !== (change.current?.number ?? null)) throw new WebappWriteRefused('liveChanged');
      if ((drafts.get(applicationId)?.version ?? 0) !== change.draft.version) throw new WebappWriteRefused('stale');
      const list = publications.get(applicationId) ?? [];
      if (change.publication && list.some((publication) => publication.number === change.publication!.number)) {
        throw new WebappWriteRefused('liveChanged');
      }
      moveGuards(change, [change.draft.host, change.current?.host ?? ''], [change.draft.host, change.target?.host ?? '']);
      if (change.publication) publications.set(applicationId, [...list, change.publication]);
      if (change.target) lives.set(applicationId, change.target);
      else lives.delete(applicationId);
    },
  };
  return { repo, drafts, publications, lives, guards };
}

let ids = 0;
/** A ULID-shaped id, unique per call. */
export const id = (prefix = 'A') => `01J${prefix}${String(ids++).padStart(22 - prefix.length + 1, '0')}`.slice(0, 26);

/** `signFiles` replaces the fake signer (which answers `https://bucket.example/…` URLs) with another, the real one say. */
export function fakeWorld(languages: Language[] = ['fr', 'en'], options: { signFiles?: PublicReadDeps['signFiles'] } = {}) {
  const apps = new Map<string, StoredApp>();
  const records = new Map<string, StoredRecordLike[]>();
  const addApp = (kind: StoredApp['kind'], title: string = kind) => {
    const applicationId = id(
      kind
        .slice(0, 3)
        .toUpperCase()
        .replace(/[ILOU]/g, 'X'),
    );
    apps.set(applicationId, { projectId: PROJECT, applicationId, kind, slug: title, title, elements: defaultElements(kind) });
    return applicationId;
  };
  const addRecord = (applicationId: string, element: string, values: Record<string, unknown>) => {
    const recordId = id('R');
    const key = `${applicationId}#${element}`;
    records.set(key, [...(records.get(key) ?? []), { recordId, values }]);
    return recordId;
  };
  const fake = fakeRepository();
  /** Project grants by customer, and application grants by customer then application. */
  const grants = new Map<string, AccessLevel>();
  const appGrants = new Map<string, Map<string, AccessLevel>>();
  const requireProject = async (caller: Caller) => {
    const isOwner = caller.customerId === OWNER.customerId;
    const projectLevel: AccessLevel = isOwner ? 'full' : (grants.get(caller.customerId) ?? 'none');
    const applicationGrants = appGrants.get(caller.customerId) ?? new Map<string, AccessLevel>();
    if (projectLevel === 'none' && ![...applicationGrants.values()].some((level) => level !== 'none'))
      throw new NotFound('No such project.');
    return {
      project: { projectId: PROJECT, languages },
      isOwner,
      projectLevel,
      applicationGrants,
      levelOn: (applicationId?: string) => strongest(projectLevel, (applicationId && applicationGrants.get(applicationId)) || 'none'),
    } as unknown as ProjectAccess;
  };
  const grantOn = (caller: Caller, applicationId: string, level: AccessLevel) => {
    const mine = appGrants.get(caller.customerId) ?? new Map<string, AccessLevel>();
    appGrants.set(caller.customerId, mine.set(applicationId, level));
  };
  const signed: string[] = [];
  const reader = publicReader({
    hostGuard: fake.repo.getHostGuard,
    live: fake.repo.getLive,
    publication: fake.repo.getPublication,
    projectLanguages: async () => languages,
    projectApplications: async () => [...apps.values()],
    recordsPage: async (applicationId, element, after, limit) => {
      const all = records.get(`${applicationId}#${element}`) ?? [];
      const start = after ? all.findIndex((record) => record.recordId === after) + 1 : 0;
      const items = all.slice(start, start + limit);
      return { items, next: start + limit < all.length ? items.at(-1)!.recordId : undefined };
    },
    appUrl: () => 'https://app.example',
    signFiles:
      options.signFiles ??
      (async (_form, _p, _a, values) => {
        const out: Record<string, unknown> = {};
        for (const [key, files] of Object.entries(values)) {
          out[key] = (files as { uploadId: string; preview?: boolean }[]).map((file) => {
            signed.push(file.uploadId);
            return {
              ...file,
              url: `https://bucket.example/${file.uploadId}?sig`,
              ...(file.preview ? { previewUrl: `https://bucket.example/${file.uploadId}/p?sig` } : {}),
            };
          });
        }
        return out;
      }),
    sanitizeHtml: (html) => html.replace(/<script[\s\S]*?<\/script>/g, ''),
  });
  let limit = 1_000;
  const service = webappsService({
    repository: fake.repo,
    requireProject: requireProject as never,
    projectApplications: async () => [...apps.values()],
    reader,
    limiter: publicRateLimiter(() => limit),
    reservedHosts: () => ['app.example.com'],
  });
  return {
    service,
    reader,
    fake,
    apps,
    records,
    addApp,
    addRecord,
    grants,
    grantOn,
    signed,
    setLimit: (value: number) => {
      limit = value;
    },
  };
}
