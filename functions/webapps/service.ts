import type { Language } from '../../shared/constants';
import type { FieldIssue } from '../../shared/errors';
import { isWebapp } from '../../shared/kinds';
import { atLeast } from '../../shared/projects';
import type { PublicPage, PublicRecord, PublicRecordPage, PublicSite } from '../../shared/webapp-public';
import {
  defaultWebappConfig,
  type PreviewInput,
  type SaveDraftInput,
  type WebappConfig,
  type WebappContext,
  type WebappDraft,
  type WebappPublication,
  type WebappState,
  withEverySection,
} from '../../shared/schemas/webapps';
import { incompleteSteps, stepIssues, unknownLinks } from '../../shared/webapp-steps';
import { TEMPLATE_STEPS } from '../../shared/webapp-templates';
import type { requireProject as RequireProject } from '../lib/access/access';
import { requireApplicationLevel } from '../lib/access/access';
import { readCache } from '../lib/cache/read-cache';
import { AppError, Conflict, NotFound, Validation } from '../lib/errors';
import type { Caller, Reply, RequestContext } from '../lib/http/route';
import { cacheable, etagOf, type publicRateLimiter } from './public-http';
import type { PublicReader } from './public-read';
import { type FileTarget, type ListQuery, linkable, type SiteContext, type StoredApp } from './site-context';
import type * as Repository from './repository';
import { WebappWriteRefused } from './repository';

/** Publications listed in the wizard (all stay stored, and can be made live by number). */
export const PUBLICATIONS_LISTED = 50;

export interface WebappsDeps {
  readonly repository: Pick<typeof Repository, 'getDraft' | 'getLive' | 'getPublication' | 'listPublications' | 'saveDraft' | 'setLive'>;
  readonly requireProject: typeof RequireProject;
  /** Every application of a project as stored (the applications domain's service). */
  readonly projectApplications: (projectId: string) => Promise<StoredApp[]>;
  readonly reader: PublicReader;
  readonly limiter: ReturnType<typeof publicRateLimiter>;
  /** Host names no web app may take: the product's own (APP_URL's and the allowed origins'). */
  readonly reservedHosts: () => readonly string[];
}

interface Target {
  readonly projectId: string;
  readonly applicationId: string;
}

const hostTaken = () =>
  new AppError(409, 'WEBAPP_HOST_TAKEN', 'Another web app holds this host name.', [
    { field: 'main.host', message: 'errors.WEBAPP_HOST_TAKEN' },
  ]);

function refused(error: unknown): never {
  if (error instanceof WebappWriteRefused) {
    if (error.reason === 'hostTaken') throw hostTaken();
    throw new Conflict('The web app changed meanwhile; reload it.');
  }
  throw error;
}

/**
 * The web app application at the wanted level (404 unless a web app), its project's languages, and the other
 * applications of the project the caller may read: the only ones the wizard lists, previews and lets it link. The
 * project-wide access is loaded (not the web app's grant alone) for the caller's level on each of them.
 */
async function webappOf(deps: WebappsDeps, caller: Caller, target: Target, wanted: 'read' | 'full') {
  const access = await deps.requireProject(caller, target.projectId);
  requireApplicationLevel(access, target.applicationId, wanted);
  const all = await deps.projectApplications(target.projectId);
  const self = all.find((app) => app.applicationId === target.applicationId);
  if (!self || !isWebapp(self.kind)) throw new NotFound('No such application.');
  const apps = all.filter((app) => app !== self && atLeast(access.levelOn(app.applicationId), 'read'));
  const languages = access.project.languages as Language[];
  const context: WebappContext = { languages, applications: apps.map(linkable) };
  return { access, apps, languages, context };
}

/**
 * Refuses a configuration linking an application the context does not hold (unknown, or unreadable to the caller:
 * the same 400, which says nothing of what exists). Draft saves, previews and publications all pass here.
 */
function requireKnownLinks(config: WebappConfig, context: WebappContext): void {
  const issues = unknownLinks(config, context);
  if (issues.length) throw new Validation(issues, 'The configuration links an unknown application.');
}

/** A stored draft as the wizard reads it (never saved: the default configuration, version 0). */
function draftView(stored: Repository.StoredDraft | undefined, languages: readonly Language[]): WebappDraft {
  if (!stored) return { config: defaultWebappConfig(languages), version: 0, step: 'main', updatedAt: null, updatedBy: null };
  const config = withEverySection(stored.config);
  return { config, version: stored.version, step: stored.step, updatedAt: stored.updatedAt, updatedBy: stored.updatedBy };
}

const liveView = (live: Repository.StoredLive | undefined): WebappState['live'] =>
  live ? { number: live.number, host: live.host, since: live.since } : null;

/** The wizard's draft: read it (with the publications and the live one), save it, preview it. */
function draftCalls(deps: WebappsDeps) {
  const { repository: repo, reader } = deps;
  return {
    async get(caller: Caller, target: Target): Promise<WebappState> {
      const { languages, context } = await webappOf(deps, caller, target, 'read');
      const [draft, live, publications] = await Promise.all([
        repo.getDraft(target.applicationId),
        repo.getLive(target.applicationId),
        repo.listPublications(target.applicationId, PUBLICATIONS_LISTED),
      ]);
      return { ...target, draft: draftView(draft, languages), publications, live: liveView(live), context };
    },

    async saveDraft(caller: Caller, input: SaveDraftInput, now: Date): Promise<WebappDraft> {
      const { projectId, applicationId, config, version } = input;
      const { context } = await webappOf(deps, caller, input, 'full');
      if (!(TEMPLATE_STEPS[config.main.template] as readonly string[]).includes(input.step)) {
        throw new Validation([{ field: 'step', message: 'validation.invalid' }], 'Not a step of this template.');
      }
      requireKnownLinks(config, context);
      // The product's own host names are never a web app's (its pages would be served in their place).
      if (config.main.host && deps.reservedHosts().includes(config.main.host)) throw hostTaken();
      const [current, live] = await Promise.all([repo.getDraft(applicationId), repo.getLive(applicationId)]);
      if ((current?.version ?? 0) !== version) throw new Conflict('The draft changed meanwhile; reload it.');
      const draft: Repository.StoredDraft = {
        projectId,
        applicationId,
        config,
        version: version + 1,
        step: input.step as Repository.StoredDraft['step'],
        host: config.main.host,
        updatedAt: now.toISOString(),
        updatedBy: caller.email,
      };
      await repo.saveDraft(draft, { version, host: current?.host ?? '', live }).catch(refused);
      return draftView(draft, []);
    },

    /** The answer the posted (unsaved) configuration would give on the public route the request names. */
    async preview(caller: Caller, input: PreviewInput, now: Date): Promise<PublicSite | PublicRecordPage | PublicRecord | PublicPage> {
      const { projectId, applicationId, config, lang, request } = input;
      const { apps, languages, context } = await webappOf(deps, caller, input, 'read');
      requireKnownLinks(config, context);
      const site = await reader.contextFor({
        host: config.main.host,
        projectId,
        applicationId,
        publication: 0,
        config,
        languages,
        apps,
        files: 'signed',
      });
      switch (request.type) {
        case 'site':
          return reader.site(site, lang);
        case 'records':
          return reader.records(site, request.kind, { lang, q: request.q, cursor: request.cursor, filters: request.filters }, now);
        case 'record':
          return reader.record(site, request.kind, request.recordId, lang, now);
        case 'page':
          return reader.page(site, request.slug, lang);
      }
    },
  };
}

/** Publications: publish the draft, serve another publication or none. */
function publicationCalls(deps: WebappsDeps) {
  const repo = deps.repository;
  return {
    async publish(caller: Caller, input: Target & { draftVersion: number }, now: Date): Promise<WebappPublication> {
      const { projectId, applicationId } = input;
      const { context } = await webappOf(deps, caller, input, 'full');
      const [draft, live, latest] = await Promise.all([
        repo.getDraft(applicationId),
        repo.getLive(applicationId),
        repo.listPublications(applicationId, 1),
      ]);
      if (!draft || draft.version !== input.draftVersion) throw new Conflict('The draft changed meanwhile; reload it.');
      const config = withEverySection(draft.config);
      // Checked at each publication, whoever saved the draft: the publisher must read everything it puts online.
      requireKnownLinks(config, context);
      // The draft as it is already live (a second click, a retry): nothing to freeze again, same answer.
      const newest = latest[0];
      if (newest && newest.draftVersion === draft.version && live?.number === newest.number) return newest;
      const incomplete = incompleteSteps(config, context);
      if (incomplete.length) {
        const details: FieldIssue[] = incomplete.flatMap((step) => stepIssues(step, config, context));
        throw new AppError(422, 'WEBAPP_INCOMPLETE', `Incomplete steps: ${incomplete.join(', ')}.`, details);
      }
      const publication: WebappPublication = {
        number: (latest[0]?.number ?? 0) + 1,
        host: draft.host,
        template: config.main.template,
        publishedAt: now.toISOString(),
        publishedBy: caller.email,
        draftVersion: draft.version,
      };
      await repo
        .setLive({
          projectId,
          applicationId,
          current: live,
          draft: { version: draft.version, host: draft.host },
          target: { number: publication.number, host: publication.host, since: publication.publishedAt },
          publication: { ...publication, config },
        })
        .catch(refused);
      return publication;
    },

    async setLive(
      caller: Caller,
      input: Target & { number: number | null; current: number | null },
      now: Date,
    ): Promise<WebappState['live']> {
      const { projectId, applicationId } = input;
      const { context } = await webappOf(deps, caller, input, 'full');
      const [live, draft] = await Promise.all([repo.getLive(applicationId), repo.getDraft(applicationId)]);
      if ((live?.number ?? null) !== input.current) throw new Conflict('The live publication changed meanwhile; reload.');
      if (input.number === input.current) return liveView(live);
      let target: Repository.StoredLive | null = null;
      if (input.number !== null) {
        const publication = await repo.getPublication(applicationId, input.number);
        if (!publication) throw new NotFound('No such publication.');
        // Serving an older publication again publishes it: the caller must read what it links (taking offline needs not).
        requireKnownLinks(withEverySection(publication.config), context);
        target = { number: publication.number, host: publication.host, since: now.toISOString() };
      }
      await repo
        .setLive({ projectId, applicationId, current: live, draft: { version: draft?.version ?? 0, host: draft?.host ?? '' }, target })
        .catch(refused);
      return liveView(target ?? undefined);
    },
  };
}

/** The public read API: the live publication of a host, no caller. */
function publicCalls(deps: WebappsDeps) {
  const { reader } = deps;
  // Built answers (a list page is tens of KB): a few hundred kept at most.
  const answers = readCache<{ body: unknown; etag: string }>(undefined, 300);

  /**
   * Answers a public route: the per-client limit first, then the live site of the host (the same 404 otherwise). The
   * answer and its ETag are kept a few seconds per instance, by publication and question (`key`), as the records it
   * is built from are: concurrent visitors of one page cost one build.
   */
  async function publicAnswer<T>(
    host: string,
    request: RequestContext,
    key: string,
    answer: (site: SiteContext) => Promise<T>,
  ): Promise<Reply> {
    deps.limiter.hit(request.sourceIp, request.now);
    const site = await reader.resolveHost(host);
    if (!site) throw new NotFound();
    const built = await answers.remember(
      `${site.host}#${site.applicationId}#${site.publication}#${key}`,
      async () => {
        const body = await answer(site);
        return { body, etag: etagOf(JSON.stringify(body)) };
      },
      () => true,
    );
    return cacheable(built.body, request, built.etag);
  }

  return {
    publicSite: (host: string, lang: string | undefined, request: RequestContext) =>
      publicAnswer(host, request, JSON.stringify(['site', lang]), (site) => reader.site(site, lang)),
    publicRecords: (host: string, kind: string, query: ListQuery, request: RequestContext) =>
      publicAnswer(host, request, JSON.stringify(['records', kind, query.lang, query.q, query.cursor, query.filters]), (site) =>
        reader.records(site, kind, query, request.now),
      ),
    publicRecord: (host: string, kind: string, recordId: string, lang: string | undefined, request: RequestContext) =>
      publicAnswer(host, request, JSON.stringify(['record', kind, recordId, lang]), (site) =>
        reader.record(site, kind, recordId, lang, request.now),
      ),
    publicPage: (host: string, slug: string, lang: string | undefined, request: RequestContext) =>
      publicAnswer(host, request, JSON.stringify(['page', slug, lang]), (site) => reader.page(site, slug, lang)),
    /** A signed URL of a public file of a shown record (the route redirects to it). */
    async publicFile(host: string, target: FileTarget, request: RequestContext): Promise<string> {
      deps.limiter.hit(request.sourceIp, request.now);
      const site = await reader.resolveHost(host);
      if (!site) throw new NotFound();
      return reader.fileUrl(site, target, request.now);
    },
  };
}

/** The wizard (draft, publications, live) and the public read API of web apps (docs/api.md, "Web apps"). */
export function webappsService(deps: WebappsDeps) {
  return { ...draftCalls(deps), ...publicationCalls(deps), ...publicCalls(deps) };
}
